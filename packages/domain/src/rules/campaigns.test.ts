import { describe, expect, it } from 'vitest';
import { campaignStatus, prizeForRoll, sharePeriodKey, totalWeight } from './campaigns.ts';

describe('campaign rules (decision 0045)', () => {
  it('runs a campaign from its start, included, to its end, excluded', () => {
    const window = { startsAt: new Date('2026-03-01T00:00:00Z'), endsAt: new Date('2026-04-01T00:00:00Z') };
    expect(campaignStatus(window, new Date('2026-02-28T23:59:59Z'))).toBe('upcoming');
    expect(campaignStatus(window, new Date('2026-03-01T00:00:00Z'))).toBe('running');
    expect(campaignStatus(window, new Date('2026-04-01T00:00:00Z'))).toBe('ended');
    expect(campaignStatus({ ...window, endsAt: null }, new Date('2099-01-01T00:00:00Z'))).toBe('running');
  });

  it('counts a share per business day in UTC+8, or once in the campaign', () => {
    expect(sharePeriodKey('day', new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(sharePeriodKey('day', new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
    expect(sharePeriodKey('campaign', new Date('2026-11-26T16:00:00Z'))).toBe('campaign');
  });

  it('lands each roll on the prize whose weight covers it, so a recorded draw can be redone', () => {
    const pool = [
      { prizeId: 7, weight: 5 },
      { prizeId: 8, weight: 35 },
      { prizeId: 9, weight: 60 },
    ];
    expect(totalWeight(pool)).toBe(100);
    expect(prizeForRoll(pool, 0).prizeId).toBe(7);
    expect(prizeForRoll(pool, 4).prizeId).toBe(7);
    expect(prizeForRoll(pool, 5).prizeId).toBe(8);
    expect(prizeForRoll(pool, 39).prizeId).toBe(8);
    expect(prizeForRoll(pool, 40).prizeId).toBe(9);
    expect(prizeForRoll(pool, 99).prizeId).toBe(9);
    // every roll lands on a prize, each as often as its weight
    const counts = new Map<number, number>();
    for (let roll = 0; roll < 100; roll += 1) {
      const { prizeId } = prizeForRoll(pool, roll);
      counts.set(prizeId, (counts.get(prizeId) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 7: 5, 8: 35, 9: 60 });
  });

  it('refuses a roll outside the pool and a weight that is not a positive whole number', () => {
    const pool = [{ prizeId: 1, weight: 2 }];
    expect(() => prizeForRoll(pool, 2)).toThrow(RangeError);
    expect(() => prizeForRoll(pool, -1)).toThrow(RangeError);
    expect(() => prizeForRoll(pool, 0.5)).toThrow(RangeError);
    expect(() => prizeForRoll([], 0)).toThrow(RangeError);
    expect(() => totalWeight([{ prizeId: 1, weight: 0 }])).toThrow(RangeError);
    expect(() => totalWeight([{ prizeId: 1, weight: 1.5 }])).toThrow(RangeError);
  });
});
