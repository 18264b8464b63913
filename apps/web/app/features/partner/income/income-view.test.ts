import { describe, expect, it } from 'vitest';
import { INCOME_ROWS, incomeHref, incomeView, listQueryOf } from './income-view';

const view = (search: string) => incomeView(new URLSearchParams(search));

describe('the income screen’s view in its address', () => {
  it('opens on the shares, first page, and drops what it does not know', () => {
    expect(view('')).toEqual({ list: 'shares', page: 1 });
    expect(view('list=all&page=-2&state=paid&from=2026-13')).toEqual({ list: 'shares', page: 1 });
  });

  it('reads the ledger’s months and type, putting a reversed period right', () => {
    expect(view('list=ledger&from=2026-01&to=2026-03&type=rebate&page=2')).toEqual({
      list: 'ledger',
      page: 2,
      from: '2026-01',
      to: '2026-03',
      type: 'rebate',
    });
    expect(view('list=ledger&from=2026-05&to=2025-11')).toEqual({
      list: 'ledger',
      page: 1,
      from: '2025-11',
      to: '2026-05',
    });
    expect(view('list=ledger&from=2026-1&type=bonus')).toEqual({ list: 'ledger', page: 1 });
    // only months and pages the call takes: an address typed by hand never makes the list fail
    expect(view('list=ledger&from=0000-01&to=9999-12&page=999999')).toEqual({ list: 'ledger', page: 100_000 });
  });

  it('reads the withdrawals’ state, and keeps filters to the list they belong to', () => {
    expect(view('list=withdrawals&state=rejected')).toEqual({ list: 'withdrawals', page: 1, state: 'rejected' });
    expect(view('list=withdrawals&type=rebate&from=2026-01')).toEqual({ list: 'withdrawals', page: 1 });
    expect(view('state=withdrawn')).toEqual({ list: 'shares', page: 1 });
  });

  it('writes back only what differs from the defaults, landing on the lists, and survives a round trip', () => {
    expect(incomeHref(view(''))).toBe('/agent/divide#income-lists');
    const ledger = view('list=ledger&from=2026-01&to=2026-03&type=withdrawal&page=3');
    const href = incomeHref(ledger);
    expect(href).toBe('/agent/divide?list=ledger&from=2026-01&to=2026-03&type=withdrawal&page=3#income-lists');
    expect(incomeView(new URL(href, 'http://x').searchParams)).toEqual(ledger);
    expect(incomeHref({ list: 'withdrawals', page: 1, state: 'withdrawn' })).toBe(
      '/agent/divide?list=withdrawals&state=withdrawn#income-lists',
    );
  });

  it('asks the open list’s call for its page and filters; the withdrawals’ state is the call’s type', () => {
    expect(listQueryOf(view('page=2'))).toEqual({ page: 2, rows: INCOME_ROWS });
    expect(listQueryOf(view('list=ledger&from=2026-01&type=matured'))).toEqual({
      page: 1,
      rows: INCOME_ROWS,
      from: '2026-01',
      type: 'matured',
    });
    expect(listQueryOf(view('list=withdrawals&state=withdrawing'))).toEqual({
      page: 1,
      rows: INCOME_ROWS,
      type: 'withdrawing',
    });
  });
});
