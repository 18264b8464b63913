/**
 * The arithmetic of an order's price, shared by the server that charges it and the page that shows
 * it before it is placed, so the two can never disagree. Amounts are integer fen.
 */

function assertFen(fen: number, what: string): void {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`${what} must be a non-negative integer of fen`);
}

/** A subscription or buyout bought `quantity` times: the SKU's price times the quantity. */
export function skuAmount(priceFen: number, quantity: number): number {
  assertFen(priceFen, 'a SKU price');
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError('a quantity must be a whole number from 1');
  const amount = priceFen * quantity;
  assertFen(amount, 'an order amount');
  return amount;
}

/** What is paid: the amount less the coupon's discount, never below zero. */
export function payableAmount(amountFen: number, discountFen: number): number {
  assertFen(amountFen, 'an amount');
  assertFen(discountFen, 'a discount');
  return Math.max(0, amountFen - discountFen);
}
