import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import './message-catalogues.ts';
import { MALL_COUPON_KINDS } from './mall-constants.ts';

import { COUPON_KINDS, type CouponTerms, couponDiscount, evaluateCoupon } from './mall-coupons.ts';
import { message } from './messages.ts';

const now = new Date('2026-03-10T02:00:00Z');
const later = new Date('2026-04-01T00:00:00Z');
const use = { amount: 119800, serviceNumber: 'KDZHJ01', now };

const fixed = (value: number, extra: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'fixed',
  value,
  minSpend: 0,
  expiresAt: later,
  ...extra,
});
const percent = (value: number, extra: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'percent',
  value,
  minSpend: 0,
  expiresAt: later,
  ...extra,
});

describe('evaluateCoupon', () => {
  it('takes a fixed number of fen off', () => {
    expect(evaluateCoupon(fixed(10000), use)).toEqual({ usable: true, discount: 10000 });
  });

  it('takes a percentage off, rounded down to the fen', () => {
    expect(evaluateCoupon(percent(10), use)).toEqual({ usable: true, discount: 11980 });
    // 15% of 999 fen is 149.85 fen
    expect(evaluateCoupon(percent(15), { ...use, amount: 999 })).toEqual({ usable: true, discount: 149 });
  });

  it('leaves at least 1 fen to pay', () => {
    expect(evaluateCoupon(fixed(500000), use)).toEqual({ usable: true, discount: 119799 });
    expect(evaluateCoupon(fixed(100), { ...use, amount: 1 })).toEqual({ usable: true, discount: 0 });
    expect(evaluateCoupon(percent(99), { ...use, amount: 1 })).toEqual({ usable: true, discount: 0 });
    expect(evaluateCoupon(fixed(100), { ...use, amount: 0 })).toEqual({ usable: true, discount: 0 });
  });

  it('refuses a used coupon', () => {
    expect(evaluateCoupon(fixed(100, { usedAt: now }), use)).toEqual({ usable: false, reason: 'couponUsed' });
    expect(evaluateCoupon(fixed(100, { usedAt: null }), use).usable).toBe(true);
  });

  it('refuses a coupon from the instant it expires', () => {
    expect(evaluateCoupon(fixed(100, { expiresAt: now }), use)).toEqual({ usable: false, reason: 'couponExpired' });
    expect(evaluateCoupon(fixed(100, { expiresAt: new Date(now.getTime() + 1) }), use).usable).toBe(true);
  });

  it('refuses a coupon for another service, and accepts one for this service or any', () => {
    expect(evaluateCoupon(fixed(100, { serviceNumber: 'OTHER01' }), use)).toEqual({
      usable: false,
      reason: 'couponNotForService',
    });
    expect(evaluateCoupon(fixed(100, { serviceNumber: 'KDZHJ01' }), use).usable).toBe(true);
    expect(evaluateCoupon(fixed(100, { serviceNumber: null }), use).usable).toBe(true);
  });

  it('skips the service check when the service is not known yet', () => {
    expect(evaluateCoupon(fixed(100, { serviceNumber: 'OTHER01' }), { ...use, serviceNumber: null }).usable).toBe(true);
  });

  it('refuses an amount below the minimum spend and says the minimum in yuan', () => {
    const result = evaluateCoupon(fixed(1000, { minSpend: 10000 }), { ...use, amount: 9999 });
    expect(result).toEqual({ usable: false, reason: 'couponMinSpend', values: { amount: '100.00' } });
    if (!result.usable) {
      expect(message('en-US', result.reason, result.values)).toBe('This coupon needs a spend of at least ¥100.00');
    }
    expect(evaluateCoupon(fixed(1000, { minSpend: 10000 }), { ...use, amount: 10000 }).usable).toBe(true);
  });

  it('reports the first problem: used, then expired, then service, then minimum spend', () => {
    const everything = fixed(100, { usedAt: now, expiresAt: now, serviceNumber: 'OTHER01', minSpend: 10 ** 9 });
    expect(evaluateCoupon(everything, use)).toMatchObject({ reason: 'couponUsed' });
    expect(evaluateCoupon({ ...everything, usedAt: null }, use)).toMatchObject({ reason: 'couponExpired' });
    expect(evaluateCoupon({ ...everything, usedAt: null, expiresAt: later }, use)).toMatchObject({
      reason: 'couponNotForService',
    });
    expect(evaluateCoupon({ ...everything, usedAt: null, expiresAt: later, serviceNumber: null }, use)).toMatchObject({
      reason: 'couponMinSpend',
    });
  });

  it.each([
    fixed(0),
    fixed(1.5),
    percent(0),
    percent(100),
    percent(12.5),
    fixed(100, { minSpend: -1 }),
    { ...fixed(100), kind: 'free' as never },
  ])('rejects impossible terms %j', (terms) => {
    expect(() => evaluateCoupon(terms, use)).toThrow(RangeError);
  });

  it('rejects a negative or fractional amount', () => {
    expect(() => evaluateCoupon(fixed(100), { ...use, amount: -1 })).toThrow(RangeError);
    expect(() => evaluateCoupon(fixed(100), { ...use, amount: 1.5 })).toThrow(RangeError);
  });

  it('knows the same coupon kinds as the mall contract', () => {
    expect(COUPON_KINDS).toEqual(MALL_COUPON_KINDS);
  });
});

const amount = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const terms = fc.oneof(
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map((value) => ({ kind: 'fixed' as const, value })),
  fc.integer({ min: 1, max: 99 }).map((value) => ({ kind: 'percent' as const, value })),
);

describe('couponDiscount', () => {
  it('is a whole number of fen from 0 up to the amount less 1 fen', () => {
    fc.assert(
      fc.property(terms, amount, (coupon, orderAmount) => {
        const discount = couponDiscount(coupon, orderAmount);
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThan(orderAmount);
        expect(orderAmount - discount).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('gives a percentage discount that never shrinks as the amount grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), amount, amount, (value, a, b) => {
        const [smaller, larger] = a <= b ? [a, b] : [b, a];
        const coupon = { kind: 'percent' as const, value };
        expect(couponDiscount(coupon, larger)).toBeGreaterThanOrEqual(couponDiscount(coupon, smaller));
      }),
    );
  });

  it('gives exactly the percentage rounded down when it leaves more than 1 fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 2, max: Number.MAX_SAFE_INTEGER }), (value, a) => {
        const discount = couponDiscount({ kind: 'percent', value }, a);
        // floor: discount ≤ a × value / 100 < discount + 1, in integers
        expect(BigInt(discount) * 100n <= BigInt(a) * BigInt(value)).toBe(true);
        expect((BigInt(discount) + 1n) * 100n > BigInt(a) * BigInt(value)).toBe(true);
      }),
    );
  });

  it('is what evaluateCoupon gives for a usable coupon', () => {
    fc.assert(
      fc.property(terms, amount, (coupon, orderAmount) => {
        const result = evaluateCoupon({ ...coupon, minSpend: 0, expiresAt: later }, { ...use, amount: orderAmount });
        expect(result).toEqual({ usable: true, discount: couponDiscount(coupon, orderAmount) });
      }),
    );
  });
});
