import { message } from '@tallybook/domain';
import { describe, expect, it, vi } from 'vitest';
import { voteOnArticle } from './help-vote.server';

const vote = (type: string) => {
  const form = new FormData();
  form.set('vote', type);
  return form;
};
const feedback = { useful: 4, useless: 1, voted: 'useful', counted: true };

describe("the help article's vote action", () => {
  it('counts the vote through the help call and answers the new totals', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: feedback, msg: 'Thanks' })));
    expect(await voteOnArticle(vote('useful'), '7', 'en-US', fetch)).toEqual({ ok: true, msg: 'Thanks', feedback });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(`${init.method} ${path}`).toBe('GET /api/help/addUsefulOrUseless?id=7&type=useful&lang=en-US');
  });

  it("passes on the server's refusal", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: false, data: null, msg: '文章不存在' })));
    expect(await voteOnArticle(vote('useless'), '7', 'zh-CN', fetch)).toEqual({ ok: false, msg: '文章不存在' });
  });

  it('refuses anything but useful or useless, and an article id that is not digits, without calling', async () => {
    const fetch = vi.fn();
    const refused = { ok: false, msg: message('en-US', 'requestError', { status: 400 }) };
    expect(await voteOnArticle(vote('great'), '7', 'en-US', fetch)).toEqual(refused);
    expect(await voteOnArticle(new FormData(), '7', 'en-US', fetch)).toEqual(refused);
    expect(await voteOnArticle(vote('useful'), '7;drop', 'en-US', fetch)).toEqual(refused);
    expect(fetch).not.toHaveBeenCalled();
  });
});
