import { describe, expect, it, vi } from 'vitest';
import { subscribe } from './subscribe.server';

const answer = (body: unknown) => new Response(JSON.stringify(body));
const form = (email?: string) => {
  const data = new FormData();
  data.set('intent', 'subscribe');
  if (email !== undefined) data.set('email', email);
  return data;
};

describe("the footer's subscription action", () => {
  it("subscribes the trimmed address with origin 1 and says so in the visitor's language", async () => {
    const fetch = vi.fn(async () => answer({ code: 200, data: null, msg: 'ok' }));
    expect(await subscribe(form(' li@example.com '), 'zh-CN', fetch)).toEqual({
      intent: 'subscribe',
      ok: true,
      text: '提交成功',
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(`${init.method} ${path}`).toBe('POST /servicebook/merchant/overseas/add');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'li@example.com', origin: 1 });
  });

  it("refuses an empty or malformed address with the spec's words, without calling the server", async () => {
    const fetch = vi.fn(async () => answer({ code: 200, data: null, msg: 'ok' }));
    expect(await subscribe(form(), 'zh-CN', fetch)).toEqual({ intent: 'subscribe', ok: false, text: '邮箱不能为空' });
    expect(await subscribe(form('not-an-address'), 'zh-CN', fetch)).toEqual({
      intent: 'subscribe',
      ok: false,
      text: '邮箱格式不正确',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers the server's refusal as it worded it", async () => {
    const fetch = vi.fn(async () => answer({ code: 400, data: null, msg: 'Already subscribed' }));
    expect(await subscribe(form('li@example.com'), 'en-US', fetch)).toEqual({
      intent: 'subscribe',
      ok: false,
      text: 'Already subscribed',
    });
  });
});
