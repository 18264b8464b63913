import { expect, test } from '@playwright/test';

// Issue 13, decision 0027: the server-rendered page paints before any of its scripts is fetched,
// and then hydrates; the document names no script in its head for the browser to fetch first.
for (const path of ['/about?lang=en-US', '/help?lang=ar', '/mall?lang=zh-CN']) {
  test(`${path} paints before its scripts start, then hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);

    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
      return { paint, scripts: scripts.length, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
    });
    expect(timing.paint).toBeDefined();
    expect(timing.scripts).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
  });
}
