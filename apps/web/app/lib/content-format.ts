import type { Language } from '@tallybook/domain';
import { numberFormat } from '@tallybook/domain';

/** A count (hits, items) in the page's language. */
export function formatCount(language: Language, count: number): string {
  return numberFormat(language).format(count);
}

/** The address of another page of the list at `pathname`, keeping its other parameters (`lang`, filters). */
export function listPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
