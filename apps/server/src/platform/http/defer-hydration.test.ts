import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration.ts';

const page = (code: string) =>
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root-B.js" nonce="N1"/></head>' +
  '<body><main>page</main><script nonce="N1">window.__reactRouterContext = {};</script>' +
  `<script nonce="N1" type="module" async="">${code}</script><script nonce="N1">$RC("B:1","S:1")</script></body></html>`;

describe('deferHydration (decision 0027)', () => {
  it('moves the preloads and the module script into a loader that runs after load, with the same nonce', () => {
    const code = 'import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");';
    const html = deferHydration(page(code));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('window.__reactRouterContext = {};');
    expect(html).toContain('$RC("B:1","S:1")');
    expect(html).toContain('addEventListener("load",function(){loaded=true;go()},{once:true})');
    expect(html).toContain('getEntriesByName("first-contentful-paint")');
    expect(html).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(html).toContain('script.nonce="N1"');
    const loader = /<script nonce="N1">\(function\(\)\{var started=([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain(JSON.stringify(code));
  });

  it('writes the code so that no "<" in it can close the loader or open a comment', () => {
    const html = deferHydration(page('if (a < b) window.x = "<\\/script><!--";'));
    const loader = /<script nonce="N1">(\(function\(\)\{var started=[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('a \\u003c b');
    expect(loader).not.toContain('<');
    expect([...html.matchAll(/<script\b/g)]).toHaveLength(3);
  });

  it('leaves a document without a module script alone', () => {
    const html = '<html><body><p>no scripts</p></body></html>';
    expect(deferHydration(html)).toBe(html);
  });
});
