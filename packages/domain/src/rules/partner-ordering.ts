/**
 * The channel ordering platform (spec §1 "A channel manager can open a channel ordering platform for
 * them", §6 channel manager; issue 15; decision 0041): a partner whose ordering a channel manager has
 * opened, with a discount, tops up a prepaid balance and activates its customers' services from it at
 * the mall's price less the discount. Money is integer fen; the discount is in basis points.
 */

/** The largest discount a channel manager may give: 90 % (9 000 bp); 0 bp is ordering at the mall's price. */
export const MAX_ORDERING_DISCOUNT_BP = 9_000;
/** One top-up: at least 1 yuan, at most 500 000 yuan (what one payment at a provider comfortably carries). */
export const MIN_TOP_UP_FEN = 100;
export const MAX_TOP_UP_FEN = 50_000_000;
/** The channel manager's name as recorded on an opening or closing. */
export const ORDERING_OPERATOR_MAX = 64;

/**
 * What the partner pays for a SKU the mall prices at `priceFen`: the price less the discount, the
 * discount rounded down to the fen (a fraction of a fen stays with the price, never with the discount).
 */
export function orderingPriceFen(priceFen: number, discountBp: number): number {
  const discountFen = Math.floor((priceFen * discountBp) / 10_000);
  return priceFen - discountFen;
}

/** Whether `value` is a discount a channel manager may give: whole basis points, 0 to 90 %. */
export const isOrderingDiscount = (value: number): boolean =>
  Number.isSafeInteger(value) && value >= 0 && value <= MAX_ORDERING_DISCOUNT_BP;

/** Whether `value` is a top-up amount a partner may pay: whole fen within the bounds. */
export const isTopUpAmount = (value: number): boolean =>
  Number.isSafeInteger(value) && value >= MIN_TOP_UP_FEN && value <= MAX_TOP_UP_FEN;

/**
 * The pay type of an order a partner paid from its ordering balance: not one of the mall's PAY_TYPES
 * (nobody chooses it at a pay page), recorded on the order and its payment (provider partner-balance).
 */
export const PARTNER_BALANCE_PAY_TYPE = 90;
export const PARTNER_BALANCE_PROVIDER = 'partner-balance';
