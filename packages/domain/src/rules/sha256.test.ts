import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.ts';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('hashes %j to the FIPS 180-4 answer', async (text, expected) => {
    expect(await sha256Hex(text)).toBe(expected);
  });

  it('answers as Node’s own SHA-256 at every padding boundary, for Chinese text too', async () => {
    for (let length = 0; length < 200; length++) {
      const text = 'x'.repeat(length) + (length % 3 === 0 ? '密码' : '');
      expect(await sha256Hex(text), `length ${length}`).toBe(node(text));
    }
  });
});
