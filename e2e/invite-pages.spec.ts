import { expect, type Page, test } from '@playwright/test';
import { formatPrice, type Language } from '@tallybook/domain';
import { text } from './catalogue';
import { open } from './support/accounts';
import { expectAccessible } from './support/axe';
import { registerOn } from './support/partners';
import { look } from './support/screenshots';

// Issue 16, the invite area's own screens: a user's rewards and registrations, the rules from the
// programme's terms, the share posters (an image to keep and download), the second product's share
// page and rewards, and the public rules and introduction (spec §2 Invite area, §3 Invite/referral).

const d = (key: string, language: Language = 'zh-CN') => text(language, 'invite-detail', key);
const s = (key: string, language: Language = 'zh-CN') => text(language, 'invite-share', key);
const r = (key: string, language: Language = 'zh-CN') => text(language, 'invite-terms', key);

/** The invite area is bare: no site header, no service widget (spec §2). */
async function expectBare(page: Page) {
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('service-widget')).toHaveCount(0);
}

/** The poster image shows (a decoded SVG of its size) and downloads as the same kind of file. */
async function expectPoster(page: Page) {
  const image = page.getByTestId('poster-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(750);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('poster-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^tallybook-invite-[a-z]+-[A-Z0-9]{6}\.svg$/);
  const saved = await download.path();
  const { readFileSync } = await import('node:fs');
  const svg = readFileSync(saved, 'utf8');
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toContain('shape-rendering="crispEdges"');
  // and as a picture a photo album takes: a PNG of the poster's size, drawn in the browser
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const [picture] = await Promise.all([page.waitForEvent('download'), page.getByTestId('poster-picture').click()]);
  expect(picture.suggestedFilename()).toMatch(/^tallybook-invite-[a-z]+-[A-Z0-9]{6}\.png$/);
  const png = readFileSync(await picture.path());
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  // the IHDR chunk: 750 × 1200
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([750, 1200]);
}

test('a visitor reads the rules and the introduction, and is sent to log in for the rest', async ({ page }) => {
  await open(page, '/invite/rule?lang=zh-CN');
  await expectBare(page);
  // the product's name in the page's language, no raw key
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tallybook\S* ?\S* 邀请有礼活动规则$/);
  // the terms' own numbers: ¥5.00 a registration and ¥20.00 a first order by default (decision 0044)
  await expect(page.getByTestId('rule-register')).toContainText(formatPrice(500, 'zh-CN'));
  await expect(page.getByTestId('rule-firstOrder')).toContainText(formatPrice(2_000, 'zh-CN'));
  await expect(page.getByTestId('rule-redPacket')).toContainText(formatPrice(20_000, 'zh-CN'));
  await expect(page.getByRole('heading', { name: r('groups.refused') })).toBeVisible();
  await look(page, 'invite-rule-zh-CN', 390);
  await look(page, 'invite-rule-zh-CN', 1280);

  // the second product's rules have its own numbers (decision 0046: ¥8.00, ¥15.00)
  await open(page, '/invite/xh-share/rules?lang=zh-CN');
  await expect(page.getByTestId('rule-register')).toContainText(formatPrice(800, 'zh-CN'));
  await expect(page.getByTestId('rule-coupon')).toContainText(formatPrice(2_000, 'zh-CN'));
  await expect(page.getByTestId('rules-home')).toHaveAttribute('href', '/invite/xh-share');

  await open(page, '/invite-intro?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('intro-subtitle')).not.toContainText('{{');
  await expect(page.getByRole('link', { name: text('ar', 'invite', 'hero.login') }).first()).toHaveAttribute(
    'href',
    '/login?next=%2Finvite',
  );
  await look(page, 'invite-intro-ar', 390);
  await look(page, 'invite-intro-ar', 1280);

  for (const path of ['/invite/detail', '/invite/share-product', '/invite/share-register']) {
    await page.goto(`${path}?lang=zh-CN`);
    await page.waitForURL(/\/login\?/);
    expect(page.url()).toContain(`/login?next=${encodeURIComponent(`${path}?lang=zh-CN`)}`);
  }
  // the poster image is no one's without a session
  expect((await page.request.get('/invite/poster.svg?of=product')).status()).toBe(401);
});

test('a user follows its rewards and friends, and shares its posters of both products', async ({
  page,
  browser,
  request,
}) => {
  // two registrations, each behind a slide puzzle
  test.setTimeout(180_000);
  await registerOn(page, request, '/invite');
  const link = (await page.getByTestId('invite-url').textContent()) ?? '';

  // nothing yet: the empty lists say what to do
  await page.getByRole('link', { name: text('zh-CN', 'invite-home', 'awards.detail') }).click();
  await expect(page).toHaveURL(/\/invite\/detail$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d('title'));
  await expectBare(page);
  await expect(page.getByTestId('list-empty')).toContainText(d('awards.empty'));

  // a friend opens the link in a browser of its own and registers
  const friend = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const landing = new URL(link);
  await open(friend, `${landing.pathname}${landing.search}&lang=zh-CN`);
  await registerOn(friend, request, '/account');
  await friend.context().close();

  // the registration award, pending until a first paid order clears its refund window
  await open(page, '/invite/detail?lang=zh-CN');
  await expect(page.getByTestId('award-row')).toHaveCount(1);
  await expect(page.getByTestId('award-row').getByTestId('row-state')).toHaveText(d('states.pending'));
  await expect(page.getByTestId('award-matures')).toHaveText(d('awards.after.waiting'));
  await expect(page.getByTestId('balance-pendingFen')).not.toHaveText(formatPrice(0, 'zh-CN'));
  // the state filter is a link: the payable ones are none yet
  await page
    .getByTestId('state-filter')
    .getByRole('link', { name: d('states.payable') })
    .click();
  await expect(page).toHaveURL(/\/invite\/detail\?state=payable#invite-lists$/);
  await expect(page.getByTestId('list-empty')).toContainText(d('awards.emptyState'));
  await page.getByTestId('tab-registrations').click();
  await expect(page.getByTestId('registration-row')).toHaveCount(1);
  await expect(page.getByTestId('registration-row')).toContainText(d('registrations.notPaid'));
  await look(page, 'invite-detail-zh-CN', 390);
  await look(page, 'invite-detail-zh-CN', 1280);

  // the posters: the product link's and the register link's, each an image to keep and download
  await open(page, '/invite/share-product?lang=zh-CN');
  await expectBare(page);
  await expect(page.getByTestId('share-link')).toHaveText(link);
  await expectPoster(page);
  // no share sheet in a desktop Chromium: no button that would do nothing
  await expect(page.getByTestId('web-share')).toHaveCount(0);
  await look(page, 'invite-share-product-zh-CN', 390);
  await look(page, 'invite-share-product-zh-CN', 1280);
  await page.getByRole('link', { name: s('tabs.register') }).click();
  await expect(page).toHaveURL(/\/invite\/share-register$/);
  await expect(page.getByTestId('share-link')).toContainText('/invite/register?invite=');
  await expectPoster(page);

  // Arabic: right to left, no WCAG 2.2 AA violation, and a look at the screens
  await open(page, '/invite/detail?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
  await look(page, 'invite-detail-ar', 390);
  await look(page, 'invite-detail-ar', 1280);
  await open(page, '/invite/share-register?lang=ar');
  await expectAccessible(page);
  await look(page, 'invite-share-register-ar', 390);
  await look(page, 'invite-share-register-ar', 1280);
});

test('a user shares the second product (Tallybook POS) and follows its own rewards', async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const path of ['/invite/xh-share', '/invite/xh-share/rewards']) {
    await page.goto(`${path}?lang=zh-CN`);
    await page.waitForURL(/\/login\?/);
    expect(page.url()).toContain(`/login?next=${encodeURIComponent(`${path}?lang=zh-CN`)}`);
  }
  expect((await page.request.get('/invite/poster.svg?of=xh')).status()).toBe(401);
  await registerOn(page, request, '/invite');
  await page.getByRole('link', { name: text('zh-CN', 'invite-home', 'link.xh') }).click();
  await expect(page).toHaveURL(/\/invite\/xh-share$/);
  await expectBare(page);
  // its poster and link, its terms, totals and balances, and its own rewards
  await expect(page.getByTestId('xh-terms')).toContainText(formatPrice(800, 'zh-CN'));
  await expect(page.getByTestId('share-link')).toContainText('invite_programme=xh');
  await expect(page.getByTestId('xh-register-link')).toContainText('invite_programme=xh');
  await expectPoster(page);
  await look(page, 'invite-xh-share-zh-CN', 390);
  await look(page, 'invite-xh-share-zh-CN', 1280);
  await page.getByTestId('xh-rewards-link').click();
  await expect(page).toHaveURL(/\/invite\/xh-share\/rewards$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d('titleXh'));
  // nothing invited through it yet: the empty list says what to do
  await expect(page.getByTestId('list-empty')).toContainText(d('awards.empty'));
  await expect(page.getByTestId('empty-share')).toHaveAttribute('href', '/invite/xh-share');
  await look(page, 'invite-xh-rewards-zh-CN', 390);

  await open(page, '/invite/xh-share?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectPoster(page);
  await look(page, 'invite-xh-share-ar', 390);
  await look(page, 'invite-xh-share-ar', 1280);
});
