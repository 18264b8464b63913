// React Router's router for the first page, made before React hydrates (issue 13, decision 0057).
// Read by the client build (apps/web/vite.config.ts), which adds `routerAhead` to React Router's
// `dom-export.mjs`.
//
// `<HydratedRouter>` makes the router inside React's first render: it decodes the loader data the
// server sent, and the render waits for that; then, in the render after, it builds the routes,
// the history and the router. With React's own work around them, each of those renders was a task of
// 11–22 ms on our machines, more than the 12.5 ms Lighthouse's phone (four times slower) counts as
// blocking. The addition makes the same router by the same function, before `hydrateRoot`: the
// decoding in one task and the router in the next. `<HydratedRouter>` then finds it made, as it
// does on any render after its first.
//
// Making the router costs in proportion to the routes it holds, and every page's manifest holds
// every route (decision 0059): with 67 routes that task took 10–28 ms. So the router is made with
// the page's own routes (those whose modules the page imported, and their parents), and the others
// are added under their parents a few at a time, each task stopping after 4 ms, as React Router
// adds the routes it discovers; then each parent's routes are put back in the manifest's order and
// ranked again, so that the router is the one a whole manifest makes (decision 0061). All of it
// happens before `hydrateRoot`, so no link is followed by a router short of routes.
//
// V8 compiles each function the first time it runs, in the task that runs it. So React Router's
// decoder and its `createRouter` are each first run on something small, in a task of their own,
// before the task that needs them (decision 0066). (Most of what that made plain was not compiling:
// it was React Router's history writing the new entry's index, which the parse-time scroll script
// now writes with the entry's key, apps/web/app/lib/scroll-restoration.tsx.)

/** What the addition relies on in React Router's module: the build stops when one is missing. */
export const RELIED_ON = [
  'var ssrInfo = null;',
  'var router = null;',
  'function initSsrInfo() {',
  '      routeModules: window.__reactRouterRouteModules,',
  '  createClientRoutes,\n',
  '  createBrowserHistory,\n',
  '  createRouter,\n',
  '  decodeViaTurboStream,\n',
  '  hydrationRouteProperties,\n',
  '  mapRouteProperties,\n',
  'function createHydratedRouter({',
  'function HydratedRouter(props) {\n  if (!router) {\n    router = createHydratedRouter({',
];

export const ROUTER_AHEAD_EXPORT = 'unstable_tallybookRouterAhead';

/**
 * The loader data the decoder is first run on, in React Router's stream format (an object, an array,
 * strings, a number and a null): what the page's own data is made of, a few bytes of it.
 */
export const COMPILE_DECODER_LINE = '[{"_1":2,"_3":4},"a",[5,6],"b",{"_7":-5},1.5,"s","c"]\n';

const ADDITION = `
// Added by Tallybook's client build (scripts/hydrated-router-ahead.mjs, decisions 0057 and 0061).
var tallybookPause = () => new Promise((resolve) => setTimeout(resolve, 0));
// Each task that adds routes stops after this long; the next goes on in a task of its own.
var TALLYBOOK_ROUTES_TASK_MS = 4;
// The routes of the page's own modules and their parents: the ones the page was rendered with.
function tallybookMatchedRoutes(all) {
  var matched = {};
  Object.keys(ssrInfo.routeModules).forEach(function (id) {
    for (var route = all[id]; route && !matched[route.id]; route = all[route.parentId]) matched[route.id] = route;
  });
  return matched;
}
// V8 compiles a function the first time it runs, on the main thread, in the task that runs it
// (decision 0066). React Router's decoder and its \`createRouter\` are large: each is run once on
// something small, in a task of its own, so that the tasks that decode the page's loader data and
// make its router do not compile them as well. Either failing only loses the head start.
function tallybookCompileDecoder() {
  try {
    var line = new TextEncoder().encode(${JSON.stringify(COMPILE_DECODER_LINE)});
    var stream = new ReadableStream({
      start: function (controller) {
        controller.enqueue(line);
        controller.close();
      },
    });
    return decodeViaTurboStream(stream, window).then(
      function () {},
      function () {},
    );
  } catch (error) {
    return Promise.resolve();
  }
}
function tallybookCompileRouter() {
  try {
    createRouter({
      routes: [{ id: "tallybook-compile", path: "*" }],
      history: createBrowserHistory(),
      mapRouteProperties: mapRouteProperties,
      hydrationRouteProperties: hydrationRouteProperties,
    }).dispose();
  } catch (error) {}
}
async function routerAhead() {
  if (!router) {
    await tallybookCompileDecoder();
    await tallybookPause();
  }
  var all;
  var matched;
  for (;;) {
    try {
      if (!router) {
        initSsrInfo();
        var manifest = ssrInfo && ssrInfo.manifest;
        all = manifest && manifest.routes;
        matched = all ? tallybookMatchedRoutes(all) : {};
        if (!all || Object.keys(matched).length === 0) {
          router = createHydratedRouter({});
          return;
        }
        // the router is made with the page's own routes; the others follow, a few a task
        manifest.routes = matched;
        try {
          router = createHydratedRouter({});
        } finally {
          manifest.routes = all;
        }
      }
      break;
    } catch (thrown) {
      // anything but the decoding under way is left for HydratedRouter to meet, as it did before
      if (!thrown || typeof thrown.then !== "function") return;
      await thrown;
      await tallybookPause();
      tallybookCompileRouter();
      await tallybookPause();
    }
  }
  if (!all || !matched) return;
  // every other route, with the routes under it, added under its parent as React Router adds the
  // routes it discovers; all of them before React hydrates, so that no link is followed before
  var known = Object.assign({}, matched);
  var under = function (id) {
    return Object.keys(all).filter(function (child) {
      return all[child].parentId === id;
    });
  };
  var tops = Object.keys(all).filter(function (id) {
    return !known[id] && (!all[id].parentId || known[all[id].parentId]);
  });
  try {
    await tallybookAddRoutes(all, known, under, tops);
  } catch (error) {
    // a router short of routes would not find the pages its links lead to: HydratedRouter makes
    // one with every route, as it does without this addition
    console.error(error);
    router.dispose();
    router = null;
  }
}
async function tallybookAddRoutes(all, known, under, tops) {
  var parents = [];
  while (tops.length > 0) {
    await tallybookPause();
    var started = performance.now();
    do {
      var parentId = all[tops[0]].parentId;
      var patch = {};
      var next = tops.filter(function (id) {
        return all[id].parentId === parentId;
      }).slice(0, 4);
      tops = tops.filter(function (id) {
        return next.indexOf(id) < 0;
      });
      while (next.length > 0) {
        var id = next.shift();
        patch[id] = all[id];
        known[id] = all[id];
        next.push.apply(next, under(id));
      }
      if (parents.indexOf(parentId) < 0) parents.push(parentId);
      router.patchRoutes(
        parentId || null,
        createClientRoutes(patch, ssrInfo.routeModules, null, ssrInfo.context.ssr, ssrInfo.context.isSpaMode, parentId)
      );
    } while (tops.length > 0 && performance.now() - started < TALLYBOOK_ROUTES_TASK_MS);
  }
  // An added route goes after its siblings, where a router made with every route has them in the
  // manifest's order, and two routes that rank the same are told apart by that order: each parent's
  // routes are put back in it, and the router ranks them again (adding no route does only that).
  await tallybookPause();
  var order = Object.keys(all);
  var find = function (routes, id) {
    for (var i = 0; i < routes.length; i++) {
      if (routes[i].id === id) return routes[i];
      var found = routes[i].children ? find(routes[i].children, id) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  parents.forEach(function (parentId) {
    var siblings = parentId ? find(router.routes, parentId).children : router.routes;
    siblings.sort(function (a, b) {
      return order.indexOf(a.id) - order.indexOf(b.id);
    });
    router.patchRoutes(parentId || null, []);
  });
}
export { routerAhead as ${ROUTER_AHEAD_EXPORT} };
`;

/** React Router's `dom-export.mjs` with `routerAhead` added and exported. */
export function withRouterAhead(code) {
  const missing = RELIED_ON.filter((text) => !code.includes(text));
  if (missing.length > 0) {
    const named = missing.map((text) => JSON.stringify(text.split('\n')[0])).join(', ');
    throw new Error(
      `React Router's dom-export.mjs no longer has ${named} (scripts/hydrated-router-ahead.mjs, decisions 0057 and 0061)`,
    );
  }
  return code + ADDITION;
}
