import { expect, type Page, test } from '@playwright/test';
import { text } from './catalogue';

/** The header's menu on wide screens; on a phone the footer's list (the header keeps its room for Log in). */
async function chooseLanguage(page: Page, name: string, code: string) {
  const menu = page.getByTestId('site-header').getByTestId('language-menu').locator('summary');
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByTestId('site-header').getByRole('link', { name }).click();
  } else {
    await page.getByTestId('mobile-language').selectOption(code);
  }
}

test('a language chosen from the menu survives a reload and a new visit', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  await chooseLanguage(page, '简体中文', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh-CN', 'home', 'hero.title'));

  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('zh-CN');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('zh-CN');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const fresh = await page.goto('/');
  expect(await fresh?.text()).toContain('<html lang="zh-CN" dir="ltr"');
});

test('Arabic from the menu turns the page right to left without a reload', async ({ page }) => {
  await page.goto('/?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await chooseLanguage(page, 'العربية', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'home', 'hero.title'));
});

test('a visitor whose cookie was lost gets the language kept in local storage', async ({ page, context }) => {
  await page.goto('/?lang=zh-TW');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await context.clearCookies();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh-TW', 'home', 'hero.title'));
});

test.describe('a first visit from a browser that asks for Chinese (decision 0089)', () => {
  test.use({ locale: 'zh-CN' });

  test('lands on Simplified Chinese with no choice made, and keeps it as the choice', async ({ page, context }) => {
    const first = await page.goto('/');
    expect(await first?.text()).toContain('<html lang="zh-CN" dir="ltr"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh-CN', 'home', 'hero.title'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // the page it landed on is the one stored, so a later change of the browser's list changes nothing
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value)
      .toBe('zh-CN');
    // a language chosen here still outranks the browser's
    await page.goto('/price?lang=en-US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.goto('/price');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

test.describe('a first visit from a browser in Hong Kong (decision 0089)', () => {
  test.use({ locale: 'zh-HK' });

  test('lands on Traditional Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh-TW', 'home', 'hero.title'));
  });
});
