import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { formatPrice, type Language } from '@tallybook/domain';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { text } from './catalogue';
import { fillCode, newPhone, open } from './support/accounts';
import { expectAccessible } from './support/axe';
import { registerOn } from './support/partners';
import { look } from './support/screenshots';

// Issue 16 "Done when", the invite-and-reward journey (spec §2 Invite area, §3 Invite/referral;
// decision 0044): A reads its link on /invite; B opens it on a phone, goes on in the browser,
// registers on /invite/register and lands on the welcome with its coupon; B buys a licence in the
// mall with that coupon applied and pays in the sandbox; A's first-order award is pending, then
// payable once the back office has run the refund-window job past the window; A follows the
// official account (the sandbox's phone) and takes its red packet, which is paid once.

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const DAY_MS = 24 * 60 * 60_000;
const PHONE = { width: 390, height: 844 };
const j = (key: string, language: Language = 'zh-CN') => text(language, 'invite-join', key);
const l = (key: string, language: Language = 'zh-CN') => text(language, 'login', key);
const m = (key: string) => text('en-US', 'mall', key);
const h = (key: string) => text('zh-CN', 'invite-home', key);

interface Terms {
  enabled: boolean;
  product: { name: string };
  terms: {
    registerAwardFen: number;
    firstOrderAwardFen: number;
    refundWindowDays: number;
    inviteeCoupon: { valueFen: number; minSpendFen: number; validDays: number };
  };
  inviter: { code: string; nickname: string } | null;
}

async function termsOf(request: APIRequestContext, programme: 'tallybook' | 'xh', code = ''): Promise<Terms> {
  const answer = await request.get(`/recommend/terms?programme=${programme}${code ? `&code=${code}` : ''}&lang=zh-CN`, {
    headers: { 'accept-language': 'zh-CN' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Terms }).data;
}

/** A phone of its own (a new browser context at phone size, touch and all). */
async function phoneOf(browser: import('@playwright/test').Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

/** Fills the invite area's registration (zh-CN) with a new phone, its SMS code and a password, and sends it. */
async function registerThroughInvite(page: Page, request: APIRequestContext): Promise<string> {
  const phone = newPhone();
  const form = page.getByTestId('form-register');
  await form.getByLabel(l('phone')).fill(phone);
  await fillCode(page, request, phone);
  await form.getByLabel(l('password'), { exact: true }).fill('stock2024ok');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: l('register.submit') }).click();
  return phone;
}

/** The award balance shown on /invite (a data-testid of the four), in fen as money of the page. */
const money = (fen: number, language: Language = 'zh-CN') => formatPrice(fen, language);

test('a friend registers through the invite link, buys with the welcome coupon, and the inviter is paid its red packet once', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // three slide puzzles, a purchase, the refund-window job and a red packet
  test.setTimeout(300_000);
  // the two projects run this journey side by side: each follows the official account as its own person
  const person = testInfo.project.name === 'phone' ? 2 : 1;

  // A: logged in, reads its link on /invite
  await registerOn(page, request, '/invite');
  await open(page, '/invite?lang=zh-CN');
  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  const link = (await page.getByTestId('invite-url').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`/invite/middle\\?invite=${code}$`));
  const terms = await termsOf(request, 'tallybook', code);
  expect(terms.enabled).toBe(true);
  expect(terms.inviter?.code).toBe(code);
  const coupon = terms.terms.inviteeCoupon;

  // B, on a phone, opens the link: who invites it, the coupon, and the two ways on
  const { context: friendContext, page: friend } = await phoneOf(browser);
  const landing = new URL(link);
  await open(friend, `${landing.pathname}${landing.search}&lang=zh-CN`);
  // spec §2: no layout and no widget in the invite area
  await expect(friend.getByTestId('site-header')).toHaveCount(0);
  await expect(friend.getByTestId('service-widget')).toHaveCount(0);
  await expect(friend.getByRole('heading', { level: 1 })).toContainText(terms.inviter?.nickname ?? '');
  await expect(friend.getByTestId('coupon-value')).toHaveText(money(coupon.valueFen));
  await expect(friend.getByTestId('coupon-min-spend')).toContainText(money(coupon.minSpendFen));
  // "open the app" is a real link: the product's download page on a browser that is not iOS or Android
  const openApp = friend.getByRole('link', { name: j('landing.openApp') });
  await expect(openApp).toHaveAttribute('href', /^(\/download|https:\/\/)/);
  await look(friend, 'invite-landing-zh-CN', 390);
  await look(friend, 'invite-landing-zh-CN', 1280);
  await friend.setViewportSize(PHONE);

  // continue in the browser: the registration carries the code
  await friend.getByRole('button', { name: j('landing.continue') }).click();
  await expect(friend).toHaveURL(new RegExp(`/invite/register\\?invite=${code}$`));
  await friend.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(friend.getByTestId('welcome-coupon')).toBeVisible();
  await look(friend, 'invite-register-zh-CN', 390);
  await look(friend, 'invite-register-zh-CN', 1280);
  await friend.setViewportSize(PHONE);
  await registerThroughInvite(friend, request);

  // the welcome: the coupon granted at registration, read from the mall's coupons
  await expect(friend).toHaveURL(/\/invite\/register-success$/);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText(
    j('welcome.title').replace('{{product}}', terms.product.name),
  );
  await expect(friend.getByTestId('welcome-coupon')).toBeVisible();
  await expect(friend.getByTestId('coupon-value')).toHaveText(money(coupon.valueFen));
  await look(friend, 'invite-welcome-zh-CN', 390);
  await look(friend, 'invite-welcome-zh-CN', 1280);
  // in Arabic: right to left, and no WCAG 2.2 AA violation
  await open(friend, '/invite/register-success?lang=ar');
  await expect(friend.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(friend.getByTestId('coupon-value')).toHaveText(money(coupon.valueFen, 'ar'));
  await expectAccessible(friend);
  await look(friend, 'invite-welcome-ar', 390);
  await look(friend, 'invite-welcome-ar', 1280);
  await open(friend, '/invite/register-success?lang=zh-CN');
  await friend.setViewportSize(PHONE);

  // B buys Professional for a year with that coupon applied at checkout
  await friend.getByTestId('use-coupon').click();
  await expect(friend).toHaveURL(/\/mall\/KDZHJ01\?coupon=\d+$/);
  const couponUserId = new URL(friend.url()).searchParams.get('coupon') ?? '';
  await open(friend, `/mall/KDZHJ01?coupon=${couponUserId}&level=professional&lang=en-US`);
  await friend.getByRole('radio', { name: /1-year plan/ }).check();
  await friend.getByRole('button', { name: m('detail.buyNow') }).click();
  await expect(friend).toHaveURL(new RegExp(`/order/check\\?kind=new&skuId=\\d+&quantity=1&coupon=${couponUserId}$`));
  await friend.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const chosen = friend.getByTestId('coupon-option').filter({ has: friend.locator('input:checked') });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(money(coupon.valueFen, 'en-US'));
  await friend.getByRole('button', { name: m('order.submit') }).click();
  await expect(friend).toHaveURL(/\/order\/pay\?orderNo=/);
  await friend.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await friend.getByRole('radio', { name: 'WeChat Pay' }).check();
  await friend.getByRole('button', { name: /^Pay / }).click();
  await expect(friend).toHaveURL(/\/sandbox\/pay\?/);
  await friend.getByTestId('sandbox-pay').click();
  await expect(friend.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  // the coupon is spent: the welcome says so no more
  await open(friend, '/invite/register-success?lang=zh-CN');
  await expect(friend.getByTestId('no-welcome-coupon')).toBeVisible();
  await friendContext.close();

  // A: the registration and the first-order awards, held through the refund window
  const earned = terms.terms.registerAwardFen + terms.terms.firstOrderAwardFen;
  await expect(async () => {
    await open(page, '/invite?lang=zh-CN');
    await expect(page.getByTestId('award-pendingFen')).toHaveText(money(earned), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('total-invited')).toHaveText('1');
  await expect(page.getByTestId('total-paid-friends')).toHaveText('1');
  await expect(page.getByTestId('award-payableFen')).toHaveText(money(0));

  // issue 64: the registration award names no order; the first-order award names the friend's
  await open(page, '/invite/detail?lang=zh-CN');
  const d = (key: string) => text('zh-CN', 'invite-detail', key);
  const registration = page.getByTestId('award-row').filter({ hasText: d('awards.kinds.registration') });
  const firstOrder = page.getByTestId('award-row').filter({ hasText: d('awards.kinds.firstOrder') });
  await expect(registration).toHaveCount(1);
  await expect(firstOrder.getByText(d('awards.order'), { exact: true })).toHaveCount(1);
  await expect(registration.getByText(d('awards.order'), { exact: true })).toHaveCount(0);

  // the back office runs the refund-window job as of a day past the window: payable
  const asOf = new Date(Date.now() + (terms.terms.refundWindowDays + 1) * DAY_MS).toISOString();
  const matured = await request.post('/admin/api/referral/awards/mature', { headers: admin, data: { asOf } });
  expect(matured.status()).toBe(200);
  await open(page, '/invite?lang=zh-CN');
  await expect(page.getByTestId('award-payableFen')).toHaveText(money(earned));
  await expect(page.getByTestId('award-pendingFen')).toHaveText(money(0));
  // not following the official account yet: no red packet is offered, and the page says why and where to follow
  await expect(page.getByTestId('send-red-packet')).toBeDisabled();
  await expect(page.getByTestId('red-packet-hint')).toContainText(h('awards.needsWechat'));
  await page
    .getByTestId('red-packet-hint')
    .getByRole('link', { name: h('awards.followWechat') })
    .click();
  await expect(page).toHaveURL(/\/account#official-account-title$/);

  // A follows the official account (its open id is where the red packet goes), scanning on "a phone"
  await open(page, '/account?lang=zh-CN');
  await page.getByRole('button', { name: l('officialAccount.show') }).click();
  const qrUrl = await page.getByTestId('official-account-link').getAttribute('href');
  const scanner = await page.context().newPage();
  await scanner.goto(qrUrl ?? '');
  await scanner.getByTestId(`wechat-follow-${person}`).click();
  await expect(scanner.getByTestId('wechat-follow-outcome')).toHaveText('Followed');
  await scanner.close();
  await expect(page.getByTestId('official-account-followed')).toHaveText(l('officialAccount.followed'));

  // A takes its red packet, the amount named on the button: paid once
  await open(page, '/invite?lang=zh-CN');
  await expect(page.getByTestId('send-red-packet')).toHaveText(
    h('awards.redPacketAmount').replace('{{amount}}', money(earned)),
  );
  await page.getByTestId('send-red-packet').click();
  await expect(page.getByTestId('answer-redpack')).toHaveAttribute('role', 'status');
  await expect
    .poll(async () => {
      await request.post('/admin/api/referral/red-packets/settle', { headers: admin });
      await open(page, '/invite?lang=zh-CN');
      return page.getByTestId('award-paidFen').textContent();
    })
    .toBe(money(earned));
  await expect(page.getByTestId('award-payableFen')).toHaveText(money(0));
  // nothing more to pay: no second red packet is offered, and the call itself is refused
  await expect(page.getByTestId('send-red-packet')).toBeDisabled();
  await expect(page.getByTestId('red-packet-hint')).toHaveText(h('awards.nothingPayable'));
  const again = await page.request.get('/recommend/send/redpack', { headers: { 'accept-language': 'zh-CN' } });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  await open(page, '/invite?lang=zh-CN');
  await expect(page.getByTestId('award-paidFen')).toHaveText(money(earned));
});

test('a friend registers through the second product link and is welcomed to Tallybook POS with its downloads', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await registerOn(page, request, '/invite');
  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  const xh = await termsOf(request, 'xh', code);
  expect(xh.inviter?.code).toBe(code);

  const { context: friendContext, page: friend } = await phoneOf(browser);
  await open(friend, `/invite/xh-share/shared?invite=${code}&invite_programme=xh&lang=zh-CN`);
  await expect(friend.getByTestId('landing-product')).toHaveText(xh.product.name);
  await expect(friend.getByTestId('coupon-value')).toHaveText(money(xh.terms.inviteeCoupon.valueFen));
  await expect(friend.getByRole('link', { name: j('landing.openApp') })).toHaveAttribute(
    'href',
    /^(\/invite\/xh-share\/download|https:\/\/)/,
  );
  await friend.getByRole('button', { name: j('landing.continue') }).click();
  await expect(friend).toHaveURL(new RegExp(`/invite/register\\?invite=${code}&invite_programme=xh$`));
  await friend.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await registerThroughInvite(friend, request);
  await expect(friend).toHaveURL(/\/invite\/xh-share\/register-success$/);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText(
    j('welcome.title').replace('{{product}}', xh.product.name),
  );
  // the coupon the invitation's programme priced: the second product's (registration sent inviteProgramme)
  await expect(friend.getByTestId('coupon-value')).toHaveText(money(xh.terms.inviteeCoupon.valueFen));
  await expect(friend.getByTestId('coupon-min-spend')).toContainText(money(xh.terms.inviteeCoupon.minSpendFen));
  await look(friend, 'invite-xh-welcome-zh-CN', 390);
  await friend.getByRole('link', { name: j('welcome.appAction') }).click();
  await expect(friend).toHaveURL(/\/invite\/xh-share\/download$/);
  await expect(friend.getByTestId('pos-downloads').locator('li[data-tile]')).not.toHaveCount(0);
  await look(friend, 'invite-xh-download-zh-CN', 390);
  await friendContext.close();
});

test('the landing and the registration in Arabic: right to left, accessible, and looked at', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerOn(page, request, '/invite');
  await open(page, '/invite?lang=zh-CN');
  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  await page.context().clearCookies();

  for (const [path, name] of [
    [`/invite/middle?invite=${code}&lang=ar`, 'invite-landing-ar'],
    [`/invite/register?invite=${code}&lang=ar`, 'invite-register-ar'],
    [`/invite/xh-share/shared?invite=${code}&invite_programme=xh&lang=ar`, 'invite-xh-landing-ar'],
    ['/invite/xh-share/download?lang=ar', 'invite-xh-download-ar'],
  ] as const) {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);
    // the page's own words all Arabic (the product's name and the prices' currency aside)
    if (!path.includes('download')) {
      const words = (await page.getByTestId('invite-join-page').textContent())?.replace(/CN¥|Tallybook|POS/g, '') ?? '';
      expect(words, path).not.toMatch(/[A-Za-z]{3,}/);
    }
    await look(page, name, 390);
    await look(page, name, 1280);
  }
  await expect(page.getByTestId('pos-downloads').locator('li[data-tile]')).not.toHaveCount(0);
});

test('an unknown invitation still lets the visitor register, without an inviter', async ({ page }) => {
  await open(page, '/invite/middle?invite=ZZZZZZ&lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(j('landing.notFound.title', 'en-US'));
  await expect(page.getByTestId('welcome-coupon')).toHaveCount(0);
  await page.getByRole('link', { name: j('landing.registerAlone', 'en-US') }).click();
  await expect(page).toHaveURL(/\/invite\/register$/);
  await expect(page.getByTestId('form-register')).toBeVisible();
});

test('without JavaScript, "continue in the browser" still reaches the registration with the code', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const inviter = await (await browser.newContext()).newPage();
  await registerOn(inviter, request, '/invite');
  const code = (await inviter.getByTestId('invite-code').textContent()) ?? '';
  await inviter.context().close();
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const page = await bare.newPage();
  await page.goto(`/invite/xh-share/shared?invite=${code}&invite_programme=xh&lang=zh-CN`);
  await expect(page.getByTestId('landing-product')).not.toBeEmpty();
  await page.getByRole('button', { name: j('landing.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/invite/register\\?invite=${code}&invite_programme=xh$`));
  await bare.close();
});

test('a logged-in user opening a register link is told so and may accept the invitation', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const inviter = await (await browser.newContext()).newPage();
  await registerOn(inviter, request, '/invite');
  const code = (await inviter.getByTestId('invite-code').textContent()) ?? '';
  await inviter.context().close();

  // a user registered on its own, a moment ago: inside the bind window
  await registerOn(page, request, '/account');
  await open(page, `/invite/register?invite=${code}&lang=zh-CN`);
  await expect(page.getByTestId('logged-in')).toBeVisible();
  await page.getByRole('button', { name: j('register.bind') }).click();
  await expect(page.getByTestId('bind-answer')).toHaveText(j('register.bound'));
  await page.getByRole('link', { name: j('register.seeWelcome') }).click();
  await expect(page).toHaveURL(/\/invite\/register-success$/);
  await expect(page.getByTestId('welcome-coupon')).toBeVisible();
  // asked again, the server's refusal (or its "already bound") is said, never a second coupon
  await open(page, `/invite/register?invite=${code}&lang=zh-CN`);
  await page.getByRole('button', { name: j('register.bind') }).click();
  await expect(page.getByTestId('bind-answer')).toBeVisible();
  await open(page, '/invite/register-success?lang=zh-CN');
  await expect(page.getByTestId('welcome-coupon')).toHaveCount(1);
});

test('a logged-in user accepts a second product invitation and holds its coupon', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const inviter = await (await browser.newContext()).newPage();
  await registerOn(inviter, request, '/invite');
  const code = (await inviter.getByTestId('invite-code').textContent()) ?? '';
  await inviter.context().close();
  const xh = await termsOf(request, 'xh', code);

  await registerOn(page, request, '/account');
  await open(page, `/invite/register?invite=${code}&invite_programme=xh&lang=zh-CN`);
  await page.getByRole('button', { name: j('register.bind') }).click();
  await expect(page.getByTestId('bind-answer')).toHaveText(j('register.bound'));
  await page.getByRole('link', { name: j('register.seeWelcome') }).click();
  await expect(page).toHaveURL(/\/invite\/xh-share\/register-success$/);
  await expect(page.getByTestId('coupon-value')).toHaveText(money(xh.terms.inviteeCoupon.valueFen));
});
