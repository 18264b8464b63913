import { intlText } from './intl-texts.ts';

/**
 * Intl formatters, made once per language and options and kept: building one costs far more than
 * formatting with it, and a page formats many dates and numbers on every render (issue 13). Each
 * text goes through `intlText`, so the browser hydrating a page gets the server's texts without
 * calling Intl (decision 0032). The pages and `translate`'s counts share them, and so share keys.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
// Languages are the site's four, options a handful of shapes; the bound only guards a mistake.
const MOST_KEPT = 256;

function keep<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = kept.get(key) as T | undefined;
  if (!format) {
    if (kept.size >= MOST_KEPT) kept.clear();
    format = make();
    kept.set(key, format);
  }
  return format;
}

/** What the pages do with a formatter: turn one value into its text. */
export interface Formatter<Value> {
  format(value: Value): string;
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Formatter<number> {
  const id = `number\n${language}\n${JSON.stringify(options)}`;
  return {
    format: (value) =>
      intlText(`${id}\n${value}`, () => keep(id, () => new Intl.NumberFormat(language, options)).format(value)),
  };
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Formatter<Date> {
  const id = `date\n${language}\n${JSON.stringify(options)}`;
  return {
    format: (date) =>
      intlText(`${id}\n${date.getTime()}`, () =>
        keep(id, () => new Intl.DateTimeFormat(language, options)).format(date),
      ),
  };
}
