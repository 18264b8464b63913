import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES, type Language } from '@tallybook/domain';
import { writtenIn } from '@tallybook/domain/written-language';
import { catalogueKeys } from './catalogue';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from './public-pages';
import { becomePartner } from './support/partners';

// Issue 12: a page in one language shows no paragraph, heading, list item, label or link text in
// another (an English help article on an Arabic page, say). Text marked with its own `lang` (the
// language names of the language menus) is left alone, and so is text marked translate="no" (an ID
// or a code). Nor does it show a message's key in place of the message ("880 list.views"), marked or
// not. The server-rendered page is what is read: the page's scripts only take it over. Every public
// page is read so, and every page of a signed-in partner (SIGNED_IN_PAGES).
test.use({ javaScriptEnabled: false });

/**
 * What of the page at `path`, opened in `language`, is written in another language or shows a
 * message's key in place of the message. `own` are texts of the reader's own (a name they typed),
 * theirs in any language; a page for the signed in (`signedIn`) must not send them elsewhere.
 */
async function wronglyWritten(
  page: Page,
  path: string,
  language: Language,
  { own = [], signedIn = false }: { own?: string[]; signedIn?: boolean } = {},
): Promise<string[]> {
  const wrong: string[] = [];
  const keys = catalogueKeys(language);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
  // a signed-in page that sent its reader elsewhere (to log in, say) was not read
  if (signedIn && new URL(page.url()).pathname !== path.split('?')[0]) return [`${path}: answered at ${page.url()}`];
  const read = await page.evaluate(() => {
    const own = document.documentElement.lang;
    const selector = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, summary, label, button, figcaption, blockquote';
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
    const theirs = own.reduce((text, value) => text.replaceAll(value, ' '), block);
    if (!writtenIn(theirs, language)) wrong.push(`${path}: ${block.slice(0, 80)}`);
  }
  for (const word of new Set(read.all.match(/[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+/g))) {
    if (keys.has(word)) wrong.push(`${path}: the key ${word}`);
  }
  return wrong;
}

for (const language of LANGUAGES) {
  test(`every public page in ${language} is written in ${language}`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the words are the same at every size');
    test.setTimeout(120_000);
    const wrong: string[] = [];
    for (const path of PUBLIC_PAGES) wrong.push(...(await wronglyWritten(page, path, language)));
    expect(wrong).toEqual([]);
  });
}

// The pages of a signed-in merchant and partner, in each language: what the server writes into them
// (editions, states, figures, enums) as well as the interface. The partner is made as a person does,
// with the page's scripts on; its pages are then read as the server sent them.
test('every page of a signed-in partner is written in the language it is opened in', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the words are the same at every size');
  test.setTimeout(180_000);
  const applying = await browser.newContext({ javaScriptEnabled: true });
  const name = 'Lina Haddad';
  await becomePartner(await applying.newPage(), request, { name });
  const reading = await browser.newContext({ javaScriptEnabled: false, storageState: await applying.storageState() });
  const page = await reading.newPage();
  const wrong: string[] = [];
  for (const language of LANGUAGES) {
    for (const path of SIGNED_IN_PAGES)
      wrong.push(...(await wronglyWritten(page, path, language, { own: [name], signedIn: true })));
  }
  expect(wrong).toEqual([]);
  await applying.close();
  await reading.close();
});
