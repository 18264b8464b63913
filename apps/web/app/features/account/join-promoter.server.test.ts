import { message } from '@tallybook/domain';
import { describe, expect, it, vi } from 'vitest';
import { joinPromoter } from './join-promoter.server';

const form = (nickname: string) => {
  const data = new FormData();
  data.set('intent', 'join-promoter');
  data.set('nickname', nickname);
  return data;
};
const answer = (body: unknown) => new Response(JSON.stringify(body));

describe("the personal centre's promoter action", () => {
  it('joins with the nickname and answers the server message', async () => {
    const fetch = vi.fn(async () =>
      answer({ code: 200, data: { nickname: 'Ming', referralCode: 'ABC234', created: true }, msg: 'Joined' }),
    );
    expect(await joinPromoter(form('Ming'), 'en-US', fetch)).toEqual({
      intent: 'join-promoter',
      ok: true,
      msg: 'Joined',
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(`${init.method} ${path}`).toBe('POST /promoter/pc/add');
    expect(JSON.parse(String(init.body))).toEqual({ nickname: 'Ming' });
  });

  it('says "you have joined" in the page language when the server says nothing', async () => {
    const fetch = vi.fn(async () => answer({ code: 200, data: { nickname: 'Ming', referralCode: 'ABC234' }, msg: '' }));
    expect(await joinPromoter(form('Ming'), 'zh-CN', fetch)).toMatchObject({
      ok: true,
      msg: message('zh-CN', 'promoterJoined'),
    });
  });

  it('refuses an empty nickname without calling (spec §5), and passes on a refusal', async () => {
    const fetch = vi.fn(async () => answer({ code: 409, data: null, msg: 'Nickname taken' }));
    expect(await joinPromoter(form('  '), 'en-US', fetch)).toEqual({
      intent: 'join-promoter',
      ok: false,
      problem: message('en-US', 'nicknameEmpty'),
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(await joinPromoter(form('Ming'), 'en-US', fetch)).toEqual({
      intent: 'join-promoter',
      ok: false,
      problem: 'Nickname taken',
    });
  });
});
