import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { message } from '@tallybook/domain';
import { text } from './catalogue';
import { newPhone, open } from './support/accounts';
import { becomePartner, referralOf, registerOn, registerThrough } from './support/partners';

// Issue 14, customers and leads: a merchant registers through a partner's register link and is the
// partner's customer with the protection countdown; the partner follows up, abandons it to the pool,
// and a second partner claims it (spec §2, §3 Customer/merchant, §4, §5).

const c = (key: string) => text('zh-CN', 'partner-customers', key);
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

// Each journey makes partners and merchants through registration, SMS codes and slide puzzles: long
// journeys. The whole chain runs at both sizes; the shorter ones once, at desktop size, and the Arabic
// one looks at the list at a phone's width.
const desktopOnly = () =>
  test.skip(test.info().project.name !== 'desktop', 'a long journey: run once, at desktop size');

/** A merchant of its own browser registers through a register link (zh-CN): its phone. */
async function merchantThrough(browser: Browser, request: APIRequestContext, registerUrl: string) {
  const { page, phone } = await registerThrough(browser, request, registerUrl);
  await page.context().close();
  return phone;
}

test('a merchant registered through the register link is followed up, abandoned to the pool and claimed by another partner', async ({
  page,
  browser,
  request,
}) => {
  // two partners made as people make them, and a merchant registering: several SMS codes and puzzles
  test.setTimeout(240_000);
  await becomePartner(page, request, { name: '王小明' });
  const { registerUrl, referralCode } = await referralOf(page);
  expect(registerUrl).toContain(`/login?mode=register&partner=${referralCode}`);
  const merchant = await merchantThrough(browser, request, registerUrl);

  // the partner sees the new customer, masked, with the full protection period counting down
  await open(page, '/agent/merchant?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('screens.list'));
  await expect(page.getByTestId('page-top-bar')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  const row = page.getByTestId('customer-row').filter({ hasText: masked(merchant) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('protection-countdown')).toHaveText('剩余 90 天');
  await expect(row).toContainText(c('shopNameMissing'));

  // follow-up: spec §5 refuses it without intention and note
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/agent\/merchant\/chance-detail\?merchantId=\d+/);
  const merchantId = new URL(page.url()).searchParams.get('merchantId');
  await expect(page.getByTestId('opportunity-summary').getByTestId('protection-countdown')).toHaveText('剩余 90 天');
  await page.getByTestId('follow-up-link').click();
  await expect(page).toHaveURL(/\/agent\/merchant\/edit-clues\?merchantId=\d+$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const followUp = page.getByTestId('form-follow-up');
  await followUp.getByRole('button', { name: c('followUp.save') }).click();
  await expect(followUp.getByTestId('form-problem')).toHaveText(message('zh-CN', 'followUpRequired'));
  await followUp.getByText(c('intention.high'), { exact: true }).click();
  await followUp.getByLabel(c('followUp.note')).fill('老板想下个月换收银系统，先试用两周');
  await followUp.getByRole('button', { name: c('followUp.save') }).click();
  await expect(page).toHaveURL(/\/agent\/merchant\/chance-detail\?merchantId=\d+&notice=followedUp$/);
  await expect(page.getByTestId('customer-notice')).toHaveText(c('notices.followedUp'));
  await expect(page.getByTestId('follow-record')).toContainText('老板想下个月换收银系统');
  await expect(page.getByTestId('opportunity-summary').getByTestId('customer-intention')).toHaveText(
    c('intention.high'),
  );

  // the list's intention filter finds it
  await open(page, `/agent/merchant?lang=zh-CN&intention=high&q=${merchant.slice(-4)}`);
  await expect(page.getByTestId('customer-row').filter({ hasText: masked(merchant) })).toHaveCount(1);

  // abandon with a reason: back on the list, told the customer went to the pool
  await open(page, `/agent/merchant/chance-detail?merchantId=${merchantId}&lang=zh-CN`);
  await page.getByTestId('give-up').locator('summary').click();
  const giveUp = page.getByTestId('form-give-up');
  await giveUp.getByLabel(c('giveUp.reason')).selectOption('unreachable');
  await giveUp.getByLabel(c('giveUp.note')).fill('电话三次无人接听');
  await giveUp.getByRole('button', { name: c('giveUp.submit') }).click();
  await expect(page).toHaveURL(/\/agent\/merchant\?notice=abandoned$/);
  await expect(page.getByTestId('customer-notice')).toHaveText(c('notices.abandoned'));
  await expect(page.getByTestId('customer-row').filter({ hasText: masked(merchant) })).toHaveCount(0);

  // a second partner finds it in the pool and claims it; it is now theirs, the countdown starting again
  const second = await browser.newPage();
  await becomePartner(second, request, { name: '李小红' });
  await open(second, `/agent/merchant?scope=pool&lang=zh-CN&q=${merchant.slice(-8)}`);
  const pooled = second.getByTestId('customer-row').filter({ hasText: masked(merchant) });
  await expect(pooled).toHaveCount(1);
  await expect(pooled).toContainText(c('inPool'));
  await pooled.getByRole('button', { name: c('claim') }).click();
  await expect(second).toHaveURL(
    new RegExp(`/agent/merchant/chance-detail\\?merchantId=${merchantId}&notice=claimed$`),
  );
  await expect(second.getByTestId('customer-notice')).toHaveText(c('notices.claimed'));
  await expect(second.getByTestId('opportunity-summary').getByTestId('protection-countdown')).toHaveText('剩余 90 天');

  // the owner history says what happened, without naming the other partner
  await open(second, `/agent/merchant-info?merchantId=${merchantId}&lang=zh-CN`);
  await expect(second.getByTestId('customer-history')).toContainText(c('history.abandoned').split('：')[0] as string);
  // and the first partner no longer sees the customer at all
  const gone = await page.goto(`/agent/merchant-info?merchantId=${merchantId}`);
  expect(gone?.status()).toBe(404);
  await second.close();
});

test('a partner adds a customer by hand, and finds it by search; the phone is required', async ({ page, request }) => {
  desktopOnly();
  test.setTimeout(120_000);
  await becomePartner(page, request, { name: '赵大力' });
  await open(page, '/agent/merchant?lang=zh-CN');
  await page.getByTestId('add-customer-toggle').click();
  const form = page.getByTestId('form-add-customer');
  await form.getByRole('button', { name: c('add.submit') }).click();
  await expect(form.getByTestId('form-problem')).toHaveText(message('zh-CN', 'customerPhoneEmpty'));
  const phone = newPhone();
  await form.getByLabel(c('add.phone')).fill(phone);
  await form.getByLabel(c('add.shopName')).fill('大力五金店');
  await form.getByLabel(c('add.address')).fill('广州市天河区体育西路 8 号');
  await form.getByLabel(c('add.industry')).selectOption('building');
  await form.getByRole('button', { name: c('add.submit') }).click();
  await expect(page).toHaveURL(/\/agent\/merchant\/chance-detail\?merchantId=\d+&notice=added$/);
  await expect(page.getByTestId('opportunity-summary')).toContainText('大力五金店');

  await open(page, '/agent/search-customer?lang=zh-CN');
  await page.getByLabel(c('search.label')).fill('大力五金');
  await page.getByRole('button', { name: c('search.submit') }).click();
  await expect(page).toHaveURL(/\/agent\/search-customer\?q=/);
  await expect(page.getByTestId('found-mine').getByTestId('customer-row')).toContainText(masked(phone));
});

test('a merchant binds to a partner by its referral code; the customer screens are for partners only', async ({
  page,
  browser,
  request,
}) => {
  desktopOnly();
  test.setTimeout(180_000);
  await becomePartner(page, request, { name: '陈伙伴' });
  const { referralCode } = await referralOf(page);

  const merchantPage = await browser.newPage();
  // a visitor is sent to log in and comes back to the bind page, code and all
  await open(merchantPage, `/agent/merchant-bind?partner=${referralCode}`);
  await expect(merchantPage).toHaveURL(/\/login\?next=%2Fagent%2Fmerchant-bind%3Fpartner%3D/);
  // a visitor on a customer screen goes to the partner login
  await open(merchantPage, '/agent/merchant');
  await expect(merchantPage).toHaveURL(/\/agent\/login$/);

  const next = `/agent/merchant-bind?partner=${referralCode}`;
  const merchant = await registerOn(merchantPage, request, next);
  await merchantPage.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(merchantPage.getByLabel(c('bind.code'))).toHaveValue(referralCode);
  await merchantPage.getByRole('button', { name: c('bind.submit') }).click();
  await expect(merchantPage.getByTestId('bind-result')).toBeVisible();
  // a merchant who is not a partner is sent to the partner login, which explains
  await open(merchantPage, '/agent/merchant');
  await expect(merchantPage).toHaveURL(/\/agent\/login$/);
  await merchantPage.close();

  await open(page, `/agent/merchant?lang=zh-CN&q=${merchant.slice(-8)}`);
  const row = page.getByTestId('customer-row').filter({ hasText: masked(merchant) });
  await expect(row.getByTestId('protection-countdown')).toHaveText('剩余 90 天');
});

test('the customer list reads right to left in Arabic, with its countdown in Arabic plurals', async ({
  page,
  browser,
  request,
}) => {
  desktopOnly();
  test.setTimeout(180_000);
  await becomePartner(page, request, { name: 'Lina Haddad' });
  const { registerUrl } = await referralOf(page);
  const merchant = await merchantThrough(browser, request, registerUrl);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/agent/merchant?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'partner-customers', 'screens.list'));
  const row = page.getByTestId('customer-row').filter({ hasText: masked(merchant) });
  await expect(row.getByTestId('protection-countdown')).toHaveText('يتبقى 90 يومًا');
});
