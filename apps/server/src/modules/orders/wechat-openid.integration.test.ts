import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueSandboxCode } from '../../platform/oauth/wechat.ts';
import { caller, customer } from './mall-customer-test-kit.ts';
import { mallWechatPayers } from './wechat-payers.tables.ts';

describe('WeChat open id for payments (payment/wx/openid/verify, wechat/openid)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  /** What the sandbox's authorisation page hands back when the person allows. */
  const codeFor = (openid: string) =>
    issueSandboxCode(server.database.handle.db, { openid, unionid: `u-${openid}`, nickname: 'Payer', avatar: '' });
  const remembered = async (userId: number) =>
    (
      await server.database.handle.db
        .select({ openid: mallWechatPayers.openid })
        .from(mallWechatPayers)
        .where(eq(mallWechatPayers.userId, userId))
    )[0]?.openid;

  it('exchanges a code for the open id once, and remembers it on the user', async () => {
    const user = await customer(server);
    const code = await codeFor('o-payer-1');
    const answer = await user.client.get(`/ommall/srvmall/wechat/openid?code=${encodeURIComponent(code)}`);
    expect(answer.body).toEqual({ code: 200, data: { openid: 'o-payer-1' }, msg: 'ok' });
    expect(await remembered(user.userId)).toBe('o-payer-1');

    const spent = await user.client.in('zh-CN').get(`/ommall/srvmall/wechat/openid?code=${encodeURIComponent(code)}`);
    expect(spent.status).toBe(400);
    expect(spent.body).toEqual({ code: 400, data: null, msg: '微信授权失败，请重试' });
    expect((await user.client.get('/ommall/srvmall/wechat/openid?code=')).body.msg).toBe(
      'WeChat authorisation failed, please try again',
    );
    // a later code of another WeChat replaces the remembered one
    await user.client.get(`/ommall/srvmall/wechat/openid?code=${encodeURIComponent(await codeFor('o-payer-2'))}`);
    expect(await remembered(user.userId)).toBe('o-payer-2');
  });

  it('verifies a stored code: isExist tells whether the user has an open id to pay with', async () => {
    const user = await customer(server);
    const verify = (code: string) =>
      user.client.get<{ code: string; isExist: boolean }>(
        `/ommall/srvmall/payment/wx/openid/verify?code=${encodeURIComponent(code)}`,
      );
    expect((await verify('stale-code')).body).toEqual({
      code: 200,
      data: { code: 'stale-code', isExist: false },
      msg: 'ok',
    });
    const code = await codeFor('o-payer-3');
    expect((await verify(code)).body.data).toEqual({ code, isExist: true });
    expect(await remembered(user.userId)).toBe('o-payer-3');
    // the code is spent, but the open id stays remembered
    expect((await verify(code)).body.data.isExist).toBe(true);
    expect((await verify('')).body.data.isExist).toBe(true);
    expect(
      (await (await customer(server)).client.get('/ommall/srvmall/payment/wx/openid/verify?code=')).body.data,
    ).toEqual({
      code: '',
      isExist: false,
    });
  });

  it('asks a visitor to log in, and spends no code for it', async () => {
    const code = await codeFor('o-visitor');
    const visitor = caller(server);
    expect((await visitor.get(`/ommall/srvmall/wechat/openid?code=${encodeURIComponent(code)}`)).status).toBe(401);
    expect(
      (await visitor.get(`/ommall/srvmall/payment/wx/openid/verify?code=${encodeURIComponent(code)}`)).status,
    ).toBe(401);
    const user = await customer(server);
    expect((await user.client.get(`/ommall/srvmall/wechat/openid?code=${encodeURIComponent(code)}`)).body.data).toEqual(
      {
        openid: 'o-visitor',
      },
    );
  });

  it('refuses a cross-site call (a foreign page’s link or image) and remembers nothing', async () => {
    const user = await customer(server);
    const code = await codeFor('o-forged');
    for (const path of ['/ommall/srvmall/wechat/openid', '/ommall/srvmall/payment/wx/openid/verify']) {
      const answer = await user.client.get(`${path}?code=${encodeURIComponent(code)}`, {
        'sec-fetch-site': 'cross-site',
        referer: 'https://evil.example/',
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        code: 403,
        data: null,
        msg: 'This request did not come from our site and was refused',
      });
      const older = await user.client.get(`${path}?code=${encodeURIComponent(code)}`, {
        referer: 'https://evil.example/',
      });
      expect(older.status).toBe(403);
    }
    expect(await remembered(user.userId)).toBeUndefined();
  });
});
