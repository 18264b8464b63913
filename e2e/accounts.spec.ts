import { expect, test } from '@playwright/test';
import { hidePhone, message } from '@tallybook/domain';
import { text } from './catalogue';
import { fillCode, newPhone, open } from './support/accounts';

// Spec §2 (/login), §3 (User info), §4 (Login state), §5 (form messages). Each journey uses a phone
// number of its own, so the journeys can run side by side on one server.

test('a merchant registers, logs out, logs in by password and by SMS code, and resets the password', async ({
  page,
  request,
  browser,
}) => {
  // a long journey of a dozen page loads and three SMS codes: more time than one page needs
  test.setTimeout(120_000);
  const phone = newPhone();
  const t = (key: string) => text('en-US', 'login', key);

  // register: phone, SMS code from the outbox, password, terms
  await open(page, '/login?register=1&lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register.title'));
  await expect(page.getByTestId('service-widget')).toHaveCount(0);
  await page.getByLabel(t('phone')).fill(phone);
  await fillCode(page, request, phone);
  await page.getByLabel(t('password'), { exact: true }).fill('stock2024ok');
  await page.getByRole('button', { name: t('register.submit') }).click();
  await expect(page.getByTestId('form-problem')).toHaveText(message('en-US', 'termsRequired'));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('register.submit') }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-phone')).toHaveText(hidePhone(phone));

  // another browser does not share this session
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto('/account');
  await expect(other).toHaveURL(/\/login\?next=\/account$/);
  await stranger.close();

  // log out, then in again with the password
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t('account.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=\/account$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel(t('phone')).fill(phone);
  await page.getByLabel(t('password'), { exact: true }).fill('stock2024ok');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  // log out, then in with an SMS code
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t('account.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await open(page, '/login?mode=sms');
  await page.getByLabel(t('phone')).fill(phone);
  await fillCode(page, request, phone);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  // forgot the password: reset it by SMS code, then log in with the new one (and not the old)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t('account.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: t('forgot') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('reset.title'));
  await page.getByLabel(t('phone')).fill(phone);
  await fillCode(page, request, phone);
  await page.getByLabel(t('newPassword')).fill('fresh2025ok');
  await page.getByRole('button', { name: t('reset.submit') }).click();
  await expect(page).toHaveURL(/\/login\?mode=password$/);
  await page.getByLabel(t('phone')).fill(phone);
  await page.getByLabel(t('password'), { exact: true }).fill('stock2024ok');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page.getByTestId('form-problem')).toHaveText(message('en-US', 'wrongPassword'));
  await page.getByLabel(t('password'), { exact: true }).fill('fresh2025ok');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('a logged-in merchant changes the password in the personal centre', async ({ page, request }) => {
  const phone = newPhone();
  const t = (key: string) => text('en-US', 'login', key);
  await open(page, '/login?mode=sms&lang=en-US');
  await page.getByLabel(t('phone')).fill(phone);
  await fillCode(page, request, phone);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  // spec §2: the personal centre is flagged `nav`: on a phone the header is the logo and a
  // personal-centre link, on a desktop the full header
  const phoneSize = (page.viewportSize()?.width ?? 1280) < 1024;
  await expect(page.getByTestId('personal-centre-link')).toBeVisible({ visible: phoneSize });
  await expect(page.getByRole('link', { name: text('en-US', 'common', 'actions.freeTrial') })).toBeVisible({
    visible: !phoneSize,
  });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // an SMS-created account sets its first password through the reset; here it changes a wrong one
  await page.getByLabel(t('account.oldPassword')).fill('not-the-password1');
  await page.getByLabel(t('newPassword')).fill('short');
  await page.getByRole('button', { name: t('account.save') }).click();
  await expect(page.getByTestId('form-change-password').getByRole('alert')).toHaveText(t('passwordRule'));
});

for (const language of ['en-US', 'zh-CN'] as const) {
  test(`the login form says what is wrong in the spec's words, in ${language}`, async ({ page }) => {
    await open(page, `/login?lang=${language}`);
    const t = (key: string) => text(language, 'login', key);
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(page.getByTestId('form-problem')).toHaveText(message(language, 'phoneEmpty'));
    await page.getByLabel(t('phone')).fill('12345');
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(page.getByTestId('form-problem')).toHaveText(message(language, 'phoneFormat'));
    await page.getByRole('link', { name: t('tabs.sms') }).click();
    await expect(page).toHaveURL(/mode=sms/);
    await expect(page.getByLabel(t('code'))).toBeVisible();
    await page.getByLabel(t('phone')).fill('13912345678');
    await page.getByLabel(t('code')).fill('12');
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(page.getByTestId('form-problem')).toHaveText(message(language, 'verificationCodeWrong'));
    if (language === 'zh-CN') {
      await expect(page.getByTestId('form-problem')).toHaveText('请输入正确的验证码');
    }
  });
}

test('a merchant logs in with WeChat, binds a phone once, and next time WeChat logs straight in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = (key: string) => text('en-US', 'login', key);
  const phone = newPhone();
  const nickname = `Tester ${phone.slice(-4)}`;

  await open(page, '/login?lang=en-US');
  await page.getByRole('button', { name: t('wechat.button') }).click();
  // the sandbox's authorisation page, standing in for WeChat's
  await expect(page).toHaveURL(/\/sandbox\/wechat\/authorize\?/);
  await page.getByLabel(/nickname/i).fill(nickname);
  await page.getByTestId('wechat-allow-new').click();

  // an unknown WeChat (code 40001) binds a phone first
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('wechat.bindTitle'));
  await expect(page.getByTestId('wechat-profile')).toContainText(nickname);
  expect(new URL(page.url()).searchParams.get('code')).toBeNull();
  await page.getByLabel(t('phone')).fill(phone);
  await fillCode(page, request, phone, 'bind-code');
  await page.getByRole('button', { name: t('wechat.bindSubmit') }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-phone')).toHaveText(hidePhone(phone));

  // log out; the same WeChat person now logs straight in
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t('account.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t('wechat.button') }).click();
  await expect(page).toHaveURL(/\/sandbox\/wechat\/authorize\?/);
  await page.getByLabel(/nickname/i).fill(nickname);
  await page.getByTestId('wechat-allow-new').click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-phone')).toHaveText(hidePhone(phone));
});
