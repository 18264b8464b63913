import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tallybook/domain';
import { serverMessage } from './catalogues.server';
import type { Catalogues } from './namespaces';
import { pageLanguage } from './page-language';

export interface PageSeo {
  language: Language;
  title: string;
  description: string;
  /** This page in this language. */
  canonical: string;
  /** This page in every language, for hreflang alternates; `x-default` is the English one. */
  alternates: Array<{ hrefLang: string; href: string }>;
}

/** The address of `path` in `language`: English (the default) has no `?lang=`. */
export function localisedUrl(origin: string, path: string, language: Language): string {
  const url = new URL(path, origin);
  url.searchParams.delete('lang');
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * The canonical address of `path` in the page's language and its alternates in every language;
 * `path` is the page's own by default, another when several addresses show the same page.
 */
export function pageAddresses(
  request: Request,
  path = new URL(request.url).pathname,
): Pick<PageSeo, 'canonical' | 'alternates'> {
  const language = pageLanguage(request);
  const { origin } = new URL(request.url);
  return {
    canonical: localisedUrl(origin, path, language),
    alternates: [
      ...LANGUAGES.map((each) => ({ hrefLang: each, href: localisedUrl(origin, path, each) })),
      { hrefLang: 'x-default', href: localisedUrl(origin, path, DEFAULT_LANGUAGE) },
    ],
  };
}

/**
 * What search engines need of a page: its title and description in the page's language
 * (`<namespace>:meta.title` and `meta.description`), canonical address and alternates.
 */
export function pageSeo(request: Request, namespace: keyof Catalogues, overrides: Partial<PageSeo> = {}): PageSeo {
  const language = pageLanguage(request);
  return {
    language,
    title: serverMessage(language, `${namespace}:meta.title`),
    description: serverMessage(language, `${namespace}:meta.description`),
    ...pageAddresses(request),
    ...overrides,
  };
}
