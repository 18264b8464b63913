import { expect, type Page, test } from '@playwright/test';
import { becomePartner } from './support/partners';

// The money figures of the invite programme and the partner area sit in cards a half or a third of a
// phone's width. A user's balances start at ¥0.00 and grow: a six-figure amount must still fit its card
// in every language (Arabic writes the currency after the number, and is the widest). The journey
// writes a six-figure amount over each figure the page shows, and measures.

const PAGES = ['/invite', '/invite/detail', '/invite/xh-share', '/agent/home', '/agent/divide'];
const LANGUAGES = ['ar', 'en-US', 'zh-CN', 'zh-TW'] as const;

/** Every figure of the page, written as 123,456.78, that spills over the box it sits in. */
function spillsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const figures = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style') || !/\b0[.,٫]00\b/.test(node.textContent ?? '')) continue;
      node.textContent = (node.textContent ?? '').replace(/\b0([.,٫])00\b/, '123,456$178');
      figures.add(parent);
    }
    const spills: string[] = [];
    for (const figure of figures) {
      const box = figure.closest<HTMLElement>('div, li, td, p, section') ?? figure;
      const rect = figure.getBoundingClientRect();
      const outside = rect.left < 0 || rect.right > document.documentElement.clientWidth;
      if (figure.scrollWidth > figure.clientWidth || box.scrollWidth > box.clientWidth || outside) {
        spills.push(
          `"${figure.textContent}" spills by ${Math.max(figure.scrollWidth - figure.clientWidth, box.scrollWidth - box.clientWidth)} px`,
        );
      }
    }
    return spills;
  });
}

test('a six-figure amount fits its card on every page of the programmes, in every language', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  await becomePartner(page, request, {});
  const widths = info.project.name === 'phone' ? [390] : [1024, 1280];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of LANGUAGES) {
      for (const path of PAGES) {
        await page.goto(`${path}?lang=${language}`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        expect(await spillsOf(page), `${path} in ${language} at ${width} px`).toEqual([]);
      }
    }
  }
});
