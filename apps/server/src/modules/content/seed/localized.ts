// Demo content helpers: every demo text is given in each content language.
import type { ContentLanguage } from '@tallybook/domain';

/**
 * Every demo text in English and both Chinese scripts; Arabic where it has been written (the help
 * centre, news and cases are still being translated, issue 12), read in English until then.
 */
export type Localized<T> = Readonly<Record<Exclude<ContentLanguage, 'ar'>, T>> & Readonly<Partial<Record<'ar', T>>>;

/** One row per language, for a translation table. */
export function translationRows<T extends object, Extra extends object>(
  texts: Localized<T>,
  extra: Extra,
): Array<T & Extra & { lang: ContentLanguage }> {
  return (Object.entries(texts) as Array<[ContentLanguage, T]>).map(([lang, text]) => ({ ...text, ...extra, lang }));
}

/** An instant of the business calendar (UTC+8), from a date and an optional time. */
export function shanghai(date: string, time = '10:00'): Date {
  return new Date(`${date}T${time}:00+08:00`);
}
