import { expect, test } from '@playwright/test';
import { LANGUAGES, writtenIn } from '@tallybook/domain';
import { PUBLIC_PAGES } from './public-pages';

// Issue 12: a page in one language shows no paragraph, heading, list item, label or link text in
// another (an English help article on an Arabic page, say). Text marked with its own `lang` (the
// language names of the language menus) is left alone, and so is text marked translate="no" (an ID
// or a code). The server-rendered page is what is read: the page's scripts only take it over.
test.use({ javaScriptEnabled: false });

for (const language of LANGUAGES) {
  test(`every public page in ${language} is written in ${language}`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the words are the same at every size');
    test.setTimeout(120_000);
    const wrong: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      const blocks = await page.evaluate(() => {
        const own = document.documentElement.lang;
        const selector =
          'h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, summary, label, button, figcaption, blockquote';
        // each piece of text joins its nearest block, unless it is marked as another language
        const texts = new Map<Element, string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const skipped = 'script, style, noscript, template, [hidden], [aria-hidden="true"], [translate="no"]';
          if (!parent || parent.closest(skipped)) continue;
          if ((parent.closest('[lang]')?.getAttribute('lang') ?? own) !== own) continue;
          const block = parent.closest(selector) ?? parent;
          texts.set(block, `${texts.get(block) ?? ''}${node.textContent ?? ''}`);
        }
        return [...texts.values()].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
      });
      for (const block of new Set(blocks)) {
        if (!writtenIn(block, language)) wrong.push(`${path}: ${block.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
}
