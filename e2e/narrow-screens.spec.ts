import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from './public-pages';
import { becomePartner } from './support/partners';

const IPHONE_SE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1';

const LANGUAGES = ['en-US', 'zh-CN', 'zh-TW', 'ar'] as const;
const PHONE_320 = { userAgent: IPHONE_SE, viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true };

/** Opens `path` in each language and requires the page no wider than the screen (every miss reported). */
async function expectNoSidewaysScroll(page: Page, path: string) {
  for (const language of LANGUAGES) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`, { waitUntil: 'load' });
    const width = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect.soft(width.page, `${path} in ${language}`).toBeLessThanOrEqual(width.screen);
  }
}

// Every public page reads at 320 CSS px, the narrowest phone in use (the first iPhone SE) and the width
// WCAG's reflow rule (1.4.10) names, in all four languages, without scrolling sideways. On 2026-12-07
// at 320 px the header (Arabic), the footer's subscription row, the help articles' feedback buttons
// (Chinese) pushed every page wider than the screen, and at 360 px the about page's "150 مليون" and
// the campaign page's language list did in Arabic: what stuck out was cut off at the screen's edge.
test.describe('at 320 px', () => {
  test.use(PHONE_320);

  for (const path of PUBLIC_PAGES) {
    test(`${path} never scrolls sideways`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', "a phone's width, once");
      await expectNoSidewaysScroll(page, path);
    });
  }
});

// The pages of a signed-in partner and merchant (SIGNED_IN_PAGES), reached as one gets there:
// registered, applied and approved at this width.
test.describe('at 320 px, signed in', () => {
  test.use(PHONE_320);

  test('a partner’s and merchant’s pages never scroll sideways', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "a phone's width, once");
    test.setTimeout(120_000);
    await becomePartner(page, request, {});
    for (const path of SIGNED_IN_PAGES) await expectNoSidewaysScroll(page, path);
  });
});

// From 1024 px (an iPad held sideways, a small laptop) the header shows its row of links. At 1024 px
// "Become a partner" and "About us" went onto two lines in English and Arabic, and the header's
// items stood at two heights.
test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 }, isMobile: false });

  test("the header's links each keep to one line, in every language", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', "a tablet's width, once");
    for (const language of LANGUAGES) {
      await page.goto(`/price?lang=${language}`);
      const header = page.getByTestId('site-header');
      const links = header.getByRole('navigation').first().getByRole('link');
      await expect(links).toHaveCount(7);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box?.height, `${await link.textContent()} in ${language}`).toBeLessThanOrEqual(40);
      }
      // the language menu shows its globe alone here, and is still named for what it shows
      await expect(header.getByTestId('language-menu').locator('summary')).toHaveAccessibleName(/: /);
      expect((await header.boundingBox())?.height).toBe(60);
    }
  });
});
