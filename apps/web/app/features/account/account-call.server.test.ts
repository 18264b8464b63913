import { describe, expect, it, vi } from 'vitest';
import { accountCall } from './account-call.server';

type Call = [string, RequestInit];
const user = { kdUid: 'u1', phone: '13800138000', hasPassword: true };

describe("the account forms' action", () => {
  it('sends the body the browser made to the call its intent names, and hands the session cookie on', async () => {
    const fetch = vi.fn(async () => {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', 'tb_session=abc; Path=/; HttpOnly; SameSite=Lax');
      headers.append('set-cookie', 'tb_seen=1; Path=/');
      return new Response(JSON.stringify({ code: 200, data: user, msg: 'Logged in' }), { headers });
    });
    const body = { phone: '13800138000', password: 'a'.repeat(64) };
    const answer = await accountCall({ intent: 'password-login', body }, 'en-US', fetch);
    expect(answer.data).toEqual({ intent: 'password-login', ok: true, code: 200, msg: 'Logged in', data: user });
    expect(new Headers(answer.init?.headers).getSetCookie()).toEqual([
      'tb_session=abc; Path=/; HttpOnly; SameSite=Lax',
      'tb_seen=1; Path=/',
    ]);
    const [path, init] = fetch.mock.calls[0] as unknown as Call;
    expect(`${init.method} ${path}`).toBe('POST /webzhj/official/weblogin');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it.each([
    ['sms-login', '/webzhj/vcode'],
    ['register', '/webzhj/regist'],
    ['reset-password', '/webzhj/phone/passwordreset'],
    ['change-password', '/webzhj/passwordreset'],
    ['bind-phone', '/user/phone/bind'],
    ['wechat-bind', '/webzhj/login/wechat/bind'],
  ])('sends %s to %s', async (intent, expected) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { ok: true }, msg: '' })));
    await accountCall({ intent, body: {} }, 'en-US', fetch);
    const [path] = fetch.mock.calls[0] as unknown as Call;
    expect(path).toBe(expected);
  });

  it("answers the server's refusal with its words and code", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 409, data: null, msg: '该手机号已注册' }), { status: 409 }),
    );
    const answer = await accountCall({ intent: 'register', body: { phone: '13800138000' } }, 'zh-CN', fetch);
    expect(answer.data).toEqual({ intent: 'register', ok: false, code: 409, msg: '该手机号已注册', data: null });
  });

  it('refuses, without calling anything, an intent it does not know or a body that is not an object', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    for (const posted of [
      null,
      'x',
      { intent: 'logout', body: {} },
      { intent: 'toString', body: {} },
      { intent: '__proto__', body: {} },
      { intent: 'register' },
      { intent: 'register', body: [] },
      { intent: 'register', body: 'x' },
    ]) {
      const answer = await accountCall(posted, 'en-US', fetch);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false });
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
