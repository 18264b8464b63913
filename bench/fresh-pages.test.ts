import { describe, expect, it } from 'vitest';
import { hugePagesAlways, pageTouchMicros } from './fresh-pages.ts';

describe('the cost of a fresh page of memory (decision 0067)', () => {
  it('is a finite time a page, for the first touch and the second', () => {
    const { fresh, again } = pageTouchMicros(16);
    for (const micros of [fresh, again]) {
      expect(Number.isFinite(micros)).toBe(true);
      expect(micros).toBeGreaterThan(0);
    }
  });

  // a first touch is a page fault and a second is a store; with 2 MB pages one fault covers 512 pages
  it.skipIf(hugePagesAlways())('measures the fault: a first touch costs more than a second', () => {
    const { fresh, again } = pageTouchMicros(32);
    expect(fresh).toBeGreaterThan(again * 2);
  });
});
