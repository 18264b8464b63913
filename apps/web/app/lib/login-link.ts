import { matchLanguage } from '@tallybook/domain';

/** The language a place asks for with its `?lang=`, if any. */
export function askedLanguage(place: string): string | undefined {
  const start = place.indexOf('?');
  if (start < 0) return undefined;
  const query = new URLSearchParams(place.slice(start + 1).split('#')[0]);
  return matchLanguage(query.get('lang'));
}

/**
 * The login page, and back to `back` (a path with its query) once logged in; `first` goes before it
 * (mode, register). issue 64: a place that asked for its language with `?lang=` keeps it through the
 * login page and back, rather than leaving it to the cookie.
 */
export function loginHref(back: string, first: Record<string, string> = {}): string {
  const params = new URLSearchParams(first);
  params.set('next', back);
  const language = askedLanguage(back);
  if (language) params.set('lang', language);
  return `/login?${params}`;
}

/** `loginHref` to come back to the address a loader or an action was asked for. */
export function loginHrefFor(request: Request): string {
  const url = new URL(request.url);
  return loginHref(`${url.pathname}${url.search}`);
}
