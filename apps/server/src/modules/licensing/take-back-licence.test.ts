import { addMonthsShanghai, type LicenceBefore } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import type { LicenceOrder } from './activate-licence.ts';
import type { Licence } from './licences-of.ts';
import { licenceBeforeOf, licenceTakeBack } from './take-back-licence.ts';

const NOW = new Date('2026-11-27T08:00:00Z');
const DAY_MS = 24 * 60 * 60_000;

function licence(overrides: Partial<Licence> = {}): Licence {
  return {
    tenantId: 1,
    id: 1,
    serviceCode: 'KDZHJ01',
    level: 'basic',
    users: 1,
    stores: 1,
    subscribeType: 1,
    trial: false,
    startsAt: new Date(NOW.getTime() - 100 * DAY_MS),
    expiresAt: new Date(NOW.getTime() + 400 * DAY_MS),
    updatedAt: NOW,
    purgedAt: null,
    ...overrides,
  };
}

function order(overrides: Partial<LicenceOrder> = {}): LicenceOrder {
  return {
    orderNo: 'TB1',
    tenantId: 1,
    serviceNumber: 'KDZHJ01',
    kind: 'renew',
    level: 'basic',
    quantity: 1,
    quote: { months: 12 },
    ...overrides,
  };
}

const before = (overrides: Partial<LicenceBefore> = {}): LicenceBefore => ({
  level: 'basic',
  users: 1,
  stores: 1,
  subscribeType: 1,
  trial: false,
  expiresAt: new Date(NOW.getTime() + 35 * DAY_MS).toISOString(),
  ...overrides,
});

describe('what a refund takes back from the licence (decision 0043)', () => {
  it('a renewal: the months it bought, the time bought before it stays', () => {
    const expiresAt = new Date(NOW.getTime() + 400 * DAY_MS);
    expect(licenceTakeBack(licence({ expiresAt }), order(), before(), NOW)).toEqual({
      expiresAt: addMonthsShanghai(expiresAt, -12),
    });
  });

  it('a first licence (or a lapsed one renewed) ends at the refund, never earlier, never later than it was', () => {
    const expiresAt = new Date(NOW.getTime() + 300 * DAY_MS);
    expect(licenceTakeBack(licence({ expiresAt }), order({ kind: 'new' }), null, NOW)).toEqual({ expiresAt: NOW });
    const lapsed = new Date(NOW.getTime() - DAY_MS);
    expect(licenceTakeBack(licence({ expiresAt: lapsed }), order(), before(), NOW)).toEqual({ expiresAt: lapsed });
  });

  it('a subscription refunded after a buyout leaves the buyout alone', () => {
    expect(licenceTakeBack(licence({ expiresAt: null, subscribeType: 2 }), order(), before(), NOW)).toBeUndefined();
  });

  it('a buyout: back to the subscription it was, or ended at the refund when it made the licence or ended a trial', () => {
    const perpetual = licence({ expiresAt: null, subscribeType: 2 });
    const buyout = order({ quote: { months: null } });
    const had = before();
    expect(licenceTakeBack(perpetual, buyout, had, NOW)).toEqual({
      subscribeType: 1,
      expiresAt: new Date(had.expiresAt as string),
    });
    expect(licenceTakeBack(perpetual, buyout, null, NOW)).toEqual({ subscribeType: 1, expiresAt: NOW });
    expect(licenceTakeBack(perpetual, buyout, before({ trial: true }), NOW)).toEqual({
      subscribeType: 1,
      expiresAt: NOW,
    });
  });

  it('a purchase that changed a lapsed licence’s edition gives the edition back', () => {
    const bought = licence({ level: 'professional', expiresAt: new Date(NOW.getTime() + 360 * DAY_MS) });
    const change = licenceTakeBack(bought, order({ kind: 'new', level: 'professional' }), before(), NOW);
    expect(change).toMatchObject({ level: 'basic' });
  });

  it('an upgrade: the edition before, and the users it added', () => {
    const upgraded = licence({ level: 'professional', users: 5 });
    expect(
      licenceTakeBack(upgraded, order({ kind: 'upgrade', level: 'professional' }), before({ users: 1 }), NOW),
    ).toEqual({
      level: 'basic',
      users: 3,
    });
  });

  it('extra users and stores: the count bought, never below the edition’s own', () => {
    const seats = licence({ level: 'professional', users: 6, stores: 3 });
    expect(licenceTakeBack(seats, order({ kind: 'add_users', quantity: 2 }), before(), NOW)).toEqual({ users: 4 });
    expect(licenceTakeBack(seats, order({ kind: 'add_stores', quantity: 5 }), before(), NOW)).toEqual({ stores: 1 });
  });

  it('keeps the licence as it was before an order applied to it', () => {
    expect(licenceBeforeOf(undefined)).toBeNull();
    expect(licenceBeforeOf(licence({ expiresAt: null, subscribeType: 2 }))).toEqual({
      level: 'basic',
      users: 1,
      stores: 1,
      subscribeType: 2,
      trial: false,
      expiresAt: null,
    });
  });
});
