import { numberFormat } from './intl-formats.ts';
import { intlText } from './intl-texts.ts';

/**
 * The one formatter of every text the product shows (decision 0025): catalogues in i18next's JSON
 * format (nested keys joined by dots, `{{name}}` placeholders, plural forms by CLDR category as
 * `key_one`, `key_other`, Arabic `key_zero` … `key_many`, and `key_zero` for a count of 0 in any
 * language), read by a few hundred bytes of code instead of a library that ships 20 KB to every
 * page. It follows i18next's lookup order for these features; `translate.test.ts` holds it to them.
 */
export interface Catalogue {
  readonly [key: string]: string | readonly string[] | Catalogue;
}

export interface TranslateOptions {
  /**
   * Chooses the plural form, and fills `{{count}}` written in the language's way (12,345). A number
   * only: a count already formatted as text could not choose a form, and the text would be the key.
   */
  readonly count?: number;
  /** Gives back an array or a branch of the catalogue as it is (a list of features, say). */
  readonly returnObjects?: boolean;
  readonly [name: string]: unknown;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  return intlText(`plural\n${language}\n${count}`, () => {
    let rules = pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      pluralRules.set(language, rules);
    }
    return rules.select(count);
  });
}

/** The value at `key`: a flat key first, then a path of dotted segments. */
function lookup(catalogue: Catalogue | undefined, key: string): unknown {
  if (!catalogue) return undefined;
  if (Object.hasOwn(catalogue, key)) return catalogue[key];
  let at: unknown = catalogue;
  for (const segment of key.split('.')) {
    if (typeof at !== 'object' || at === null || Array.isArray(at) || !Object.hasOwn(at, segment)) return undefined;
    at = (at as Catalogue)[segment];
  }
  return at;
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** Fills `{{name}}` from `values`; a placeholder the caller gave no value for stays as it is. */
export function interpolate(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The text at `key` in `catalogue` for `language`, with its plural form chosen by `options.count`
 * and its placeholders filled; the key itself when the catalogue has no text for it.
 */
export function translate(
  catalogue: Catalogue | undefined,
  language: string,
  key: string,
  options: TranslateOptions = {},
): string {
  const { count } = options;
  const candidates: string[] = [];
  if (typeof count === 'number') {
    if (count === 0) candidates.push(`${key}_zero`);
    candidates.push(`${key}_${pluralCategory(language, count)}`);
  }
  candidates.push(key);
  const values = typeof count === 'number' ? { ...options, count: numberFormat(language).format(count) } : options;
  for (const candidate of candidates) {
    const found = lookup(catalogue, candidate);
    if (typeof found === 'string') return interpolate(found, values);
    if (found !== undefined && options.returnObjects) return found as unknown as string;
  }
  return key;
}
