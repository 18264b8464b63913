import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from './idempotency-key';

describe('idempotencyKeys', () => {
  it('keeps the key for a retry of the same order, and takes a new one when the order changes', () => {
    let count = 0;
    const keyFor = idempotencyKeys(() => `key-${++count}`);
    const order = { kind: 'new', skuId: 5, quantity: 1, couponUserId: 7 };
    expect(keyFor(order)).toBe('key-1');
    expect(keyFor({ ...order })).toBe('key-1');
    expect(keyFor({ ...order, couponUserId: undefined })).toBe('key-2');
    expect(keyFor(order)).toBe('key-3');
  });

  it('makes random UUIDs by default', () => {
    const keyFor = idempotencyKeys();
    expect(keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKeys()({})).not.toBe(keyFor({}));
  });
});
