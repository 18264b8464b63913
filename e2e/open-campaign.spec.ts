import { expect, type Request, test } from '@playwright/test';

test('a campaign page stands alone, in the visitor’s language, and logs its channel', async ({ page }) => {
  const logs: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/channel/website/log')) logs.push(request);
  });
  await page.goto('/auto-activity/spring-baidu?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('盘点几分钟，不用熬到深夜');
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByTestId('service-widget')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '免费试用' })).toHaveAttribute('href', '/login?register=1');
  // spec §3: the .baidu suffix of the route alias goes into the channel number
  await expect
    .poll(
      () =>
        logs
          .flatMap((request) => request.postDataJSON() as Array<{ channelNumber: string }>)
          .map((entry) => entry.channelNumber),
      {
        timeout: 10_000,
      },
    )
    .toContain('tallybook-www.baidu');
});

test('a campaign page in Arabic reads right to left', async ({ page }) => {
  await page.goto('/auto-activity/spring-baidu/zhihu?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Count your stock in minutes, not evenings');
});

test('a campaign that is over leads home', async ({ page }) => {
  await page.goto('/auto-activity/summer-2025');
  await expect(page).toHaveURL(/\/$/);
});
