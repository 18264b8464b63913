import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, matchLanguage } from '@tallybook/domain';

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The language a page is rendered in: `?lang=` when given, else the language cookie, else English
 * (spec §1: English is the default), so the first HTML is already in the visitor's language.
 */
export function pageLanguage(request: Request): Language {
  const url = new URL(request.url);
  return (
    matchLanguage(url.searchParams.get('lang')) ??
    matchLanguage(cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE)) ??
    DEFAULT_LANGUAGE
  );
}
