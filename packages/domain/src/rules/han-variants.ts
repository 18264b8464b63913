/// <reference path="./opencc-dictionaries.d.ts" />
import simplifiedToTraditional from 'opencc-js/dict/STCharacters';
import simplifiedPhrases from 'opencc-js/dict/STPhrases';
import traditionalToSimplified from 'opencc-js/dict/TSCharacters';
import traditionalPhrases from 'opencc-js/dict/TSPhrases';
import taiwanPhrases from 'opencc-js/dict/TWPhrases';
import taiwanVariants from 'opencc-js/dict/TWVariants';
import taiwanVariantsBack from 'opencc-js/dict/TWVariantsRev';

/**
 * The Han characters that belong to one Chinese script only, read from OpenCC's dictionaries (the
 * ones its converters use; opencc-js ships them). A dictionary is `key value value…|…`: a character
 * or phrase and what it becomes in the other script.
 *
 * A Simplified character is Simplified only when no Traditional text uses it: not a form the
 * Simplified-to-Traditional table gives, not a key of the Traditional-to-Simplified one, not in a
 * Taiwan variant, and not in the Traditional side of a phrase. The phrases are what keep the characters
 * both scripts write (台 of 台北, 里 of 公里, 后 of 皇后, 范 the surname) out of the list; on characters
 * alone they would be flagged, because OpenCC turns each into its usual Traditional form. A
 * Traditional character is Traditional only on the same terms, the other way round (著 of 著名 and
 * 乾 of 乾隆 are written in both).
 */
type Entries = string[][];

const entries = (dictionary: string): Entries => dictionary.split('|').map((entry) => entry.split(' '));

/** Every character of every word on one side of a dictionary: the keys, or the forms they become. */
function charactersOf(dictionary: Entries, side: 'keys' | 'forms', into: Set<string>): Set<string> {
  for (const [key = '', ...forms] of dictionary) {
    for (const word of side === 'keys' ? [key] : forms) for (const character of word) into.add(character);
  }
  return into;
}

function scriptOnly() {
  // each dictionary split once, however many of its sides are read
  const toTraditional = entries(simplifiedToTraditional);
  const toSimplified = entries(traditionalToSimplified);
  const variants = entries(taiwanVariants);
  const variantsBack = entries(taiwanVariantsBack);
  const stPhrases = entries(simplifiedPhrases);
  const tsPhrases = entries(traditionalPhrases);
  const twPhrases = entries(taiwanPhrases);
  const traditional = charactersOf(toTraditional, 'forms', new Set());
  charactersOf(toSimplified, 'keys', traditional);
  charactersOf(variants, 'keys', charactersOf(variants, 'forms', traditional));
  charactersOf(variantsBack, 'keys', charactersOf(variantsBack, 'forms', traditional));
  charactersOf(stPhrases, 'forms', traditional);
  charactersOf(tsPhrases, 'keys', traditional);
  charactersOf(twPhrases, 'forms', traditional);
  const simplified = charactersOf(toSimplified, 'forms', new Set());
  charactersOf(toTraditional, 'keys', simplified);
  charactersOf(stPhrases, 'keys', simplified);
  charactersOf(tsPhrases, 'forms', simplified);
  const only = (dictionary: Entries, other: Set<string>) =>
    new Set([...charactersOf(dictionary, 'keys', new Set())].filter((character) => !other.has(character)));
  return {
    simplified: only(toTraditional, traditional),
    traditional: only(toSimplified, simplified),
  };
}

let known: ReturnType<typeof scriptOnly> | undefined;

/** The characters only Simplified Chinese writes (们, 这, 发…), and those only Traditional writes (們, 這, 發…). */
export function chineseScriptOnly(): { simplified: ReadonlySet<string>; traditional: ReadonlySet<string> } {
  known ??= scriptOnly();
  return known;
}
