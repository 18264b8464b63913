/**
 * spec §1: "Upgrade from basic to professional is one-click. The price difference is computed
 * from the remaining time." Extra users and stores are priced the same way, to end with the
 * licence. A year counts 365 days (a leap year's extra day is not charged); every quote is
 * rounded up to a whole fen, with integer arithmetic throughout.
 */
export const DAYS_PER_YEAR = 365;

export interface UpgradeQuoteInput {
  /** annual price of the basic edition, fen */
  basicAnnualFen: number;
  /** annual price of the professional edition, fen; not below the basic price */
  professionalAnnualFen: number;
  /** remaining days of the licence (see remainingDays in mall-calendar.ts) */
  remainingDays: number;
}

export interface UpgradeQuote {
  remainingDays: number;
  /** professional minus basic annual price, fen */
  annualDifference: number;
  /** fen to pay for the upgrade */
  amount: number;
}

export interface ExtraSeatsQuoteInput {
  /** annual price of one extra user or store, fen */
  unitAnnualFen: number;
  /** how many users or stores, at least 1 */
  quantity: number;
  remainingDays: number;
}

export interface ExtraSeatsPrice {
  /** fen to pay */
  amount: number;
}

function assertWhole(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

/** ceil(numerator / denominator) for non-negative integers, as a safe integer number. */
function ceilDivide(numerator: bigint, denominator: bigint): number {
  const result = (numerator + denominator - 1n) / denominator;
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Quoted amount is too large');
  return Number(result);
}

/**
 * The price of upgrading basic to professional for the remaining days:
 * ceil(annualDifference × remainingDays / 365) fen, at least 1 fen while any day remains (an
 * upgrade is always paid first), 0 when none does. Throws RangeError for negative or fractional
 * input or a professional price below the basic one.
 */
export function quoteUpgrade(input: UpgradeQuoteInput): UpgradeQuote {
  const { basicAnnualFen, professionalAnnualFen, remainingDays } = input;
  assertWhole('basicAnnualFen', basicAnnualFen, 0);
  assertWhole('professionalAnnualFen', professionalAnnualFen, basicAnnualFen);
  assertWhole('remainingDays', remainingDays, 0);
  const annualDifference = professionalAnnualFen - basicAnnualFen;
  if (remainingDays === 0) return { remainingDays, annualDifference, amount: 0 };
  const prorated = ceilDivide(BigInt(annualDifference) * BigInt(remainingDays), BigInt(DAYS_PER_YEAR));
  return { remainingDays, annualDifference, amount: Math.max(1, prorated) };
}

/**
 * The price of extra users or stores until the licence ends:
 * ceil(unitAnnualFen × quantity × remainingDays / 365) fen. Throws RangeError for a quantity
 * below 1 or negative or fractional input.
 */
export function quoteExtraSeats(input: ExtraSeatsQuoteInput): ExtraSeatsPrice {
  const { unitAnnualFen, quantity, remainingDays } = input;
  assertWhole('unitAnnualFen', unitAnnualFen, 0);
  assertWhole('quantity', quantity, 1);
  assertWhole('remainingDays', remainingDays, 0);
  const amount = ceilDivide(BigInt(unitAnnualFen) * BigInt(quantity) * BigInt(remainingDays), BigInt(DAYS_PER_YEAR));
  return { amount };
}
