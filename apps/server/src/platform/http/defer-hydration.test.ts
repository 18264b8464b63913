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

describe('the loader', () => {
  it('adds the preloads two to a task, then the module script, so that no task asks for them all (issue 13)', () => {
    const hrefs = Array.from({ length: 10 }, (_, at) => `/assets/chunk-${at}.js`);
    const html = deferHydration(
      `<html><head>${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('')}</head>` +
        '<body><script nonce="N1" type="module" async="">import("/assets/entry.client-A.js");</script></body></html>',
    );
    const loader = /<script nonce="N1">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // a browser as the loader sees it: loaded and hidden (it starts at once), with its tasks queued
    const tasks: Array<() => void> = [];
    const added: string[] = [];
    const element = () => ({}) as Record<string, string>;
    const browser = {
      document: {
        readyState: 'complete',
        visibilityState: 'hidden',
        createElement: element,
        head: { appendChild: (link: Record<string, string>) => added.push(`preload ${link.href}`) },
        body: { appendChild: (script: Record<string, string>) => added.push(`script ${script.type} ${script.nonce}`) },
      },
      addEventListener: () => {},
      setTimeout: (task: () => void) => tasks.push(task),
      requestAnimationFrame: (task: () => void) => tasks.push(task),
    };
    new Function('document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', loader)(
      browser.document,
      browser.addEventListener,
      browser.setTimeout,
      browser.requestAnimationFrame,
    );
    const perTask: string[][] = [];
    while (tasks.length > 0) {
      const before = added.length;
      tasks.shift()?.();
      if (added.length > before) perTask.push(added.slice(before));
    }
    expect(added).toEqual([...hrefs.map((href) => `preload ${href}`), 'script module N1']);
    expect(perTask.map((task) => task.length)).toEqual([2, 2, 2, 2, 3]);
  });
});
