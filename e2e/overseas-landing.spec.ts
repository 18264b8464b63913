import { expect, test } from '@playwright/test';
import { FREE_TRIAL_DAYS, LANGUAGES, textDirection } from '@tallybook/domain';
import { text } from './catalogue';

for (const language of LANGUAGES) {
  test(`the overseas landing page stands on its own in ${language}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') problems.push(entry.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto(`/intro/ailit?lang=${language}`);
    const html = await response?.text();
    expect(html).toContain(`<html lang="${language}" dir="${textDirection(language)}"`);
    expect(html).toContain(text(language, 'intro-ailit', 'hero.title'));
    await expect(page).toHaveTitle(text(language, 'intro-ailit', 'meta.title'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text(language, 'intro-ailit', 'meta.description'),
    );

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'intro-ailit', 'hero.title'));
    // spec §2: no layout and no widget; the page brings its own top bar
    await expect(page.getByTestId('intro-top-bar')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('service-widget')).toHaveCount(0);
    // spec §1: basic 1 store 1 user; professional 1 store 3 users
    const editions = page.getByTestId('editions').locator('article');
    await expect(editions).toHaveCount(2);
    await expect(editions.nth(0).locator('dd')).toHaveText(['1', '1']);
    await expect(editions.nth(1).locator('dd')).toHaveText(['1', '3']);
    await expect(editions.nth(0)).toContainText(text(language, 'intro-ailit', 'editions.noExtraStores'));
    await expect(editions.nth(1)).toContainText(text(language, 'intro-ailit', 'editions.extraStores'));
    await expect(page.getByTestId('benefits').locator('article')).toHaveCount(6);
    expect(problems).toEqual([]);
  });
}

test('the landing page offers the free trial through registration', async ({ page }) => {
  await page.goto('/intro/ailit?lang=en-US');
  const start = page.getByRole('link', { name: `Start your ${FREE_TRIAL_DAYS}-day free trial` });
  await expect(start).toHaveAttribute('href', '/login?register=1');
  await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
    'href',
    '/login?register=1',
  );
  await expect(page.getByRole('heading', { name: `Try every feature free for ${FREE_TRIAL_DAYS} days` })).toBeVisible();
});

test('a visitor switches the landing page to Arabic and keeps the campaign parameters', async ({ page }) => {
  await page.goto('/intro/ailit?utm_source=fair&lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const languages = page.getByTestId('intro-top-bar').getByRole('navigation');
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'intro-ailit', 'hero.title'));
  const url = new URL(page.url());
  expect(url.searchParams.get('lang')).toBe('ar');
  expect(url.searchParams.get('utm_source')).toBe('fair');
  await expect(languages.getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
});
