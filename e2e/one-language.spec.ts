import { expect, test } from '@playwright/test';
import { LANGUAGES } from '@tallybook/domain';
import { writtenIn } from '@tallybook/domain/written-language';
import { catalogueKeys } from './catalogue';
import { PUBLIC_PAGES } from './public-pages';

// Issue 12: a page in one language shows no paragraph, heading, list item, label or link text in
// another (an English help article on an Arabic page, say). Text marked with its own `lang` (the
// language names of the language menus) is left alone, and so is text marked translate="no" (an ID
// or a code). Nor does it show a message's key in place of the message ("880 list.views"), marked or
// not. The server-rendered page is what is read: the page's scripts only take it over.
test.use({ javaScriptEnabled: false });

for (const language of LANGUAGES) {
  test(`every public page in ${language} is written in ${language}`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the words are the same at every size');
    test.setTimeout(120_000);
    const wrong: string[] = [];
    const keys = catalogueKeys(language);
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      const read = await page.evaluate(() => {
        const own = document.documentElement.lang;
        const selector =
          'h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, summary, label, button, figcaption, blockquote';
        // each piece of text joins its nearest block, unless it is marked as another language
        const texts = new Map<Element, string>();
        const all: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const skipped = 'script, style, noscript, template, [hidden], [aria-hidden="true"], [translate="no"]';
          if (!parent || parent.closest('script, style, template')) continue;
          all.push(node.textContent ?? '');
          if (parent.closest(skipped)) continue;
          if ((parent.closest('[lang]')?.getAttribute('lang') ?? own) !== own) continue;
          const block = parent.closest(selector) ?? parent;
          texts.set(block, `${texts.get(block) ?? ''}${node.textContent ?? ''}`);
        }
        for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
          for (const name of ['aria-label', 'placeholder', 'alt', 'title']) all.push(element.getAttribute(name) ?? '');
        }
        const blocks = [...texts.values()].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
        return { blocks, all: all.join(' ') };
      });
      for (const block of new Set(read.blocks)) {
        if (!writtenIn(block, language)) wrong.push(`${path}: ${block.slice(0, 80)}`);
      }
      for (const word of new Set(read.all.match(/[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+/g))) {
        if (keys.has(word)) wrong.push(`${path}: the key ${word}`);
      }
    }
    expect(wrong).toEqual([]);
  });
}
