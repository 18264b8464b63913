import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from './public-pages';

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

// Decision 0070: where the largest thing a phone shows first is a picture (a banner, a hero drawing,
// the first video's thumbnail), the picture is fetched at once, at high priority, and not lazily. An
// image otherwise starts at low priority and is raised only once the browser finds it on the screen,
// so it came sooner or later from one load to the next.
test.describe("the largest picture of a page's first view", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: fetched at high priority, never lazily`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', "what a phone's screen shows first");
      const pictures: string[] = [];
      for (const language of ['en-US', 'zh-CN', 'ar']) {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`, { waitUntil: 'load' });
        const largest = await page.evaluate(
          () =>
            new Promise<{ tag: string; source: string; priority: string | null; loading: string | null } | null>(
              (resolve) => {
                const timer = setTimeout(() => resolve(null), 3000);
                new PerformanceObserver((list, observer) => {
                  observer.disconnect();
                  clearTimeout(timer);
                  const entry = list.getEntries().at(-1) as
                    | (PerformanceEntry & { element: Element | null })
                    | undefined;
                  const element = entry?.element;
                  resolve(
                    element
                      ? {
                          tag: element.tagName.toLowerCase(),
                          source: element.getAttribute('src') ?? '',
                          priority: element.getAttribute('fetchpriority'),
                          loading: element.getAttribute('loading'),
                        }
                      : null,
                  );
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              },
            ),
        );
        expect(largest, `${language}: a largest contentful paint`).not.toBeNull();
        if (largest?.tag !== 'img') continue;
        pictures.push(largest.source);
        expect(largest.priority, `${language}: ${largest.source}`).toBe('high');
        expect(largest.loading, `${language}: ${largest.source}`).not.toBe('lazy');
      }
      testInfo.annotations.push({ type: 'largest pictures', description: pictures.join(', ') || 'none' });
    });
  }
});
