import { describe, expect, it } from 'vitest';
import { durationLabel } from './sku-label';

const t = (key: string, values: Record<string, number>) => `${key}${JSON.stringify(values)}`;

describe('durationLabel', () => {
  it('reads whole years as years, other terms as months, and a buyout as perpetual', () => {
    expect(durationLabel(t, { subscribeType: 1, months: 24 })).toBe('duration.years{"count":2}');
    expect(durationLabel(t, { subscribeType: 1, months: 18 })).toBe('duration.months{"count":18}');
    expect(durationLabel(t, { subscribeType: 2, months: null })).toBe('duration.buyout{}');
  });
});
