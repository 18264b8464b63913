import { expect, test } from '@playwright/test';
import { type Language, type MallSku, message } from '@tallybook/domain';
import { text } from './catalogue';
import { open } from './support/accounts';
import { expectAccessible } from './support/axe';
import { becomePartner, referralOf, registerThrough } from './support/partners';
import { look } from './support/screenshots';

// Issue 15, service activation by a pay link (spec §2 /agent/open and /agent/open-success, §5, §7
// active-verify, service, active-service; decision 0040): a partner picks a customer registered through
// its own link, Professional for a year, checks the price and confirms; the customer opens the pay link
// in its own browser, signs in as it is, and pays in the sandbox; the partner sees the activation paid.

const t = (key: string, language: Language = 'zh-CN') => text(language, 'partner-activation', key);

test('a partner activates Professional for its customer by a pay link, and sees it paid once the customer pays', async ({
  page,
  browser,
  request,
}) => {
  // two registrations and an application, each behind SMS codes and slide puzzles, and a payment
  test.setTimeout(300_000);
  const phoneSize = (page.viewportSize()?.width ?? 0) < 500;
  await becomePartner(page, request, { name: '李开通', level: 'gold' });
  const { registerUrl } = await referralOf(page);
  const customer = await registerThrough(browser, request, registerUrl);

  // the SKU the mall sells for a year of Professional
  const skus = await page.request
    .get('/ommall/srvmall/services/KDZHJ01')
    .then(async (answer) => ((await answer.json()) as { data: { skus: MallSku[] } }).data.skus);
  const sku = skus.find((each) => each.level === 'professional' && each.months === 12);
  if (!sku) throw new Error('no year of Professional on sale');

  await open(page, '/agent/open?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('activation-list-empty')).toHaveText(t('list.empty'));
  const form = page.getByTestId('form-activation');

  // spec §5: nothing chosen is the server's own message, at the top of the form
  await form.getByRole('button', { name: t('form.check') }).click();
  await expect(form.getByTestId('activation-problem')).toHaveText(message('zh-CN', 'activationSelectionRequired'));

  // the customer of the partner's link is in the select; KDZHJ01 Professional for a year
  const customers = form.getByLabel(t('form.customer'));
  await expect(customers.locator('option')).toHaveCount(2);
  await customers.selectOption({ index: 1 });
  await form.getByLabel(t('form.service')).selectOption('KDZHJ01');
  await form.getByLabel(t('form.edition')).selectOption(String(sku.skuId));
  if (phoneSize) await look(page, 'agent-open-zh-CN-390');
  await form.getByRole('button', { name: t('form.check') }).click();

  const offer = page.getByTestId('activation-offer');
  await expect(offer.getByTestId('offer-service')).not.toBeEmpty();
  await expect(offer.getByTestId('offer-term')).toHaveText(t('offer.months_other').replace('{{count}}', '12'));
  await expect(offer.getByTestId('offer-amount')).toHaveText(/^¥[\d,]+\.\d{2}$/);
  const amount = (await offer.getByTestId('offer-amount').textContent()) ?? '';
  await offer.getByRole('button', { name: t('offer.confirm') }).click();

  // the activation, with the pay link to send the customer
  await expect(page).toHaveURL(/\/agent\/open-success\?orderNo=\w+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const detail = page.getByTestId('activation-detail');
  await expect(detail).toHaveAttribute('data-state', 'unpaid');
  await expect(detail.getByTestId('activation-amount')).toHaveText(amount);
  await expect(detail).toContainText(t('offer.amount'));
  await expect(detail.getByTestId('activation-state')).toHaveText(t('list.states.unpaid'));
  const payLink = (await page.getByTestId('pay-link').textContent()) ?? '';
  expect(new URL(payLink).pathname + new URL(payLink).search).toBe(`/order/pay?orderNo=${orderNo}`);
  await expect(page.getByRole('button', { name: new RegExp(t('success.copyLabel')) })).toBeVisible();

  // an order number that is not the partner's is the not-found message, not a failure
  const missing = await page.goto('/agent/open-success?orderNo=NOSUCHORDER&lang=zh-CN');
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('activation-not-found')).toHaveText(t('success.notFound'));

  // the customer, signed in in its own browser, opens the link and pays in the sandbox
  const buyer = customer.page;
  const link = new URL(payLink);
  link.searchParams.set('lang', 'en-US');
  await open(buyer, `${link.pathname}${link.search}`);
  await buyer.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await buyer.getByRole('radio', { name: 'WeChat Pay' }).check();
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer).toHaveURL(/\/sandbox\/pay\?/);
  await buyer.getByTestId('sandbox-pay').click();
  await expect(buyer.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await buyer.context().close();

  // back as the partner: the activation reads paid, in its detail and in the list
  await expect(async () => {
    await open(page, `/agent/open-success?orderNo=${orderNo}&lang=zh-CN`);
    await expect(page.getByTestId('activation-detail')).toHaveAttribute('data-state', 'paid', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('activation-outcome')).toHaveText(t('success.paid'));
  await expect(page.getByTestId('pay-link')).toHaveCount(0);
  // the partner's home counts it among this month's activations
  await open(page, '/agent/home?lang=zh-CN');
  await expect(page.getByTestId('figure-activatedThisMonth')).toHaveText('1');

  const language: Language = phoneSize ? 'ar' : 'zh-CN';
  await open(page, `/agent/open?lang=${language}`);
  const row = page.getByTestId('activation-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-state', 'paid');
  await expect(row.getByTestId('activation-state')).toHaveText(t('list.states.paid', language));
  if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  if (phoneSize) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await look(page, 'agent-open-ar-390');
  }
  // axe, one language a size: Chinese on the desktop, Arabic on the phone
  await expectAccessible(page);
});
