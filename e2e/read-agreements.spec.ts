import { expect, test } from '@playwright/test';

test('the privacy policy stands alone, with its history', async ({ page }) => {
  await page.goto('/privacy?lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByTestId('service-widget')).toHaveCount(0);
  const history = page.getByTestId('agreement-history').getByRole('listitem');
  expect(await history.count()).toBeGreaterThan(1);
  await expect(history.first()).toContainText('In force');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/);
});

test('an earlier version of the service licence can be read, and the reader is told so', async ({ page }) => {
  await page.goto('/license/service-licence?lang=zh-CN');
  const current = await page.getByRole('heading', { level: 1 }).textContent();
  expect(current).toBeTruthy();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const earlier = page.getByTestId('agreement-history').getByRole('link').nth(1);
  await earlier.click();
  await expect(page).toHaveURL(/\?version=\d+$/);
  await expect(page.getByRole('note')).toContainText('您正在阅读历史版本');
  await page.getByRole('link', { name: '查看现行版本' }).click();
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('an agreement that does not exist leads home', async ({ page }) => {
  await page.goto('/license/no-such-agreement');
  await expect(page).toHaveURL(/\/$/);
});
