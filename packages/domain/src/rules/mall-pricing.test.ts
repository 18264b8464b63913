import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount } from './mall-coupons.ts';
import { payableAmount, skuAmount } from './mall-pricing.ts';

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
