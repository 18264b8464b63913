import { chineseScriptOnly } from './han-variants.ts';
import type { ContentLanguage } from './languages.ts';

/**
 * Whether a text is written in the language it is offered in, judged by its letters' scripts: an
 * Arabic text is mostly Arabic letters, a Chinese one carries Han characters, an English one has
 * neither. A Latin token alone (a product name, an address, a code) says nothing and passes, as a
 * Chinese or Arabic sentence may well name Tallybook. A Chinese text is also in its own script:
 * no character only Simplified writes in a Traditional text, and none only Traditional writes in a
 * Simplified one. Used by the content and page checks of issue 12 (no English paragraph on an Arabic
 * page, no Simplified paragraph on a Traditional one). Its own entry of the package
 * (`@tallybook/domain/written-language`): the tests load it, and with it OpenCC's dictionaries.
 */
export function writtenIn(text: string, language: ContentLanguage): boolean {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    // addresses are written the same in every language
    .replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/gi, ' ');
  const arabic = count(plain, /\p{Script=Arabic}/gu);
  const han = count(plain, /\p{Script=Han}/gu);
  const latin = count(plain, /\p{Script=Latin}/gu);
  if (language === 'en-US') return arabic === 0 && han === 0;
  // a name of a word or two, an address, a code or nothing to read says nothing of the language
  if (arabic + han === 0 && !LATIN_PHRASE.test(plain)) return true;
  // a Latin name inside is fine (فريق Tallybook, Tallybook 团队), an English paragraph is not; a Han
  // character is about a word, worth several Latin letters
  if (language === 'ar') return han === 0 && arabic * 5 >= latin;
  return arabic === 0 && han * 6 >= latin && otherChineseScript(plain, language).length === 0;
}

/**
 * The characters of `text` that only the other Chinese script writes, each once, in order: Simplified
 * ones in a Traditional (zh-TW) text, Traditional ones in a Simplified (zh-CN) text; none for the other
 * languages.
 */
export function otherChineseScript(text: string, language: ContentLanguage): string[] {
  if (language !== 'zh-CN' && language !== 'zh-TW') return [];
  const { simplified, traditional } = chineseScriptOnly();
  const other = language === 'zh-TW' ? simplified : traditional;
  return [...new Set(text.match(/\p{Script=Han}/gu) ?? [])].filter((character) => other.has(character));
}

const LATIN_PHRASE = /\p{Script=Latin}+\s+\p{Script=Latin}+\s+\p{Script=Latin}+/u;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
