import { expect, test } from '@playwright/test';
import { formatPrice, type Language } from '@tallybook/domain';
import { text } from './catalogue';
import { open } from './support/accounts';
import { expectAccessible } from './support/axe';
import { registerOn } from './support/partners';
import { look } from './support/screenshots';

// Issue 16, the invite area: a user finds its invitation on /invite (code, link, QR code, a copy
// button), a friend registers through the link, and the user's /invite counts the friend and a
// pending award (spec §2 Invite area, §3 Invite/referral).

const t = (key: string, language: Language = 'zh-CN') => text(language, 'invite-home', key);

test('a visitor is sent to log in and comes back to /invite', async ({ page }) => {
  await page.goto('/invite?lang=zh-CN');
  await expect(page).toHaveURL(/\/login\?next=%2Finvite%3Flang%3Dzh-CN&lang=zh-CN$/);
});

test('a user shares its invite link, a friend registers through it, and the user sees the friend and a pending award', async ({
  page,
  context,
  browser,
  request,
}) => {
  // two registrations, each behind a slide puzzle
  test.setTimeout(180_000);
  await registerOn(page, request, '/invite');
  await open(page, '/invite?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
  // spec §2: no layout and no widget in the invite area
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('service-widget')).toHaveCount(0);
  await expect(page.getByTestId('total-invited')).toHaveText('0');
  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  const link = (await page.getByTestId('invite-url').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`/invite/middle\\?invite=${code}$`));
  await expect(page.getByTestId('my-invite').getByRole('img')).toBeVisible();

  // copying says so, and the clipboard holds the link
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: `${t('links.copy')}: ${t('link.url')}` }).click();
  await expect(page.getByTestId('my-invite').getByRole('button')).toHaveText(t('links.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // the reminder flag is a form: it turns over and stays
  const before = (await page.getByTestId('notice-state').textContent()) ?? '';
  await page.getByTestId('toggle-notice').click();
  await expect(page.getByTestId('notice-state')).not.toHaveText(before);

  // nothing is payable yet: no red packet is offered, the page says why, and the call itself is
  // refused in the user's words
  await expect(page.getByTestId('send-red-packet')).toBeDisabled();
  await expect(page.getByTestId('red-packet-hint')).toHaveText(t('awards.nothingPayable'));
  const refused = await page.request.get('/recommend/send/redpack', { headers: { 'accept-language': 'zh-CN' } });
  expect(refused.status()).toBe(400);
  await expect(page.getByTestId('award-paidFen')).toHaveText(formatPrice(0, 'zh-CN'));

  // the friend, in a browser of its own, opens the link and registers
  const friend = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const landing = new URL(link);
  await open(friend, `${landing.pathname}${landing.search}&lang=zh-CN`);
  await registerOn(friend, request, '/account');
  await friend.context().close();

  // the user's /invite counts the friend, and the registration award waits out its window
  await open(page, '/invite?lang=zh-CN');
  await expect(page.getByTestId('total-invited')).toHaveText('1');
  await expect(page.getByTestId('award-pendingFen')).not.toHaveText(formatPrice(0, 'zh-CN'));
  await look(page, 'invite-zh-CN', 390);
  await look(page, 'invite-zh-CN', 1280);

  // Arabic: right to left, the link still left to right, and no WCAG 2.2 AA violation
  await open(page, '/invite?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('invite-url')).toHaveAttribute('dir', 'ltr');
  await expectAccessible(page);
  await look(page, 'invite-ar', 390);
  await look(page, 'invite-ar', 1280);
});
