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

/** A term as the mall sells it: its months (null for a buyout, which is no term) and its price. */
export interface SoldTerm {
  readonly months: number | null;
  readonly price: number;
}

/**
 * The yearly "from" price of an edition (issue 64): the lowest a customer can pay for one year as
 * it is sold. A one-year term at its price; a shorter term that fills a year a whole number of times,
 * bought that many times. A longer term is not one year: its price divided by its years is a price
 * nobody can pay, so it never lowers the "from" price. Undefined when no term gives a year.
 */
export function yearlyFromPrice(terms: readonly SoldTerm[]): number | undefined {
  let lowest: number | undefined;
  for (const { months, price } of terms) {
    if (months === null || months < 1 || months > 12 || 12 % months !== 0) continue;
    const year = skuAmount(price, 12 / months);
    if (lowest === undefined || year < lowest) lowest = year;
  }
  return lowest;
}
