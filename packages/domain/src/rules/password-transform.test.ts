import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isTransformedPassword, transformPassword } from './password-transform.ts';

describe('transformPassword', () => {
  it('is SHA-256 hex of "<phone>:<password>"', async () => {
    const expected = createHash('sha256').update('13812345678:secret-1').digest('hex');
    expect(await transformPassword('13812345678', 'secret-1')).toBe(expected);
  });

  it('is deterministic and depends on both the phone and the password', async () => {
    const a = await transformPassword('13812345678', 'secret-1');
    expect(await transformPassword('13812345678', 'secret-1')).toBe(a);
    expect(await transformPassword('13812345679', 'secret-1')).not.toBe(a);
    expect(await transformPassword('13812345678', 'secret-2')).not.toBe(a);
    expect(isTransformedPassword(a)).toBe(true);
  });

  it('recognises only 64 lowercase hex characters as a transformed password', () => {
    expect(isTransformedPassword('secret-1')).toBe(false);
    expect(isTransformedPassword('A'.repeat(64))).toBe(false);
    expect(isTransformedPassword('a'.repeat(63))).toBe(false);
  });
});
