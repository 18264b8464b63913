import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsShanghai, remainingDays, shanghaiDate, startOfShanghaiDay } from './mall-calendar.ts';

const at = (iso: string) => new Date(iso);

// Asia/Shanghai kept daylight saving time until 1991; from 1992 on it is UTC+8 all year.
const modernInstants = fc.date({
  min: at('1992-01-01T00:00:00Z'),
  max: at('2200-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('shanghaiDate', () => {
  it('reads the calendar date in UTC+8', () => {
    expect(shanghaiDate(at('2026-01-31T15:59:59.999Z'))).toEqual({ year: 2026, month: 1, day: 31 });
    expect(shanghaiDate(at('2026-01-31T16:00:00Z'))).toEqual({ year: 2026, month: 2, day: 1 });
    expect(shanghaiDate(at('2026-12-31T16:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(shanghaiDate(at('2028-02-28T16:00:00Z'))).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('agrees with the Asia/Shanghai time zone of Intl', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    fc.assert(
      fc.property(modernInstants, (instant) => {
        const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
        expect(shanghaiDate(instant)).toEqual({
          year: Number(parts.year),
          month: Number(parts.month),
          day: Number(parts.day),
        });
      }),
    );
  });

  it('rejects an invalid date', () => {
    expect(() => shanghaiDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('startOfShanghaiDay', () => {
  it('is 00:00 UTC+8, that is 16:00 UTC of the day before', () => {
    expect(startOfShanghaiDay(at('2026-03-10T02:30:00Z')).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(startOfShanghaiDay(at('2026-03-10T16:00:00Z')).toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(startOfShanghaiDay(at('2026-03-10T15:59:59.999Z')).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(startOfShanghaiDay(at('1969-12-31T20:00:00Z')).toISOString()).toBe('1969-12-31T16:00:00.000Z');
  });

  it('is on the same Shanghai date, at most a day earlier', () => {
    fc.assert(
      fc.property(modernInstants, (instant) => {
        const start = startOfShanghaiDay(instant);
        expect(shanghaiDate(start)).toEqual(shanghaiDate(instant));
        expect(instant.getTime() - start.getTime()).toBeGreaterThanOrEqual(0);
        expect(instant.getTime() - start.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
      }),
    );
  });
});

describe('addMonthsShanghai', () => {
  it('keeps the UTC+8 time of day and the day of month', () => {
    // 10:00 UTC+8 on 15 March 2026
    expect(addMonthsShanghai(at('2026-03-15T02:00:00Z'), 12).toISOString()).toBe('2027-03-15T02:00:00.000Z');
    expect(addMonthsShanghai(at('2026-03-15T02:00:00Z'), 1).toISOString()).toBe('2026-04-15T02:00:00.000Z');
  });

  it('uses the Shanghai date, not the UTC date', () => {
    // 2026-01-31T20:00Z is 04:00 on 1 February in Shanghai; one month later is 1 March 04:00 UTC+8
    expect(addMonthsShanghai(at('2026-01-31T20:00:00Z'), 1).toISOString()).toBe('2026-02-28T20:00:00.000Z');
  });

  it('clamps the day at the end of a shorter month', () => {
    // 31 January 2026 12:00 UTC+8
    expect(addMonthsShanghai(at('2026-01-31T04:00:00Z'), 1).toISOString()).toBe('2026-02-28T04:00:00.000Z');
    expect(addMonthsShanghai(at('2028-01-31T04:00:00Z'), 1).toISOString()).toBe('2028-02-29T04:00:00.000Z');
    expect(addMonthsShanghai(at('2026-05-31T04:00:00Z'), -1).toISOString()).toBe('2026-04-30T04:00:00.000Z');
  });

  it('ends a licence bought on 29 February on 28 February of a common year', () => {
    // 29 February 2028 00:30 UTC+8
    expect(addMonthsShanghai(at('2028-02-28T16:30:00Z'), 12).toISOString()).toBe('2029-02-27T16:30:00.000Z');
    expect(addMonthsShanghai(at('2028-02-28T16:30:00Z'), 48).toISOString()).toBe('2032-02-28T16:30:00.000Z');
  });

  it('crosses year boundaries both ways', () => {
    expect(addMonthsShanghai(at('2026-11-30T04:00:00Z'), 3).toISOString()).toBe('2027-02-28T04:00:00.000Z');
    expect(addMonthsShanghai(at('2026-01-15T04:00:00Z'), -1).toISOString()).toBe('2025-12-15T04:00:00.000Z');
    expect(addMonthsShanghai(at('2026-01-15T04:00:00Z'), 0).toISOString()).toBe('2026-01-15T04:00:00.000Z');
  });

  it('rejects a fraction of a month', () => {
    expect(() => addMonthsShanghai(at('2026-01-15T04:00:00Z'), 1.5)).toThrow(RangeError);
  });

  it('always lands on the clamped day in the target month at the same time of day', () => {
    fc.assert(
      fc.property(modernInstants, fc.integer({ min: -120, max: 120 }), (instant, months) => {
        const from = shanghaiDate(instant);
        const result = addMonthsShanghai(instant, months);
        const to = shanghaiDate(result);
        const monthCount = from.year * 12 + (from.month - 1) + months;
        expect(to.year * 12 + (to.month - 1)).toBe(monthCount);
        const lastDay = new Date(Date.UTC(to.year, to.month, 0)).getUTCDate();
        expect(to.day).toBe(Math.min(from.day, lastDay));
        expect(result.getTime() - startOfShanghaiDay(result).getTime()).toBe(
          instant.getTime() - startOfShanghaiDay(instant).getTime(),
        );
      }),
    );
  });
});

describe('remainingDays', () => {
  // 10:00 UTC+8 on 10 March 2026
  const now = at('2026-03-10T02:00:00Z');

  it('is 0 once the licence has expired', () => {
    expect(remainingDays(now, at('2026-03-10T01:59:59.999Z'))).toBe(0);
    expect(remainingDays(now, now)).toBe(0);
    expect(remainingDays(now, at('2025-03-10T02:00:00Z'))).toBe(0);
  });

  it('counts today when the licence expires later today', () => {
    expect(remainingDays(now, at('2026-03-10T02:00:00.001Z'))).toBe(1);
    // 23:59 UTC+8 today
    expect(remainingDays(now, at('2026-03-10T15:59:00Z'))).toBe(1);
  });

  it('ends a licence expiring at exactly 00:00 UTC+8 with the day before', () => {
    // 00:00 UTC+8 on 11 March: covers only 10 March
    expect(remainingDays(now, at('2026-03-10T16:00:00Z'))).toBe(1);
    // one millisecond later it covers 11 March too
    expect(remainingDays(now, at('2026-03-10T16:00:00.001Z'))).toBe(2);
    // 00:00 UTC+8 on 12 March
    expect(remainingDays(now, at('2026-03-11T16:00:00Z'))).toBe(2);
  });

  it('counts Shanghai dates, not UTC dates', () => {
    // 23:30 UTC+8 on 10 March is still 10 March in Shanghai though 15:30 UTC; 01:00 UTC+8 on 12 March
    expect(remainingDays(at('2026-03-10T15:30:00Z'), at('2026-03-11T17:00:00Z'))).toBe(3);
    // 00:30 UTC+8 on 11 March (16:30 UTC on 10 March): today is 11 March
    expect(remainingDays(at('2026-03-10T16:30:00Z'), at('2026-03-11T17:00:00Z'))).toBe(2);
  });

  it('gives 366 days the first day of a one-year licence, and 367 across a leap day', () => {
    expect(remainingDays(now, addMonthsShanghai(now, 12))).toBe(366);
    // 10 March 2027 → 10 March 2028 includes 29 February 2028
    const nextYear = at('2027-03-10T02:00:00Z');
    expect(remainingDays(nextYear, addMonthsShanghai(nextYear, 12))).toBe(367);
  });

  it('counts down by one per Shanghai day and never goes below 0', () => {
    fc.assert(
      fc.property(
        modernInstants,
        fc.oneof(fc.integer({ min: 0, max: 3 * 24 * 60 }), fc.integer({ min: 0, max: 5 * 366 * 24 * 60 })),
        (instant, minutes) => {
          const expiresAt = new Date(instant.getTime() + minutes * 60_000);
          const days = remainingDays(instant, expiresAt);
          expect(days).toBeGreaterThanOrEqual(0);
          expect(days === 0).toBe(minutes === 0);
          const tomorrow = new Date(instant.getTime() + 24 * 60 * 60 * 1000);
          expect(remainingDays(tomorrow, expiresAt)).toBe(expiresAt > tomorrow ? days - 1 : 0);
        },
      ),
    );
  });

  it('never decreases as the expiry moves later', () => {
    fc.assert(
      fc.property(modernInstants, modernInstants, modernInstants, (a, b, c) => {
        const [earlier, later] = b <= c ? [b, c] : [c, b];
        expect(remainingDays(a, later)).toBeGreaterThanOrEqual(remainingDays(a, earlier));
      }),
    );
  });
});
