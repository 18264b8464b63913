import { expect, test } from '@playwright/test';
import { LANGUAGES, textDirection } from '@tallybook/domain';
import { text } from './catalogue';

for (const language of LANGUAGES) {
  test(`the invite-and-reward programme is explained in ${language}`, async ({ page }) => {
    const response = await page.goto(`/invite-intro?lang=${language}`);
    const html = await response?.text();
    expect(html).toContain(`<html lang="${language}" dir="${textDirection(language)}"`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'invite', 'hero.title'));
    await expect(page).toHaveTitle(text(language, 'invite', 'meta.title'));
    await expect(page.getByTestId('invite-steps').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('invitee-gets').locator('article')).toHaveCount(4);
    await expect(page.getByTestId('reward-payments').locator('article')).toHaveCount(3);
    // the rules of the programme's terms: what one earns, what the friend gets, payment, what is refused
    await expect(page.getByTestId('programme-rules').getByRole('listitem')).toHaveCount(13);
    await expect(page.getByTestId('intro-subtitle')).not.toContainText('{{');
    // spec §1: invitees start with the 15-day free trial, and trial data is kept 30 days
    await expect(page.getByTestId('invitee-gets')).toContainText('15');
    await expect(page.getByTestId('invitee-gets')).toContainText('30');
    await expect(page.getByTestId('page-top-bar')).toBeVisible();
  });
}

test('a visitor logs in or registers from the introduction and lands on its own invitation', async ({ page }) => {
  await page.goto('/invite-intro?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('link', { name: 'Register free' }).first()).toHaveAttribute(
    'href',
    '/login?register=1&next=%2Finvite',
  );
  await page.getByRole('link', { name: 'Log in to start inviting' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=%2Finvite$/);
});

test('the introduction is indexed at its own address', async ({ page }) => {
  await page.goto('/invite-intro?lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-US', 'invite', 'hero.title'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/invite-intro$/);
});

test('the Arabic introduction reads right to left and keeps the language across the top bar', async ({ page }) => {
  await page.goto('/invite-intro?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const viewport = page.viewportSize();
  const login = await page
    .getByRole('link', { name: text('ar', 'invite', 'hero.login') })
    .first()
    .boundingBox();
  expect(login && viewport && login.x + login.width > viewport.width / 2).toBe(true);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('page-top-bar').getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveURL(/\/invite-intro\?lang=en-US$/);
});
