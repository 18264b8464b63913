import { dateTimeFormat } from '@tallybook/domain';

/**
 * Every date a person reads, in the business calendar: the page's language on the company's clock
 * (UTC+8, spec's business day, where support works), so the server's HTML and the browser's agree and
 * an application, an account and an order made in the same minute show the same day (issue 64). The
 * pages format dates only here; a test keeps it so.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** The day of `iso` ('' for what is not a date). */
export function formatDate(language: string, iso: string, style: 'long' | 'medium' = 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: style, timeZone: BUSINESS_TIME_ZONE }).format(date);
}

/** The day and time of day of `iso` ('' for what is not a date). */
export function formatDateTime(language: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }).format(
    date,
  );
}
