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

/** What the addition relies on in React Router's module: the build stops when one is missing. */
export const RELIED_ON = [
  'var router = null;',
  'function createHydratedRouter({',
  'function HydratedRouter(props) {\n  if (!router) {\n    router = createHydratedRouter({',
];

export const ROUTER_AHEAD_EXPORT = 'unstable_tallybookRouterAhead';

const ADDITION = `
// Added by Tallybook's client build (scripts/hydrated-router-ahead.mjs, decision 0057).
async function routerAhead() {
  for (;;) {
    try {
      if (!router) router = createHydratedRouter({});
      return;
    } catch (thrown) {
      // anything but the decoding under way is left for HydratedRouter to meet, as it did before
      if (!thrown || typeof thrown.then !== "function") return;
      await thrown;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}
export { routerAhead as ${ROUTER_AHEAD_EXPORT} };
`;

/** React Router's `dom-export.mjs` with `routerAhead` added and exported. */
export function withRouterAhead(code) {
  const missing = RELIED_ON.filter((text) => !code.includes(text));
  if (missing.length > 0) {
    const named = missing.map((text) => JSON.stringify(text.split('\n')[0])).join(', ');
    throw new Error(
      `React Router's dom-export.mjs no longer has ${named} (scripts/hydrated-router-ahead.mjs, decision 0057)`,
    );
  }
  return code + ADDITION;
}
