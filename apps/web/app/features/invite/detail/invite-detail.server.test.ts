import type { WebLoadContext } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeFetch } from '../programme/fake-fetch';
import { loadInviteDetail } from './invite-detail.server';

const R = '/recommend';
const balances = { pendingFen: 500, payableFen: 0, payingFen: 0, paidFen: 0, totalFen: 500 };
const award = {
  id: 7,
  kind: 'registration',
  state: 'pending',
  amountFen: 500,
  invitee: '139****0001',
  orderNo: null,
  earnedAt: '2026-11-20T08:00:00Z',
  maturesAt: null,
};
const signedIn: Record<string, Answer> = {
  [`GET ${R}/award`]: { data: balances },
  [`GET ${R}/award/detail`]: { data: { list: [award], total: 1 } },
  [`GET ${R}/regist/detail`]: {
    data: {
      list: [{ invitee: '139****0001', boundAt: '2026-11-20T08:00:00Z', firstPaidAt: null, awardedFen: 500 }],
      total: 1,
    },
  },
};
const context = (fetch: ReturnType<typeof fakeFetch>['fetch']) => ({ apiFetch: fetch }) as unknown as WebLoadContext;
const load = (path: string, answers = signedIn, programme?: 'xh') => {
  const { fetch, calls } = fakeFetch(answers);
  return { calls, data: loadInviteDetail(new Request(`http://web.test${path}`), context(fetch), programme) };
};

describe('/invite/detail and /invite/xh-share/rewards', () => {
  it('sends a visitor to log in and back to the same address', async () => {
    const refused = { status: 401, code: 401, msg: 'Please log in' };
    const { data } = load('/invite/detail?state=paid&lang=ar', {
      [`GET ${R}/award`]: refused,
      [`GET ${R}/award/detail`]: refused,
      [`GET ${R}/regist/detail`]: refused,
    });
    const thrown = (await data.catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login?next=%2Finvite%2Fdetail%3Fstate%3Dpaid%26lang%3Dar&lang=ar');
  });

  it('reads the balances and the awards of the state the address asks, every programme, a page of ten', async () => {
    const { data, calls } = load('/invite/detail?state=pending&page=2');
    const screen = await data;
    expect(calls.map((call) => call.path).sort()).toEqual([`${R}/award`, `${R}/award/detail`]);
    expect(calls.find((call) => call.path === `${R}/award/detail`)?.query).toEqual({
      page: '2',
      rows: '10',
      state: 'pending',
    });
    expect(calls.find((call) => call.path === `${R}/award`)?.query).toEqual({});
    expect(screen.open).toEqual({ list: 'awards', rows: [award], total: 1 });
    expect(screen.view).toEqual({ list: 'awards', page: 2, state: 'pending' });
    expect(screen.path).toBe('/invite/detail');
    expect(screen.messages).toEqual(['invite-detail', 'ui']);
  });

  it('reads the registrations of the xh programme only, at its own address', async () => {
    const { data, calls } = load('/invite/xh-share/rewards?list=registrations', signedIn, 'xh');
    const screen = await data;
    expect(calls.find((call) => call.path === `${R}/regist/detail`)?.query).toEqual({
      page: '1',
      rows: '10',
      programme: 'xh',
    });
    expect(calls.find((call) => call.path === `${R}/award`)?.query).toEqual({ programme: 'xh' });
    expect(screen.open.list).toBe('registrations');
    expect(screen.path).toBe('/invite/xh-share/rewards');
    expect(screen.seo.title).toBe('My Tallybook POS rewards — Tallybook');
  });

  it('ignores an unknown state, a broken page and a state on the registrations', async () => {
    const { data, calls } = load('/invite/detail?state=%00stolen&page=-3');
    expect((await data).view).toEqual({ list: 'awards', page: 1 });
    expect(calls.find((call) => call.path === `${R}/award/detail`)?.query).toEqual({ page: '1', rows: '10' });
    const second = load('/invite/detail?list=registrations&state=paid&page=99999999');
    expect((await second.data).view).toEqual({ list: 'registrations', page: 1 });
  });

  it('fails with the call status when the list cannot be read', async () => {
    const { data } = load('/invite/detail', {
      ...signedIn,
      [`GET ${R}/award/detail`]: { status: 503, code: 503, msg: 'down' },
    });
    expect(((await data.catch((error: unknown) => error)) as Response).status).toBe(503);
  });
});
