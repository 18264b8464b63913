import { describe, expect, it } from 'vitest';
import { drawReferralCode, isReferralCode, REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from './promoter.ts';

describe('referral codes', () => {
  it('use no character that looks like another', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(REFERRAL_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
  });

  it('draw each character from the whole alphabet', () => {
    const draws = [0, 30, 5, 12, 7, 21, 3, 16];
    const code = drawReferralCode((below) => {
      expect(below).toBe(REFERRAL_CODE_ALPHABET.length);
      return draws.shift() ?? 0;
    });
    expect(code).toBe('2Z7E9Q5J');
    expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
    expect(isReferralCode(code)).toBe(true);
  });

  it('recognise only codes of the alphabet and length', () => {
    expect(isReferralCode('ABCDEFGH')).toBe(true);
    expect(isReferralCode('ABCDEFG')).toBe(false);
    expect(isReferralCode('ABCDEFGO')).toBe(false);
    expect(isReferralCode('abcdefgh')).toBe(false);
  });
});
