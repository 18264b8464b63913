import { transformPassword } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { browser, forgetIpCounters, freshPhone, lastCode, registerAccount, requestCode } from './accounts-test-kit.ts';
import { captchaAnswerHash } from './captcha.ts';
import { currentUser } from './current-user.ts';
import { purgeExpiredSometimes } from './purge-expired.ts';

interface Info {
  phone: string;
  phoneHide: string;
  kdUid: string;
  kdToken: string;
  nickname: string | null;
  userType: number;
  licences: unknown[];
  hasPassword: boolean;
}

describe('accounts: registration, logins, sessions and passwords', () => {
  let server: TestApp;
  const db = () => server.database.handle.db;
  const login = async (phone: string, password: string, client = browser(server), extra: Record<string, string> = {}) =>
    client.post<Info>('/webzhj/official/weblogin', {
      phone,
      password: await transformPassword(phone, password),
      ...extra,
    });

  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await forgetIpCounters(server);
  });

  describe('POST /webzhj/regist', () => {
    it('creates the account, logs in and answers the user info', async () => {
      const phone = freshPhone();
      const { client, answer } = await registerAccount(server, phone, 'secret-1');
      expect(answer.body.msg).toBe('Registered successfully');
      expect(answer.body.data).toMatchObject({
        phone,
        phoneHide: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
        userType: 0,
        isXHBuyout: false,
        isZHJBuyout: false,
        // the mall's 15-day trial (a trial is not paying: userType stays 0)
        licences: [{ serviceType: 'KDZHJ01', expired: false, typeCode: 'professional', subscribeType: 0 }],
        hasPassword: true,
        nickname: null,
      });
      expect(answer.headers.getSetCookie().join()).toMatch(/tb_session=[^;]+;.*HttpOnly/i);
      const info = await client.get<Info>('/webzhj/info');
      expect(info.status).toBe(200);
      expect(info.body.data.kdUid).toBe((answer.body.data as unknown as Info).kdUid);
      const [row] = (
        (await db().execute(
          sql`select password_hash, pack_origin, origin from users where phone = ${phone}`,
        )) as unknown as {
          rows: Array<{ password_hash: string; pack_origin: string; origin: number }>;
        }
      ).rows;
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row).toMatchObject({ pack_origin: 'site', origin: 6 });
    });

    it('refuses a registered phone with its own message', async () => {
      const phone = freshPhone();
      await registerAccount(server, phone, 'secret-1');
      const again = await browser(server, 'zh-CN').post('/webzhj/regist', {
        phone,
        password: await transformPassword(phone, 'x'),
        code: '123456',
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 409, data: null, msg: '该手机号已注册' });
    });

    it('refuses a wrong, reused or expired code and a password that was not transformed', async () => {
      const phone = freshPhone();
      const client = browser(server, 'zh-CN');
      await requestCode(server, client, phone, 'register');
      const code = await lastCode(server, phone);
      const password = await transformPassword(phone, 'secret-1');
      const wrong = await client.post('/webzhj/regist', {
        phone,
        password,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.body).toEqual({ code: 400, data: null, msg: '请输入正确的验证码' });
      const empty = await client.post('/webzhj/regist', { phone, password, code: '' });
      expect(empty.body.msg).toBe('请输入正确的验证码');
      const plain = await client.post('/webzhj/regist', { phone, password: 'secret-1', code });
      expect(plain.body.msg).toBe('密码格式不正确，请刷新页面后重试');
      await db().execute(
        sql`update verification_codes set expires_at = now() - interval '1 second' where phone = ${phone}`,
      );
      const expired = await client.post('/webzhj/regist', { phone, password, code });
      expect(expired.body.msg).toBe('验证码错误、缺失或已过期，请重新获取');
    });

    it('spends a code after five wrong guesses, and uses a code once', async () => {
      const phone = freshPhone();
      const client = browser(server);
      await requestCode(server, client, phone, 'login');
      const code = await lastCode(server, phone);
      const wrongCode = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i++) await client.post('/webzhj/vcode', { phone, code: wrongCode });
      const spent = await client.post('/webzhj/vcode', { phone, code });
      expect(spent.body.msg).toBe('The verification code is wrong, missing or expired, please get a new one');

      const other = freshPhone();
      await requestCode(server, client, other, 'login');
      const fresh = await lastCode(server, other);
      expect((await client.post('/webzhj/vcode', { phone: other, code: fresh })).status).toBe(200);
      expect((await browser(server).post('/webzhj/vcode', { phone: other, code: fresh })).status).toBe(400);
    });

    it('lets only one of two simultaneous registrations with the same code through', async () => {
      const phone = freshPhone();
      await requestCode(server, browser(server), phone, 'register');
      const body = { phone, password: await transformPassword(phone, 'secret-1'), code: await lastCode(server, phone) };
      const answers = await Promise.all([
        browser(server).post('/webzhj/regist', body),
        browser(server).post('/webzhj/regist', body),
      ]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      // The loser finds the code spent (400) or the phone taken (409), never a server error.
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.toBeOneOf([400, 409])]);
    });
  });

  describe('POST /webzhj/vcode', () => {
    it('creates an account for a new phone, without a password, and logs in', async () => {
      const phone = freshPhone();
      const client = browser(server);
      await requestCode(server, client, phone, 'login');
      const answer = await client.post<Info>('/webzhj/vcode', {
        phone,
        code: await lastCode(server, phone),
        pack_origin: 'baidu app',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ phone, hasPassword: false, userType: 0 });
      expect((await client.get('/webzhj/info')).status).toBe(200);
      const [row] = (
        (await db().execute(sql`select origin from users where phone = ${phone}`)) as unknown as {
          rows: Array<{ origin: number }>;
        }
      ).rows;
      expect(row?.origin).toBe(506);
    });

    it('logs in to an existing account', async () => {
      const phone = freshPhone();
      const { answer: registered } = await registerAccount(server, phone, 'secret-1');
      const client = browser(server);
      await server.database.handle.db.execute(sql`delete from operation_locks`);
      await requestCode(server, client, phone, 'login');
      const answer = await client.post<Info>('/webzhj/vcode', { phone, code: await lastCode(server, phone) });
      expect(answer.body.data.kdUid).toBe((registered.body.data as unknown as Info).kdUid);
    });
  });

  describe('POST /webzhj/official/weblogin', () => {
    it('logs in with the transformed password and rotates the session', async () => {
      const phone = freshPhone();
      const { client } = await registerAccount(server, phone, 'secret-1');
      const before = client.session;
      const answer = await login(phone, 'secret-1', client);
      expect(answer.status).toBe(200);
      expect(answer.body.msg).toBe('Logged in successfully');
      expect(client.session).toBeDefined();
      expect(client.session).not.toBe(before);
      const stale = browser(server);
      stale.session = before;
      expect((await stale.get('/webzhj/info')).status).toBe(401);
    });

    it('asks for a graphic captcha from the third wrong password, and checks it once', async () => {
      const phone = freshPhone();
      await registerAccount(server, phone, 'secret-1');
      const first = await login(phone, 'wrong');
      expect(first.status).toBe(400);
      expect(first.body.msg).toBe('The phone number or password is incorrect');
      await forgetIpCounters(server);
      expect((await login(phone, 'wrong')).status).toBe(400);
      await forgetIpCounters(server);
      const third = await login(phone, 'wrong');
      expect(third.status).toBe(428);
      expect(third.body).toEqual({ code: 428, data: null, msg: 'The phone number or password is incorrect' });

      const zh = browser(server, 'zh-CN');
      const noCaptcha = await login(phone, 'secret-1', zh);
      expect(noCaptcha.body).toEqual({ code: 428, data: null, msg: '图形验证码或参数不能为空' });

      const issued = await zh.get<{ captchaId: string; svg: string }>('/webzhj/authcode');
      expect(issued.status).toBe(200);
      expect(issued.body.data.svg).toMatch(/^<svg/);
      const { captchaId } = issued.body.data;
      // The answer is stored hashed; the test plants a known one.
      await db().execute(
        sql`update captchas set answer_hash = ${captchaAnswerHash(captchaId, 'ab3d')} where id = ${captchaId}`,
      );
      const wrongCaptcha = await login(phone, 'secret-1', zh, { captchaId, auth_code: 'zzzz' });
      expect(wrongCaptcha.body).toEqual({ code: 428, data: null, msg: '请输入正确的图形验证码' });
      const reused = await login(phone, 'secret-1', zh, { captchaId, auth_code: 'ab3d' });
      expect(reused.body.msg).toBe('请输入正确的图形验证码');

      const next = (await zh.get<{ captchaId: string }>('/webzhj/authcode')).body.data.captchaId;
      await db().execute(sql`update captchas set answer_hash = ${captchaAnswerHash(next, 'ab3d')} where id = ${next}`);
      const passed = await login(phone, 'secret-1', zh, { captchaId: next, auth_code: 'AB3D' });
      expect(passed.status).toBe(200);
    });

    it('answers an unknown phone like a wrong password', async () => {
      const answer = await login(freshPhone(), 'whatever');
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('The phone number or password is incorrect');
    });

    it('refuses a login a browser made for another site', async () => {
      const phone = freshPhone();
      const evil = await browser(server).post(
        '/webzhj/official/weblogin',
        { phone },
        { origin: 'https://evil.example' },
      );
      expect(evil.status).toBe(403);
      const crossSite = await browser(server).post(
        '/webzhj/official/weblogin',
        { phone },
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(crossSite.status).toBe(403);
      const sameOrigin = await browser(server).post(
        '/webzhj/official/weblogin',
        { phone: '' },
        { origin: server.baseUrl },
      );
      expect(sameOrigin.body.msg).toBe('Phone number cannot be empty');
    });
  });

  describe('GET /webzhj/phone/exist', () => {
    it('tells whether a phone has an account', async () => {
      const phone = freshPhone();
      await registerAccount(server, phone, 'secret-1');
      expect((await browser(server).get(`/webzhj/phone/exist?phone=${phone}`)).body.data).toEqual({ exist: true });
      expect((await browser(server).get(`/webzhj/phone/exist?phone=${freshPhone()}`)).body.data).toEqual({
        exist: false,
      });
      const empty = await browser(server, 'zh-TW').get('/webzhj/phone/exist');
      expect(empty.body).toEqual({ code: 400, data: null, msg: '手機號碼不能為空' });
    });
  });

  describe('passwords', () => {
    it('resets a forgotten password with an SMS code and ends every session', async () => {
      const phone = freshPhone();
      const { client } = await registerAccount(server, phone, 'secret-1');
      const other = browser(server);
      await requestCode(server, other, phone, 'reset');
      const reset = await other.post('/webzhj/phone/passwordreset', {
        phone,
        code: await lastCode(server, phone),
        newPassword: await transformPassword(phone, 'secret-2'),
      });
      expect(reset.status).toBe(200);
      expect(reset.body.msg).toBe('The password has been changed');
      expect((await client.get('/webzhj/info')).status).toBe(401);
      expect((await login(phone, 'secret-1')).status).toBe(400);
      expect((await login(phone, 'secret-2')).status).toBe(200);
      const unknown = await other.post('/webzhj/phone/passwordreset', {
        phone: freshPhone(),
        code: '123456',
        newPassword: await transformPassword(phone, 'x'),
      });
      expect(unknown.body.msg).toBe('This phone number is not registered');
    });

    it('changes the password of the logged-in user, ending the other sessions', async () => {
      const phone = freshPhone();
      const { client } = await registerAccount(server, phone, 'secret-1');
      const elsewhere = browser(server);
      expect((await login(phone, 'secret-1', elsewhere)).status).toBe(200);
      const body = (old: string, next: string) =>
        Promise.all([transformPassword(phone, old), transformPassword(phone, next)]).then(
          ([oldPassword, newPassword]) => ({
            oldPassword,
            newPassword,
          }),
        );
      const anonymous = await browser(server, 'zh-CN').post(
        '/webzhj/passwordreset',
        await body('secret-1', 'secret-2'),
      );
      expect(anonymous).toMatchObject({ status: 401, body: { code: 401, msg: '未登录或登录超时，请重新登录' } });
      const wrong = await client.post('/webzhj/passwordreset', await body('nope', 'secret-2'));
      expect(wrong.body.msg).toBe('The current password is incorrect');
      const changed = await client.post('/webzhj/passwordreset', await body('secret-1', 'secret-2'));
      expect(changed.status).toBe(200);
      expect((await client.get('/webzhj/info')).status).toBe(200);
      expect((await elsewhere.get('/webzhj/info')).status).toBe(401);
      expect((await login(phone, 'secret-2')).status).toBe(200);
      // an account with a password never changes it without the current one
      const bare = await client.post('/webzhj/passwordreset', {
        newPassword: await transformPassword(phone, 'secret-3'),
      });
      expect(bare).toMatchObject({ status: 400, body: { msg: 'Enter your current password' } });
      expect((await login(phone, 'secret-3')).status).toBe(400);
    });

    it('lets an account made without a password (an SMS login, WeChat) set its first one with no old one', async () => {
      const phone = freshPhone();
      const client = browser(server, 'zh-CN');
      await requestCode(server, client, phone, 'login');
      expect((await client.post('/webzhj/vcode', { phone, code: await lastCode(server, phone) })).status).toBe(200);
      const set = await client.post('/webzhj/passwordreset', {
        newPassword: await transformPassword(phone, 'first-1'),
      });
      expect(set).toMatchObject({ status: 200, body: { msg: '密码设置成功' } });
      expect((await client.get<Info>('/webzhj/info')).body.data).toMatchObject({ hasPassword: true });
      expect((await login(phone, 'first-1')).status).toBe(200);
      // from now on the current password is asked for
      const again = await client.post('/webzhj/passwordreset', {
        newPassword: await transformPassword(phone, 'first-2'),
      });
      expect(again).toMatchObject({ status: 400, body: { msg: '请输入原密码' } });
    });
  });

  describe('sessions', () => {
    it('answers 401 with the spec message when not logged in', async () => {
      const answer = await browser(server, 'zh-CN').get('/webzhj/info');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, data: null, msg: '未登录或登录超时，请重新登录' });
      const forged = browser(server);
      forged.session = 'A'.repeat(43);
      expect((await forged.get('/webzhj/info')).status).toBe(401);
    });

    it('tells other modules who is logged in', async () => {
      const phone = freshPhone();
      const { client } = await registerAccount(server, phone, 'secret-1');
      const request = (cookie?: string) =>
        ({ cookies: cookie ? { tb_session: cookie } : {} }) as unknown as Parameters<typeof currentUser>[1];
      expect(await currentUser(db(), request(client.session))).toMatchObject({ phone });
      expect(await currentUser(db(), request())).toBeUndefined();
    });

    it('expires a session', async () => {
      const phone = freshPhone();
      const { client } = await registerAccount(server, phone, 'secret-1');
      await db().execute(
        sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where phone = ${phone})`,
      );
      expect((await client.get('/webzhj/info')).status).toBe(401);
    });

    it('logs out', async () => {
      const { client } = await registerAccount(server, freshPhone(), 'secret-1');
      const before = client.session;
      const out = await client.get('/webzhj/engine/logout');
      expect(out.body).toEqual({ code: 200, data: { loggedOut: true }, msg: 'Logged out' });
      expect(client.session).toBeUndefined();
      const stale = browser(server);
      stale.session = before;
      expect((await stale.get('/webzhj/info')).status).toBe(401);
      expect((await browser(server).get('/webzhj/engine/logout')).body.data).toEqual({ loggedOut: false });
    });

    it('renews a session with POST /webzhj/login/token', async () => {
      const { client, answer } = await registerAccount(server, freshPhone(), 'secret-1');
      const before = client.session;
      const renewed = await client.post<Info>('/webzhj/login/token');
      expect(renewed.status).toBe(200);
      expect(client.session).not.toBe(before);
      expect(renewed.body.data.kdToken).not.toBe((answer.body.data as unknown as Info).kdToken);
      const stale = browser(server);
      stale.session = before;
      expect((await stale.get('/webzhj/info')).status).toBe(401);
      expect((await client.get('/webzhj/info')).status).toBe(200);
      expect((await browser(server).post('/webzhj/login/token')).status).toBe(401);
    });

    it('looks a session up by its kdToken (POST /webzhj/engine) and hands it to a browser (GET /api/addCookieToClient)', async () => {
      const phone = freshPhone();
      const { answer } = await registerAccount(server, phone, 'secret-1');
      const { kdToken } = answer.body.data as unknown as Info;
      const head = { cmd: 101, sub: 2, ver: 6 };
      const found = await browser(server).post<Info>('/webzhj/engine', { head, body: { sid: kdToken } });
      expect(found.body.data.phone).toBe(phone);
      const unknown = await browser(server).post('/webzhj/engine', { head, body: { sid: 'f'.repeat(64) } });
      expect(unknown).toMatchObject({ status: 401, body: { code: 101 } });
      expect(
        (await browser(server).post('/webzhj/engine', { head: { ...head, cmd: 100 }, body: { sid: kdToken } })).status,
      ).toBe(400);

      const app = browser(server);
      const handed = await app.get<Info>(`/api/addCookieToClient?token=${kdToken}`);
      expect(handed.status).toBe(200);
      expect(app.session).toBeDefined();
      expect((await app.get<Info>('/webzhj/info')).body.data.phone).toBe(phone);
      expect((await browser(server).get('/api/addCookieToClient?token=nope')).status).toBe(401);
      const cross = await browser(server).get(`/api/addCookieToClient?token=${kdToken}`, {
        'sec-fetch-site': 'cross-site',
      });
      expect(cross.status).toBe(403);
    });
  });

  describe('POST /webzhj/info', () => {
    it('sets the nickname, and refuses an empty one', async () => {
      const { client } = await registerAccount(server, freshPhone(), 'secret-1');
      const saved = await client.post<Info>('/webzhj/info', { nickname: ' Ada ' });
      expect(saved.body).toMatchObject({ code: 200, data: { nickname: 'Ada' }, msg: 'Saved' });
      const empty = await browser(server, 'zh-CN');
      empty.session = client.session;
      expect((await empty.post('/webzhj/info', { nickname: '  ' })).body.msg).toBe('昵称不能为空');
      expect((await browser(server).post('/webzhj/info', { nickname: 'x' })).status).toBe(401);
    });
  });

  it('documents every identity call in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = [
      ['get', '/webzhj/login/vcode'],
      ['post', '/webzhj/regist'],
      ['post', '/webzhj/official/weblogin'],
      ['post', '/webzhj/vcode'],
      ['get', '/webzhj/phone/exist'],
      ['get', '/webzhj/authcode'],
      ['get', '/webzhj/slidevalid'],
      ['post', '/webzhj/slidevalid'],
      ['post', '/webzhj/phone/passwordreset'],
      ['post', '/webzhj/passwordreset'],
      ['get', '/webzhj/engine/logout'],
      ['get', '/webzhj/info'],
      ['post', '/webzhj/info'],
      ['post', '/webzhj/login/token'],
      ['post', '/webzhj/engine'],
      ['get', '/api/addCookieToClient'],
      ['get', '/admin/api/sms/outbox'],
      ['post', '/webzhj/login/wechat'],
      ['post', '/webzhj/login/wechat/bind'],
      ['get', '/user/infowx'],
      ['get', '/license/info'],
      ['post', '/user/phone/bind'],
      ['post', '/promoter/pc/add'],
      ['get', '/promoter/pc/info'],
      ['post', '/webzhj/guide/cfg'],
      ['get', '/wechat/mp/qrcode'],
      ['get', '/wechat/mp/subscribe'],
    ] as const;
    for (const [method, path] of calls) expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('answers every identity call with an envelope, never a 500, whatever it is sent', async () => {
    const { client } = await registerAccount(server, freshPhone(), 'secret-1');
    const bodies: unknown[] = [
      null,
      [],
      7,
      'text',
      { phone: 12 },
      { phone: 'x'.repeat(5000) },
      { head: 'x', body: [] },
      { nickname: {} },
    ];
    const posts = [
      '/webzhj/regist',
      '/webzhj/official/weblogin',
      '/webzhj/vcode',
      '/webzhj/phone/passwordreset',
      '/webzhj/passwordreset',
      '/webzhj/info',
      '/webzhj/login/token',
      '/webzhj/engine',
      '/webzhj/login/wechat',
      '/webzhj/login/wechat/bind',
      '/user/phone/bind',
      '/promoter/pc/add',
      '/webzhj/guide/cfg',
    ];
    for (const path of posts) {
      for (const body of bodies) {
        const answer = await client.post(path, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(answer.body).toHaveProperty('msg');
      }
      const broken = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      });
      expect(broken.status).toBe(400);
    }
    const gets = [
      '/webzhj/login/vcode?phone=13800000000&timestamp=abc&nonce=1&signature=2',
      '/webzhj/login/vcode?purpose=other',
      '/webzhj/login/vcode?phone=%00&timestamp=1e99&nonce=x&signature=y',
      '/webzhj/phone/exist?phone[]=1',
      '/api/addCookieToClient?token=%ff',
      '/webzhj/authcode?x=1',
      '/license/info?serviceCode[]=1&userName=%00',
      `/license/info?serviceCode=${'x'.repeat(5000)}`,
      '/wechat/mp/subscribe?sceneId[]=1',
      `/wechat/mp/subscribe?sceneId=${'x'.repeat(5000)}`,
    ];
    for (const path of gets) expect((await client.get(path)).status, path).toBeLessThan(500);
  });
});

describe('purging what can no longer be used', () => {
  it('deletes long-expired codes, captchas, puzzles, QR scenes, sessions, locks and counters, and keeps live ones', async () => {
    const server = await startTestApp({ seed: false });
    try {
      const phone = freshPhone();
      const { client } = await registerAccount(server, phone, 'secret-1');
      const db = server.database.handle.db;
      await db.execute(sql`update verification_codes set expires_at = now() - interval '2 days'`);
      await db.execute(sql`insert into operation_locks (key, expires_at) values ('old', now() - interval '1 second')`);
      await db.execute(
        sql`insert into wechat_bind_tokens (token_hash, openid, nickname, avatar, expires_at) values ('old', 'o', 'n', 'a', now() - interval '2 days'), ('live', 'o', 'n', 'a', now() + interval '1 minute')`,
      );
      const scene = await client.get<{ sceneId: string }>('/wechat/mp/qrcode');
      await db.execute(
        sql`update wechat_mp_scenes set expires_at = now() - interval '2 days' where id = ${scene.body.data.sceneId}`,
      );
      await client.get('/wechat/mp/qrcode');
      await purgeExpiredSometimes(db, 1);
      const count = async (table: string) =>
        Number(
          (
            (await db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as {
              rows: Array<{ n: number }>;
            }
          ).rows[0]?.n,
        );
      expect(await count('verification_codes')).toBe(0);
      expect(await count(`operation_locks where key = 'old'`)).toBe(0);
      expect(await count('operation_locks')).toBeGreaterThan(0);
      expect(await count('wechat_bind_tokens')).toBe(1);
      expect(await count('wechat_mp_scenes')).toBe(1);
      expect((await client.get('/webzhj/info')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
