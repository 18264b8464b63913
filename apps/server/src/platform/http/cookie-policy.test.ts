import { describe, expect, it } from 'vitest';
import { withSecure } from './cookie-policy.ts';

describe('withSecure', () => {
  it('adds Secure to a cookie that lacks it, once', () => {
    expect(withSecure('tb_visitor=1; Path=/; HttpOnly')).toBe('tb_visitor=1; Path=/; HttpOnly; Secure');
    expect(withSecure('lang=ar; Secure; Path=/')).toBe('lang=ar; Secure; Path=/');
    expect(withSecure('lang=ar; Path=/; secure')).toBe('lang=ar; Path=/; secure');
  });

  it('is not fooled by a value that mentions secure', () => {
    expect(withSecure('note=secure; Path=/')).toBe('note=secure; Path=/; Secure');
  });
});
