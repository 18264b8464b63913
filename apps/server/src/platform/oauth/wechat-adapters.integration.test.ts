import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { message } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_APP_OPTIONS } from '../../../test/live-environment.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { browser, freshPhone, registerAccount } from '../../modules/identity/accounts-test-kit.ts';
import { WECHAT_MP_EVENT_PATH } from '../../modules/identity/wechat-mp-events.routes.ts';
import { createWechatOfficialAccount, wechatPushSignatureValid } from './wechat-official-account.ts';
import { createWechatInBrowserAuth, createWechatWebLogin } from './wechat-web-login.ts';

const APP = { appId: 'wx1234567890abcdef', appSecret: '0123456789abcdef0123456789abcdef' };
const MP = { appId: 'wxfedcba0987654321', appSecret: 'fedcba9876543210fedcba9876543210', token: 'tallybookpush' };

/** A stand-in for api.weixin.qq.com: codes, tokens, QR tickets and followers it knows, and what it was asked. */
async function fakeWechat() {
  const asked: string[] = [];
  const spentCodes = new Set<string>();
  let down = false;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    asked.push(url.pathname);
    const send = (json: unknown, status = 200) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (down) return send({ errcode: -1, errmsg: 'system error' }, 503);
    const q = (name: string) => url.searchParams.get(name) ?? '';
    switch (url.pathname) {
      case '/sns/oauth2/access_token': {
        const appOk = [APP, MP].some((app) => app.appId === q('appid') && app.appSecret === q('secret'));
        if (!appOk) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
        if (!q('code').startsWith('good-')) return send({ errcode: 40029, errmsg: 'invalid code' });
        if (spentCodes.has(q('code'))) return send({ errcode: 40163, errmsg: 'code been used' });
        spentCodes.add(q('code'));
        const who = q('code').slice('good-'.length);
        return send({
          access_token: `user-token-${who}`,
          expires_in: 7200,
          openid: `openid-${who}`,
          scope: 'snsapi_login',
          unionid: `unionid-${who}`,
        });
      }
      case '/sns/userinfo': {
        const who = q('openid').slice('openid-'.length);
        if (q('access_token') !== `user-token-${who}`) return send({ errcode: 40001, errmsg: 'invalid credential' });
        return send({
          openid: q('openid'),
          nickname: `微信用户${who}`,
          headimgurl: `https://thirdwx.qlogo.cn/${who}/132`,
          unionid: `unionid-${who}`,
        });
      }
      case '/cgi-bin/token':
        if (q('appid') !== MP.appId || q('secret') !== MP.appSecret)
          return send({ errcode: 40013, errmsg: 'invalid appid' });
        return send({ access_token: `mp-token-${asked.length}`, expires_in: 7200 });
      case '/cgi-bin/qrcode/create': {
        if (!q('access_token').startsWith('mp-token-')) return send({ errcode: 40001, errmsg: 'invalid credential' });
        let body = '';
        request.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        request.on('end', () => {
          const scene = JSON.parse(body).action_info.scene.scene_str as string;
          send({ ticket: `gQ+ticket/${scene}==`, expire_seconds: 600, url: `http://weixin.qq.com/q/${scene}` });
        });
        return;
      }
      case '/cgi-bin/user/info':
        return send({ subscribe: 1, openid: q('openid'), unionid: `unionid-of-${q('openid')}` });
      default:
        return send({ errcode: 404 }, 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    setDown: (value: boolean) => {
      down = value;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the WeChat push signature', () => {
  it('is the SHA-1 of token, timestamp and nonce sorted and joined', () => {
    // Worked by hand: sorted ["1409304348", "tallybookpush", "xxxxxx"] joined, then SHA-1.
    const signature = createHash('sha1').update('1409304348tallybookpushxxxxxx').digest('hex');
    expect(signature).toBe('708ae7f8de1eaa6ac0d25b070e4d50aa2b1dc773');
    expect(wechatPushSignatureValid('tallybookpush', { signature, timestamp: '1409304348', nonce: 'xxxxxx' })).toBe(
      true,
    );
    expect(wechatPushSignatureValid('another-token', { signature, timestamp: '1409304348', nonce: 'xxxxxx' })).toBe(
      false,
    );
    expect(
      wechatPushSignatureValid('tallybookpush', { signature: 'short', timestamp: '1409304348', nonce: 'xxxxxx' }),
    ).toBe(false);
  });
});

describe('WeChat adapters against a local stand-in of WeChat’s API', () => {
  let fake: Awaited<ReturnType<typeof fakeWechat>>;
  let server: TestApp;

  beforeAll(async () => {
    fake = await fakeWechat();
    server = await startTestApp(LIVE_APP_OPTIONS);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('builds WeChat’s own authorisation addresses', () => {
    const login = createWechatWebLogin({ ...APP, apiBase: fake.url });
    expect(
      login.authorizeUrl({
        redirectUri: 'https://www.tallybook.example/login?mode=wechat',
        state: 's1',
        scope: 'snsapi_login',
      }),
    ).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx1234567890abcdef&redirect_uri=https%3A%2F%2Fwww.tallybook.example%2Flogin%3Fmode%3Dwechat&response_type=code&scope=snsapi_login&state=s1#wechat_redirect',
    );
    const inBrowser = createWechatInBrowserAuth({ ...MP, apiBase: fake.url });
    expect(inBrowser.authorizeUrl({ redirectUri: 'https://x.example/', state: 's', scope: 'snsapi_base' })).toMatch(
      /^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=wxfedcba0987654321&.*scope=snsapi_base&state=s#wechat_redirect$/,
    );
  });

  it('exchanges a code once for the person, and refuses a bad or used code', async () => {
    const login = createWechatWebLogin({ ...APP, apiBase: fake.url });
    expect(await login.exchangeCode('good-ming')).toEqual({
      openid: 'openid-ming',
      unionid: 'unionid-ming',
      nickname: '微信用户ming',
      avatar: 'https://thirdwx.qlogo.cn/ming/132',
    });
    expect(await login.exchangeCode('good-ming')).toBeNull();
    expect(await login.exchangeCode('forged')).toBeNull();
    const payer = createWechatInBrowserAuth({ ...MP, apiBase: fake.url });
    expect(await payer.exchangeCode('good-payer')).toEqual({
      openid: 'openid-payer',
      unionid: 'unionid-payer',
      nickname: '',
      avatar: '',
    });
  });

  it('logs a person in through POST /webzhj/login/wechat, and answers 502 in the envelope while WeChat is down', async () => {
    const live = await startTestApp({
      ...LIVE_APP_OPTIONS,
      wechatLogin: createWechatWebLogin({ ...APP, apiBase: fake.url }),
    });
    try {
      const client = browser(live);
      const first = await client.post<{ bindToken: string; nickname: string }>('/webzhj/login/wechat', {
        code: 'good-lin',
      });
      // an unknown WeChat asks for a phone to bind (spec: code 40001), with WeChat's nickname
      expect(first.body.code).toBe(40001);
      expect(first.body.data.nickname).toBe('微信用户lin');
      const replayed = await client.post('/webzhj/login/wechat', { code: 'good-lin' });
      expect(replayed.status).toBe(400);
      fake.setDown(true);
      const down = await client.post('/webzhj/login/wechat', { code: 'good-sara' });
      expect(down.status).toBe(502);
      expect(down.body).toEqual({ code: 502, data: null, msg: message('en-US', 'wechatUnavailable') });
    } finally {
      fake.setDown(false);
      await live.close();
    }
  });

  it('fetches the official account’s token once for several QR codes, each a QR_STR_SCENE ticket', async () => {
    const account = createWechatOfficialAccount({ ...MP, db: server.database.handle.db, apiBase: fake.url });
    const before = fake.asked.filter((path) => path === '/cgi-bin/token').length;
    const first = await account.qrUrl({ sceneId: 'scene-a', origin: '', expiresInSeconds: 600 });
    const second = await account.qrUrl({ sceneId: 'scene-b', origin: '', expiresInSeconds: 600 });
    expect(first).toBe('https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=gQ%2Bticket%2Fscene-a%3D%3D');
    expect(second).toContain('scene-b');
    expect(fake.asked.filter((path) => path === '/cgi-bin/token').length - before).toBe(1);
  });

  describe('event pushes', () => {
    let live: TestApp;
    beforeAll(async () => {
      const account = createWechatOfficialAccount({ ...MP, db: server.database.handle.db, apiBase: fake.url });
      // The sandbox's SMS outbox registers the test's merchant; the official account is the real adapter.
      live = await startTestApp({
        seed: false,
        jobs: false,
        wechatMp: account,
        wechatMpEvents: { officialAccount: account, token: MP.token },
      });
    });
    afterAll(async () => {
      await live.close();
    });

    const signed = (timestamp: string, nonce: string, token = MP.token) =>
      new URLSearchParams({
        signature: createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex'),
        timestamp,
        nonce,
      });
    const followXml = (scene: string, openid: string) =>
      `<xml><ToUserName><![CDATA[gh_tallybook]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName><CreateTime>1795550000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_${scene}]]></EventKey><Ticket><![CDATA[t]]></Ticket></xml>`;
    const push = (query: URLSearchParams, body: string) =>
      fetch(`${live.baseUrl}${WECHAT_MP_EVENT_PATH}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body,
      });

    it('answers WeChat’s server check only when signed', async () => {
      const now = String(Math.floor(Date.now() / 1000));
      const ok = await fetch(`${live.baseUrl}${WECHAT_MP_EVENT_PATH}?${signed(now, 'n1')}&echostr=hello`);
      expect(await ok.text()).toBe('hello');
      const forged = await fetch(
        `${live.baseUrl}${WECHAT_MP_EVENT_PATH}?${signed(now, 'n1', 'guessed')}&echostr=hello`,
      );
      expect(forged.status).toBe(403);
    });

    it('marks the scene of a follow once, and refuses forged, replayed and stale pushes', async () => {
      const phone = freshPhone();
      const { client } = await registerAccount(live, phone, 'secret-1');
      const scene = await client.get<{ sceneId: string; qrUrl: string }>('/wechat/mp/qrcode');
      expect(scene.body.data.qrUrl).toMatch(/^https:\/\/mp\.weixin\.qq\.com\/cgi-bin\/showqrcode\?ticket=/);
      const { sceneId } = scene.body.data;
      const state = async () =>
        (await client.get<{ state: string; openid: string | null }>(`/wechat/mp/subscribe?sceneId=${sceneId}`)).body
          .data;
      const now = Math.floor(Date.now() / 1000);

      const forged = await push(signed(String(now), 'f1', 'guessed'), followXml(sceneId, 'openid-mallory'));
      expect(forged.status).toBe(403);
      const stale = await push(signed(String(now - 3600), 's1'), followXml(sceneId, 'openid-mallory'));
      expect(stale.status).toBe(403);
      expect((await state()).state).toBe('waiting');

      const query = signed(String(now), 'real-1');
      const followed = await push(query, followXml(sceneId, 'openid-ming'));
      expect(await followed.text()).toBe('success');
      expect(await state()).toMatchObject({ state: 'subscribed', openid: 'openid-ming' });
      const replayed = await push(query, followXml(sceneId, 'openid-ming'));
      expect(replayed.status).toBe(403);
    });
  });
});
