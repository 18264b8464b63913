import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealAmount, fenToYuanText, formatPrice, wireYuanToFen, yuanToFen } from './mall-money.ts';

describe('yuanToFen', () => {
  it('parses yuan text exactly into fen', () => {
    expect(yuanToFen('12.34')).toBe(1234);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen(' 1198.00 ')).toBe(119800);
    // 0.29 * 100 is 28.999999999999996 in floating point; the parse must not go through it
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.15')).toBe(115);
  });

  it.each(['', ' ', '-1', '+1', '1.234', '1.', '.5', '1,000', '1e3', 'abc', '12.3a', '¥12', 'NaN', 'Infinity'])(
    'rejects %j with a RangeError',
    (text) => {
      expect(() => yuanToFen(text)).toThrow(RangeError);
    },
  );

  it('rejects an amount beyond the safe integer range', () => {
    expect(() => yuanToFen('90071992547409.92')).toThrow(RangeError);
    expect(yuanToFen('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('fenToYuanText', () => {
  it('writes fen as yuan with two decimals', () => {
    expect(fenToYuanText(1234)).toBe('12.34');
    expect(fenToYuanText(5)).toBe('0.05');
    expect(fenToYuanText(0)).toBe('0.00');
    expect(fenToYuanText(119800)).toBe('1198.00');
    expect(fenToYuanText(-150)).toBe('-1.50');
  });

  it('rejects fractions of a fen', () => {
    expect(() => fenToYuanText(1.5)).toThrow(RangeError);
    expect(() => fenToYuanText(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every non-negative amount through yuan text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (fen) => {
        expect(yuanToFen(fenToYuanText(fen))).toBe(fen);
      }),
    );
  });
});

describe('formatPrice', () => {
  it('shows a yuan price with the currency sign and grouping', () => {
    expect(formatPrice(119800, 'en-US')).toBe('¥1,198.00');
    expect(formatPrice(119800, 'zh-CN')).toBe('¥1,198.00');
    expect(formatPrice(5, 'zh-CN')).toBe('¥0.05');
    expect(formatPrice(59800, 'zh-TW')).toMatch(/¥598\.00/);
  });

  it('formats large amounts exactly', () => {
    expect(formatPrice(Number.MAX_SAFE_INTEGER, 'en-US')).toBe('¥90,071,992,547,409.91');
  });

  it('shows Arabic prices with the yuan sign', () => {
    expect(formatPrice(119800, 'ar')).toContain('¥');
  });

  it('isolates an Arabic price, its symbol left to right, so it reads CN¥ and never ¥CN (issue 64)', () => {
    const arabic = formatPrice(119800, 'ar');
    // the whole amount is one right-to-left isolate, the symbol a left-to-right one inside it
    expect(arabic.startsWith('\u2067')).toBe(true);
    expect(arabic.endsWith('\u2069')).toBe(true);
    expect(arabic).toMatch(/\u2066CN¥\u2069/);
    // the text is Intl's, isolates aside: the number, then the symbol
    expect(arabic.replace(/[\u2066-\u2069]/g, '')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }).format(1198),
    );
    // the other languages are Intl's own text, with nothing around it
    expect(formatPrice(119800, 'zh-TW')).not.toMatch(/[\u2066-\u2069]/);
  });
});

describe("dealAmount (a coupon's terms, issue 64)", () => {
  it('writes bare yuan in Chinese, as in 满300减30', () => {
    expect(`满${dealAmount(30_000, 'zh-CN')}减${dealAmount(3_000, 'zh-CN')}`).toBe('满300减30');
    expect(`滿${dealAmount(119_800, 'zh-TW')}減${dealAmount(2_990, 'zh-TW')}`).toBe('滿1198減29.9');
    expect(dealAmount(5, 'zh-CN')).toBe('0.05');
  });

  it('writes the price format in every other language', () => {
    expect(dealAmount(30_000, 'en-US')).toBe(formatPrice(30_000, 'en-US'));
    expect(dealAmount(30_000, 'ar')).toBe(formatPrice(30_000, 'ar'));
  });
});

describe('wireYuanToFen (a payment provider’s amount)', () => {
  it('reads the amounts providers write', () => {
    expect(wireYuanToFen('399.05')).toBe(39_905);
    expect(wireYuanToFen('0.29')).toBe(29);
    expect(wireYuanToFen('1.1')).toBe(110);
    expect(wireYuanToFen('12')).toBe(1200);
  });

  it.each(['', '1.234', '-1.00', '1e3', '01.00', ' 1.00', '1.', '+1', '90071992547409.92'])('refuses %j', (text) => {
    expect(wireYuanToFen(text)).toBeUndefined();
  });

  it('reads back every amount fenToYuanText writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (fen) => {
        expect(wireYuanToFen(fenToYuanText(fen))).toBe(fen);
      }),
    );
  });
});
