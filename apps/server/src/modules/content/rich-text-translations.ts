import type { ContentLanguage } from '@tallybook/domain';
import { plainTextOf, sanitizeRichText } from '../../platform/text/rich-text.ts';

/** Texts in English (the fallback every item needs) and in any other content language. */
export type Translations<T> = Readonly<Record<'en-US', T>> & Readonly<Partial<Record<ContentLanguage, T>>>;

const SUMMARY_LENGTH = 140;

/** The first words of a body, for a list when no summary was written. */
export function summaryOf(plainText: string): string {
  if (plainText.length <= SUMMARY_LENGTH) return plainText;
  return `${plainText.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
}

/**
 * One translation row per language, its rich text sanitised on the way in (it is sanitised again
 * on the way out), with its plain text and a summary when none was given.
 */
export function richTextRows<T extends { content: string; summary?: string }, Owner extends object>(
  texts: Translations<T>,
  owner: Owner,
): Array<
  Omit<T, 'content' | 'summary'> & Owner & { lang: string; content: string; summary: string; plainText: string }
> {
  return Object.entries(texts).flatMap(([lang, text]) => {
    if (!text) return [];
    const content = sanitizeRichText(text.content);
    const plainText = plainTextOf(content);
    return [{ ...text, ...owner, lang, content, plainText, summary: text.summary ?? summaryOf(plainText) }];
  });
}
