import { expect, test } from '@playwright/test';
import { LANGUAGES, SUPPORT_EMAIL, SUPPORT_PHONE, textDirection } from '@tallybook/domain';
import { text } from './catalogue';

for (const language of LANGUAGES) {
  test(`the about page tells the company's story in ${language}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') problems.push(entry.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto(`/about?lang=${language}`);
    // The first HTML is already in the language and direction, with its own title and description.
    const html = await response?.text();
    expect(html).toContain(`<html lang="${language}" dir="${textDirection(language)}"`);
    expect(html).toContain(text(language, 'about', 'hero.title'));
    await expect(page).toHaveTitle(text(language, 'about', 'meta.title'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text(language, 'about', 'meta.description'),
    );

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'about', 'hero.title'));
    await expect(page.getByRole('heading', { level: 2, name: text(language, 'about', 'story.title') })).toBeVisible();
    await expect(page.getByTestId('claims').locator('> div')).toHaveCount(5);
    await expect(page.getByTestId('timeline').locator('li')).toHaveCount(6);
    // spec §1, §9: support hours on the site are 8:30-18:15 UTC+8
    await expect(page.getByTestId('support-hours')).toHaveText('08:30–18:15');
    // route metadata: layout and widget
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('service-widget')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

test('the about page states the spec’s numbers and how to reach support', async ({ page }) => {
  await page.goto('/about?lang=en-US');
  const claims = page.getByTestId('claims');
  for (const value of ['3M+', '129', '30+', '150M', '82.6%']) {
    await expect(claims.getByText(value, { exact: true })).toBeVisible();
  }
  const contact = page.getByTestId('contact');
  await expect(contact.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(contact.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
    'href',
    'https://wa.me/864008001234',
  );
  await expect(page.getByTestId('footer-chat')).toHaveAttribute('data-kind', 'whatsapp');
  await page.getByRole('main').getByRole('link', { name: 'Become a partner' }).click();
  await expect(page).toHaveURL(/\/join-agent$/);
});

test('a Chinese visitor is offered WeChat, from content, where others get WhatsApp', async ({ page }) => {
  await page.goto('/about?lang=zh-CN');
  await expect(page.getByTestId('about-chat')).toHaveText('TallybookKefu');
  await expect(page.getByTestId('contact')).toContainText('通过微信联系我们');
  await expect(page.getByTestId('contact').getByRole('link', { name: /wa\.me|WhatsApp/ })).toHaveCount(0);
  const chat = page.getByTestId('footer-chat');
  await expect(chat).toHaveAttribute('data-kind', 'wechat');
  await expect(chat).toHaveText('微信: TallybookKefu');
  await page.goto('/about?lang=zh-TW');
  await expect(page.getByTestId('footer-chat')).toHaveAttribute('data-kind', 'whatsapp');
});

test('the Arabic about page reads right to left', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the two-column hero is measured at desktop width');
  await page.goto('/about?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const viewport = page.viewportSize();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const picture = await page.getByRole('img', { name: text('ar', 'about', 'hero.illustrationAlt') }).boundingBox();
  // The text column starts on the right and the illustration sits on the left.
  expect(heading && viewport && heading.x + heading.width > viewport.width / 2).toBe(true);
  expect(picture && viewport && picture.x < viewport.width / 2).toBe(true);
});
