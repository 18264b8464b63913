/**
 * Hydration after the first paint (issue 13, decision 0027). React Router's document preloads every
 * script of the page in its head and starts them with an async module script, so the browser
 * fetches, compiles and runs React before it paints the server-rendered page; on a phone that puts
 * about 130 KB of JavaScript on the path to the largest paint. The page works before its scripts
 * run (links are links, forms post to route actions: decision 0022), so the scripts can wait: this
 * rewrite of the document moves the preloads and the module script into a small inline script that
 * adds them once the page has loaded and painted. What runs, and in what order, is unchanged.
 */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;

/** A value as a JavaScript literal that is safe inside an HTML script element. */
const literal = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Module preloads added in one task of the loader: asking for a module costs the main thread 3 to
 * 18 ms under Lighthouse on our machines (the request is recorded as well as sent), so one a task.
 * Preloading is still worth it: importing the chunks one after another instead hydrates a page 2 s
 * later on Lighthouse's phone network (decision 0050).
 */
const PRELOADS_PER_TASK = 1;

const ROUTE_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/**
 * React Router's module script with its evaluation spread over tasks (issue 13). As written, its
 * static imports evaluate every module of the page (React, React Router, the root and the route
 * modules) in one task of 13 to 20 ms, which Lighthouse's phone, four times slower, counts as
 * blocking. Here each chunk the page preloads is evaluated on its own, in the order the manifest
 * lists them (dependencies first), with a yield to the browser between them; then each route
 * module, bound to the same name; then the rest of the script as React Router wrote it (the
 * manifest, the route modules, the entry). A chunk is evaluated once, whichever import asks first,
 * so nothing runs twice, and every module still runs after its own imports.
 */
export function stagedModuleScript(code: string, preloads: readonly string[]): string {
  const routes = [...code.matchAll(ROUTE_IMPORT)].map(([, name = '', href = '']) => ({ name, href }));
  if (routes.length === 0) return code;
  const routeHrefs = new Set(routes.map((route) => JSON.parse(route.href) as string));
  const entry = /import\(("[^"]+")\);?\s*$/.exec(code)?.[1];
  const entryHref = entry ? (JSON.parse(entry) as string) : undefined;
  const chunks = preloads.filter((href) => !routeHrefs.has(href) && href !== entryHref);
  return (
    // a message to itself is the browser's next task with no timer clamp (nested timeouts wait 4 ms)
    'const pause = () => new Promise((resolve) => { const channel = new MessageChannel(); ' +
    'channel.port1.onmessage = () => { channel.port1.close(); resolve(); }; channel.port2.postMessage(0); });\n' +
    `for (const chunk of ${JSON.stringify(chunks)}) { await import(chunk); await pause(); }\n` +
    routes.map((route) => `const ${route.name} = await import(${route.href}); await pause();\n`).join('') +
    code.replace(ROUTE_IMPORT, '')
  );
}

export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, before = '', after = '', code = ''] = script;
  const nonce = /\bnonce="([^"]*)"/.exec(before + after)?.[1] ?? '';
  const preloads: string[] = [];
  for (const [tag] of html.matchAll(MODULE_PRELOAD)) {
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
    if (href) preloads.push(href);
  }
  const staged = stagedModuleScript(code, preloads);
  // Starts once the page has loaded and its first contentful paint has been shown (a browser that
  // cannot tell the paint, or a tab that never paints, starts after at most five seconds).
  const loader =
    `<script nonce="${nonce}">(function(){` +
    'var started=false,loaded=document.readyState==="complete",painted=false;' +
    // after the frame that follows load and the first paint, so that an image that finished loading
    // with the page is painted (the largest paint) before any script is fetched; a hidden tab paints
    // no frame, so it starts at once
    'var go=function(){if(started||!loaded||!painted)return;started=true;' +
    // first, each of the tab's two storages is touched in a task of its own: the first reach for
    // one waits for the browser to hand it over (1 to 7 ms here), and the page's effects read both
    // as it hydrates, in React's tasks (the language kept, the session, the device)
    `var start=function(){var hrefs=${literal(preloads)},at=0,storages=["sessionStorage","localStorage"];var next=function(){` +
    'if(storages.length){try{window[storages.shift()].length}catch(error){}setTimeout(next,0);return}' +
    // then the preloads, one a task (PRELOADS_PER_TASK): asking for a module costs the main thread
    // milliseconds, four times as many on a phone, and fifteen of them in one task block it (issue 13)
    `hrefs.slice(at,at+${PRELOADS_PER_TASK}).forEach(function(href){` +
    'var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});' +
    `at+=${PRELOADS_PER_TASK};if(hrefs.length>at){setTimeout(next,0);return}` +
    `var script=document.createElement("script");script.type="module";script.nonce=${literal(nonce)};` +
    `script.textContent=${literal(staged)};document.body.appendChild(script)};next()};` +
    'if(document.visibilityState==="hidden")setTimeout(start,0);' +
    'else requestAnimationFrame(function(){setTimeout(start,0)})};' +
    'addEventListener("load",function(){loaded=true;go()},{once:true});' +
    'try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){painted=true;go()}})' +
    '.observe({type:"paint",buffered:true})}catch(error){painted=true}' +
    'setTimeout(function(){loaded=true;painted=true;go()},5000)' +
    '})()</script>';
  return html.replace(MODULE_PRELOAD, '').replace(whole, () => loader);
}
