import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findNul } from './text-safety.ts';

describe('findNul', () => {
  it('names the first string holding U+0000, however deep', () => {
    expect(findNul({ a: 'fine', b: [{ c: 'x' }, { d: 'a\u0000b' }] }, 'body')).toBe('body.b.1.d');
    expect(findNul('a\u0000', 'query')).toBe('query');
  });

  it('finds U+0000 in a key', () => {
    expect(findNul({ 'k\u0000': 1 }, 'body')).toBe('body.k\\0');
  });

  it('passes clean input, numbers, nulls and non-plain objects (a body stream) alike', () => {
    expect(findNul({ a: 'fine', n: 3, z: null, list: ['x'] }, 'body')).toBeUndefined();
    expect(findNul(Buffer.from([0]), 'body')).toBeUndefined();
    expect(findNul(undefined, 'body')).toBeUndefined();
    expect(findNul(Readable.from(['a\u0000']), 'body')).toBeUndefined();
  });

  it('reads records without Object.prototype, as the query parser makes them', () => {
    const query = Object.assign(Object.create(Object.create(null)), { keyword: 'a\u0000b' });
    expect(findNul(query, 'query')).toBe('query.keyword');
  });
});

describe('findNul on deep input', () => {
  it('walks 100,000 levels without recursion, finding U+0000 at the bottom', () => {
    let deep: unknown = ['a\u0000'];
    for (let level = 0; level < 100_000; level++) deep = level % 2 === 0 ? [deep] : { a: deep };
    expect(findNul(deep, 'body')).toMatch(/^body(\.(0|a))+\.0$/);
  });

  it('names the first of several in document order, a key before a later value', () => {
    expect(findNul({ a: ['x', { b: 'y' }], 'k\u0000': 'z', c: 'a\u0000' }, 'body')).toBe('body.k\\0');
    expect(findNul([['x'], ['y', 'a\u0000'], 'b\u0000'], 'body')).toBe('body.1.1');
  });
});
