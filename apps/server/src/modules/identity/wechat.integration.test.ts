import { WECHAT_AUTHORIZE_PATH, WECHAT_SANDBOX_APP_ID } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueSandboxCode, sandboxAuthorizeUrl } from '../../platform/oauth/wechat.ts';
import { type Browser, browser, forgetIpCounters, freshPhone, lastCode, requestCode } from './accounts-test-kit.ts';

interface Info {
  phone: string;
  kdUid: string;
  nickname: string | null;
}
interface BindInfo {
  bindToken: string;
  nickname: string;
  avatar: string;
}
interface WechatInfo {
  bound: boolean;
  nickname: string | null;
  avatar: string | null;
}

describe('WeChat login (sandbox OAuth)', () => {
  let server: TestApp;
  let nicknames = 0;

  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await forgetIpCounters(server);
  });

  const authorizeQuery = (redirectUri: string, state = 'st-1', scope = 'snsapi_login', appid = WECHAT_SANDBOX_APP_ID) =>
    new URLSearchParams({ appid, redirect_uri: redirectUri, response_type: 'code', scope, state }).toString();

  /** Submits the sandbox page's form as a browser would (person "1".."3" or "new"); answers the raw response. */
  const allow = (person: string, options: { redirectUri?: string; state?: string; nickname?: string } = {}) =>
    fetch(
      `${server.baseUrl}${WECHAT_AUTHORIZE_PATH}?${authorizeQuery(options.redirectUri ?? '/login/wechat', options.state)}`,
      {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
        body: new URLSearchParams({
          person,
          ...(options.nickname === undefined ? {} : { nickname: options.nickname }),
        }),
      },
    );

  /** A code of the sandbox for a person (a new one with a nickname of its own unless `person` says). */
  const codeFor = async (person = 'new', nickname = `Tester ${++nicknames}`) => {
    const response = await allow(person, { nickname });
    const location = response.headers.get('location') ?? '';
    return new URL(location, server.baseUrl).searchParams.get('code') as string;
  };

  const wechatLogin = (client: Browser, code: string) =>
    client.post<BindInfo & Info>('/webzhj/login/wechat', { code, state: 'st-1' });

  /** A bind token of a new WeChat person. */
  const bindTokenFor = async (nickname?: string) => {
    const answer = await wechatLogin(browser(server), await codeFor('new', nickname));
    expect(answer.body.code).toBe(40001);
    return answer.body.data;
  };

  const smsCode = async (client: Browser, phone: string) => {
    const sent = await requestCode(server, client, phone, 'login');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return lastCode(server, phone);
  };

  describe('the sandbox authorisation page', () => {
    it('lists the demo persons and a new one, each with an Allow button', async () => {
      const response = await fetch(
        `${server.baseUrl}${WECHAT_AUTHORIZE_PATH}?${authorizeQuery('/login/wechat?from=header')}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<title>WeChat sandbox</title>');
      for (const testId of ['wechat-allow-1', 'wechat-allow-2', 'wechat-allow-3', 'wechat-allow-new']) {
        expect(html).toContain(`data-testid="${testId}"`);
      }
      expect(html.match(/>Allow<\/button>/g)).toHaveLength(4);
      expect(html).toContain('微信用户·阿明 / Ming');
      expect(html).toContain('A new WeChat person');
      expect(html).not.toMatch(/<script/i);
      // The form posts back to the page with the same query.
      expect(html).toContain(`action="${WECHAT_AUTHORIZE_PATH}?appid=${WECHAT_SANDBOX_APP_ID}&amp;redirect_uri=`);
    });

    it('redirects to redirect_uri with a code and the state, keeping its own query', async () => {
      const relative = await allow('2', { redirectUri: '/login/wechat?from=header#top', state: 'a b&c' });
      expect(relative.status).toBe(302);
      const location = new URL(relative.headers.get('location') ?? '', 'http://x');
      expect(relative.headers.get('location')).toMatch(/^\/login\/wechat\?/);
      expect(location.searchParams.get('from')).toBe('header');
      expect(location.searchParams.get('state')).toBe('a b&c');
      expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
      expect(location.hash).toBe('#top');

      const absolute = await allow('new', { redirectUri: `${server.baseUrl}/m/wechat`, nickname: '小王' });
      expect(absolute.status).toBe(302);
      expect(absolute.headers.get('location')).toMatch(
        new RegExp(`^${server.baseUrl}/m/wechat\\?code=[\\w-]+&state=st-1$`),
      );
    });

    it('sends the first person back at once with scope snsapi_base', async () => {
      const response = await fetch(
        `${server.baseUrl}${sandboxAuthorizeUrl({ redirectUri: '/m/pay', state: 'silent', scope: 'snsapi_base' })}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '', server.baseUrl);
      expect(location.pathname).toBe('/m/pay');
      expect(location.searchParams.get('state')).toBe('silent');
      const login = await wechatLogin(browser(server), location.searchParams.get('code') as string);
      expect(login.body.data.nickname).toBe('微信用户·阿明 / Ming');
    });

    it('refuses a redirect_uri of another site, and another appid', async () => {
      for (const foreign of [
        'https://evil.example/cb',
        '//evil.example/cb',
        '/\\evil.example/cb',
        'javascript:alert(1)',
        'login/wechat',
        '',
      ]) {
        const page = await fetch(`${server.baseUrl}${WECHAT_AUTHORIZE_PATH}?${authorizeQuery(foreign)}`, {
          redirect: 'manual',
        });
        expect(page.status, foreign).toBe(400);
        // A refusal of the sandbox's page comes in the envelope (issue 10), not as plain text.
        expect(await page.json()).toEqual({
          code: 400,
          data: null,
          msg: 'WeChat can only send you back to an address on this site',
        });
        const post = await allow('1', { redirectUri: foreign });
        expect(post.status, foreign).toBe(400);
      }
      const zh = await fetch(`${server.baseUrl}${WECHAT_AUTHORIZE_PATH}?${authorizeQuery('https://evil.example/')}`, {
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(((await zh.json()) as { msg: string }).msg).toBe('微信授权只能返回本站地址');
      const appid = await fetch(
        `${server.baseUrl}${WECHAT_AUTHORIZE_PATH}?${authorizeQuery('/login', 's', 'snsapi_login', 'other')}`,
      );
      expect(appid.status).toBe(400);
      expect((await allow('9')).status).toBe(400);
    });

    it('refuses a form another site posted', async () => {
      const response = await fetch(`${server.baseUrl}${WECHAT_AUTHORIZE_PATH}?${authorizeQuery('/login/wechat')}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        body: 'person=1',
      });
      expect(response.status).toBe(403);
    });
  });

  describe('POST /webzhj/login/wechat and /webzhj/login/wechat/bind', () => {
    it('asks an unbound WeChat to bind a phone (code 40001), binds with an SMS code, then logs in directly', async () => {
      const client = browser(server);
      const first = await wechatLogin(client, await codeFor('new', '小王'));
      expect(first.status).toBe(200);
      expect(first.body.code).toBe(40001);
      expect(first.body.msg).toBe('Bind your phone number to finish logging in with WeChat');
      expect(first.body.data).toEqual({
        bindToken: expect.stringMatching(/^[\w-]{20,}$/),
        nickname: '小王',
        avatar: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      });
      expect(first.session).toBeUndefined();
      expect((await client.get('/webzhj/info')).status).toBe(401);
      // The token is kept only hashed.
      const rows = (await server.database.handle.db.execute(
        sql`select count(*)::int as n from wechat_bind_tokens where token_hash = ${first.body.data.bindToken}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(rows.rows[0]?.n).toBe(0);

      const phone = freshPhone();
      const bound = await client.post<Info>('/webzhj/login/wechat/bind', {
        bindToken: first.body.data.bindToken,
        phone,
        code: await smsCode(client, phone),
      });
      expect(bound.status, JSON.stringify(bound.body)).toBe(200);
      expect(bound.body.code).toBe(200);
      expect(bound.body.data).toMatchObject({ phone, hasPassword: false });
      expect(bound.headers.getSetCookie().join()).toMatch(/tb_session=[^;]+;.*HttpOnly/i);
      expect((await client.get<Info>('/webzhj/info')).body.data.phone).toBe(phone);
      const wx = await client.get<WechatInfo>('/user/infowx');
      expect(wx.body.data).toEqual({ bound: true, nickname: '小王', avatar: first.body.data.avatar });

      // The same person logs in again: straight in, with a new session.
      const later = browser(server, 'zh-CN');
      const direct = await wechatLogin(later, await issueCodeFor(await openidOf(phone), '小王 2'));
      expect(direct.status).toBe(200);
      expect(direct.body.code).toBe(200);
      expect(direct.body.msg).toBe('登录成功');
      expect(direct.body.data.phone).toBe(phone);
      expect(direct.session).toMatch(/.{20,}/);
      expect(direct.session).not.toBe(client.session);
      expect((await later.get<Info>('/webzhj/info')).body.data.phone).toBe(phone);
      // WeChat's latest nickname is kept.
      expect((await later.get<WechatInfo>('/user/infowx')).body.data.nickname).toBe('小王 2');
    });

    it('logs a demo person in directly once bound', async () => {
      const token = (await wechatLogin(browser(server), await codeFor('3'))).body.data.bindToken;
      const client = browser(server);
      const phone = freshPhone();
      const bound = await client.post<Info>('/webzhj/login/wechat/bind', {
        bindToken: token,
        phone,
        code: await smsCode(client, phone),
      });
      expect(bound.status).toBe(200);
      const second = browser(server);
      const login = await wechatLogin(second, await codeFor('3'));
      expect(login.body.code).toBe(200);
      expect(login.body.data.phone).toBe(phone);
      expect(login.session).toBeTruthy();
      expect((await second.get<WechatInfo>('/user/infowx')).body.data).toMatchObject({
        bound: true,
        nickname: '微信用户·Sara',
      });
    });

    it('binds an existing account, found by its phone', async () => {
      const phone = freshPhone();
      const client = browser(server);
      const created = await client.post<Info>('/webzhj/vcode', { phone, code: await smsCode(client, phone) });
      expect(created.status).toBe(200);
      expect((await client.get<WechatInfo>('/user/infowx')).body.data).toEqual({
        bound: false,
        nickname: null,
        avatar: null,
      });
      await server.database.handle.db.execute(sql`delete from operation_locks`);
      const { bindToken } = await bindTokenFor();
      const bound = await client.post<Info>('/webzhj/login/wechat/bind', {
        bindToken,
        phone,
        code: await smsCode(client, phone),
      });
      expect(bound.body.data.kdUid).toBe(created.body.data.kdUid);
      expect((await client.get<WechatInfo>('/user/infowx')).body.data.bound).toBe(true);
    });

    it('uses a code once, of two exchanges at once one wins, and refuses unknown codes in every language', async () => {
      const code = await codeFor();
      const answers = await Promise.all([wechatLogin(browser(server), code), wechatLogin(browser(server), code)]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([400, 40001]);
      const failed = answers.find((answer) => answer.body.code === 400);
      expect(failed?.status).toBe(400);
      expect(failed?.body).toEqual({ code: 400, data: null, msg: 'WeChat authorisation failed, please try again' });
      expect((await wechatLogin(browser(server), code)).body.code).toBe(400);
      for (const [language, msg] of [
        ['zh-CN', '微信授权失败，请重试'],
        ['zh-TW', '微信授權失敗，請重試'],
        ['ar', 'فشل تفويض WeChat، يرجى المحاولة مرة أخرى'],
      ] as const) {
        const answer = await browser(server, language).post('/webzhj/login/wechat', { code: 'nope' });
        expect(answer.body.msg).toBe(msg);
      }
      expect((await browser(server).post('/webzhj/login/wechat', {})).status).toBe(400);
    });

    it('refuses an expired code', async () => {
      const code = await codeFor();
      await server.database.handle.db.execute(
        sql`update wechat_sandbox_codes set expires_at = now() - interval '1 second' where used_at is null`,
      );
      expect((await wechatLogin(browser(server), code)).body.code).toBe(400);
    });

    it('uses a bind token once: of two binds at once one wins', async () => {
      const { bindToken } = await bindTokenFor();
      const [a, b] = [browser(server), browser(server)];
      const [phoneA, phoneB] = [freshPhone(), freshPhone()];
      const [codeA, codeB] = [await smsCode(a, phoneA), await smsCode(b, phoneB)];
      const answers = await Promise.all([
        a.post('/webzhj/login/wechat/bind', { bindToken, phone: phoneA, code: codeA }),
        b.post('/webzhj/login/wechat/bind', { bindToken, phone: phoneB, code: codeB }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.status === 400)?.body.msg).toBe(
        'The WeChat binding has expired, please log in with WeChat again',
      );
      const phone = freshPhone();
      const client = browser(server);
      const reused = await client.post('/webzhj/login/wechat/bind', {
        bindToken,
        phone,
        code: await smsCode(client, phone),
      });
      expect(reused.status).toBe(400);
    });

    it('keeps a bind token through a mistyped SMS code, and refuses an expired one', async () => {
      const { bindToken } = await bindTokenFor();
      const phone = freshPhone();
      const client = browser(server);
      const code = await smsCode(client, phone);
      const wrong = await client.post('/webzhj/login/wechat/bind', {
        bindToken,
        phone,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.body.msg).toBe('Enter the correct verification code');
      const right = await client.post('/webzhj/login/wechat/bind', { bindToken, phone, code });
      expect(right.status).toBe(200);

      const late = await bindTokenFor();
      await server.database.handle.db.execute(
        sql`update wechat_bind_tokens set expires_at = now() - interval '1 second' where used_at is null`,
      );
      const other = freshPhone();
      const expired = await client.post('/webzhj/login/wechat/bind', {
        bindToken: late.bindToken,
        phone: other,
        code: '123456',
      });
      expect(expired.status).toBe(400);
      expect(expired.body.msg).toBe('The WeChat binding has expired, please log in with WeChat again');
    });

    it('answers the spec messages for bad input', async () => {
      const { bindToken } = await bindTokenFor();
      const client = browser(server, 'zh-CN');
      const bind = (body: unknown) => client.post('/webzhj/login/wechat/bind', body);
      expect((await bind({ bindToken, phone: '', code: '123456' })).body.msg).toBe('手机号不能为空');
      expect((await bind({ bindToken, phone: '12345', code: '123456' })).body.msg).toBe('手机号格式不正确');
      expect((await bind({ bindToken, phone: freshPhone(), code: '12' })).body.msg).toBe('请输入正确的验证码');
      expect((await bind({ bindToken: 'nope', phone: freshPhone(), code: '123456' })).body.msg).toBe(
        '微信绑定已过期，请重新使用微信登录',
      );
      for (const body of [null, [], 7, 'text', { bindToken: {} }, { phone: 'x'.repeat(5000) }]) {
        const answer = await client.post('/webzhj/login/wechat/bind', body);
        expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
        const login = await client.post('/webzhj/login/wechat', body);
        expect(login.status, JSON.stringify(body)).toBeLessThan(500);
      }
    });

    it('refuses a WeChat bound to another user, and a user who has another WeChat', async () => {
      const openid = `sandbox-openid-test-${Date.now()}`;
      // Two logins of the same person before either binds: two tokens.
      const first = (await wechatLogin(browser(server), await issueCodeFor(openid, 'Twin'))).body.data.bindToken;
      const second = (await wechatLogin(browser(server), await issueCodeFor(openid, 'Twin'))).body.data.bindToken;
      const owner = browser(server);
      const ownerPhone = freshPhone();
      expect(
        (
          await owner.post('/webzhj/login/wechat/bind', {
            bindToken: first,
            phone: ownerPhone,
            code: await smsCode(owner, ownerPhone),
          })
        ).status,
      ).toBe(200);
      const intruder = browser(server);
      const intruderPhone = freshPhone();
      const taken = await intruder.post('/webzhj/login/wechat/bind', {
        bindToken: second,
        phone: intruderPhone,
        code: '123456',
      });
      expect(taken.status).toBe(409);
      expect(taken.body.msg).toBe('This WeChat account is already bound to another user');

      // The owner's phone with another WeChat person.
      await server.database.handle.db.execute(sql`delete from operation_locks`);
      const { bindToken } = await bindTokenFor();
      const otherWechat = await intruder.post('/webzhj/login/wechat/bind', {
        bindToken,
        phone: ownerPhone,
        code: await smsCode(intruder, ownerPhone),
      });
      expect(otherWechat.status).toBe(409);
      expect(otherWechat.body.msg).toBe('This account is already bound to another WeChat account');
      expect(intruder.session).toBeUndefined();
    });

    it('refuses calls a browser made for another site', async () => {
      const evil = { origin: 'https://evil.example' };
      expect((await browser(server).post('/webzhj/login/wechat', { code: 'x' }, evil)).status).toBe(403);
      expect((await browser(server).post('/webzhj/login/wechat/bind', {}, evil)).status).toBe(403);
    });
  });

  describe('GET /user/infowx', () => {
    it('needs a login', async () => {
      const answer = await browser(server).get('/user/infowx');
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(401);
    });
  });

  it('documents the WeChat calls in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [method, path] of [
      ['post', '/webzhj/login/wechat'],
      ['post', '/webzhj/login/wechat/bind'],
      ['get', '/user/infowx'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  /** A sandbox code for a given openid (what WeChat gives a person who logs in again). */
  function issueCodeFor(openid: string, nickname: string): Promise<string> {
    return issueSandboxCode(server.database.handle.db, {
      openid,
      unionid: openid.replace('openid', 'unionid'),
      nickname,
      avatar: 'data:image/svg+xml;base64,',
    });
  }

  async function openidOf(phone: string): Promise<string> {
    const result = (await server.database.handle.db.execute(
      sql`select openid from wechat_bindings b join users u on u.id = b.user_id where u.phone = ${phone}`,
    )) as unknown as { rows: Array<{ openid: string }> };
    return result.rows[0]?.openid as string;
  }
});
