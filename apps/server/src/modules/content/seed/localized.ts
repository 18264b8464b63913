// Demo content helpers: every demo text is given in each content language.
import type { ContentLanguage } from '@tallybook/domain';

/** Every demo text in each content language, Arabic included (issue 12): a missing one fails the type check. */
export type Localized<T> = Readonly<Record<ContentLanguage, T>>;

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
