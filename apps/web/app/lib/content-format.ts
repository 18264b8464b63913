import type { Language } from '@tallybook/domain';

/**
 * How content pages show an item's publishing time and hit count: in the page's language, the date on
 * the company's clock (UTC+8), so the server's HTML and the browser's agree whoever renders them.
 */
export function formatPublished(language: Language, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Asia/Shanghai' }).format(date);
}

export function formatCount(language: Language, count: number): string {
  return new Intl.NumberFormat(language).format(count);
}

/** The page a list address asks for (`?page=`): a whole number from 1, else the first page. */
export function listPage(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

/** The address of another page of the list at `pathname`, keeping its other parameters (`lang`, filters). */
export function listPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
