import { expect, test } from '@playwright/test';
import { formatPrice, type Language, type MallSku, message, orderingPriceFen } from '@tallybook/domain';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { text } from './catalogue';
import { open } from './support/accounts';
import { expectAccessible } from './support/axe';
import { becomePartner, referralOf, registerThrough } from './support/partners';
import { look } from './support/screenshots';

// Issue 15, the channel ordering platform (spec §1, §6 channel manager; decision 0041): a channel
// manager opens a partner's ordering with a 20 % discount through the back office's API; the partner
// tops up its ordering balance in the payment sandbox, activates a year of Professional for a customer
// of its link from the balance, and the customer's user info says it is a paying user (userType 1).

const t = (key: string, language: Language = 'zh-CN') => text(language, 'partner-activation', key);
const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const DISCOUNT_BP = 2_000;

test('a channel manager opens ordering; the partner tops up and activates Professional for its customer from the balance', async ({
  page,
  browser,
  request,
}) => {
  // two registrations and an application behind SMS codes and slide puzzles, and a payment
  test.setTimeout(300_000);
  const phoneSize = (page.viewportSize()?.width ?? 0) < 500;
  const { partnerId } = await becomePartner(page, request, { name: '赵订货', level: 'gold' });
  const { registerUrl } = await referralOf(page);
  const customer = await registerThrough(browser, request, registerUrl);

  // without ordering, the open screen offers no balance
  await open(page, '/agent/open?lang=zh-CN');
  await expect(page.getByTestId('ordering')).toHaveCount(0);
  await expect(page.getByTestId('pay-mode')).toHaveCount(0);

  // the channel manager opens the partner's ordering in the back office
  const opened = await request.post(`/admin/api/partner/${partnerId}/ordering`, {
    headers: admin,
    data: { discountBp: DISCOUNT_BP, openedBy: '渠道经理 陈' },
  });
  expect(opened.status()).toBe(200);

  const skus = await page.request
    .get('/ommall/srvmall/services/KDZHJ01')
    .then(async (answer) => ((await answer.json()) as { data: { skus: MallSku[] } }).data.skus);
  const sku = skus.find((each) => each.level === 'professional' && each.months === 12);
  if (!sku) throw new Error('no year of Professional on sale');
  const priceFen = orderingPriceFen(sku.price, DISCOUNT_BP);
  const topUpYuan = Math.ceil(priceFen / 100);

  // the partner tops up, paying in the sandbox, and comes back to the screen with the balance credited
  await open(page, '/agent/open?lang=zh-CN');
  const ordering = page.getByTestId('ordering');
  await expect(ordering.getByTestId('ordering-balance')).toHaveText(formatPrice(0, 'zh-CN'));
  await expect(ordering.getByTestId('ordering-discount')).toContainText('20%');
  await ordering.getByLabel(t('ordering.amount')).fill(String(topUpYuan));
  await ordering.getByRole('button', { name: t('ordering.topUp') }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\?/);
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(/\/agent\/open\?topUp=TU/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('top-up-state')).toHaveAttribute('data-state', 'succeeded', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('ordering-balance')).toHaveText(formatPrice(topUpYuan * 100, 'zh-CN'));
  // with ordering open the screen says both ways of paying, not only the pay link
  await expect(page.getByText(t('introOrdering'))).toBeVisible();

  // the customer, Professional for a year, paid from the balance at the mall's price less 20 %
  const form = page.getByTestId('form-activation');
  await form.getByLabel(t('form.customer'), { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(t('form.service'), { exact: true }).selectOption('KDZHJ01');
  await form.getByLabel(t('form.edition'), { exact: true }).selectOption(String(sku.skuId));
  await form.getByRole('radio', { name: new RegExp(t('payMode.balance').split('（')[0] ?? '') }).check();
  if (phoneSize) await look(page, 'agent-open-ordering-zh-CN-390');
  await form.getByRole('button', { name: t('form.check') }).click();
  const offer = page.getByTestId('activation-offer');
  await expect(offer.getByTestId('offer-amount')).toHaveText(formatPrice(priceFen, 'zh-CN'));
  await expect(offer.getByTestId('offer-mallPrice')).toHaveText(formatPrice(sku.price, 'zh-CN'));
  await offer.getByRole('button', { name: t('offer.confirmBalance') }).click();

  // paid at once: no pay link, the balance debited
  await expect(page).toHaveURL(/\/agent\/open-success\?orderNo=\w+$/);
  await expect(page.getByTestId('activation-detail')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('activation-outcome')).toHaveText(t('success.paidFromBalance'));
  await expect(page.getByTestId('pay-link')).toHaveCount(0);
  // it says what happened: paid from the balance, the amount paid, not a link to send (issue 64)
  await expect(page.getByTestId('activation-detail')).toContainText(t('offer.amountPaid'));
  await expect(page.getByTestId('activation-detail')).not.toContainText(t('offer.amount'));
  await expect(page.getByText(t('steps.paidFromBalance'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('steps.send'), { exact: true })).toHaveCount(0);

  // the customer is a paying user now: its user info says userType 1
  const info = await customer.page.request.get('/webzhj/info');
  expect(((await info.json()) as { data: { userType: number } }).data.userType).toBe(1);
  await customer.page.context().close();

  // a second activation from what is left is refused with the server's message
  const language: Language = phoneSize ? 'ar' : 'zh-CN';
  await open(page, `/agent/open?lang=${language}`);
  await expect(page.getByTestId('ordering-balance')).toHaveText(formatPrice(topUpYuan * 100 - priceFen, language));
  const again = page.getByTestId('form-activation');
  await again.getByLabel(t('form.customer', language), { exact: true }).selectOption({ index: 1 });
  await again.getByLabel(t('form.service', language), { exact: true }).selectOption('KDZHJ01');
  await again.getByLabel(t('form.edition', language), { exact: true }).selectOption(String(sku.skuId));
  await again.locator('input[name="payMode"][value="balance"]').check();
  await again.getByRole('button', { name: t('form.check', language) }).click();
  await expect(again.getByTestId('activation-problem')).toHaveText(message(language, 'orderingBalanceInsufficient'));
  await expect(page.getByTestId('activation-row').first()).toHaveAttribute('data-state', 'paid');
  if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  if (phoneSize) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await look(page, 'agent-open-ordering-ar-390');
  }
  await expectAccessible(page);
});
