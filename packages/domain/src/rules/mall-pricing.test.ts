import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount } from './mall-coupons.ts';
import { payableAmount, skuAmount, yearlyFromPrice } from './mall-pricing.ts';

describe('an order’s price', () => {
  it('multiplies a SKU’s price by the quantity', () => {
    expect(skuAmount(119_800, 1)).toBe(119_800);
    expect(skuAmount(39_900, 3)).toBe(119_700);
  });

  it('refuses what is not a price or a quantity', () => {
    expect(() => skuAmount(-1, 1)).toThrow(RangeError);
    expect(() => skuAmount(100, 0)).toThrow(RangeError);
    expect(() => skuAmount(1.5, 1)).toThrow(RangeError);
    expect(() => skuAmount(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('takes the discount off, never below zero', () => {
    expect(payableAmount(119_800, 5_000)).toBe(114_800);
    expect(payableAmount(3_000, 5_000)).toBe(0);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(100), fc.integer({ min: 1, max: 99 }), (price, quantity, percent) => {
        const amount = skuAmount(price, quantity + 1);
        const payable = payableAmount(amount, couponDiscount({ kind: 'percent', value: percent }, amount));
        expect(payable).toBeGreaterThanOrEqual(0);
        expect(payable).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe('the yearly "from" price (issue 64)', () => {
  // the seeded Tallybook terms, in fen: one, two and three years of each edition, and a buyout
  const basic = [
    { months: 12, price: 59_800 },
    { months: 24, price: 107_600 },
    { months: 36, price: 152_500 },
    { months: null, price: 299_000 },
  ];
  const professional = [
    { months: 12, price: 119_800 },
    { months: 24, price: 215_600 },
    { months: 36, price: 305_500 },
    { months: null, price: 599_000 },
  ];

  it('is the one-year price as sold, not a longer term divided by its years', () => {
    expect(yearlyFromPrice(basic)).toBe(59_800);
    expect(yearlyFromPrice(professional)).toBe(119_800);
  });

  it('counts a shorter term bought for the whole year, and takes the lowest way to pay for a year', () => {
    expect(
      yearlyFromPrice([
        { months: 12, price: 59_800 },
        { months: 6, price: 29_000 },
      ]),
    ).toBe(58_000);
    expect(
      yearlyFromPrice([
        { months: 12, price: 59_800 },
        { months: 1, price: 5_000 },
      ]),
    ).toBe(59_800);
    // five months does not fill a year a whole number of times
    expect(
      yearlyFromPrice([
        { months: 12, price: 59_800 },
        { months: 5, price: 1_000 },
      ]),
    ).toBe(59_800);
  });

  it('has none when no term gives a year', () => {
    expect(
      yearlyFromPrice([
        { months: 36, price: 152_500 },
        { months: null, price: 299_000 },
      ]),
    ).toBeUndefined();
    expect(yearlyFromPrice([])).toBeUndefined();
  });
});
