import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { includedVatFen, message, yuanToFen } from '@tallybook/domain';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { text } from './catalogue';
import { fillCode, newPhone, open } from './support/accounts';
import { expectAccessible } from './support/axe';
import { look } from './support/screenshots';

// Issue 6 "Done when": a visitor buys Professional for a year from /price (registering on the way),
// with a coupon and a company fapiao, pays on the sandbox gateway, sees the order paid and the
// licence in the personal centre, buys 2 extra users; a basic licence is upgraded to professional
// for exactly the quoted difference. Spec §1, §3 Order and mall / Service / User info, §4, §7.

const m = (key: string) => text('en-US', 'mall', key);
const l = (key: string) => text('en-US', 'login', key);

/** Registers the phone on the login page the mall sent the visitor to; it comes back to `next`. */
async function register(page: Page, request: APIRequestContext, phone: string) {
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: l('toRegister') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(l('register.title'));
  await page.getByLabel(l('phone')).fill(phone);
  await fillCode(page, request, phone);
  await page.getByLabel(l('password'), { exact: true }).fill('stock2024ok');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: l('register.submit') }).click();
}

/** On the sandbox's hosted page: reads the amount, pays, and lands on the result page as paid. */
async function payOnSandbox(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/sandbox\/pay\?/);
  const shown = (await page.getByTestId('sandbox-amount').textContent()) ?? '';
  const amount = yuanToFen(shown.replace(/[^\d.]/g, ''));
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(/\/order\/result\?orderNo=/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  return amount;
}

/** From the order check page (after submitting): pays the order with WeChat Pay on the sandbox. */
async function payOrder(page: Page): Promise<{ orderNo: string; finalAmount: number; paid: number }> {
  await expect(page).toHaveURL(/\/order\/pay\?orderNo=/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const finalAmount = Number(await page.getByTestId('order-final-amount').getAttribute('data-fen'));
  // the price includes VAT at the server's default 6%, stated for the fapiao
  await expect(page.getByTestId('order-vat')).toHaveAttribute('data-fen', String(includedVatFen(finalAmount, 6)));
  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  const paid = await payOnSandbox(page);
  return { orderNo, finalAmount, paid };
}

test('a visitor buys Professional for a year with a coupon and a fapiao, then adds 2 users and renews', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one long journey of two purchases: run once, at desktop size');
  test.setTimeout(120_000);
  const phone = newPhone();

  // /price → the mall's page of the product, Professional chosen, in the same tab as the header's mall
  // link (this site's page, not another host: decision 0090)
  await open(page, '/price?lang=en-US');
  const mallLink = page
    .getByRole('banner')
    .getByRole('link', { name: text('en-US', 'common', 'nav.mall'), exact: true });
  await expect(mallLink).toHaveAttribute('href', '/mall');
  await expect(mallLink).not.toHaveAttribute('target', /./);
  const mall = page;
  await page.getByRole('link', { name: 'Buy Professional' }).click();
  await mall.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(mall).toHaveURL(/\/mall\/KDZHJ01\?level=professional/);
  await expect(mall.getByRole('radio', { name: /Professional/ })).toBeChecked();
  await mall.getByRole('radio', { name: /1-year plan/ }).check();
  const price = Number(await mall.getByTestId('sku-price').getAttribute('data-fen'));
  expect(price).toBeGreaterThan(0);

  // buying asks a visitor to log in first; registering comes back to the same choice
  await mall.getByRole('button', { name: m('detail.buyNow') }).click();
  await register(mall, request, phone);
  await expect(mall).toHaveURL(/\/mall\/KDZHJ01\?level=professional&skuId=\d+/);
  await mall.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(mall.getByRole('radio', { name: /1-year plan/ })).toBeChecked();
  const chat = () => mall.getByRole('button', { name: text('en-US', 'common', 'widget.chat') });
  await expect(chat()).toHaveCount(1);
  await mall.getByRole('button', { name: m('detail.buyNow') }).click();

  // confirm: the new merchant's best coupon is chosen, a contact added, a company fapiao asked for
  await expect(mall).toHaveURL(/\/order\/check\?kind=new&skuId=\d+&quantity=1/);
  await mall.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(mall.getByTestId('step-bar').locator('[aria-current="step"]')).toContainText(m('steps.confirm'));
  // spec §2: the widget shows on order/check and order/pay, but online chat is not started there
  await expect(mall.getByTestId('service-widget')).toHaveCount(1);
  await expect(chat()).toHaveCount(0);
  const coupons = mall.getByTestId('coupon-option');
  await expect(coupons.first()).toBeVisible();
  await expect(mall.getByTestId('coupon-picker').getByRole('radio', { checked: true })).not.toHaveAccessibleName(
    m('coupon.noneChosen'),
  );
  const discount = Number(await mall.getByTestId('order-discount').getAttribute('data-fen'));
  expect(discount).toBeGreaterThan(0);
  await expect(mall.getByTestId('order-final-amount')).toHaveAttribute('data-fen', String(price - discount));

  await mall.getByLabel(m('contact.name')).fill('Li Lei');
  await mall.getByLabel(m('contact.phone')).fill(phone);
  await mall.getByRole('button', { name: m('contact.save') }).click();
  await expect(mall.getByTestId('contact-picker').getByRole('radio', { checked: true })).toBeVisible();
  await expectAccessible(mall);

  await mall.getByRole('radio', { name: m('invoice.normal') }).check();
  await mall.getByRole('radio', { name: m('invoice.electronic') }).check();
  await mall.getByRole('radio', { name: m('invoice.company') }).check();
  // the domain's checks speak first, in the browser
  await mall.getByRole('button', { name: m('order.submit') }).click();
  await expect(mall.getByTestId('invoice-problem').first()).toBeVisible();
  await expect(mall).toHaveURL(/\/order\/check\?/);
  await mall.getByLabel(m('invoice.title')).fill('Shenzhen Li Lei Trading Co., Ltd.');
  await mall.getByLabel(m('invoice.taxId')).fill('91440300MA5EXAMPLE');
  await mall.getByLabel(m('invoice.email')).fill('finance@example.com');
  await mall.getByRole('button', { name: m('order.submit') }).click();

  // pay: no chat on order/pay either; the sandbox asks exactly the order's final amount
  await expect(mall).toHaveURL(/\/order\/pay\?orderNo=/);
  await expect(chat()).toHaveCount(0);
  await mall.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectAccessible(mall);
  const first = await payOrder(mall);
  expect(first.finalAmount).toBe(price - discount);
  expect(first.paid).toBe(first.finalAmount);
  await expect(mall.getByTestId('result-licence')).toContainText(m('levels.professional'));
  await expectAccessible(mall);
  // the result page of a paid order, opened again: the licence is in the page the server sends, not
  // fetched after it shows and pushing the buttons down (issue 13: a layout shift of 0.08 on a phone)
  expect(mall.url()).toContain('/order/result?');
  const served = await (await mall.request.get(mall.url())).text();
  expect(served).toContain('data-testid="result-licence"');

  // my orders: paid, with the fapiao requested
  await mall.getByRole('link', { name: m('orders.title') }).click();
  await expect(mall).toHaveURL(/\/account\/orders$/);
  const row = mall.locator(`[data-order-no="${first.orderNo}"]`);
  await expect(row.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
  await expect(row.getByTestId('invoice-status')).toHaveText(
    m('orders.invoice').replace('{{status}}', m('invoiceStatus.requested')),
  );
  await mall.getByRole('link', { name: m('orders.tabs.paid') }).click();
  await expect(mall).toHaveURL(/\/account\/orders\?status=paid$/);
  await expect(mall.getByTestId('order-row')).toHaveCount(1);
  await expectAccessible(mall);

  // the personal centre: a paying user (userType 1) with the licence in service
  await open(mall, '/account');
  await expect(mall.getByTestId('account-plan')).toHaveAttribute('data-user-type', '1');
  await expect(mall.getByTestId('account-plan')).toHaveText(l('account.paying'));
  await expect(mall.getByTestId('service-edition')).toHaveText(m('levels.professional'));
  await expect(mall.getByTestId('service-state')).toHaveText(m('service.state.in_service'));
  await expect(mall.getByTestId('service-users')).toHaveText('3');
  await expectAccessible(mall);

  // 2 extra users, priced to end with the licence
  await open(mall, '/mall/KDZHJ01?lang=en-US');
  const addUsers = mall.getByTestId('add-users');
  await addUsers.getByLabel(m('licence.quantity')).fill('2');
  await expect(mall.getByTestId('add-users-quote')).toContainText(/¥/);
  await addUsers.getByRole('button', { name: m('licence.buy') }).click();
  await expect(mall).toHaveURL(/\/order\/check\?kind=add_users&quantity=2/);
  await mall.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(mall.getByTestId('order-title')).toHaveText(m('order.extraUsers').replace('{{count}}', '2'));
  await mall.getByRole('button', { name: m('order.submit') }).click();
  const seats = await payOrder(mall);
  expect(seats.paid).toBe(seats.finalAmount);
  await open(mall, '/account');
  await expect(mall.getByTestId('service-users')).toHaveText('5');

  // renewing the edition held extends the licence by the SKU's year
  await open(mall, '/mall/KDZHJ01?lang=en-US');
  await expect(mall.getByRole('radio', { name: /^Professional/ })).toBeChecked();
  await mall.getByRole('button', { name: m('detail.renew') }).click();
  await expect(mall).toHaveURL(/\/order\/check\?kind=renew&skuId=\d+&quantity=1/);
  await expect(mall.getByTestId('order-summary')).toContainText(m('order.renewUntil').replace('{{date}}', ''));
  await mall.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await mall.getByRole('button', { name: m('order.submit') }).click();
  const renewal = await payOrder(mall);
  expect(renewal.paid).toBe(renewal.finalAmount);
});

// at both sizes: the upgrade, the offer of the open order and the order's page are met on phones too
test('a merchant cancels an order, pays another from my orders, and upgrades Basic for exactly the quoted difference', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = newPhone();

  // a merchant orders Basic for a year with the ¥50 coupon, then cancels the order in my orders
  await open(page, '/mall?lang=en-US');
  await expect(page.getByTestId('edition-professional')).toContainText('from ¥');
  await page.getByRole('link', { name: m('home.choose').replace('{{edition}}', 'Basic') }).click();
  await expect(page).toHaveURL(/\/mall\/KDZHJ01\?level=basic$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('radio', { name: /^Basic/ })).toBeChecked();
  await page.getByRole('button', { name: m('detail.buyNow') }).click();
  await register(page, request, phone);
  await expect(page).toHaveURL(/\/mall\/KDZHJ01\?level=basic/);
  const placeBasicOrder = async () => {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: m('detail.buyNow') }).click();
    await expect(page).toHaveURL(/\/order\/check\?kind=new/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('order-discount')).toHaveAttribute('data-fen', '5000');
    await page.getByRole('button', { name: m('order.submit') }).click();
    await expect(page).toHaveURL(/\/order\/pay\?orderNo=/);
    return new URL(page.url()).searchParams.get('orderNo') ?? '';
  };
  const dropped = await placeBasicOrder();
  // bank transfer: the account details are texted after a picture captcha; a wrong answer says so
  // and shows a new picture, as each picture is good for one try
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('radio', { name: m('pay.bank') }).check();
  const bank = page.getByTestId('bank-transfer');
  const picture = bank.getByRole('button', { name: m('pay.newCaptcha') }).locator('img');
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const first = await picture.getAttribute('src');
  await bank.getByLabel(m('pay.captcha')).fill('zzzz');
  await bank.getByRole('button', { name: m('pay.sendBankDetails') }).click();
  await expect(bank.getByRole('alert')).toHaveText(message('en-US', 'graphicCodeWrong'));
  await expect(picture).not.toHaveAttribute('src', first ?? '');
  await expect(bank.getByLabel(m('pay.captcha'))).toHaveValue('');
  // back at the mall, the order left unpaid is offered before another is placed; cancelling it
  // there gives its coupon back to the new order
  await open(page, '/mall/KDZHJ01?level=basic&lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: m('detail.buyNow') }).click();
  await expect(page).toHaveURL(/\/order\/check\?kind=new/);
  const offered = page.getByTestId('open-orders').locator(`[data-order-no="${dropped}"]`);
  await expect(offered).toContainText(m('openOrders.holdsCoupon'));
  await expect(offered.getByRole('link', { name: m('openOrders.continue') })).toHaveAttribute(
    'href',
    `/order/pay?orderNo=${dropped}`,
  );
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await offered.getByRole('button', { name: m('openOrders.cancel') }).click();
  await expect(page.getByTestId('open-orders')).toHaveCount(0);
  await expect(page.getByTestId('order-discount')).toHaveAttribute('data-fen', '5000');
  await page.getByRole('button', { name: m('order.submit') }).click();
  await expect(page).toHaveURL(/\/order\/pay\?orderNo=/);
  const second = new URL(page.url()).searchParams.get('orderNo') ?? '';

  await open(page, '/account/orders?status=unpaid&lang=en-US');
  const unpaid = page.locator(`[data-order-no="${second}"]`);
  await unpaid.getByRole('button', { name: m('orders.cancel') }).click();
  // the dialog's buttons say what they do, and keeping the order is the safe default
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button')).toHaveText([m('orders.keepOrder'), m('orders.cancel')]);
  await expect(dialog.getByRole('button', { name: m('orders.keepOrder') })).toBeFocused();
  await dialog.getByRole('button', { name: m('orders.cancel') }).click();
  await expect(page.getByTestId('order-row')).toHaveCount(0);
  await open(page, '/account/orders?status=cancelled&lang=en-US');
  await expect(unpaid.getByTestId('order-status')).toHaveAttribute('data-status', 'cancelled');
  await expect(unpaid.getByTestId('cancel-reason')).toHaveText(message('en-US', 'orderCancelledByYou'));

  // the coupon came back with the cancelled order; the new order is paid from my orders
  await open(page, '/mall/KDZHJ01?level=basic&lang=en-US');
  const kept = await placeBasicOrder();
  await open(page, '/account/orders?status=unpaid&lang=en-US');
  await page
    .locator(`[data-order-no="${kept}"]`)
    .getByRole('link', { name: m('orders.continuePayment') })
    .click();
  const basic = await payOrder(page);
  expect(basic.orderNo).toBe(kept);

  // basic cannot buy stores; it can upgrade, after a confirmation
  await open(page, '/mall/KDZHJ01?lang=en-US');
  await expect(page.getByTestId('licence-edition')).toHaveText('Basic');
  await expect(page.getByTestId('add-stores')).toHaveCount(0);
  await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text('en-US', 'ui', 'confirm.ok') })
    .click();

  // the quote is on the order check page before anything is paid
  await expect(page).toHaveURL(/\/order\/check\?orderNo=/);
  const upgradeOrderNo = new URL(page.url()).searchParams.get('orderNo');
  // Upgrade → OK again, before paying, leads to the same order, not a second one
  await open(page, '/mall/KDZHJ01?lang=en-US');
  await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text('en-US', 'ui', 'confirm.ok') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order/check\\?orderNo=${upgradeOrderNo}`));
  const quote = page.getByTestId('upgrade-quote');
  await expect(quote).toBeVisible();
  const quoted = Number(await page.getByTestId('order-final-amount').getAttribute('data-fen'));
  expect(quoted).toBeGreaterThan(0);
  await expect(page.getByTestId('licence-edition')).toHaveCount(0);
  await page.getByRole('link', { name: m('order.toPayment') }).click();
  const upgrade = await payOrder(page);
  expect(upgrade.finalAmount).toBe(quoted);
  expect(upgrade.paid).toBe(quoted);
  await expect(page.getByTestId('result-licence')).toContainText(m('levels.professional'));

  await open(page, '/mall/KDZHJ01?lang=en-US');
  await expect(page.getByTestId('licence-edition')).toHaveText('Professional');
  await expect(page.getByTestId('add-stores')).toBeVisible();
  // Basic cannot be bought by a Professional licence in service, and the page says so before the click
  await open(page, '/mall/KDZHJ01?level=basic&lang=en-US');
  await expect(page.getByTestId('edition-refusal')).toHaveText(message('en-US', 'renewLevelMismatch'));
  await expect(page.getByRole('button', { name: m('detail.buyNow') })).toBeDisabled();
  await expect(page.getByRole('note')).toHaveText(message('en-US', 'renewLevelMismatch'));

  // a fapiao for the paid Basic order, asked for afterwards from my orders
  await open(page, '/account/orders?status=paid&lang=en-US');
  const paidBasic = page.locator(`[data-order-no="${kept}"]`);
  await paidBasic.getByRole('button', { name: m('orders.requestInvoice') }).click();
  const form = paidBasic.getByTestId('request-invoice');
  await form.getByRole('radio', { name: m('invoice.personal') }).check();
  await form.getByLabel(m('invoice.title')).fill('Han Meimei');
  await form.getByLabel(m('invoice.email')).fill('han@example.com');
  await form.getByRole('button', { name: m('orders.sendInvoiceRequest') }).click();
  await expect(paidBasic.getByTestId('invoice-status')).toHaveText(
    m('orders.invoice').replace('{{status}}', m('invoiceStatus.requested')),
  );
  // the order's own page: its payment, and the fapiao honestly not issued yet
  await paidBasic.locator(`a[href="/account/orders/${kept}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${kept}$`));
  await expect(page.getByTestId('order-payments')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('order-payments').locator('[data-status="succeeded"]')).toHaveCount(1);
  await expect(page.getByTestId('fapiao-state')).toHaveAttribute('data-status', 'requested');
  await expect(page.getByTestId('fapiao-state')).toContainText('Han Meimei');
  await expect(page.getByTestId('fapiao-state')).toContainText('has not been issued yet');
  await expect(page.getByTestId('fapiao-sent-to')).toHaveCount(0);

  // issue 64: once the back office issues it, the page says when, and the address it went to
  const detail = await page.request.get(`/ommall/srvmall/order/${kept}`);
  const { invoiceId } = (await detail.json()).data.invoice as { invoiceId: number };
  const issued = await page.request.post(`/admin/api/mall/invoices/${invoiceId}/issue`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: {},
  });
  expect(issued.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('fapiao-state')).toHaveAttribute('data-status', 'issued');
  await expect(page.getByTestId('fapiao-state')).toContainText(/^Issued on .+ for “Han Meimei”\.$/);
  await expect(page.getByTestId('fapiao-sent-to')).toHaveText('Sent by e-mail to han@example.com.');
  await look(page, 'order-fapiao-issued-en-US');
});
