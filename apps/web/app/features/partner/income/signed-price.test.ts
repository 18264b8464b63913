import { formatPrice } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { formatSignedPrice } from './signed-price';

describe('formatSignedPrice', () => {
  it('writes a movement of money with its sign, exactly to the fen', () => {
    expect(formatSignedPrice(16_173, 'en-US')).toBe('+¥161.73');
    expect(formatSignedPrice(-15_000, 'zh-CN')).toBe('-¥150.00');
    expect(formatSignedPrice(0, 'en-US')).toBe('¥0.00');
    // beyond a double's exact fractions: the text of the fen, never a float
    expect(formatSignedPrice(900_719_925_474_099, 'en-US')).toBe('+¥9,007,199,254,740.99');
  });

  it('writes the amount as the price formatter does in every language, the sign aside', () => {
    for (const language of ['en-US', 'zh-CN', 'zh-TW', 'ar'] as const) {
      const strip = (text: string) => text.replace(/[+\-\u200e\u200f\u061c]/g, '');
      expect(strip(formatSignedPrice(-12_345, language))).toBe(strip(formatPrice(12_345, language)));
    }
  });
});
