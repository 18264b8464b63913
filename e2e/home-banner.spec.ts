import { expect, test } from '@playwright/test';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

test.describe('in a desktop window', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false });

  test('the home page shows the desktop banner ad (position 69) above the header', async ({ page }) => {
    await page.goto('/?lang=zh-CN');
    const banner = page.getByTestId('top-banner');
    // a desktop window (1280 px) takes the desktop picture of the ad's two
    await expect
      .poll(() => banner.getByRole('img').evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname))
      .toBe('/images/ads/home-banner-desktop.zh-CN.svg');
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
});

test.describe('on an iPad, whose Safari says it is a Mac', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    viewport: { width: 820, height: 1180 },
    isMobile: false,
    hasTouch: true,
  });

  test('the banner is the mobile picture, whole, not the desktop one cut at both ends', async ({ page }) => {
    await page.goto('/?lang=en-US');
    const image = page.getByTestId('top-banner').getByRole('img');
    await expect(image).toHaveAccessibleName(
      'Free for 15 days: the Professional edition, every feature, free for 15 days',
    );
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname))
      .toBe('/images/ads/home-banner-mobile.en-US.svg');
    // shown at the picture's own proportions across the window: nothing of it is cut off
    const shown = await image.evaluate((element: HTMLImageElement) => ({
      width: element.getBoundingClientRect().width,
      height: element.getBoundingClientRect().height,
      ratio: element.naturalWidth / element.naturalHeight,
    }));
    expect(shown.width).toBe(820);
    expect(shown.width / shown.height).toBeCloseTo(shown.ratio, 1);
    // and the page still starts below it and the header
    const main = await page.locator('main').boundingBox();
    expect(main?.y).toBeGreaterThanOrEqual(shown.height + 60);
  });
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
