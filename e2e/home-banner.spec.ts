import { expect, test } from '@playwright/test';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

test('the home page shows the desktop banner ad (position 69) above the header', async ({ page }) => {
  await page.goto('/?lang=zh-CN');
  const banner = page.getByTestId('top-banner');
  await expect(banner.getByRole('img')).toHaveAttribute('src', '/images/ads/home-banner-desktop.zh-CN.svg');
  await expect(banner.getByRole('img')).toHaveAccessibleName(
    '免费试用：专业版全部功能免费试用 15 天，试用结束再选择版本',
  );
  const bannerBox = await banner.boundingBox();
  const headerBox = await page.getByTestId('site-header').boundingBox();
  expect(bannerBox && headerBox && bannerBox.y + bannerBox.height <= headerBox.y + 1).toBe(true);
  // spec §2: the page starts below the header's 60 px and the ad's height
  expect(headerBox?.height).toBe(60);
  const main = await page.locator('main').boundingBox();
  expect(main?.y).toBeGreaterThanOrEqual((bannerBox?.height ?? 0) + 60);
});

test('other pages carry no banner ad', async ({ page }) => {
  await page.goto('/price');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('top-banner')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true });

  test('the home page shows the mobile banner ad (position 71)', async ({ page }) => {
    await page.goto('/?lang=en-US');
    await expect(page.getByTestId('top-banner').getByRole('img')).toHaveAttribute(
      'src',
      '/images/ads/home-banner-mobile.en-US.svg',
    );
  });
});
