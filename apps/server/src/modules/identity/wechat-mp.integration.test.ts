import { WECHAT_MP_SCAN_PATH, WECHAT_MP_SCENES_PER_USER_PER_HOUR } from '@tallybook/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { browser, forgetIpCounters, freshPhone, registerAccount } from './accounts-test-kit.ts';
import { wechatMpScenes } from './identity.tables.ts';

interface Qrcode {
  sceneId: string;
  qrUrl: string;
  expiresAt: string;
  expiresInSeconds: number;
}
interface Subscription {
  sceneId: string;
  state: string;
  subscribed: boolean;
  openid: string | null;
  subscribedAt: string | null;
  expiresAt: string;
}

describe('following the WeChat official account by QR code (sandbox)', () => {
  let server: TestApp;
  const db = () => server.database.handle.db;
  const account = async (language = 'en-US') =>
    (await registerAccount(server, freshPhone(), 'secret-1', browser(server, language))).client;
  /** Presses "Follow" on the sandbox's scan page as demo person `person`, as the phone's browser would. */
  const follow = (qrUrl: string, person: string) =>
    fetch(qrUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
      body: new URLSearchParams({ person }),
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

  it('creates a ten-minute scene whose QR code opens the sandbox’s scan page', async () => {
    const client = await account();
    const before = Date.now();
    const answer = await client.get<Qrcode>('/wechat/mp/qrcode');
    expect(answer.status).toBe(200);
    const { sceneId, qrUrl, expiresAt, expiresInSeconds } = answer.body.data;
    expect(sceneId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(qrUrl).toBe(`${server.baseUrl}${WECHAT_MP_SCAN_PATH}?scene=${sceneId}`);
    expect(expiresInSeconds).toBe(600);
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(600_000 - 1000);
    expect(await db().select().from(wechatMpScenes).where(eq(wechatMpScenes.id, sceneId))).toHaveLength(1);
    expect((await client.get<Qrcode>('/wechat/mp/qrcode')).body.data.sceneId).not.toBe(sceneId);

    const page = await fetch(qrUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('data-testid="wechat-follow-1"');
  });

  it('reports waiting, then who followed, and marks the onboarding guide’s step', async () => {
    const client = await account();
    const { sceneId, qrUrl } = (await client.get<Qrcode>('/wechat/mp/qrcode')).body.data;
    const waiting = await client.get<Subscription>(`/wechat/mp/subscribe?sceneId=${sceneId}`);
    expect(waiting.body.data).toMatchObject({ sceneId, state: 'waiting', subscribed: false, openid: null });

    const followed = await follow(qrUrl, '2');
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain('You now follow Tallybook');
    const done = await client.get<Subscription>(`/wechat/mp/subscribe?sceneId=${sceneId}`);
    expect(done.body.data).toMatchObject({ state: 'subscribed', subscribed: true, openid: 'sandbox-mp-openid-2' });
    expect(done.body.data.subscribedAt).not.toBeNull();
    expect((await client.post<Record<string, boolean>>('/webzhj/guide/cfg', {})).body.data.followOfficialAccount).toBe(
      true,
    );

    // a scene is good for one follow: a second scan changes nothing
    const again = await follow(qrUrl, '3');
    expect(again.status).toBe(409);
    expect((await client.get<Subscription>(`/wechat/mp/subscribe?sceneId=${sceneId}`)).body.data.openid).toBe(
      'sandbox-mp-openid-2',
    );
  });

  it('lets a scene expire after ten minutes: no follow counts any more', async () => {
    const client = await account();
    const { sceneId, qrUrl } = (await client.get<Qrcode>('/wechat/mp/qrcode')).body.data;
    await db().execute(sql`update wechat_mp_scenes set expires_at = now() - interval '1 second' where id = ${sceneId}`);
    expect((await client.get<Subscription>(`/wechat/mp/subscribe?sceneId=${sceneId}`)).body.data.state).toBe('expired');
    expect((await follow(qrUrl, '1')).status).toBe(410);
    const after = (await client.get<Subscription>(`/wechat/mp/subscribe?sceneId=${sceneId}`)).body.data;
    expect(after).toMatchObject({ state: 'expired', subscribed: false, openid: null });
  });

  it('shows a scene only to its own user; an unknown one is not found, in the caller’s language', async () => {
    const owner = await account();
    const { sceneId } = (await owner.get<Qrcode>('/wechat/mp/qrcode')).body.data;
    const stranger = await account('zh-CN');
    for (const query of [`sceneId=${sceneId}`, 'sceneId=unknown-scene', 'sceneId=', '']) {
      const answer = await stranger.get(`/wechat/mp/subscribe?${query}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 404, data: null, msg: '未找到该二维码，请重新获取' });
    }
    expect((await follow(`${server.baseUrl}${WECHAT_MP_SCAN_PATH}?scene=unknown-scene`, '1')).status).toBe(404);
  });

  it('refuses visitors, other sites on the scan page and persons the sandbox does not have', async () => {
    const visitor = browser(server, 'ar');
    const qrcode = await visitor.get('/wechat/mp/qrcode');
    expect(qrcode.status).toBe(401);
    expect(qrcode.body.msg).toBe('لم تسجل الدخول أو انتهت جلستك، يرجى تسجيل الدخول مرة أخرى');
    expect((await visitor.get('/wechat/mp/subscribe?sceneId=x')).status).toBe(401);

    const client = await account();
    const { sceneId, qrUrl } = (await client.get<Qrcode>('/wechat/mp/qrcode')).body.data;
    const forged = await fetch(qrUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ person: '1' }),
    });
    expect(forged.status).toBe(403);
    expect((await follow(qrUrl, '9')).status).toBe(400);
    expect((await follow(qrUrl, 'new')).status).toBe(400);
    expect((await client.get<Subscription>(`/wechat/mp/subscribe?sceneId=${sceneId}`)).body.data.state).toBe('waiting');
  });

  it(`gives a user at most ${WECHAT_MP_SCENES_PER_USER_PER_HOUR} QR codes an hour`, async () => {
    const client = await account();
    for (let index = 0; index < WECHAT_MP_SCENES_PER_USER_PER_HOUR; index++) {
      expect((await client.get('/wechat/mp/qrcode')).status).toBe(200);
    }
    const refused = await client.get('/wechat/mp/qrcode');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('Too many requests, please slow down and try again');
  });
});
