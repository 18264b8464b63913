import { DEFAULT_LANGUAGE } from '@tallybook/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** English: the language every content item has, and the one any other falls back to. */
export const FALLBACK_LANGUAGE = DEFAULT_LANGUAGE;

/**
 * The join condition of a translation table aliased for one language: its row for `owner`, in
 * `language`. Each content query joins the translation twice, in the visitor's language and in
 * English, and reads each text with `inLanguage` (zh-TW never falls back to zh-CN).
 */
export function translationOf(key: AnyPgColumn, owner: AnyPgColumn, lang: AnyPgColumn, language: string): SQL {
  return and(eq(key, owner), eq(lang, language)) as SQL;
}

/** The visitor's language's text, else English's. Translation columns are required, so a whole row falls back. */
export function inLanguage(wanted: AnyPgColumn, english: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce(${wanted}, ${english}, '')`;
}
