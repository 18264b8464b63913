import { matchRoutes } from 'react-router';

// Which pages the bench measures: one address for each page route of the web app (issue 13: "the
// bench covers every route in routes.ts by default, not a hand-kept list"). The routes come from the
// client build's manifest (scripts/js-budget.mjs), and each route's address from the addresses the
// product itself names: its sitemap, the demo's campaigns, and what the bench's own merchant and
// partner have (an order, say).

/** A page route: its id and its path from the root (`/`, `/case/:id`). */
export interface PageRoute {
  id: string;
  path: string;
}

/** The route that renders `pathname`, by React Router's own matching (a static segment before a parameter). */
export function routeOf(routes: readonly PageRoute[], pathname: string): PageRoute | undefined {
  const matches = matchRoutes(
    routes.map((route) => ({ id: route.id, path: route.path })),
    pathname,
  );
  const id = matches?.at(-1)?.route.id;
  return routes.find((route) => route.id === id);
}

/** Whether a route's path has parameters (or a splat): then only an example names a page of it. */
export const hasParameters = (route: PageRoute) => /[:*]/.test(route.path);

/**
 * Each route's address: the first of `addresses` (path and query) that the route renders, or, for a
 * route without parameters that none names, its own path. A route with parameters that no address
 * names has none.
 */
export function addressesByRoute(routes: readonly PageRoute[], addresses: readonly string[]): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const address of addresses) {
    const route = routeOf(routes, new URL(address, 'http://bench.invalid').pathname);
    if (route && !chosen.has(route.id)) chosen.set(route.id, address);
  }
  for (const route of routes) if (!chosen.has(route.id) && !hasParameters(route)) chosen.set(route.id, route.path);
  return chosen;
}
