import { dateTimeFormat } from '@tallybook/domain';

/** A moment with its time of day, on the company's clock (UTC+8), like lib/dates' formatDate. */
export function formatDateTime(language: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  }).format(date);
}
