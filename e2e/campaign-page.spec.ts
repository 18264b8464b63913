import { expect, test } from '@playwright/test';
import { formatPrice } from '@tallybook/domain';
import { text } from './catalogue';
import { open } from './support/accounts';
import { expectAccessible } from './support/axe';
import { registerOn } from './support/partners';
import { look } from './support/screenshots';

const zh = (key: string) => text('zh-CN', 'campaign', key);

// issue 16: a merchant draws in the lottery, claims a campaign coupon, and finds it offered at checkout
test('a merchant draws, sees the prize and its record, claims a coupon and is offered it at checkout', async ({
  page,
  request,
}) => {
  // a visitor, a login, two draws, a claim and a checkout in two languages: 31 s on a loaded CI machine
  test.setTimeout(90_000);
  // a visitor sees the campaign, and is sent to log in to act
  const visits: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/ommall/activity/channel-activity-log')) visits.push(sent.postData() ?? '');
  });
  await open(page, '/auto-activity/lucky-draw/sms?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 2, name: zh('lottery.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: zh('loginToDraw') })).toHaveAttribute(
    'href',
    // and back, in the language the page was asked in (issue 64)
    `/login?next=${encodeURIComponent('/auto-activity/lucky-draw/sms?lang=zh-CN')}&lang=zh-CN`,
  );
  // the visit is logged once, from its channel
  await expect.poll(() => visits.length).toBe(1);
  expect(JSON.parse(visits[0] ?? '{}')).toEqual({ alias: 'lucky-draw', channel: 'sms', event: 'visit' });
  await look(page, 'campaign-lottery-visitor-zh-CN');

  await registerOn(page, request, '/auto-activity/lucky-draw');
  await open(page, '/auto-activity/lucky-draw?lang=zh-CN');
  const lottery = page.getByTestId('campaign-lottery');
  await expect(lottery.getByTestId('lottery-chances')).toBeVisible();
  await lottery.getByRole('button', { name: zh('lottery.draw') }).click();
  const outcome = page.getByTestId('campaign-outcome');
  await expect(outcome).toBeVisible();
  // the draw is recorded under "my draws", with what it won
  const records = page.getByTestId('lottery-records').getByRole('listitem');
  await expect(records).toHaveCount(1);
  const won = (await outcome.textContent())?.includes('恭喜') ?? false;
  if (!won) await expect(records.first()).toContainText(zh('lottery.nothingShort'));
  // issue 64: the wheel turns to what the server drew and stops with that sector under its pointer
  const wheel = lottery.getByTestId('lottery-wheel');
  await expect(wheel).toHaveAttribute('data-landed', /^\d+$/);
  const sectors = wheel.getByTestId('lottery-wheel-sectors');
  await expect(sectors).toHaveClass('lottery-wheel-turn');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const turned = await sectors.evaluate((element) => getComputedStyle(element).transform);
  expect(turned).not.toBe('none');
  // with reduced motion it stands at the outcome without turning
  expect(await sectors.evaluate((element) => getComputedStyle(element).animationName)).toBe('lottery-wheel-turn');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await sectors.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  expect(await sectors.evaluate((element) => getComputedStyle(element).transform)).toBe(turned);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await look(page, 'campaign-lottery-drawn-zh-CN');

  // share for one more draw: this Chromium has no share sheet, so the page's address is copied, it
  // says so, and one more draw is granted
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await lottery.getByRole('button', { name: zh('lottery.share') }).click();
  await expect(lottery.getByTestId('share-copied')).toHaveText(zh('lottery.linkCopied'));
  await expect(lottery.getByTestId('lottery-chances')).toHaveText(
    text('zh-CN', 'campaign', 'lottery.chances_other').replace('{{count}}', '1'),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/auto-activity\/lucky-draw\?lang=zh-CN$/);
  await expect(lottery.getByRole('button', { name: zh('lottery.share') })).toHaveCount(0);

  // the coupon campaign: claim the ¥80 coupon
  await open(page, '/auto-activity/coupon-pack?lang=zh-CN');
  const coupons = page.getByTestId('campaign-coupons');
  await coupons
    .getByRole('button', { name: zh('coupons.claim') })
    .first()
    .click();
  await expect(page.getByTestId('campaign-outcome')).toHaveText(new RegExp(zh('coupons.claimed').slice(0, 4)));
  await expect(coupons.getByTestId('coupon-state').first()).toBeVisible();
  await look(page, 'campaign-coupons-claimed-zh-CN');

  // it is the mall's coupon: the order check page offers it
  await open(page, '/order/check?kind=new&skuId=1&quantity=1&lang=zh-CN');
  await expect(page.getByTestId('coupon-option').filter({ hasText: '满598减80' })).toBeVisible();

  // in Arabic, mirrored and accessible
  await open(page, '/auto-activity/coupon-pack?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);
  await look(page, 'campaign-coupons-ar');
  await open(page, '/auto-activity/lucky-draw?lang=ar');
  await expectAccessible(page);
  await look(page, 'campaign-lottery-ar');
});

test('a promotion shows its SKUs at the campaign price, and checkout charges it', async ({ page, request }) => {
  // a login and a checkout: 22 s on a loaded CI machine
  test.setTimeout(60_000);
  await open(page, '/auto-activity/first-year-offer?lang=ar');
  const promotion = page.getByTestId('campaign-promotion');
  await expect(promotion.getByRole('listitem')).toHaveCount(2);
  await expect(promotion).toContainText(formatPrice(39_800, 'ar'));
  await expectAccessible(page);
  await look(page, 'campaign-promotion-ar');
  await registerOn(page, request, '/auto-activity/first-year-offer');
  await open(page, '/auto-activity/first-year-offer?lang=zh-CN');
  await look(page, 'campaign-promotion-zh-CN');
  await page
    .getByTestId('campaign-promotion')
    .getByRole('link', { name: zh('promotion.buy') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/order\/check\?kind=new&skuId=1&quantity=1&campaign=first-year-offer/);
  // priced by the campaign, not the mall's ¥598, and without a coupon
  await expect(page.getByText('¥398.00').first()).toBeVisible();
  await expect(page.getByTestId('coupon-option')).toHaveCount(0);

  // paid on the sandbox at that price
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: text('zh-CN', 'mall', 'order.submit') }).click();
  await expect(page).toHaveURL(/\/order\/pay\?orderNo=/);
  await expect(page.getByTestId('order-final-amount')).toHaveAttribute('data-fen', '39800');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('radio', { name: '微信支付', exact: true }).check();
  await page.getByRole('button', { name: /^支付 / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\?/);
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });

  // the price is once per merchant and for a first purchase: the page now says why before checkout,
  // and offers no button that checkout would refuse
  await open(page, '/auto-activity/first-year-offer?lang=zh-CN');
  const refused = page.getByTestId('campaign-promotion').getByTestId('promotion-refused');
  await expect(refused).toHaveCount(2);
  await expect(refused.first()).not.toBeEmpty();
  await expect(page.getByRole('link', { name: zh('promotion.buy') })).toHaveCount(0);
  await look(page, 'campaign-promotion-taken-zh-CN');
});

test('an SMS short link lands on the campaign page', async ({ page, request }) => {
  const response = await request.get('/ommall/activity/sms-url?alias=coupon-pack&channel=sms');
  const { data } = (await response.json()) as { data: { url: string; code: string } };
  await open(page, `/s/${data.code}`);
  await expect(page).toHaveURL(/\/auto-activity\/coupon-pack\/sms/);
  await expect(page.getByTestId('campaign-coupons')).toBeVisible();
});
