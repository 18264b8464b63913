import { expect, type Page, test } from '@playwright/test';
import { textDirection } from '@tallybook/domain';
import { text } from './catalogue';

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

for (const language of ['en-US', 'zh-CN'] as const) {
  test(`a visitor filters the customer cases by industry and reads one in ${language}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') problems.push(entry.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto(`/case?lang=${language}`);
    expect(await response?.text()).toContain(`<html lang="${language}" dir="ltr"`);
    await expect(page).toHaveTitle(text(language, 'cases', 'meta.title'));
    await hydrated(page);
    await expect(page.getByTestId('case-banner').getByRole('heading', { level: 1 })).toBeVisible();

    // The filter lists every industry with its total; "all" is chosen first.
    const filter = page.getByTestId('industry-filter');
    const all = filter.getByRole('link').first();
    await expect(all).toHaveAttribute('aria-current', 'page');
    await expect(all).toContainText(text(language, 'cases', 'filter.all'));
    const industry = filter.getByRole('link').nth(1);
    const href = (await industry.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/case\?industry=[a-z0-9-]+$/);
    const total = Number(await industry.locator('span').last().textContent());
    expect(total).toBeGreaterThan(0);

    await industry.click();
    await expect(page).toHaveURL(new RegExp(`/case\\?industry=${href.split('=')[1]}$`));
    await expect(industry).toHaveAttribute('aria-current', 'page');
    const cards = page.getByTestId('case-list').getByRole('article');
    await expect(cards).toHaveCount(total);

    // The case: customer, region, highlights, quote, content and the hot list.
    const titleLink = cards.first().getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await titleLink.textContent()) ?? '';
    await titleLink.click();
    await expect(page).toHaveURL(/\/case\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(text(language, 'cases', 'meta.detailTitle').replace('{{title}}', title));
    await expect(page.getByTestId('case-customer')).not.toBeEmpty();
    await expect(page.getByTestId('case-region')).not.toBeEmpty();
    await expect(page.getByTestId('case-highlights').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('case-quote')).toBeVisible();
    await expect(page.locator('.rich-text p').first()).toBeVisible();
    const hot = page.getByTestId('hot-cases').getByRole('link');
    await expect(hot.first()).toBeVisible();
    const hotTitle = (await hot.first().textContent()) ?? '';
    await hot.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotTitle);
    await expect(page).toHaveURL(/\/case\/\d+$/);

    await page.getByTestId('case-back').click();
    await expect(page).toHaveURL(/\/case$/);
    await expect(page.getByTestId('case-list').getByRole('article').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('the cases page through ?page=N', async ({ page }) => {
  await page.goto('/case?lang=en-US');
  await hydrated(page);
  const label = text('en-US', 'ui', 'pagination.page').replace('{{page}}', '2');
  await page.getByTestId('pagination').getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(/\/case\?(.*&)?page=2$/);
  await expect(page.getByTestId('case-list').getByRole('article').first()).toBeVisible();
});

test('a non-digit case id goes home, an unknown one says so', async ({ page }) => {
  await page.goto('/case/sunny-mart');
  await expect(page).toHaveURL(/\/$/);
  const response = await page.goto('/case/999999?lang=en-US');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('case-not-found')).toContainText(text('en-US', 'cases', 'detail.notFoundTitle'));
});

test('the Arabic cases page reads right to left', async ({ page }) => {
  const response = await page.goto('/case?lang=ar');
  expect(await response?.text()).toContain(`<html lang="ar" dir="${textDirection('ar')}"`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('industry-filter').getByRole('link').first()).toContainText(
    text('ar', 'cases', 'filter.all'),
  );
});
