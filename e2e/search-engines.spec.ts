import { expect, test } from '@playwright/test';

test('each page names its canonical address and its language alternates', async ({ page, baseURL }) => {
  await page.goto('/price?lang=zh-CN');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/price?lang=zh-CN`);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(5);
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', `${baseURL}/price`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    'href',
    `${baseURL}/price?lang=ar`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/price`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /标准版与专业版/);
});

test('the sitemap lists the public pages in every language', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/download?lang=ar</loc>`);
  expect(xml).toContain(`hreflang="zh-TW" href="${baseURL}/price?lang=zh-TW"`);
});

test('robots.txt points to the sitemap and keeps private areas out', async ({ request, baseURL }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(body).toContain('Disallow: /agent/');
});
