import { MERCHANT_LIST_MAX_ROWS } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ROWS_STEP, customerListHref, customerListView, merchantListBodyOf } from './customer-list-query';

const view = (search: string) => customerListView(new URLSearchParams(search));

describe('the customer list view in its address', () => {
  it('opens on my customers, latest registered first, and the pool on the latest to enter it', () => {
    expect(view('')).toEqual({ scope: 'mine', sort: 'registration', shown: CUSTOMER_ROWS_STEP });
    expect(view('scope=pool')).toEqual({ scope: 'pool', sort: 'poolEntry', shown: CUSTOMER_ROWS_STEP });
  });

  it('reads the sort, label, intention, expiry window and search, and drops what it does not know', () => {
    expect(view('sort=followUp&label=chain&intention=high&expiring=7&q=%20138%20&shown=120')).toEqual({
      scope: 'mine',
      sort: 'followUp',
      label: 'chain',
      intention: 'high',
      expiringWithinDays: 7,
      keyword: '138',
      shown: 150,
    });
    expect(view('scope=all&sort=name&intention=urgent&expiring=-3&q=%20%20&shown=abc')).toEqual({
      scope: 'mine',
      sort: 'registration',
      shown: CUSTOMER_ROWS_STEP,
    });
    expect(view('expiring=99999').expiringWithinDays).toBe(3650);
  });

  it('writes back only what differs from the defaults, so a view survives a round trip', () => {
    expect(customerListHref(view(''))).toBe('/agent/merchant');
    expect(customerListHref(view('scope=pool'))).toBe('/agent/merchant?scope=pool');
    const filtered = view('sort=followUp&label=chain&intention=medium&expiring=0&q=shop');
    const href = customerListHref(filtered, { shown: 100 });
    expect(href).toBe('/agent/merchant?sort=followUp&label=chain&intention=medium&expiring=0&q=shop&shown=100');
    expect(customerListView(new URL(href, 'http://x').searchParams)).toEqual({ ...filtered, shown: 100 });
  });

  it('asks merchant-list for page 1 with the filters and only the rows the page shows', () => {
    expect(merchantListBodyOf(view('scope=pool&intention=general&shown=100'))).toEqual({
      page: 1,
      rows: 100,
      scope: 'pool',
      sort: 'poolEntry',
      intention: 'general',
    });
    expect(merchantListBodyOf(view('')).rows).toBe(CUSTOMER_ROWS_STEP);
    // a hand-made address never asks for more than the call allows
    expect(merchantListBodyOf(view('shown=99999')).rows).toBe(MERCHANT_LIST_MAX_ROWS);
  });
});
