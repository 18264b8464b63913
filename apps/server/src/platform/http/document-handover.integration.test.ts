import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionWebApp, startTestApp, type TestApp } from '../../../test/test-app.ts';

// What a production document hands the browser so that hydration repeats no work the server did
// (issue 13, decision 0032): the render's Intl texts, and its Suspense content in place.
let served: TestApp;

beforeAll(async () => {
  served = await startTestApp({
    jobs: false,
    contentReadCache: true,
    web: await productionWebApp(),
  });
}, 180_000);
afterAll(async () => served?.close());

const BLOCK = /<script type="application\/json" id="intl-texts" nonce="([^"]*)">([^<]*)<\/script>/;

async function document(address: string) {
  const response = await fetch(`${served.baseUrl}${address}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const block = BLOCK.exec(html);
  // the block carries this answer's nonce, as every inline script of a page does
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  if (block) expect(block[1]).toBe(nonce);
  return { html, block, texts: block ? (JSON.parse(block[2] ?? '') as Record<string, string>) : undefined };
}

/** The language each text was made in: the second line of its key. */
const languagesOf = (texts: Record<string, string>) => new Set(Object.keys(texts).map((key) => key.split('\n')[1]));

describe('the Intl texts a document carries (decision 0032)', () => {
  it('carries the dates and plural forms its render made, just before the end of its body', async () => {
    const { html, block, texts } = await document('/help?lang=ar');
    if (!block || !texts) throw new Error('the document carries no Intl texts');
    expect(html.indexOf(block[0])).toBe(html.lastIndexOf('</body>') - block[0].length);
    const keys = Object.keys(texts);
    const dates = keys.filter((key) => key.startsWith('date\n'));
    expect(dates.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.startsWith('plural\n'))).toBe(true);
    // each date the page shows is the text it carries
    for (const key of dates) expect(html).toContain(`>${texts[key]}<`);
    expect(languagesOf(texts)).toEqual(new Set(['ar']));
  });

  it('keeps the texts of renders made at the same moment apart', async () => {
    const languages = ['ar', 'en-US', 'zh-CN', 'zh-TW', 'ar', 'en-US', 'zh-CN', 'zh-TW'];
    // distinct addresses, so that every one is rendered and none comes from the page cache
    const pages = await Promise.all(
      languages.map((language, at) => document(`/help?lang=${language}&concurrent=${at}`)),
    );
    pages.forEach(({ texts }, at) => {
      if (!texts) throw new Error(`the ${languages[at]} page carries no Intl texts`);
      expect(languagesOf(texts)).toEqual(new Set([languages[at]]));
    });
  });

  it('writes a text that holds "<" so that it cannot end the block', async () => {
    const { html, block } = await document('/help?lang=en-US');
    expect(block?.[2]).not.toContain('<');
    expect(html.match(/id="intl-texts"/g)).toHaveLength(1);
  });
});

describe('Suspense content in place', () => {
  it('renders the QR codes where they stand, with no content moved to the end and swapped in by scripts', async () => {
    const { html } = await document('/download?lang=en-US');
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    expect(html).not.toContain('$RC(');
    // every code is named in place as the server's image of it, not drawn into the page (issue 13)
    const named = html.match(/<img src="\/qr\.svg\?text=https?%3A[^"]+" width="128" height="128" alt="[^"]+"/g) ?? [];
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/<svg[^>]*role="img"[^>]*><title>/);
  });
});

describe("the routes' manifest (decision 0059)", () => {
  it('is the whole manifest, fetched with the scripts, not a part written into the page and patched after it hydrates', async () => {
    const { html } = await document('/industry-news?lang=en-US');
    // React Router's lazy discovery wrote a partial manifest into every document, then asked
    // /__manifest for the routes of the page's links after hydrating and rendered the page again
    expect(html).not.toContain('window.__reactRouterManifest');
    const hrefs = JSON.parse(/var hrefs=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];
    const manifest = hrefs.find((href) => /^\/assets\/manifest-[\w-]+\.js$/.test(href));
    if (!manifest) throw new Error(`the scripts the page asks for hold no manifest: ${hrefs.join(', ')}`);
    // asked for first, and imported by the module script, before the entry
    expect(hrefs[0]).toBe(manifest);
    expect(html).toContain(`import \\"${manifest}\\";`);
    const source = await (await fetch(`${served.baseUrl}${manifest}`)).text();
    // it knows routes the page does not link to (the partial one held only the page's own matches)
    for (const id of ['root', 'news-list']) expect(source).toContain(`"id":"${id}"`);
    expect(source).toContain('"path":"order/pay"');
  });
});

describe('the logo (decision 0060)', () => {
  it('is drawn in the page, so no page asks for /favicon.svg: not the site header, not the top bar of a page without it', async () => {
    for (const address of ['/?lang=en-US', '/intro/ailit?lang=ar', '/agent/login?lang=zh-CN']) {
      const { html } = await document(address);
      // React preloads every <img> it renders before the body; the logo was one, at high priority
      expect(html).not.toContain('/favicon.svg');
      expect(html).toMatch(/<svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true"[^>]*><rect /);
    }
  });
});
