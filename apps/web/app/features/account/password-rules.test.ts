import { describe, expect, it } from 'vitest';
import { isAcceptablePassword } from './password-rules';

describe('new passwords', () => {
  it('need 8 to 32 characters with a letter and a digit', () => {
    expect(isAcceptablePassword('abc12345')).toBe(true);
    expect(isAcceptablePassword('abc1234')).toBe(false);
    expect(isAcceptablePassword('abcdefgh')).toBe(false);
    expect(isAcceptablePassword('12345678')).toBe(false);
    expect(isAcceptablePassword(`a1${'x'.repeat(31)}`)).toBe(false);
  });
});
