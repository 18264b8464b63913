import { describe, expect, it } from 'vitest';
import { isOrderingDiscount, isTopUpAmount, orderingPriceFen } from './partner-ordering.ts';

describe('the ordering price', () => {
  it('takes the discount off the mall price, the discount rounded down to the fen', () => {
    expect(orderingPriceFen(99_800, 2_000)).toBe(79_840);
    // 12.5 % of 999 fen is 124.875 fen: 124 off, 875 to pay
    expect(orderingPriceFen(999, 1_250)).toBe(875);
    expect(orderingPriceFen(99_800, 0)).toBe(99_800);
    expect(orderingPriceFen(0, 5_000)).toBe(0);
  });
});

describe('what a channel manager and a partner may enter', () => {
  it('accepts discounts of whole basis points from 0 to 90 %', () => {
    for (const ok of [0, 1, 2_000, 9_000]) expect(isOrderingDiscount(ok)).toBe(true);
    for (const bad of [-1, 9_001, 10_000, 12.5, Number.NaN]) expect(isOrderingDiscount(bad)).toBe(false);
  });
  it('accepts top-ups of whole fen from 1 yuan to 500 000 yuan', () => {
    for (const ok of [100, 1_000_000, 50_000_000]) expect(isTopUpAmount(ok)).toBe(true);
    for (const bad of [0, 99, -100, 100.5, 50_000_001, Number.POSITIVE_INFINITY])
      expect(isTopUpAmount(bad)).toBe(false);
  });
});
