import { formatPrice, type Language } from '@tallybook/domain';

/**
 * A movement of money on the income ledger, with its sign, in the one price format of every page
 * (formatPrice): 16173 → '+¥161.73', -15000 → '-¥150.00', 0 → '¥0.00'.
 */
export const formatSignedPrice = (fen: number, language: Language): string =>
  formatPrice(fen, language, { signed: true });
