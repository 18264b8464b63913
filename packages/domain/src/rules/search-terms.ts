import type { Language } from './languages.ts';

/** The longest search the help centre takes apart, and the most words it looks for. */
export const SEARCH_MAX_TERMS = 8;

// Arabic letters that people type in more than one form: hamza-carrying alefs and the wasla alef
// are searched as a bare alef, alef maqsura as yaa, taa marbuta as haa; the short vowels and other
// marks (tashkeel) and the tatweel are dropped. Chinese and Latin text is only lower-cased.
export const ARABIC_FOLD_FROM = 'أإآٱىة';
export const ARABIC_FOLD_TO = 'اااايه';
/** Tashkeel (U+064B–U+065F), the superscript alef (U+0670) and the tatweel (U+0640). */
export const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** Text as search compares it: lower case, Arabic letter forms folded, marks dropped. */
export function foldForSearch(text: string): string {
  let folded = text.normalize('NFC').toLowerCase().replace(ARABIC_MARKS, '');
  for (let index = 0; index < ARABIC_FOLD_FROM.length; index += 1) {
    folded = folded.replaceAll(ARABIC_FOLD_FROM[index] as string, ARABIC_FOLD_TO[index] as string);
  }
  return folded;
}

/**
 * The words of a search, each to be found in an article: Intl.Segmenter (ICU's dictionaries) cuts
 * Chinese, which has no spaces ("库存盘点" → 库存, 盘点), and splits the other languages at their
 * word boundaries; each word is folded as `foldForSearch` folds the text searched.
 */
export function searchTerms(keyword: string, language: Language): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const terms: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(foldForSearch(keyword.trim()))) {
    if (isWordLike && !terms.includes(segment)) terms.push(segment);
    if (terms.length === SEARCH_MAX_TERMS) break;
  }
  return terms;
}
