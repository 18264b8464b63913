import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateNonce,
  NONCE,
  REQUEST_SIGNATURE_SECRET,
  signatureBase,
  signedParams,
  signRequest,
} from './request-signature.ts';

describe('request signature', () => {
  const fields = { phone: '13812345678', timestamp: 1_795_000_000_000, nonce: '042137' };

  it('signs phone, optional code, timestamp, nonce and the secret in a fixed order', () => {
    expect(signatureBase(fields, 's')).toBe('phone=13812345678&timestamp=1795000000000&nonce=042137&secret=s');
    expect(signatureBase({ ...fields, code: '123456' }, 's')).toBe(
      'phone=13812345678&code=123456&timestamp=1795000000000&nonce=042137&secret=s',
    );
  });

  it('is the SHA-256 hex of that string with the built-in secret', async () => {
    const expected = createHash('sha256')
      .update(`phone=13812345678&timestamp=1795000000000&nonce=042137&secret=${REQUEST_SIGNATURE_SECRET}`)
      .digest('hex');
    expect(await signRequest(fields)).toBe(expected);
  });

  it('changes with every field', async () => {
    const base = await signRequest(fields, 'k');
    expect(await signRequest({ ...fields, phone: '13812345679' }, 'k')).not.toBe(base);
    expect(await signRequest({ ...fields, timestamp: fields.timestamp + 1 }, 'k')).not.toBe(base);
    expect(await signRequest({ ...fields, nonce: '042138' }, 'k')).not.toBe(base);
    expect(await signRequest({ ...fields, code: '000000' }, 'k')).not.toBe(base);
    expect(await signRequest(fields, 'other')).not.toBe(base);
  });

  it('makes six-digit nonces', () => {
    const nonces = Array.from({ length: 200 }, generateNonce);
    for (const nonce of nonces) expect(nonce).toMatch(NONCE);
    expect(new Set(nonces).size).toBeGreaterThan(150);
  });

  it('builds the three parameters of a signed call', async () => {
    const params = await signedParams({ phone: '13812345678' }, 1_795_000_000_000);
    expect(params.timestamp).toBe(1_795_000_000_000);
    expect(params.nonce).toMatch(NONCE);
    expect(params.signature).toBe(
      await signRequest({ phone: '13812345678', timestamp: params.timestamp, nonce: params.nonce }),
    );
  });
});
