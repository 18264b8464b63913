import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAYS_PER_YEAR, quoteExtraSeats, quoteUpgrade } from './mall-proration.ts';

const annualPrice = fc.integer({ min: 0, max: 100_000_000 });
const days = fc.integer({ min: 0, max: 5 * DAYS_PER_YEAR });
const upgradePrices = fc
  .tuple(annualPrice, fc.integer({ min: 1, max: 100_000_000 }))
  .map(([basicAnnualFen, difference]) => ({ basicAnnualFen, professionalAnnualFen: basicAnnualFen + difference }));

describe('quoteUpgrade', () => {
  it('quotes the spec example: 180 days of basic ¥598 → professional ¥1198 is 29590 fen', () => {
    // 60000 × 180 / 365 = 29589.04… rounded up
    expect(quoteUpgrade({ basicAnnualFen: 59800, professionalAnnualFen: 119800, remainingDays: 180 })).toEqual({
      remainingDays: 180,
      annualDifference: 60000,
      amount: 29590,
    });
  });

  it('charges exactly the annual difference for 365 days and nothing for 0 days', () => {
    const prices = { basicAnnualFen: 59800, professionalAnnualFen: 119800 };
    expect(quoteUpgrade({ ...prices, remainingDays: 365 }).amount).toBe(60000);
    expect(quoteUpgrade({ ...prices, remainingDays: 0 }).amount).toBe(0);
    expect(quoteUpgrade({ ...prices, remainingDays: 1 }).amount).toBe(165); // 164.38…
    expect(quoteUpgrade({ ...prices, remainingDays: 730 }).amount).toBe(120000);
  });

  it('charges at least 1 fen while a day remains', () => {
    expect(quoteUpgrade({ basicAnnualFen: 100, professionalAnnualFen: 101, remainingDays: 1 }).amount).toBe(1);
    expect(quoteUpgrade({ basicAnnualFen: 100, professionalAnnualFen: 100, remainingDays: 10 }).amount).toBe(1);
  });

  it('stays exact beyond the range where floating point would round', () => {
    // 9007199254740991 × 365 overflows a double's integer range; BigInt keeps it exact
    expect(
      quoteUpgrade({ basicAnnualFen: 0, professionalAnnualFen: Number.MAX_SAFE_INTEGER, remainingDays: 365 }).amount,
    ).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    { basicAnnualFen: -1, professionalAnnualFen: 100, remainingDays: 1 },
    { basicAnnualFen: 200, professionalAnnualFen: 100, remainingDays: 1 },
    { basicAnnualFen: 100, professionalAnnualFen: 200, remainingDays: -1 },
    { basicAnnualFen: 100, professionalAnnualFen: 200, remainingDays: 1.5 },
    { basicAnnualFen: 100.5, professionalAnnualFen: 200, remainingDays: 1 },
    { basicAnnualFen: 100, professionalAnnualFen: Number.NaN, remainingDays: 1 },
  ])('rejects %j', (input) => {
    expect(() => quoteUpgrade(input)).toThrow(RangeError);
  });

  it('is a whole number of fen, at least 0, and 0 only when no day remains', () => {
    fc.assert(
      fc.property(upgradePrices, days, (prices, remainingDays) => {
        const { amount } = quoteUpgrade({ ...prices, remainingDays });
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(amount >= 0).toBe(true);
        expect(amount === 0).toBe(remainingDays === 0);
      }),
    );
  });

  it('never costs less for more days', () => {
    fc.assert(
      fc.property(upgradePrices, days, days, (prices, a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(quoteUpgrade({ ...prices, remainingDays: more }).amount).toBeGreaterThanOrEqual(
          quoteUpgrade({ ...prices, remainingDays: fewer }).amount,
        );
      }),
    );
  });

  it('charges the annual difference for 365 days and never more within a year', () => {
    fc.assert(
      fc.property(upgradePrices, fc.integer({ min: 0, max: DAYS_PER_YEAR }), (prices, remainingDays) => {
        const difference = prices.professionalAnnualFen - prices.basicAnnualFen;
        expect(quoteUpgrade({ ...prices, remainingDays: DAYS_PER_YEAR }).amount).toBe(difference);
        expect(quoteUpgrade({ ...prices, remainingDays }).amount).toBeLessThanOrEqual(difference);
      }),
    );
  });

  it('is the exact prorated price rounded up to the next fen', () => {
    fc.assert(
      fc.property(upgradePrices, fc.integer({ min: 1, max: 5 * DAYS_PER_YEAR }), (prices, remainingDays) => {
        const difference = prices.professionalAnnualFen - prices.basicAnnualFen;
        const { amount } = quoteUpgrade({ ...prices, remainingDays });
        // amount − 1 < exact ≤ amount, compared in integers: (amount − 1) × 365 < difference × days ≤ amount × 365
        const exactTimes365 = BigInt(difference) * BigInt(remainingDays);
        expect(BigInt(amount) * 365n >= exactTimes365).toBe(true);
        expect(BigInt(amount - 1) * 365n < exactTimes365).toBe(true);
      }),
    );
  });

  it('saves at most 1 fen by splitting the days into two quotes, and never costs less', () => {
    fc.assert(
      fc.property(upgradePrices, days, days, (prices, a, b) => {
        const single = quoteUpgrade({ ...prices, remainingDays: a + b }).amount;
        const split =
          quoteUpgrade({ ...prices, remainingDays: a }).amount + quoteUpgrade({ ...prices, remainingDays: b }).amount;
        expect(split).toBeGreaterThanOrEqual(single);
        expect(split - single).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('quoteExtraSeats', () => {
  it('prorates the unit price by quantity and remaining days', () => {
    // 2 users at ¥100 a year for 180 days: 20000 × 180 / 365 = 9863.01… → 9864
    expect(quoteExtraSeats({ unitAnnualFen: 10000, quantity: 2, remainingDays: 180 })).toEqual({ amount: 9864 });
    expect(quoteExtraSeats({ unitAnnualFen: 10000, quantity: 3, remainingDays: 365 })).toEqual({ amount: 30000 });
    expect(quoteExtraSeats({ unitAnnualFen: 10000, quantity: 1, remainingDays: 0 })).toEqual({ amount: 0 });
    expect(quoteExtraSeats({ unitAnnualFen: 10000, quantity: 1, remainingDays: 1 })).toEqual({ amount: 28 }); // 27.39…
  });

  it.each([
    { unitAnnualFen: 10000, quantity: 0, remainingDays: 10 },
    { unitAnnualFen: 10000, quantity: 1.5, remainingDays: 10 },
    { unitAnnualFen: -1, quantity: 1, remainingDays: 10 },
    { unitAnnualFen: 10000, quantity: 1, remainingDays: -10 },
  ])('rejects %j', (input) => {
    expect(() => quoteExtraSeats(input)).toThrow(RangeError);
  });

  const unit = fc.integer({ min: 0, max: 10_000_000 });
  const quantity = fc.integer({ min: 1, max: 1000 });

  it('never costs less for more days or more seats', () => {
    fc.assert(
      fc.property(unit, quantity, quantity, days, days, (unitAnnualFen, q1, q2, d1, d2) => {
        const base = quoteExtraSeats({ unitAnnualFen, quantity: Math.min(q1, q2), remainingDays: Math.min(d1, d2) });
        const moreSeats = quoteExtraSeats({
          unitAnnualFen,
          quantity: Math.max(q1, q2),
          remainingDays: Math.min(d1, d2),
        });
        const moreDays = quoteExtraSeats({
          unitAnnualFen,
          quantity: Math.min(q1, q2),
          remainingDays: Math.max(d1, d2),
        });
        expect(moreSeats.amount).toBeGreaterThanOrEqual(base.amount);
        expect(moreDays.amount).toBeGreaterThanOrEqual(base.amount);
      }),
    );
  });

  it('charges the full annual price × quantity for 365 days and never more within a year', () => {
    fc.assert(
      fc.property(unit, quantity, fc.integer({ min: 0, max: DAYS_PER_YEAR }), (unitAnnualFen, q, remainingDays) => {
        expect(quoteExtraSeats({ unitAnnualFen, quantity: q, remainingDays: DAYS_PER_YEAR }).amount).toBe(
          unitAnnualFen * q,
        );
        const { amount } = quoteExtraSeats({ unitAnnualFen, quantity: q, remainingDays });
        expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        expect(amount).toBeLessThanOrEqual(unitAnnualFen * q);
      }),
    );
  });

  it('saves at most 1 fen by splitting the days into two quotes', () => {
    fc.assert(
      fc.property(unit, quantity, days, days, (unitAnnualFen, q, a, b) => {
        const single = quoteExtraSeats({ unitAnnualFen, quantity: q, remainingDays: a + b }).amount;
        const split =
          quoteExtraSeats({ unitAnnualFen, quantity: q, remainingDays: a }).amount +
          quoteExtraSeats({ unitAnnualFen, quantity: q, remainingDays: b }).amount;
        expect(split).toBeGreaterThanOrEqual(single);
        expect(split - single).toBeLessThanOrEqual(1);
      }),
    );
  });
});
