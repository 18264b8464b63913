import { expect, test } from '@playwright/test';
import { LANGUAGES, textDirection } from '@tallybook/domain';
import { text } from './catalogue';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

for (const language of LANGUAGES) {
  test(`service activation is the partner's: a visitor goes to the partner login, in ${language}`, async ({ page }) => {
    await page.goto(`/agent/open?lang=${language}`);
    // the partner login keeps the language the page was asked in (issue 64)
    await expect(page).toHaveURL(new RegExp(`/agent/login\\?lang=${language}$`));
    const html = await page.content();
    expect(html).toContain(`<html lang="${language}" dir="${textDirection(language)}"`);
    const title = text(language, 'partner-area', 'areas.login.title');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByTestId('page-top-bar')).toBeVisible();
    await expect(
      page.getByRole('link', { name: text(language, 'partner-area', 'programme'), exact: true }),
    ).toHaveAttribute('href', '/join-agent');
  });
}

test('"Partner login" on the programme page asks for the version, then logs in and comes back', async ({ page }) => {
  await page.goto('/join-agent?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Partner login' }).first().click();
  await expect(page).toHaveURL(/\/agent\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner login');
  await page.getByRole('link', { name: 'Log in as a partner of the International version' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fagent%2Flogin%3Fversion%3Dintl$/);
});

test('the application area points back to the programme, not round in a circle', async ({ page }) => {
  await page.goto('/agent/join-apply?lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner application');
  await expect(page.getByRole('link', { name: 'About the partner programme' })).toHaveAttribute('href', '/join-agent');
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    '/login?next=%2Fagent%2Fjoin-apply',
  );
});

test('the programme introduction in the agent area is the partner programme, indexed once', async ({ page }) => {
  await page.goto('/agent/intro-us?lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-US', 'join-agent', 'hero.title'));
  await expect(page.getByTestId('tiers').getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/join-agent$/);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('service-widget')).toHaveCount(1);
});

test('the Arabic partner area reads right to left', async ({ page }) => {
  await page.goto('/agent/login?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'partner-area', 'areas.login.title'));
  const viewport = page.viewportSize();
  // the login's own link to apply, not the top bar's link to the programme, which reads the same in Arabic
  const apply = await page
    .getByRole('link', { name: text('ar', 'partner-area', 'apply'), exact: true })
    .and(page.locator('[href="/agent/join-apply"]'))
    .boundingBox();
  expect(apply && viewport && apply.x + apply.width > viewport.width / 2).toBe(true);
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID, viewport: { width: 390, height: 844 }, isMobile: true });

  // the partner's own pages with the widget (/agent/divide) are behind the partner login: partner-income.spec.ts
  test('the widget is hidden on the programme introduction but not on the programme page', async ({ page }) => {
    await page.goto('/agent/intro-us?lang=en-US');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('service-widget')).toHaveCount(0);
    await page.goto('/join-agent?lang=en-US');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('service-widget')).toHaveCount(1);
  });
});
