import { expect, test } from '@playwright/test';
import { type Language, message, qrImageUrl } from '@tallybook/domain';
import { text } from './catalogue';
import { newPhone, open } from './support/accounts';
import { becomePartner, registerOn } from './support/partners';
import { look } from './support/screenshots';

// Issue 14, the partner area: an approved partner finds its figures, its referral code and links
// (each with a QR code and a copy button) on /agent/home, changes its nickname on /agent/system-set
// and adds a promoter to its team on /agent/add-promoter (spec §2, §5, §7).

const h = (key: string, language: Language = 'zh-CN') => text(language, 'partner-home', key);
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

test('a partner shares its code and links, renames itself and adds a promoter to its team', async ({
  page,
  context,
  browser,
  request,
}) => {
  // two registrations and an application, each behind a slide puzzle
  test.setTimeout(180_000);
  const { account } = await becomePartner(page, request, { name: '王小明' });

  // the home: with the layout and the widget (spec §2), the figures and the links
  await open(page, '/agent/home?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h('home.greeting').replace('{{name}}', '王小明'));
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('service-widget')).toHaveCount(1);
  await expect(page.getByTestId('figure-customers')).toHaveText('0');
  await expect(page.getByTestId('figure-team')).toHaveText('0');
  // a new partner has earned no share yet; it activates services for its customers from /agent/open
  await expect(page.getByTestId('figure-incomeThisMonth')).toHaveText('¥0.00');
  await expect(page.getByTestId('figure-incomeTotal')).toHaveText('¥0.00');
  await expect(page.getByRole('link', { name: h('home.nav.activate') })).toHaveAttribute('href', '/agent/open');
  await expect(page.getByRole('link', { name: h('home.nav.income') })).toHaveAttribute('href', '/agent/divide');

  const code = (await page.getByTestId('share-code-value').textContent()) ?? '';
  expect(code).toMatch(CODE);
  await expect(page.getByTestId('share-invite-value')).toHaveText(new RegExp(`/\\?partner=${code}$`));
  await expect(page.getByTestId('share-register-value')).toHaveText(
    new RegExp(`/login\\?mode=register&partner=${code}$`),
  );
  await expect(page.getByTestId('share-apply-value')).toHaveText(new RegExp(`/agent/join-apply\\?partner=${code}$`));
  const inviteUrl = (await page.getByTestId('share-invite-value').textContent()) ?? '';
  const qr = page.getByTestId('share-invite').getByRole('img');
  await expect(qr).toHaveAttribute('src', qrImageUrl(inviteUrl));
  await qr.scrollIntoViewIfNeeded();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // copying says so, and the clipboard holds the link
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const invite = page.getByTestId('share-invite');
  await invite.getByRole('button', { name: `${h('links.copy')}: ${h('links.invite')}` }).click();
  await expect(invite.getByRole('button')).toHaveText(h('links.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
  await look(page, 'home-zh-CN', 1280);
  await look(page, 'home-zh-CN', 390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // settings: spec §5's empty nickname, then a new one, shown on the home
  await page.getByRole('link', { name: h('home.nav.settings') }).click();
  await expect(page).toHaveURL(/\/agent\/system-set$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const nickname = page.getByTestId('form-nickname');
  await nickname.getByLabel(h('settings.nickname')).fill('  ');
  await nickname.getByRole('button', { name: h('settings.save') }).click();
  await expect(nickname.getByTestId('nickname-outcome')).toHaveText(message('zh-CN', 'nicknameEmpty'));
  await nickname.getByLabel(h('settings.nickname')).fill('小明推广');
  await nickname.getByRole('button', { name: h('settings.save') }).click();
  await expect(nickname.getByTestId('nickname-outcome')).toHaveText(message('zh-CN', 'saved'));

  const fullName = page.getByTestId('form-full-name');
  await expect(fullName).toContainText(h('settings.fullNameOff'));
  await fullName.getByRole('switch').click();
  await expect(fullName.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expect(fullName.getByTestId('full-name-outcome')).toHaveText(message('zh-CN', 'saved'));
  await expect(fullName).toContainText(h('settings.fullNameOn'));
  await fullName.getByRole('switch').click();
  await expect(fullName.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await expect(fullName).toContainText(h('settings.fullNameOff'));
  await look(page, 'settings-zh-CN', 390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: h('settings.back') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h('home.greeting').replace('{{name}}', '小明推广'));

  // a merchant with an account of its own, to add to the team
  const other = await browser.newContext();
  const promoter = await registerOn(await other.newPage(), request, '/');
  await other.close();

  // the team: no header, footer or widget (spec §2); the refusals, then the promoter
  await page.getByRole('link', { name: h('home.nav.addPromoter') }).click();
  await expect(page).toHaveURL(/\/agent\/add-promoter#add$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('service-widget')).toHaveCount(0);
  await expect(page.getByTestId('team-count')).toHaveText(h('team.count_other').replace('{{count}}', '0'));
  const form = page.getByTestId('form-add-promoter');
  const add = async (phone: string) => {
    await form.getByLabel(h('team.phone')).fill(phone);
    await form.getByRole('button', { name: h('team.add') }).click();
  };
  await add('123');
  await expect(form.getByTestId('add-promoter-outcome')).toHaveText(message('zh-CN', 'phoneFormat'));
  await add(account);
  await expect(form.getByTestId('add-promoter-outcome')).toHaveText(message('zh-CN', 'promoterIsYou'));
  await add(newPhone());
  await expect(form.getByTestId('add-promoter-outcome')).toHaveText(message('zh-CN', 'promoterNoAccount'));
  await add(promoter);
  await expect(form.getByTestId('add-promoter-outcome')).toHaveText(message('zh-CN', 'promoterAdded'));
  const team = page.getByTestId('team-list');
  await expect(team.getByRole('listitem')).toHaveCount(1);
  await expect(team).toContainText(`${promoter.slice(0, 3)}****${promoter.slice(-4)}`);
  await expect(team).toContainText(h('team.kinds.promoter'));
  await expect(team).not.toContainText(promoter);
  await expect(page.getByTestId('team-count')).toHaveText(h('team.count_other').replace('{{count}}', '1'));
  await look(page, 'team-zh-CN', 390);

  await open(page, '/agent/home?lang=zh-CN');
  await expect(page.getByTestId('figure-team')).toHaveText('1');

  // Arabic: right to left, the links left to right
  await open(page, '/agent/home?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: h('links.title', 'ar') })).toBeVisible();
  await expect(page.getByTestId('share-invite-value')).toHaveAttribute('dir', 'ltr');
  await look(page, 'home-ar', 1280);
  await look(page, 'home-ar', 390);
  await open(page, '/agent/add-promoter?lang=ar');
  await expect(page.getByTestId('team-count')).toHaveText(h('team.count_one', 'ar'));
  await look(page, 'team-ar', 390);
  await open(page, '/agent/system-set?lang=ar');
  await look(page, 'settings-ar', 390);
});

test('a visitor and a merchant who is not a partner are sent to the partner login', async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const path of ['/agent/home', '/agent/system-set', '/agent/add-promoter']) {
    await page.goto(`${path}?lang=zh-CN`);
    await expect(page).toHaveURL(/\/agent\/login\?lang=zh-CN$/);
  }
  await registerOn(page, request, '/');
  await page.goto('/agent/home');
  await expect(page).toHaveURL(/\/agent\/login$/);
  await expect(page.getByTestId('partner-login-not-partner')).toBeVisible();
});
