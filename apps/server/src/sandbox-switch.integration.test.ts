import { generateKeyPairSync } from 'node:crypto';
import { message, WECHAT_SANDBOX_APP_ID } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { seedMallCatalogue } from './modules/orders/index.ts';
import {
  type Client,
  merchant,
  ordersOf,
  paymentsOf,
  signedNotification,
  skuId,
} from './modules/orders/orders-test-kit.ts';
import { listSandboxAdConversions } from './platform/ad-platforms/index.ts';
import { paymentProvidersFromConfig } from './platform/payments/payment-providers.ts';
import type { SmsMessage, SmsProvider } from './platform/sms/sms-provider.ts';

/**
 * Issue 10, "the sandboxes are live in every deployment": each attack of the hostile review replayed
 * against a server built with SANDBOX off, and against the default (sandbox) server where it applies.
 */

const PUBLISHED_SECRET = 'tallybook-payment-sandbox-development-secret';
const SANDBOX_PATHS = ['/sandbox/pay', '/sandbox/wechat/authorize', '/sandbox/wechat/mp/scan'];

/** An SMS provider that only remembers what it was asked to send (the real ones are tested apart). */
function recordingSms(): SmsProvider & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { sent, send: async (sms) => void sent.push(sms) };
}

/** WeChat Pay configured with throwaway keys: the only real provider of the live server. */
function wechatPayOnly(fetchImpl: typeof fetch) {
  const merchantKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const files: Record<string, string> = {
    merchant: merchantKey.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString(),
    platform: platformKey.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
  return paymentProvidersFromConfig(
    {
      sandbox: false,
      sandboxSecret: undefined,
      wechatPay: {
        mchId: '1900009191',
        appId: 'wxd678efh567hg6787',
        merchantSerial: '3775B6A45ACD588826D15E583A95F5DD0BBDA0DA',
        privateKeyFile: 'merchant',
        platformCertFile: 'platform',
        platformSerial: 'PUB_KEY_ID_0119000091912026112200000000',
        apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
      },
      alipay: undefined,
    },
    { readFile: (name) => files[name] ?? '', fetch: fetchImpl },
  );
}

/** A new year's subscription of an edition, ordered by the merchant's client. */
async function placeOrder(server: TestApp, client: Client, level: 'basic' | 'professional') {
  const placed = await client.post<{ orderNo: string }>('/ommall/srvmall/order', {
    serviceNumber: 'KDZHJ01',
    kind: 'new',
    skuId: await skuId(server.database.handle.db, level, 12),
    quantity: 1,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed;
}

async function openApiPaths(server: TestApp): Promise<string[]> {
  const document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as {
    paths: Record<string, unknown>;
  };
  return Object.keys(document.paths);
}

describe('SANDBOX=false: no sandbox route, no fallback (issue 10)', () => {
  let server: TestApp;
  const sms = recordingSms();
  // WeChat Pay's API is faked at the network edge: the test reads what would have been sent to it.
  const wechatPayRequests: Array<{ url: string; body: string }> = [];
  const wechatPayApi = (async (input: string | URL | Request, init?: RequestInit) => {
    wechatPayRequests.push({
      url: String(input instanceof Request ? input.url : input),
      body: String(init?.body ?? ''),
    });
    return new Response(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;

  beforeAll(async () => {
    server = await startTestApp({
      seed: false,
      jobs: false,
      sandbox: false,
      publicUrl: 'https://www.tallybook.example',
      sms,
      payments: wechatPayOnly(wechatPayApi),
      bankAccount: null,
      adminToken: 'sandbox-switch-admin-token',
    });
    await seedMallCatalogue(server.database.handle.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('mounts no /sandbox/* route and no SMS outbox', async () => {
    const paths = await openApiPaths(server);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => path.startsWith('/sandbox'))).toEqual([]);
    expect(paths).not.toContain('/admin/api/sms/outbox');
    for (const path of SANDBOX_PATHS) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${server.baseUrl}${path}?token=x&scene=x`, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json()).toMatchObject({ code: 404 });
      }
    }
    const outbox = await fetch(`${server.baseUrl}/admin/api/sms/outbox`, {
      headers: { authorization: 'Bearer sandbox-switch-admin-token' },
    });
    expect(outbox.status).toBe(404);
  });

  it('pays no withdrawal through the sandbox, and takes no test clock for the rebate-period job', async () => {
    const admin = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: 'Bearer sandbox-switch-admin-token', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const asOf = new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString();
    expect((await admin('/admin/api/partner/rebates/mature', { asOf })).status).toBe(400);
    expect((await admin('/admin/api/partner/rebates/mature', {})).status).toBe(200);
    // no payout provider is configured here: an approval answers 503 rather than reach the sandbox
    expect((await admin('/admin/api/partner/withdrawals/1/approve', {})).status).toBe(503);
    expect(await (await admin('/admin/api/partner/payouts/settle', {})).json()).toMatchObject({ data: { ended: 0 } });
  });

  it('forwards no ad conversion to the sandbox: without a Baidu token it is recorded and waits (issue 16)', async () => {
    const token = 'switch-click-1';
    const posted = await fetch(`${server.baseUrl}/api/track/baidu-ocpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `https://www.tallybook.example/?bd_vid=${token}`, token, type: 25 }),
    });
    expect(posted.status).toBe(200);
    const { data } = await (await fetch(`${server.baseUrl}/suggestion/valid/info?token=${token}`)).json();
    expect(data).toMatchObject({ forwarding: false, conversions: [{ type: 25, forwarding: 'pending' }] });
    expect(await listSandboxAdConversions(server.database.handle.db)).toEqual([]);
  });

  it('sends no red packet through the sandbox: without WeChat Pay’s red packets the call answers 503 (issue 16)', async () => {
    const { client } = await merchant(server);
    const answer = await client.get('/recommend/send/redpack');
    expect(answer.status).toBe(503);
    expect(answer.body.msg).toBe(message('en-US', 'payoutsOff'));
  });

  it('refuses a pay type without a provider with spec §8’s message, and nothing is paid or falls back', async () => {
    const db = server.database.handle.db;
    const { tenantId, client } = await merchant(server);
    const placed = await placeOrder(server, client, 'professional');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // payType 2 is Alipay: only WeChat Pay is configured here (the review paid 3 of 3 orders this way).
    const started = await client.post('/ommall/srvmall/payment', { orderNo: placed.body.data.orderNo, payType: 2 });
    expect(started.status).toBe(400);
    expect(started.body.msg).toBe(message('en-US', 'paymentConditionsNotMet'));
    const [order] = await ordersOf(db, tenantId);
    expect(order?.status).toBe('unpaid');
    expect(await paymentsOf(db, Number(order?.id))).toEqual([]);
  });

  it('offers on the pay page only the pay types it has a provider for, and no bank transfer without an account', async () => {
    const { client } = await merchant(server);
    const placed = await placeOrder(server, client, 'basic');
    const check = await client.get<{ payTypes: Array<{ payType: number }>; bankTransfer: boolean }>(
      `/ommall/srvmall/order/check?orderNo=${placed.body.data.orderNo}`,
    );
    expect(check.status).toBe(200);
    expect(check.body.data.payTypes.map((option) => option.payType)).toEqual([1]);
    expect(check.body.data.bankTransfer).toBe(false);
  });

  it('refuses a notification signed with the published development secret: no such notify route', async () => {
    const forged = signedNotification({ tradeNo: 'T1', amountFen: 119_800, outcome: 'paid' }, PUBLISHED_SECRET);
    const response = await fetch(`${server.baseUrl}/ommall/srvmall/payment/notify/sandbox`, {
      method: 'POST',
      headers: forged.headers,
      body: forged.rawBody,
    });
    expect(response.status).toBe(404);
  });

  it('has WeChat login switched off instead of a sandbox that logs anyone in as anyone', async () => {
    const response = await fetch(`${server.baseUrl}/webzhj/login/wechat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: JSON.stringify({ code: 'victim-nickname' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe(message('en-US', 'wechatLoginOff'));
  });

  it('has bank transfer switched off when no bank account is configured: no made-up account is texted', async () => {
    const { client } = await merchant(server);
    const sent = await client.post('/ommall/srvmall/order/bankacct/zhj/sendmsg', {
      orderNo: 'ANY',
      captchaId: 'x',
      captcha: 'x',
    });
    expect(sent.status).toBe(400);
    expect(sent.body.msg).toBe(message('en-US', 'bankTransferOff'));
    expect(sms.sent).toEqual([]);
  });

  it('builds notify and return addresses on PUBLIC_URL, whatever Host the caller sends', async () => {
    const { client } = await merchant(server);
    const placed = await placeOrder(server, client, 'basic');
    await client.post(
      '/ommall/srvmall/payment',
      { orderNo: placed.body.data.orderNo, payType: 1 },
      { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    );
    const requests = wechatPayRequests.filter((request) => request.body.includes(placed.body.data.orderNo));
    expect(requests).toHaveLength(1);
    const notified = requests.map((request) => JSON.parse(request.body).notify_url as string);
    for (const url of notified) expect(url.startsWith('https://www.tallybook.example/')).toBe(true);
    expect(requests.map((request) => request.body).join('')).not.toContain('evil.example');
  });
});

describe('SANDBOX on (the demo): marked, and signed with no published secret (issue 10)', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({ seed: false, jobs: false });
    await seedMallCatalogue(server.database.handle.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a notification signed with the published development secret', async () => {
    const db = server.database.handle.db;
    const { tenantId, client } = await merchant(server);
    const placed = await placeOrder(server, client, 'professional');
    const started = await client.post<{ tradeNo: string; amount: number }>('/ommall/srvmall/payment', {
      orderNo: placed.body.data.orderNo,
      payType: 2,
    });
    expect(started.status).toBe(200);
    const forged = signedNotification(
      { tradeNo: started.body.data.tradeNo, amountFen: started.body.data.amount, outcome: 'paid' },
      PUBLISHED_SECRET,
    );
    const response = await fetch(`${server.baseUrl}/ommall/srvmall/payment/notify/sandbox`, {
      method: 'POST',
      headers: forged.headers,
      body: forged.rawBody,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const [order] = await ordersOf(db, tenantId);
    expect(order?.status).toBe('unpaid');
  });

  it('puts a visible sandbox mark on every sandbox page', async () => {
    const authorize = new URLSearchParams({
      appid: WECHAT_SANDBOX_APP_ID,
      redirect_uri: '/login',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'state-1',
    });
    const pages = [
      '/sandbox/pay?token=nothing',
      `/sandbox/wechat/authorize?${authorize}`,
      '/sandbox/wechat/mp/scan?scene=x',
    ];
    for (const path of pages) {
      const response = await fetch(`${server.baseUrl}${path}`);
      const html = await response.text();
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(html, path).toMatch(/class="badge"[^>]*>\s*SANDBOX\s*</);
    }
  });

  it('answers a refused sandbox request in the envelope, in the caller’s language', async () => {
    const response = await fetch(`${server.baseUrl}/sandbox/wechat/authorize?appid=wrong`, {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { code: number; msg: string };
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
