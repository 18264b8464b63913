import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../http/errors.ts';
import { installLanguage } from '../http/language.ts';
import { publicUrlOf } from '../http/public-url.ts';
import { PaymentNotificationRejected, type VerifiedNotification } from './payment-provider.ts';
import { keepRawNotificationBodies, notificationInputOf } from './raw-notification-body.ts';
import { sandboxGatewayRoutes } from './sandbox-gateway.routes.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

const SECRET = 'sandbox-integration-secret-42';

interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** A merchant's notify endpoint on a free port, answering each call with the next status of `statuses`. */
async function startReceiver(statuses: number[]): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let rawBody = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      rawBody += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody });
      response.statusCode = statuses[received.length - 1] ?? 200;
      response.end('{"code":"SUCCESS"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/ommall/srvmall/payment/notify/sandbox`, received, server };
}

async function buildGatewayApp(gateway: SandboxGateway): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  installLanguage(app);
  installErrorHandling(app);
  await app.register(sandboxGatewayRoutes, { gateway, publicUrl: () => 'http://127.0.0.1:1' });
  await app.ready();
  return app;
}

describe('sandbox gateway hosted page', () => {
  let app: FastifyInstance;
  let gateway: SandboxGateway;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

  beforeEach(async () => {
    gateway = createSandboxGateway({ secret: SECRET, retryDelaysMs: [20, 20, 20, 20] });
    app = await buildGatewayApp(gateway);
  });
  afterEach(async () => {
    await app.close();
    receiver?.server.close();
    receiver = undefined;
  });

  async function payUrlFor(notifyUrl: string, amountFen = 9_900, tradeNo = 'T100') {
    const created = await gateway.createPayment({
      tradeNo,
      amountFen,
      description: 'Tallybook basic <1 year>',
      payType: 1,
      notifyUrl,
      returnUrl: '/order/result?orderNo=O100',
    });
    return created.payUrl as string;
  }

  const tokenOf = (payUrl: string) => new URL(payUrl, 'http://x').searchParams.get('token') as string;

  const decide = (token: string, decision: string) =>
    app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, decision }).toString(),
    });

  it('shows the payment, marked as a sandbox, with Pay / Fail / Cancel, in English by default', async () => {
    const response = await app.inject({ method: 'GET', url: await payUrlFor('http://127.0.0.1:9/n') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="en-US"');
    expect(response.body).toContain('Sandbox payment');
    expect(response.body).toContain('Tallybook');
    expect(response.body).toContain('¥99.00');
    expect(response.body).toContain('Tallybook basic &lt;1 year&gt;');
    for (const decision of ['pay', 'fail', 'cancel']) expect(response.body).toContain(`value="${decision}"`);
  });

  it('speaks Chinese by the lang cookie or Accept-Language', async () => {
    const url = await payUrlFor('http://127.0.0.1:9/n', 5);
    const byCookie = await app.inject({ method: 'GET', url, cookies: { lang: 'zh-CN' } });
    expect(byCookie.body).toContain('沙箱支付');
    expect(byCookie.body).toContain('¥0.05');
    const byHeader = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-TW,zh;q=0.8' } });
    expect(byHeader.body).toContain('測試模式');
  });

  it('refuses a tampered token with a 400 page', async () => {
    const token = tokenOf(await payUrlFor('http://127.0.0.1:9/n'));
    const response = await app.inject({ method: 'GET', url: `/sandbox/pay?token=${token.slice(0, -2)}xx` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('not valid or has expired');
    const posted = await decide(`${token.slice(0, -2)}xx`, 'pay');
    expect(posted.statusCode).toBe(400);
  });

  it('refuses an unknown decision with 400', async () => {
    const token = tokenOf(await payUrlFor('http://127.0.0.1:9/n'));
    expect((await decide(token, 'steal')).statusCode).toBe(400);
  });

  it('on Pay delivers a signed notification before redirecting 303 with tradeNo and result', async () => {
    receiver = await startReceiver([200]);
    const response = await decide(tokenOf(await payUrlFor(receiver.url)), 'pay');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/order/result?orderNo=O100&tradeNo=T100&result=paid');
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received as [Received];
    const verified = await gateway.verifyNotification({ headers: first.headers, rawBody: first.rawBody });
    expect(verified).toMatchObject({ tradeNo: 'T100', amountFen: 9_900, outcome: 'paid' });
    expect(verified.providerTransactionId).toMatch(/^sandbox-/);
    expect(JSON.parse(first.rawBody)).toMatchObject({ tradeNo: 'T100', amountFen: 9_900, outcome: 'paid' });
  });

  it('on Fail and Cancel notifies that outcome and redirects with it', async () => {
    receiver = await startReceiver([200, 200]);
    const failed = await decide(tokenOf(await payUrlFor(receiver.url)), 'fail');
    expect(failed.headers.location).toContain('result=failed');
    const cancelled = await decide(tokenOf(await payUrlFor(receiver.url, 9_900, 'T101')), 'cancel');
    expect(cancelled.headers.location).toContain('result=cancelled');
    await gateway.settled();
    const outcomes = receiver.received.map((call) => JSON.parse(call.rawBody).outcome);
    expect(outcomes).toEqual(['failed', 'cancelled']);
  });

  it('keeps one ending per trade: a decision sent again tells the first, a closed trade takes no payment', async () => {
    receiver = await startReceiver([200, 200, 200]);
    const token = tokenOf(await payUrlFor(receiver.url));
    expect(await gateway.queryTrade('T100')).toEqual({ state: 'unpaid' });
    await decide(token, 'fail');
    const again = await decide(token, 'pay');
    expect(again.headers.location).toContain('result=failed');
    expect(await gateway.queryTrade('T100')).toEqual({ state: 'closed' });

    const closedToken = tokenOf(await payUrlFor(receiver.url, 9_900, 'T102'));
    await gateway.closeTrade('T102');
    const refused = await decide(closedToken, 'pay');
    expect(refused.statusCode).not.toBe(303);
    expect(await gateway.queryTrade('T102')).toEqual({ state: 'closed' });

    const paidToken = tokenOf(await payUrlFor(receiver.url, 9_900, 'T103'));
    await decide(paidToken, 'pay');
    // closing a paid trade changes nothing: the query still says paid, with what it took
    await gateway.closeTrade('T103');
    expect(await gateway.queryTrade('T103')).toMatchObject({ state: 'paid', amountFen: 9_900 });
    await gateway.settled();
    const outcomes = receiver.received.map((call) => JSON.parse(call.rawBody).outcome);
    expect(outcomes).toEqual(['failed', 'failed', 'paid']);
  });

  it('retries in the background until the receiver answers 2xx', async () => {
    receiver = await startReceiver([500, 503, 200]);
    const response = await decide(tokenOf(await payUrlFor(receiver.url)), 'pay');
    expect(response.statusCode).toBe(303);
    await gateway.settled();
    expect(receiver.received).toHaveLength(3);
    for (const call of receiver.received) {
      await expect(gateway.verifyNotification({ headers: call.headers, rawBody: call.rawBody })).resolves.toMatchObject(
        { outcome: 'paid' },
      );
    }
  });

  it('gives up after 5 attempts', async () => {
    receiver = await startReceiver([500, 500, 500, 500, 500, 500, 500]);
    await decide(tokenOf(await payUrlFor(receiver.url)), 'pay');
    await gateway.settled();
    expect(receiver.received).toHaveLength(5);
  });

  it('refuses a decision posted by another site', async () => {
    const token = tokenOf(await payUrlFor('http://127.0.0.1:9/n'));
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({ token, decision: 'pay' }).toString(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('sandbox gateway and a notify route on one listening server', () => {
  let app: FastifyInstance;
  let gateway: SandboxGateway;
  let baseUrl: string;
  const verified: VerifiedNotification[] = [];
  const rawBodies: string[] = [];

  beforeEach(async () => {
    verified.length = 0;
    rawBodies.length = 0;
    gateway = createSandboxGateway({ secret: SECRET, retryDelaysMs: [20] });
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(cookie);
    installLanguage(app);
    installErrorHandling(app);
    await app.register(sandboxGatewayRoutes, { gateway, publicUrl: publicUrlOf(app, undefined) });
    await app.register(async (scope) => {
      keepRawNotificationBodies(scope);
      scope.post('/notify/:provider', async (request, reply) => {
        const input = notificationInputOf(request);
        rawBodies.push(input.rawBody);
        try {
          verified.push(await gateway.verifyNotification(input));
        } catch (error) {
          if (error instanceof PaymentNotificationRejected) return reply.status(400).send({ code: 'FAIL' });
          throw error;
        }
        const ack = gateway.acknowledgement();
        return reply.status(ack.status).type(ack.contentType).send(ack.body);
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterEach(async () => {
    await app.close();
  });

  it('resolves a relative notify address against the page, and the route verifies the raw body', async () => {
    const created = await gateway.createPayment({
      tradeNo: 'T200',
      amountFen: 1,
      description: 'Extra user',
      payType: 2,
      notifyUrl: '/notify/sandbox',
      returnUrl: '/order/result?orderNo=O200',
    });
    const token = new URL(created.payUrl as string, baseUrl).searchParams.get('token') as string;
    const response = await fetch(`${baseUrl}/sandbox/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: new URLSearchParams({ token, decision: 'pay' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/order/result?orderNo=O200&tradeNo=T200&result=paid');
    // Delivered before the redirect: the result page already finds the payment.
    expect(verified).toEqual([
      { tradeNo: 'T200', amountFen: 1, outcome: 'paid', providerTransactionId: expect.stringMatching(/^sandbox-/) },
    ]);
  });

  it('keeps JSON and form bodies byte for byte, and refuses a tampered one', async () => {
    const form = 'b=2&a=%E4%B8%AD+x&sign=abc%2B%2F%3D';
    const answer = await fetch(`${baseUrl}/notify/alipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: form,
    });
    expect(answer.status).toBe(400);
    const json = '{ "tradeNo" : "T1",  "amountFen": 1 }';
    await fetch(`${baseUrl}/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json,
    });
    expect(rawBodies).toEqual([form, json]);
  });
});
