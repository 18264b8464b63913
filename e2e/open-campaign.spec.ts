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
  // the offer at the top, and again where the page ends
  await expect(page.getByRole('link', { name: '免费试用' })).toHaveCount(2);
  for (const link of await page.getByRole('link', { name: '免费试用' }).all()) {
    await expect(link).toHaveAttribute('href', '/login?register=1');
  }
  // spec §3: the .baidu suffix of the route alias goes into the channel number
  await expect
    .poll(
      () =>
        logs
          .flatMap((request) => request.postDataJSON() as Array<{ channelNumber: string }>)
          .map((entry) => entry.channelNumber),
      // the batch is sent once it has waited 10 s for more (decision 0065)
      { timeout: 20_000 },
    )
    .toContain('tallybook-www.baidu');
});

test('a campaign page in Arabic reads right to left, in Arabic, and ends on its offer', async ({ page }) => {
  await page.goto('/auto-activity/spring-baidu/zhihu?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اجرد مخزونك في دقائق، لا في سهرات طويلة');
  // the page closes with the offer again, not an empty band
  const closing = page.getByTestId('campaign-closing');
  await expect(closing.getByRole('link', { name: 'ابدأ التجربة المجانية' })).toHaveAttribute(
    'href',
    '/login?register=1',
  );
  const bottom = await closing.boundingBox();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(bottom && Math.round(bottom.y + bottom.height)).toBeGreaterThanOrEqual(height - 1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test('the campaign page’s language names stay whole, each on one line', async ({ page }) => {
    await page.goto('/auto-activity/spring-baidu?lang=en-US');
    const names = page.getByRole('navigation', { name: 'Language' }).getByRole('link');
    await expect(names).toHaveCount(4);
    for (const name of await names.all()) {
      const box = await name.boundingBox();
      // one line of 14 px text: no name broken a character per line
      expect(box?.height ?? 0).toBeLessThan(30);
    }
  });
});

test('a campaign that is over leads home, which says so (issue 64)', async ({ page }) => {
  await page.goto('/auto-activity/summer-2025');
  await expect(page).toHaveURL(/\/\?notice=campaign-ended$/);
  await expect(page.getByTestId('campaign-ended')).toBeVisible();
});
