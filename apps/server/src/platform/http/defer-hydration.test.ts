import { describe, expect, it } from 'vitest';
import { deferHydration, stagedModuleScript } from './defer-hydration.ts';

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
    expect(loader).toContain(
      JSON.stringify(stagedModuleScript(code, ['/assets/entry.client-A.js', '/assets/root-B.js'])),
    );
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
  it('touches each storage, then adds the preloads, one to a task, then the module script (issue 13)', () => {
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
      window: {
        sessionStorage: {
          get length() {
            added.push('session storage');
            return 0;
          },
        },
        // a browser that refuses local storage (a sandboxed frame): the loader goes on
        get localStorage(): never {
          added.push('local storage');
          throw new Error('SecurityError');
        },
      },
    };
    new Function('document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', 'window', loader)(
      browser.document,
      browser.addEventListener,
      browser.setTimeout,
      browser.requestAnimationFrame,
      browser.window,
    );
    const perTask: string[][] = [];
    while (tasks.length > 0) {
      const before = added.length;
      tasks.shift()?.();
      if (added.length > before) perTask.push(added.slice(before));
    }
    // each storage touched in a task of its own first, so that its first read (a wait for the browser)
    // is not inside one of React's tasks
    expect(added).toEqual([
      'session storage',
      'local storage',
      ...hrefs.map((href) => `preload ${href}`),
      'script module N1',
    ]);
    expect(perTask.map((task) => task.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });
});

describe('the module script, staged (issue 13)', () => {
  // React Router's script as it writes it: the route modules imported statically, then the
  // manifest and the route modules published, then the entry
  const code =
    ';\nimport * as route0 from "/assets/root-R.js";\nimport * as route1 from "/assets/news-N.js";\n' +
    '  window.__reactRouterManifest = {"version":"v1"};\n' +
    '  window.__reactRouterRouteModules = {"root":route0,"news-list":route1};\n\nimport("/assets/entry.client-E.js");';
  const preloads = [
    '/assets/entry.client-E.js',
    '/assets/react-A.js',
    '/assets/router-B.js',
    '/assets/root-R.js',
    '/assets/shell-C.js',
    '/assets/news-N.js',
    '/assets/banner-D.js',
  ];

  /** Runs the staged script as a browser would, a task at a time; returns what each task evaluated. */
  async function run(script: string) {
    const tasks: string[][] = [[]];
    const window: Record<string, unknown> = {};
    const queued: Array<() => void> = [];
    // a module evaluated (its namespace is its address), in the task that is running
    const load = async (href: string) => {
      tasks.at(-1)?.push(href);
      return { href };
    };
    class MessageChannel {
      port1 = { onmessage: () => {}, close: () => {} };
      port2 = { postMessage: () => queued.push(() => this.port1.onmessage()) };
    }
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    const body = script.replace(/\bimport\(/g, 'load(');
    const done = new AsyncFunction('load', 'MessageChannel', 'window', body)(load, MessageChannel, window);
    // the browser's event loop: the next task starts once the microtasks of this one are over
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      const next = queued.shift();
      if (!next) break;
      tasks.push([]);
      next();
    }
    await done;
    return { tasks: tasks.filter((task) => task.length > 0), window };
  }

  it('evaluates each chunk, then each route module, in a task of its own, and the entry last', async () => {
    const { tasks, window } = await run(stagedModuleScript(code, preloads));
    expect(tasks).toEqual([
      ['/assets/react-A.js'],
      ['/assets/router-B.js'],
      ['/assets/shell-C.js'],
      ['/assets/banner-D.js'],
      ['/assets/root-R.js'],
      ['/assets/news-N.js'],
      ['/assets/entry.client-E.js'],
    ]);
    // the route modules are published under React Router's names, as the static imports were
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-R.js' },
      'news-list': { href: '/assets/news-N.js' },
    });
    expect(window.__reactRouterManifest).toEqual({ version: 'v1' });
  });

  it('keeps no static import, and leaves a script without route modules as it is', () => {
    expect(stagedModuleScript(code, preloads)).not.toMatch(/import \* as/);
    const plain = 'import("/assets/entry.client-E.js");';
    expect(stagedModuleScript(plain, preloads)).toBe(plain);
  });
});
