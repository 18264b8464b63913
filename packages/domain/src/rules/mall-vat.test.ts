import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { includedVatFen } from './mall-vat.ts';

describe('the VAT inside a price', () => {
  it('is gross × rate ÷ (100 + rate), rounded half up to the fen', () => {
    expect(includedVatFen(107820, 6)).toBe(6103); // 6102.83
    expect(includedVatFen(10600, 6)).toBe(600); // exactly
    expect(includedVatFen(53, 6)).toBe(3); // 3.0000 → 3
    expect(includedVatFen(9, 6)).toBe(1); // 0.509 → 1
    expect(includedVatFen(8, 6)).toBe(0); // 0.45 → 0
    expect(includedVatFen(11300, 13)).toBe(1300);
    expect(includedVatFen(59800, 0)).toBe(0);
    expect(includedVatFen(0, 6)).toBe(0);
  });

  it('is within half a fen of the exact tax and never more than the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 100 }), (gross, rate) => {
        const tax = includedVatFen(gross, rate);
        const exact = (gross * rate) / (100 + rate);
        expect(Number.isSafeInteger(tax)).toBe(true);
        expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(tax).toBeLessThanOrEqual(gross);
      }),
    );
  });

  it('refuses a fraction of a fen, a negative amount and a rate out of range', () => {
    expect(() => includedVatFen(1.5, 6)).toThrow(RangeError);
    expect(() => includedVatFen(-1, 6)).toThrow(RangeError);
    expect(() => includedVatFen(100, 6.5)).toThrow(RangeError);
    expect(() => includedVatFen(100, 101)).toThrow(RangeError);
  });
});
