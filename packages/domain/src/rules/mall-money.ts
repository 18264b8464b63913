import { intlText } from './intl-texts.ts';
import type { Language } from './languages.ts';

/**
 * Money in the mall is an integer number of fen (1 yuan = 100 fen). These are the only places
 * where yuan text turns into fen and back, so no amount ever passes through a binary fraction.
 */
export const FEN_PER_YUAN = 100;

const YUAN_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses a yuan amount written as `12`, `12.3` or `12.34` into fen, exactly (no floating point).
 * Surrounding spaces are ignored. Throws RangeError for a sign, more than two decimals, junk,
 * or an amount beyond Number.MAX_SAFE_INTEGER fen.
 */
export function yuanToFen(text: string): number {
  const match = YUAN_TEXT.exec(text.trim());
  if (!match) throw new RangeError(`Not a yuan amount with at most two decimals: ${JSON.stringify(text)}`);
  const [, yuan = '0', decimals = ''] = match;
  const fen = BigInt(yuan) * 100n + BigInt(decimals.padEnd(2, '0') || '0');
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Yuan amount too large: ${text}`);
  return Number(fen);
}

const WIRE_YUAN = /^(0|[1-9]\d*)(?:\.\d{1,2})?$/;

/**
 * A yuan amount as a payment provider writes it (`399.05`, `12`): no spaces, no sign, no leading
 * zero, at most two decimals. Its fen, or undefined when the text is not one.
 */
export function wireYuanToFen(text: string): number | undefined {
  if (!WIRE_YUAN.test(text)) return undefined;
  try {
    return yuanToFen(text);
  } catch {
    return undefined;
  }
}

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`An amount in fen must be a safe integer, got ${fen}`);
}

/** Fen as yuan text with two decimals: 1234 → '12.34', 5 → '0.05', -150 → '-1.50'. */
export function fenToYuanText(fen: number): string {
  assertFen(fen);
  const sign = fen < 0 ? '-' : '';
  const magnitude = Math.abs(fen);
  const yuan = Math.floor(magnitude / FEN_PER_YUAN);
  const cents = magnitude % FEN_PER_YUAN;
  return `${sign}${yuan}.${String(cents).padStart(2, '0')}`;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Unicode's isolates: right-to-left, left-to-right, and their end (UAX #9). */
const RLI = '\u2067';
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A price for display in `language`: 119800 → '¥1,198.00' in en-US and zh-CN; `signed` writes a
 * movement of money with its sign (16173 → '+¥161.73', -15000 → '-¥150.00', 0 → '¥0.00'). Intl
 * formats the exact decimal text, not a float; the symbol and digit shapes come from the runtime's
 * ICU data. The one money format of every page: no page writes an amount any other way.
 *
 * In Arabic ICU writes the number, then 'CN¥'. In a right-to-left line the bidi algorithm put the ¥
 * (a neutral) on the far side of the Latin CN, so it read '¥CN' (issue 64). There the symbol is a
 * left-to-right isolate, and the whole amount a right-to-left one, so it reads as Intl wrote it
 * (the number, then CN¥) whatever text, sign or direction surrounds it.
 */
export function formatPrice(fen: number, language: Language, { signed = false }: { signed?: boolean } = {}): string {
  assertFen(fen);
  const kind = signed ? 'signed' : 'plain';
  return intlText(`price\n${kind}\n${language}\n${fen}`, () => {
    let format = priceFormats.get(`${kind}\n${language}`);
    if (!format) {
      format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'CNY',
        currencyDisplay: 'narrowSymbol',
        signDisplay: signed ? 'exceptZero' : 'auto',
      });
      priceFormats.set(`${kind}\n${language}`, format);
    }
    const amount = fenToYuanText(fen) as Intl.StringNumericLiteral;
    if (language !== 'ar') return format.format(amount);
    const parts = format.formatToParts(amount);
    return `${RLI}${parts.map((part) => (part.type === 'currency' ? `${LRI}${part.value}${PDI}` : part.value)).join('')}${PDI}`;
  });
}

/**
 * An amount in a coupon's terms. Chinese shoppers read a deal as 满300减30: bare yuan, no symbol, no
 * grouping, no zero decimals (29.9, 300); every other language reads the price format itself.
 */
export function dealAmount(fen: number, language: Language): string {
  if (language !== 'zh-CN' && language !== 'zh-TW') return formatPrice(fen, language);
  const text = fenToYuanText(fen);
  if (text.endsWith('.00')) return text.slice(0, -3);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}
