import { expect, test } from '@playwright/test';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

test('a visitor chats with the team from the widget', async ({ page }) => {
  await page.goto('/price?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const widget = page.getByTestId('service-widget');
  await widget.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByRole('heading', { name: 'Chat with Tallybook' })).toBeVisible();
  await panel.getByRole('textbox').fill('Can I import my stock from Excel?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('listitem')).toContainText(['Can I import my stock from Excel?']);
  await expect(panel.getByRole('textbox')).toHaveValue('');

  // The conversation is kept: it is there again after a reload.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('service-widget').getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByTestId('chat-panel').getByRole('listitem')).toContainText([
    'Can I import my stock from Excel?',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('chat-panel')).toHaveCount(0);
});

// issue 64: a sent message met silence; the team's acknowledgement says it arrived and when a reply comes
test('the chat acknowledges a message and says when the team answers, in the visitor’s language', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-08T02:00:00Z')); // 10:00 in Beijing: the team is in
  await page.goto('/price?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('service-widget').getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByTestId('chat-acknowledgement')).toHaveCount(0);
  await panel.getByRole('textbox').fill('Do you take bank transfers?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('chat-acknowledgement')).toHaveText(
    'Tallybook teamThanks, we have your message. Our team is at work now (support 08:30–18:15, UTC+8) and answers here: stay in this window or come back later.',
  );

  await page.clock.setFixedTime(new Date('2026-12-08T13:00:00Z')); // 21:00 in Beijing: gone home
  await page.goto('/price?lang=zh-TW');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('service-widget').getByRole('button', { name: '線上諮詢' }).click();
  await expect(page.getByTestId('chat-acknowledgement')).toContainText('客服將於 08:30（UTC+8）上班後在這裡回覆您');
});

test('the email button takes the visitor to the footer’s address field', async ({ page }) => {
  await page.goto('/download?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('service-widget').getByRole('button', { name: 'Email us' }).click();
  await expect(page.getByTestId('subscribe').getByRole('textbox')).toBeFocused();
});

test('the phone button shows the number and hours on desktop', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'phones get a dialer link instead');
  await page.goto('/price?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('service-widget').getByRole('button', { name: 'Call us' }).click();
  await expect(page.getByTestId('widget-phone')).toContainText('+86 400 800 1234');
  await expect(page.getByTestId('widget-phone')).toContainText('08:30–18:15');
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID, viewport: { width: 390, height: 844 }, isMobile: true });

  test('the widget is hidden on the home page and dials from other pages', async ({ page }) => {
    await page.goto('/?lang=en-US');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('service-widget')).toHaveCount(0);
    await page.goto('/price?lang=en-US');
    await expect(page.getByTestId('service-widget').getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      'tel:+864008001234',
    );
  });
});

test.describe('inside the product’s own app', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 15) TallybookApp/6.4.1' });

  test('the widget is hidden', async ({ page }) => {
    await page.goto('/price?lang=en-US');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('service-widget')).toHaveCount(0);
  });
});
