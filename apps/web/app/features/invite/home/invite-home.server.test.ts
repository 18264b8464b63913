import type { WebLoadContext } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { loadInviteHome, postInviteHomeForm } from './invite-home.server';

type Call = { method: string; path: string; body: unknown };

/** A fetch answering each `METHOD /path` with an envelope (or `status`), recording the calls. */
function fakeFetch(answers: Record<string, { status?: number; code?: number; data?: unknown; msg?: string }>) {
  const calls: Call[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://web.test');
    const method = init.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.pathname}`] ?? { status: 404, code: 404, msg: 'not found' };
    return new Response(
      JSON.stringify({ code: answer.code ?? 200, data: answer.data ?? null, msg: answer.msg ?? 'ok' }),
      {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  };
  return { fetch, calls };
}

const R = '/recommend';
const signedIn = {
  [`GET ${R}/info`]: {
    data: { code: 'K7M2Q9PX', inviteUrl: 'u', registerUrl: 'r', nickname: 'n', notice: false, enabled: true },
  },
  [`GET ${R}/inviter/total`]: { data: { invitedCount: 1, paidFriendsCount: 0, totalAwardFen: 0 } },
  [`GET ${R}/award`]: { data: { pendingFen: 500, payableFen: 0, payingFen: 0, paidFen: 0, totalFen: 500 } },
  [`GET ${R}/award/lately`]: { status: 500, code: 500, msg: 'down' },
};
const request = (path = '/invite?lang=en-US') => new Request(`http://web.test${path}`);
const context = (fetch: ReturnType<typeof fakeFetch>['fetch']) => ({ apiFetch: fetch }) as unknown as WebLoadContext;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('/invite', () => {
  it('sends a visitor to log in and back to the same address', async () => {
    const { fetch } = fakeFetch({ [`GET ${R}/info`]: { status: 401, code: 401, msg: 'Please log in' } });
    const thrown = await loadInviteHome(request('/invite?lang=ar'), context(fetch)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/login?next=%2Finvite%3Flang%3Dar&lang=ar');
  });

  it('loads the invitation, totals and awards; a failed ticker leaves the page standing', async () => {
    const { fetch } = fakeFetch(signedIn);
    const data = await loadInviteHome(request(), context(fetch));
    expect(data.info.code).toBe('K7M2Q9PX');
    expect(data.award.pendingFen).toBe(500);
    expect(data.ticker).toEqual([]);
    expect(data.messages).toEqual(['invite-home']);
    // payindex not answered: unknown, the page stands and the button is left to the server's answer
    expect(data.payIndex).toBeNull();
  });

  it('reads what a red packet would pay now', async () => {
    const index = { payableFen: 800, nextPacketFen: 800, minPacketFen: 100, maxPacketFen: 20_000, wechatBound: false };
    const { fetch, calls } = fakeFetch({ ...signedIn, [`GET ${R}/payindex`]: { data: index } });
    const data = await loadInviteHome(request(), context(fetch));
    expect(data.payIndex).toEqual(index);
    expect(calls.some((call) => call.path === `${R}/payindex`)).toBe(true);
  });

  it('fails with the call status when the awards cannot be read', async () => {
    const { fetch } = fakeFetch({ ...signedIn, [`GET ${R}/award`]: { status: 503, code: 503, msg: 'down' } });
    const thrown = await loadInviteHome(request(), context(fetch)).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(503);
  });

  it('posts the reminder flag and asks for the red packet, answering in the server words', async () => {
    const { fetch, calls } = fakeFetch({
      [`POST ${R}/award/notice`]: { data: { notice: true } },
      [`GET ${R}/send/redpack`]: { status: 400, code: 400, msg: 'Nothing to receive yet.' },
    });
    expect(await postInviteHomeForm(form({ intent: 'notice', notice: 'true' }), 'en-US', fetch)).toEqual({
      intent: 'notice',
      ok: true,
      msg: 'ok',
    });
    expect(calls[0]).toMatchObject({ method: 'POST', path: `${R}/award/notice`, body: { notice: true } });
    expect(await postInviteHomeForm(form({ intent: 'redpack' }), 'en-US', fetch)).toEqual({
      intent: 'redpack',
      ok: false,
      problem: 'Nothing to receive yet.',
    });
  });

  it('refuses an unknown form without calling the server', async () => {
    const { fetch, calls } = fakeFetch({});
    const thrown = await postInviteHomeForm(form({ intent: 'drop' }), 'en-US', fetch).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(400);
    expect(calls).toEqual([]);
  });
});
