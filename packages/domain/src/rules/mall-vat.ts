/**
 * Mall prices include VAT (增值税); a fapiao states the tax inside the price. The rate is the
 * server's configuration (MALL_VAT_RATE_PERCENT; 6% is China's rate for software services) and is
 * kept with each order, so a later change of rate never alters an order already placed.
 */
export const DEFAULT_VAT_RATE_PERCENT = 6;

/**
 * The VAT inside a tax-inclusive amount: gross × rate ÷ (100 + rate), rounded half up to the fen,
 * in integers only. 107820 fen at 6% → 6103 fen (6102.83...).
 */
export function includedVatFen(grossFen: number, ratePercent: number): number {
  if (!Number.isSafeInteger(grossFen) || grossFen < 0) throw new RangeError(`Not an amount in fen: ${grossFen}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`Not a VAT rate in whole percent: ${ratePercent}`);
  }
  const numerator = BigInt(grossFen) * BigInt(ratePercent);
  const denominator = BigInt(100 + ratePercent);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
