import { LANGUAGE_COOKIE, type Language, resolveLanguage } from '@tallybook/domain';

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // a cookie no browser of ours wrote: as if there were none
    }
  }
  return undefined;
}

/**
 * The language a page is rendered in, as the server reads every request's (decision 0089): `?lang=`
 * when given once, else the language cookie, else the browser's Accept-Language, else English (spec
 * §1's default), so the first HTML is already in the visitor's language.
 */
export function pageLanguage(request: Request): Language {
  const asked = new URL(request.url).searchParams.getAll('lang');
  return resolveLanguage({
    query: asked.length === 1 ? asked[0] : undefined,
    cookie: cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
  }).language;
}
