import { dateTimeFormat } from '@tallybook/domain';

/**
 * Dates as the company's visitors read them: in the page's language, on the company's clock
 * (UTC+8, where support works), so the server's HTML and the browser's agree.
 */
export function formatDate(language: string, iso: string, style: 'long' | 'medium' = 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: style, timeZone: 'Asia/Shanghai' }).format(date);
}
