import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, sha256HexPure } from './sha256.ts';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('hashes %j to the FIPS 180-4 answer', async (text, expected) => {
    expect(await sha256Hex(text)).toBe(expected);
    expect(sha256HexPure(new TextEncoder().encode(text))).toBe(expected);
  });

  it('gives the pure implementation the same answers as Web Crypto at every padding boundary', async () => {
    for (let length = 0; length < 200; length++) {
      const text = 'x'.repeat(length) + (length % 3 === 0 ? '密码' : '');
      expect(sha256HexPure(new TextEncoder().encode(text)), `length ${length}`).toBe(node(text));
      expect(await sha256Hex(text)).toBe(node(text));
    }
  });
});
