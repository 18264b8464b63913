import { useMatches } from 'react-router';

/**
 * spec §2: route metadata. `layout: false` hides header and footer, `kefu: false` hides the
 * customer-service widget, `nav: true` shows the simple header on mobile.
 * Each route module exports it as `handle`; the deepest route that says something wins.
 * A public page whose render is the same for every anonymous visitor also says `pageCache: true`:
 * the server may then keep it (decision 0026; entry.server.tsx reads it).
 */
export interface RouteMeta {
  layout: boolean;
  kefu: boolean;
  nav: boolean;
}

export const DEFAULT_ROUTE_META: RouteMeta = { layout: true, kefu: true, nav: false };

export function mergeRouteMeta(handles: readonly unknown[]): RouteMeta {
  const meta = { ...DEFAULT_ROUTE_META };
  for (const handle of handles) {
    if (!handle || typeof handle !== 'object') continue;
    for (const key of Object.keys(DEFAULT_ROUTE_META) as Array<keyof RouteMeta>) {
      const value = (handle as Partial<RouteMeta>)[key];
      if (typeof value === 'boolean') meta[key] = value;
    }
  }
  return meta;
}

export function useRouteMeta(): RouteMeta {
  return mergeRouteMeta(useMatches().map((match) => match.handle));
}
