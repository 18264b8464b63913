import { describe, expect, it } from 'vitest';
import { EXPIRING_SOON_DAYS, expiringSoonUntil, startOfShanghaiMonth } from './partner-home.ts';

describe('the partner home’s calendar', () => {
  it('starts the month at 00:00 UTC+8 of its first day (16:00 UTC of the day before)', () => {
    expect(startOfShanghaiMonth(new Date('2026-11-26T16:40:00Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it('counts an instant already in the next month in Shanghai as that month', () => {
    // 2026-01-31T16:30Z is 00:30 on 1 February in Shanghai
    expect(startOfShanghaiMonth(new Date('2026-01-31T16:30:00Z')).toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(startOfShanghaiMonth(new Date('2026-01-31T15:59:59Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('looks seven days ahead for protection periods that end soon', () => {
    expect(EXPIRING_SOON_DAYS).toBe(7);
    expect(expiringSoonUntil(new Date('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-12-03T00:00:00.000Z');
  });
});
