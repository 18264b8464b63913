import { expect, test } from '@playwright/test';
import { LANGUAGES, textDirection } from '@tallybook/domain';
import { text } from './catalogue';

for (const language of LANGUAGES) {
  test(`the pricing page compares both editions in ${language}`, async ({ page }) => {
    await page.goto(`/price?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('dir', textDirection(language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'price', 'hero.title'));
    await expect(page).toHaveTitle(text(language, 'price', 'meta.title'));
    const editions = page.getByTestId('editions').locator('article');
    await expect(editions).toHaveCount(2);
    // spec §1: basic 1 store 1 user, no extra stores; professional 1 store 3 users, extra stores
    await expect(editions.nth(0).locator('dd')).toHaveText([
      '1',
      '1',
      `✓ ${text(language, 'price', 'editions.canBuy')}`,
      `✗ ${text(language, 'price', 'editions.cannotBuy')}`,
    ]);
    await expect(editions.nth(1).locator('dd')).toHaveText([
      '1',
      '3',
      `✓ ${text(language, 'price', 'editions.canBuy')}`,
      `✓ ${text(language, 'price', 'editions.canBuy')}`,
    ]);
    await expect(page.getByTestId('site-header')).toBeVisible();
  });
}

test('a pricing question opens to its answer, and buying leads to the edition in the mall', async ({ page }) => {
  await page.goto('/price?lang=en-US');
  const question = page.getByText('What happens when my free trial ends?');
  await question.click();
  await expect(page.getByText(/Your workspace becomes read-only\. Nothing is deleted for 30 days/)).toBeVisible();
  const buy = page.getByRole('link', { name: 'Buy Professional' });
  await expect(buy).toHaveAttribute('target', '_blank');
  expect(await buy.getAttribute('href')).toBe('/mall/KDZHJ01?level=professional');
});
