import { expect, test } from '@playwright/test';
import { formatPrice, LANGUAGES, type ServiceDetail, textDirection } from '@tallybook/domain';
import { text } from './catalogue';

for (const language of LANGUAGES) {
  test(`the pricing page compares both editions in ${language}, at the catalogue's prices`, async ({
    page,
    request,
  }) => {
    const answer = await request.get(`/ommall/srvmall/services/KDZHJ01?lang=${language}`);
    const catalogue = (await answer.json()).data as ServiceDetail;
    const price = (fen: number) => formatPrice(fen, language);
    await page.goto(`/price?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('dir', textDirection(language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'price', 'hero.title'));
    await expect(page).toHaveTitle(text(language, 'price', 'meta.title'));
    const editions = page.getByTestId('editions').locator('article');
    await expect(editions).toHaveCount(2);
    const perYear = (fen: number) => text(language, 'price', 'prices.perYear').replace('{{price}}', price(fen));
    // spec §1: basic 1 store 1 user, no extra stores; professional 1 store 3 users, extra stores
    await expect(editions.nth(0).locator('dd')).toHaveText([
      '1',
      '1',
      `✓ ${perYear(catalogue.extras.userAnnualPrice)}`,
      `✗ ${text(language, 'price', 'editions.cannotBuy')}`,
    ]);
    await expect(editions.nth(1).locator('dd')).toHaveText([
      '1',
      '3',
      `✓ ${perYear(catalogue.extras.userAnnualPrice)}`,
      `✓ ${perYear(catalogue.extras.storeAnnualPrice)}`,
    ]);
    // every duration of each edition at the catalogue's price, the one the mall charges
    for (const level of ['basic', 'professional'] as const) {
      const prices = page.getByTestId(`prices-${level}`);
      const skus = catalogue.skus.filter((sku) => sku.level === level);
      expect(skus.length).toBeGreaterThan(0);
      await expect(prices.getByTestId('sku-price')).toHaveCount(skus.length);
      for (const sku of skus) {
        await expect(prices.locator(`[data-fen="${sku.price}"]`).first()).toContainText(price(sku.price));
        await expect(prices.locator(`a[href$="skuId=${sku.skuId}"]`)).toHaveCount(1);
      }
      const from = catalogue.editions.find((edition) => edition.level === level)?.fromPrice ?? -1;
      await expect(prices.getByTestId('from-price')).toContainText(price(from));
    }
    await expect(page.getByTestId('site-header')).toBeVisible();
  });
}

test('a pricing question opens to its answer, and buying leads to the edition in the mall', async ({ page }) => {
  await page.goto('/price?lang=en-US');
  const question = page.getByText('What happens when my free trial ends?');
  await question.click();
  await expect(page.getByText(/Your workspace becomes read-only\. Nothing is deleted for 30 days/)).toBeVisible();
  const buy = page.getByRole('link', { name: 'Buy Professional' });
  // this site's mall: the same tab (decision 0090)
  await expect(buy).not.toHaveAttribute('target', /./);
  expect(await buy.getAttribute('href')).toBe('/mall/KDZHJ01?level=professional');
});
