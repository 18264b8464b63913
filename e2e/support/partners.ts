import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { PartnerLevel, PartnerReferral, PartnerVersion } from '@tallybook/domain';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { text } from '../catalogue';
import { fillCode, newPhone, open } from './accounts';

// Making a partner as a person does (issue 14): register on /login, apply on /agent/join-apply with
// an SMS code and a region, and be approved by the back office's API. The journeys that need a
// partner start from here.

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const a = (key: string) => text('zh-CN', 'partner-apply', key);
const l = (key: string) => text('zh-CN', 'login', key);

export interface MadePartner {
  /** The account's phone: it logs in with it (password `stock2024ok`). */
  account: string;
  applicationId: number;
  /** The partner the approval made (the back office's handle on it). */
  partnerId: number;
}

/** Fills the open register form (zh-CN) with a new phone, its SMS code and a password, and sends it: the phone. */
async function submitRegistration(page: Page, request: APIRequestContext): Promise<string> {
  const account = newPhone();
  await page.getByLabel(l('phone')).fill(account);
  await fillCode(page, request, account);
  await page.getByLabel(l('password'), { exact: true }).fill('stock2024ok');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: l('register.submit') }).click();
  return account;
}

/** Registers a new account in `page` (zh-CN) and leaves it logged in on `next`. */
export async function registerOn(page: Page, request: APIRequestContext, next: string): Promise<string> {
  await open(page, `/login?${new URLSearchParams({ mode: 'register', next, lang: 'zh-CN' })}`);
  const account = await submitRegistration(page, request);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
  return account;
}

/** The logged-in partner's referral code and its invite, register and apply links. */
export async function referralOf(page: Page): Promise<PartnerReferral> {
  const answer = await page.request.get('/ommall/promoter/referral-code');
  return ((await answer.json()) as { data: PartnerReferral }).data;
}

/**
 * A merchant of its own browser registers through a partner's register link (zh-CN) and is left
 * logged in on /account: its page, and the phone it logs in with. Close the page's context when done.
 */
export async function registerThrough(
  browser: Browser,
  request: APIRequestContext,
  registerUrl: string,
): Promise<{ page: Page; phone: string }> {
  const page = await (await browser.newContext()).newPage();
  const link = new URL(registerUrl);
  link.searchParams.set('lang', 'zh-CN');
  await open(page, `${link.pathname}${link.search}`);
  const phone = await submitRegistration(page, request);
  await expect(page).toHaveURL(/\/account$/);
  return { page, phone };
}

/** A new account that applies in `version` and is approved at `level`, logged in in `page`. */
export async function becomePartner(
  page: Page,
  request: APIRequestContext,
  {
    version = 'cn',
    level = 'gold',
    name = '王小明',
  }: { version?: PartnerVersion; level?: PartnerLevel; name?: string },
): Promise<MadePartner> {
  const account = await registerOn(page, request, '/agent/join-apply');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.getByTestId('form-apply');
  await form.getByLabel(a('form.applicantName')).fill(name);
  await form.getByLabel(a('form.companyName')).fill(`${name}贸易有限公司`);
  // the account's own phone, proven by its login: no second code (issue 64)
  await form.getByTestId('region-province').selectOption('440000');
  await form.getByTestId('region-city').selectOption('440300');
  await form.getByTestId('region-district').selectOption('440305');
  await form.getByLabel(a('form.email')).fill('partner@example.com');
  await form.locator(`input[name="version"][value="${version}"]`).check();
  await form.locator('input[name="agreed"]').check();
  await form.getByRole('button', { name: a('form.submit') }).click();
  await expect(page.getByTestId('apply-pending')).toBeVisible();

  const listed = await request.get('/admin/api/partner/applications?state=submitted&page_size=100', { headers: admin });
  const { list } = ((await listed.json()) as { data: { list: Array<{ id: number; phone: string }> } }).data;
  const application = list.find((entry) => entry.phone === account);
  if (!application) throw new Error(`the application of ${account} is not listed`);
  const approved = await request.post(`/admin/api/partner/applications/${application.id}/approve`, {
    headers: admin,
    data: { level },
  });
  expect(approved.status()).toBe(200);
  const { partnerId } = ((await approved.json()) as { data: { partnerId: number } }).data;
  return { account, applicationId: application.id, partnerId };
}
