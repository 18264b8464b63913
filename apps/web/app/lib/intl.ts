/**
 * Intl formatters, made once per language and options and kept: building one costs far more than
 * formatting with it, and a page formats many dates and numbers on every render (issue 13).
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

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keep(`n\n${language}\n${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return keep(`d\n${language}\n${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}
