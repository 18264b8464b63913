import { describe, expect, it } from 'vitest';
import { summariseLicences } from './accounts.ts';

describe('summariseLicences', () => {
  it('is a non-paying user without licences', () => {
    expect(summariseLicences([])).toEqual({ userType: 0, isXHBuyout: false, isZHJBuyout: false });
  });

  it('is a paying user with an unexpired paid licence, not with a trial or an expired one', () => {
    const paid = { serviceType: 'KDZHJ01', expired: false, subscribeType: 1 };
    expect(summariseLicences([paid]).userType).toBe(1);
    expect(summariseLicences([{ ...paid, subscribeType: 0 }]).userType).toBe(0);
    expect(summariseLicences([{ ...paid, expired: true }]).userType).toBe(0);
  });

  it('recognises perpetual buyouts (subscribeType 2) of each product', () => {
    const summary = summariseLicences([
      { serviceType: 'ZHJXH', expired: false, subscribeType: 2 },
      { serviceType: 'KDZHJ01', expired: true, subscribeType: 1 },
    ]);
    expect(summary).toEqual({ userType: 1, isXHBuyout: true, isZHJBuyout: false });
  });
});
