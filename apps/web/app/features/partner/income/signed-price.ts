import { fenToYuanText, intlText, type Language } from '@tallybook/domain';

const formats = new Map<Language, Intl.NumberFormat>();

/**
 * A movement of money on the income ledger, with its sign, as the page's language writes prices
 * (formatPrice's currency and symbol): 16173 → '+¥161.73', -15000 → '-¥150.00', 0 → '¥0.00'. Intl
 * formats the exact decimal text of the fen, never a float.
 */
export function formatSignedPrice(fen: number, language: Language): string {
  return intlText(`signed-price\n${language}\n${fen}`, () => {
    let format = formats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'CNY',
        currencyDisplay: 'narrowSymbol',
        signDisplay: 'exceptZero',
      });
      formats.set(language, format);
    }
    return format.format(fenToYuanText(fen) as Intl.StringNumericLiteral);
  });
}
