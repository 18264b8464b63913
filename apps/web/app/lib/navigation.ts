/**
 * spec §2: a navigation to the same path that only changes the hash is blocked (the page scrolls to
 * the anchor instead), and a navigation to exactly where the visitor already is, is ignored.
 */
export type NavigationDecision = 'navigate' | 'duplicate' | 'hash-only';

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

export function decideNavigation(from: Place, to: Place): NavigationDecision {
  if (!samePath(from.pathname, to.pathname) || from.search !== to.search) return 'navigate';
  return from.hash === to.hash ? 'duplicate' : 'hash-only';
}
