import { describe, expect, it } from 'vitest';
import { pageCount, requestedPage, windowPages } from './pagination.ts';

const G1 = 'gap-start';
const G2 = 'gap-end';

describe('pagination windows (spec §2)', () => {
  it.each([
    [1, 1, false, [1]],
    [3, 11, false, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    [11, 11, true, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    // 12 pages and more: windows of 9 on desktop
    [1, 12, false, [1, 2, 3, 4, 5, 6, 7, 8, 9, G2, 12]],
    [7, 20, false, [1, 2, 3, 4, 5, 6, 7, 8, 9, G2, 20]],
    [8, 20, false, [1, G1, 6, 7, 8, 9, 10, G2, 20]],
    [13, 20, false, [1, G1, 11, 12, 13, 14, 15, G2, 20]],
    [14, 20, false, [1, G1, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [20, 20, false, [1, G1, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    // windows of 6 on mobile
    [1, 20, true, [1, 2, 3, 4, 5, 6, G2, 20]],
    [4, 20, true, [1, 2, 3, 4, 5, 6, G2, 20]],
    [5, 20, true, [1, G1, 3, 4, 5, 6, 7, G2, 20]],
    [16, 20, true, [1, G1, 14, 15, 16, 17, 18, G2, 20]],
    [17, 20, true, [1, G1, 15, 16, 17, 18, 19, 20]],
    [20, 20, true, [1, G1, 15, 16, 17, 18, 19, 20]],
  ])('page %i of %i (mobile %s)', (current, total, mobile, expected) => {
    expect(windowPages(current, total, mobile)).toEqual(expected);
  });

  it('always shows the current page with its two neighbours, the first and the last', () => {
    for (const mobile of [false, true]) {
      for (let total = 12; total <= 40; total += 1) {
        for (let current = 1; current <= total; current += 1) {
          const items = windowPages(current, total, mobile);
          for (const near of [current - 2, current - 1, current, current + 1, current + 2]) {
            if (near >= 1 && near <= total) expect(items, `${current}/${total}`).toContain(near);
          }
          expect(items[0]).toBe(1);
          expect(items.at(-1)).toBe(total);
          const numbers = items.filter((item): item is number => typeof item === 'number');
          expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        }
      }
    }
  });

  it('clamps a page outside the range and shows nothing for no pages', () => {
    expect(windowPages(99, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(windowPages(0, 30)).toEqual(windowPages(1, 30));
    expect(windowPages(1, 0)).toEqual([]);
  });
});

describe('reading and counting pages', () => {
  it('reads ?page= as a whole number from 1, anything else as page 1', () => {
    expect(requestedPage('3')).toBe(3);
    expect(requestedPage('0')).toBe(1);
    expect(requestedPage('-2')).toBe(1);
    expect(requestedPage('2.5')).toBe(1);
    expect(requestedPage('abc')).toBe(1);
    expect(requestedPage('99999999999')).toBe(1);
    expect(requestedPage(null)).toBe(1);
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
    expect(pageCount(45, 9)).toBe(5);
  });
});
