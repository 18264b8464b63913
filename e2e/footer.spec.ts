import { expect, test } from '@playwright/test';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

test.describe('subscribing in the footer', () => {
  const cases = [
    { language: 'zh-CN', email: '', says: '邮箱不能为空' },
    { language: 'zh-CN', email: 'owner@', says: '邮箱格式不正确' },
    { language: 'en-US', email: 'owner@', says: 'Email format is incorrect' },
  ];
  for (const { language, email, says } of cases) {
    test(`${JSON.stringify(email)} in ${language} says ${says}`, async ({ page }) => {
      await page.goto(`/price?lang=${language}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const form = page.getByTestId('subscribe');
      await form.getByRole('textbox').fill(email);
      await form.getByRole('button').click();
      await expect(form.getByRole('status')).toHaveText(says);
    });
  }

  test('a good address says 提交成功 and clears the field, and a second time too', async ({ page }) => {
    await page.goto('/price?lang=zh-CN');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const form = page.getByTestId('subscribe');
    const address = `owner-${Date.now()}@shop.com`;
    for (let round = 0; round < 2; round += 1) {
      await form.getByRole('textbox').fill(address);
      // the last answer goes once the visitor types again, so the next one is news
      await expect(form.getByRole('status')).toHaveText('');
      await form.getByRole('button').click();
      await expect(form.getByRole('status')).toHaveText('提交成功');
      await expect(form.getByRole('textbox')).toHaveValue('');
    }
  });

  for (const language of ['en-US', 'zh-CN', 'zh-TW', 'ar']) {
    test(`in ${language} the field shows its whole example address, and the button sits within the form`, async ({
      page,
    }) => {
      await page.goto(`/?lang=${language}`);
      const form = page.getByTestId('subscribe');
      // a placeholder is cut without scrolling, so its text is measured in the field's own font
      const room = await form.getByRole('textbox').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inner = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { inner, text: context.measureText(input.placeholder).width };
      });
      expect(room.text).toBeGreaterThan(0);
      expect(room.text).toBeLessThanOrEqual(room.inner);
      const formBox = await form.boundingBox();
      const buttonBox = await form.getByRole('button').boundingBox();
      expect(formBox && buttonBox).toBeTruthy();
      if (formBox && buttonBox) {
        expect(buttonBox.x).toBeGreaterThanOrEqual(formBox.x - 0.5);
        expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(formBox.x + formBox.width + 0.5);
      }
    });
  }

  test.describe('before the page’s scripts have loaded', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts on its own and the answer is shown at the form', async ({ page }) => {
      await page.goto('/price?lang=zh-CN');
      const form = page.getByTestId('subscribe');
      await form.getByRole('textbox').fill(`early-${Date.now()}@shop.com`);
      await form.getByRole('button').click();
      await expect(page).toHaveURL(/#footer-subscribe$/);
      await expect(page.getByTestId('subscribe').getByRole('status')).toHaveText('提交成功');
      await page.getByTestId('subscribe').getByRole('textbox').fill('owner@');
      await page.getByTestId('subscribe').getByRole('button').click();
      await expect(page.getByTestId('subscribe').getByRole('status')).toHaveText('邮箱格式不正确');
    });
  });
});

test('desktop download tiles show a 128 px QR code for each app on hover', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'QR codes are for desktop visitors');
  await page.goto('/?lang=en-US');
  const downloads = page.getByTestId('footer-downloads');
  await expect(downloads.locator('[data-footer-tile]')).toHaveCount(5);
  await expect(downloads.getByTestId('footer-qr')).toHaveCount(3);
  await downloads.locator('[data-footer-tile="googlePlay"] a').hover();
  const qr = downloads.locator('[data-footer-tile="googlePlay"]').getByTestId('footer-qr');
  await expect(qr).toBeVisible();
  const code = qr.getByRole('img');
  await expect(code).toHaveAttribute('width', '128');
  await expect.poll(() => code.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('the footer lists 20 friendship links from the server', async ({ page }) => {
  await page.goto('/?lang=en-US');
  await expect(page.getByTestId('friendship-links').getByRole('link')).toHaveCount(20);
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true });

  test('the footer offers only the app tiles and picks the language from a list', async ({ page }) => {
    await page.goto('/price?lang=en-US');
    const downloads = page.getByTestId('footer-downloads');
    await expect(downloads.locator('[data-footer-tile]')).toHaveCount(3);
    await expect(downloads.getByTestId('footer-qr')).toHaveCount(0);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByTestId('mobile-language').selectOption('zh-TW');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  test('the Android package cannot be downloaded and says so', async ({ page }) => {
    await page.goto('/price?lang=zh-CN');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByTestId('footer-downloads').locator('[data-footer-tile="androidPackage"] a').click();
    // spec §2: a toast that vanishes after 1500 ms
    await expect(page.getByText('当前系统不支持下载该版本')).toBeVisible();
  });
});

// issue 64: a white band of 64 px (the footer's top margin) sat between every page and its footer
test.describe('the footer follows the page with no white band between', () => {
  const pages = [
    { path: '/', language: 'zh-CN' },
    { path: '/price', language: 'en-US' },
    { path: '/help', language: 'zh-TW' },
    { path: '/download', language: 'ar' },
    { path: '/news', language: 'en-US' },
  ];
  for (const { path, language } of pages) {
    test(`${path} in ${language}`, async ({ page }) => {
      await page.goto(`${path}?lang=${language}`);
      const gap = await page.evaluate(() => {
        const main = document.getElementById('main')?.getBoundingClientRect();
        const footer = document.querySelector('[data-testid="site-footer"]')?.getBoundingClientRect();
        return main && footer ? footer.top - main.bottom : null;
      });
      expect(gap).toBe(0);
    });
  }
});
