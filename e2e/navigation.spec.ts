import { expect, test } from '@playwright/test';

test('an unknown path lands on the home page', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown API path answers JSON, never the home page', async ({ request }) => {
  const response = await request.get('/api/no-such-call');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ success: false, data: null, msg: 'No such call: GET /api/no-such-call' });
});

test('a link to the page already shown adds no history entry', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the header links are in the menu on phones');
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const before = await page.evaluate(() => window.history.length);
  await page.getByTestId('site-header').getByRole('link', { name: 'Home', exact: true }).click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.history.length)).toBe(before);
  await expect(page).toHaveURL(/\/$/);
});

test('a hash-only link on the same page scrolls there without navigating', async ({ page }) => {
  await page.goto('/?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const before = await page.evaluate(() => window.history.length);
  await page.getByRole('link', { name: 'Compare the two editions' }).click();
  await expect(page.locator('#editions')).toBeInViewport();
  expect(await page.evaluate(() => window.history.length)).toBe(before);
  expect(new URL(page.url()).hash).toBe('');
});

test('a page reached from the bottom of another opens at its top at once, not by gliding up', async ({ page }) => {
  await page.goto('/?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const footer = page.locator('footer');
  await footer.getByRole('link', { name: 'About us', exact: true }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // the first frame that shows the new page already shows its top
  const firstFrame = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const homeHeading = document.querySelector('main h1');
        const look = () => {
          const heading = document.querySelector('main h1');
          if (heading && heading !== homeHeading) resolve(window.scrollY);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  await footer.getByRole('link', { name: 'About us', exact: true }).click();
  expect(await firstFrame).toBe(0);
});

test('a page reloaded, or come back to, opens where the visitor left it', async ({ page }) => {
  await page.goto('/?lang=en-US');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(scrollY).toBe(1500);

  // a reload at once: the position is read back before the page paints, and neither the browser's
  // own position for the reload nor hydration moves it afterwards
  await page.reload();
  expect(await scrollY()).toBe(1500);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await scrollY()).toBe(1500);

  // another page opens at its top; back on this one, the visitor is where they left it
  const aboutUs = page.locator('footer').getByRole('link', { name: 'About us', exact: true });
  await aboutUs.scrollIntoViewIfNeeded();
  const left = await scrollY();
  expect(left).toBeGreaterThan(1500);
  await aboutUs.click();
  await expect(page).toHaveURL(/\/about/);
  await expect.poll(scrollY).toBe(0);
  await page.goBack();
  await expect(page.getByTestId('news-teaser')).toBeVisible();
  await expect.poll(scrollY).toBe(left);
});
