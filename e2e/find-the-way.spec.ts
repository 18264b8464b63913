import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES, type Language } from '@tallybook/domain';
import { text } from './catalogue';
import { PUBLIC_PAGES } from './public-pages';
import { open } from './support/accounts';
import { registerOn } from './support/partners';
import { look } from './support/screenshots';

// issue 64, "What a new user met": every button of an offer leads to its price, the invite programme
// can be found, the site's own pages open in the same tab, the language survives the login, an ended
// campaign says so, and the invite and agent pages lead back to the rest of the site.

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

test('the first-year offer’s main button opens the mall at the campaign price, and checkout says no coupon', async ({
  page,
  request,
}) => {
  // a registration and a checkout: 25 s on a loaded machine
  test.setTimeout(60_000);
  await registerOn(page, request, '/auto-activity/first-year-offer');
  await open(page, '/auto-activity/first-year-offer?lang=zh-CN');
  const main = page.locator('a[data-step="buy"]').first();
  // the domain's campaignStepBuy
  await expect(main).toHaveText('以活动价购买');
  await main.click();
  await expect(page).toHaveURL(/\/mall\/KDZHJ01\?campaign=first-year-offer/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Professional for a year at ¥898, the usual ¥1,198 struck through: not the usual price
  await expect(page.getByTestId('sku-price')).toHaveAttribute('data-fen', '89800');
  await expect(page.getByTestId('campaign-price-note')).toHaveText(text('zh-CN', 'mall', 'detail.campaignPrice'));
  await expect(page.getByTestId('sku-campaign-price')).toHaveCount(1);
  await look(page, 'mall-campaign-price-zh-CN');
  await page.getByRole('button', { name: text('zh-CN', 'mall', 'detail.buyNow') }).click();
  await expect(page).toHaveURL(/\/order\/check\?kind=new&skuId=\d+&quantity=1&campaign=first-year-offer/);
  await expect(page.getByText('¥898.00').first()).toBeVisible();
  // the price takes no coupon, and checkout says that rather than "you have no coupons"
  await expect(page.getByTestId('coupon-campaign')).toHaveText('活动价不能与优惠券同时使用');
  await expect(page.getByText(text('zh-CN', 'mall', 'coupon.none'))).toHaveCount(0);
  await look(page, 'checkout-campaign-zh-CN');
});

test('a visitor sees the campaign’s price in the mall in each language', async ({ page }) => {
  for (const language of LANGUAGES) {
    await open(page, `/mall/KDZHJ01?campaign=first-year-offer&lang=${language}`);
    await expect(page.getByTestId('sku-price')).toHaveAttribute('data-fen', '89800');
    await expect(page.getByTestId('campaign-price-note')).toHaveText(text(language, 'mall', 'detail.campaignPrice'));
    await noSideways(page);
  }
  // a campaign that is not one gives the usual prices
  await open(page, '/mall/KDZHJ01?campaign=no-such-campaign&lang=en-US');
  await expect(page.getByTestId('sku-price')).toHaveAttribute('data-fen', '119800');
  await expect(page.getByTestId('campaign-price-note')).toHaveCount(0);
});

test('every public page links to the invite programme from its header, footer or top bar', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PUBLIC_PAGES) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en-US`);
    // the site's header or footer, a top bar's links, or a page's own row of links
    const invite = page.locator(
      'header a[href="/invite-intro"], footer a[href="/invite-intro"], nav a[href="/invite-intro"]',
    );
    expect(await invite.count(), `${path} links to /invite-intro`).toBeGreaterThan(0);
  }
});

for (const path of ['/invite-intro', '/invite/rule', '/agent/login', '/agent/join-apply', '/agent/qualification']) {
  test(`${path} leads to the rest of the site, not only by its logo`, async ({ page }) => {
    await open(page, `${path}?lang=ar`);
    const links = page.getByTestId('top-bar-site-links');
    await expect(links).toBeVisible();
    for (const key of ['home', 'price', 'mall', 'help', 'joinAgent', 'invite'] as const) {
      await expect(links.getByRole('link', { name: text('ar', 'common', `nav.${key}`), exact: true })).toBeVisible();
    }
    await noSideways(page);
    await links.getByRole('link', { name: text('ar', 'common', 'nav.price'), exact: true }).click();
    await expect(page).toHaveURL(/\/price$/);
    await expect(page.getByTestId('site-header')).toBeVisible();
  });
}

test('the site’s own mall and free trial open in the same tab', async ({ page }, testInfo) => {
  await open(page, '/?lang=en-US');
  const pages = page.context().pages().length;
  await page.getByRole('link', { name: /Start your \d+-day free trial/ }).click();
  await expect(page).toHaveURL(/\/login\?register=1/);
  test.skip(testInfo.project.name !== 'desktop', 'the header’s links are in its menu on a phone');
  await open(page, '/price?lang=en-US');
  await page.getByTestId('site-header').getByRole('link', { name: 'Mall', exact: true }).click();
  await expect(page).toHaveURL(/\/mall$/);
  expect(page.context().pages().length).toBe(pages);
});

test('a login asked in Arabic stays in Arabic, and the personal centre leads to the invitation', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/account?lang=ar');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%3Flang%3Dar&lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await registerOn(page, request, '/account?lang=ar');
  // back where it was heading, in the language it asked for
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const card = page.getByTestId('account-invite');
  await expect(card.getByRole('heading')).toHaveText(text('ar', 'login', 'account.inviteTitle'));
  await look(page, 'account-invite-ar');
  await card.getByRole('link', { name: text('ar', 'login', 'account.inviteLink') }).click();
  await expect(page).toHaveURL(/\/invite$/);
  await expect(page.getByTestId('top-bar-site-links')).toBeVisible();
});

test('a campaign that is over lands on the home page, which says so in the visitor’s language', async ({ page }) => {
  for (const language of LANGUAGES) {
    await page.goto(`/auto-activity/summer-2025?lang=${language}`);
    await expect(page).toHaveURL(new RegExp(`/\\?notice=campaign-ended&lang=${language}$`));
    await expect(page.getByTestId('campaign-ended')).toHaveText(text(language, 'home', 'notice.campaignEnded'));
  }
  // the home page reached any other way says nothing of it
  await page.goto('/?lang=en-US');
  await expect(page.getByTestId('campaign-ended')).toHaveCount(0);
});

/** What the change looks like: four languages at a phone's and a desktop's width. */
test('the changed screens in four languages at 390 and 1280 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the widths are set here; once is enough');
  test.setTimeout(180_000);
  const screens: Array<[string, (language: Language) => string]> = [
    ['mall-campaign', (language) => `/mall/KDZHJ01?campaign=first-year-offer&lang=${language}`],
    ['home-campaign-ended', (language) => `/auto-activity/summer-2025?lang=${language}`],
    ['invite-rule-top-bar', (language) => `/invite/rule?lang=${language}`],
    ['agent-login-top-bar', (language) => `/agent/login?lang=${language}`],
    ['campaign-top-bar', (language) => `/auto-activity/first-year-offer?lang=${language}`],
  ];
  for (const [name, path] of screens) {
    for (const language of LANGUAGES) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path(language));
        await noSideways(page);
        await look(page, `${name}-${language}`, width);
      }
    }
  }
});
