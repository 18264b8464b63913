import { expect, test } from '@playwright/test';
import { LANGUAGES, textDirection } from '@tallybook/domain';
import { text } from './catalogue';
import { clickRevealed } from './support/reveal';

const PRODUCT_NAMES = {
  'en-US': ['Tallybook', 'Tallybook POS', 'Tallybook Books'],
  'zh-CN': ['Tallybook 进销存', 'Tallybook 收银', 'Tallybook 记账'],
  'zh-TW': ['Tallybook 進銷存', 'Tallybook 收銀', 'Tallybook 記帳'],
  // Arabic readers get the English product content.
  ar: ['Tallybook', 'Tallybook POS', 'Tallybook Books'],
} as const;

for (const language of LANGUAGES) {
  test(`the home page is rendered by the server in ${language}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') problems.push(entry.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto(`/?lang=${language}`);
    const html = await response?.text();
    // The first HTML is already in the language and direction, before any script runs.
    expect(html).toContain(`<html lang="${language}" dir="${textDirection(language)}"`);
    expect(html).toContain(text(language, 'home', 'hero.title'));

    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', textDirection(language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'home', 'hero.title'));
    await expect(page).toHaveTitle(text(language, 'home', 'meta.title'));
    await expect(page.getByTestId('claims').locator('> div')).toHaveCount(5);
    await expect(page.getByTestId('products').getByRole('heading', { level: 3 })).toHaveText([
      ...PRODUCT_NAMES[language],
    ]);
    await expect(page.getByTestId('editions').locator('article')).toHaveCount(2);
    // what the product does: inventory, invoicing, orders, analysis, multi-store, mobile apps
    await expect(page.getByTestId('features').getByRole('heading', { level: 3 })).toHaveText([
      text(language, 'home', 'features.inventory.title'),
      text(language, 'home', 'features.invoicing.title'),
      text(language, 'home', 'features.orders.title'),
      text(language, 'home', 'features.analysis.title'),
      text(language, 'home', 'features.stores.title'),
      text(language, 'home', 'features.mobile.title'),
    ]);
    // spec §9: twelve partners on the logo wall
    await expect(page.getByTestId('partner-logos').getByRole('img')).toHaveCount(12);
    await expect(page.getByTestId('case-teaser').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('news-teaser').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('the Arabic home page is laid out right to left', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the mirrored header is measured at desktop width');
  await page.goto('/?lang=ar');
  const viewport = page.viewportSize();
  const logo = await page.getByTestId('site-header').getByRole('link').first().boundingBox();
  const trial = await page
    .getByTestId('site-header')
    .getByText(text('ar', 'common', 'actions.freeTrial'))
    .boundingBox();
  expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);
  expect(trial && viewport && trial.x < viewport.width / 2).toBe(true);
});

test('the English claims state the spec’s numbers', async ({ page }) => {
  await page.goto('/?lang=en-US');
  const claims = page.getByTestId('claims');
  for (const value of ['3M+', '129', '30+', '150M', '82.6%']) {
    await expect(claims.getByText(value, { exact: true })).toBeVisible();
  }
});

test('a visitor goes from the home page to a customer story and to a news article', async ({ page }) => {
  await page.goto('/?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('partner-logos').getByRole('img', { name: 'Northwind Pay' })).toHaveAttribute(
    'loading',
    'lazy',
  );
  await expect(page.getByTestId('case-teaser-all')).toHaveAttribute('href', '/case');
  await expect(page.getByTestId('news-teaser-all')).toHaveAttribute('href', '/news');

  const story = page.getByTestId('case-teaser').getByRole('heading', { level: 3 }).first();
  const storyTitle = (await story.textContent()) ?? '';
  await clickRevealed(story.getByRole('link'));
  await expect(page).toHaveURL(/\/case\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyTitle);

  await page.goBack();
  const article = page.getByTestId('news-teaser').getByRole('heading', { level: 3 }).first();
  const articleTitle = (await article.textContent()) ?? '';
  await clickRevealed(article.getByRole('link'));
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articleTitle);
});
