import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdForwardingFailed } from './ad-platform.ts';
import { adPlatformFromConfig, readAdPlatformConfig } from './ad-platform-config.ts';
import { BAIDU_OCPC_UPLOAD_URL, createBaiduOcpc } from './baidu-ocpc.ts';

const conversion = {
  conversionId: 7,
  platform: 'baidu' as const,
  clickToken: 'abc',
  landingUrl: 'https://www.tallybook.example/price?bd_vid=abc',
  type: 25,
  occurredAt: new Date('2026-11-27T04:00:00Z'),
};

/** A local fake of Baidu's uploadConvertData, answering what each test sets. */
describe('Baidu OCPC adapter against a fake of its API', () => {
  let fake: FastifyInstance;
  let endpoint: string;
  const received: unknown[] = [];
  let answer: { status: number; body: string } = { status: 200, body: '{"header":{"status":0,"desc":"success"}}' };

  beforeAll(async () => {
    fake = Fastify();
    fake.post('/ocpcapi/api/uploadConvertData', async (request, reply) => {
      received.push({ contentType: request.headers['content-type'], body: request.body });
      return reply.status(answer.status).type('application/json').send(answer.body);
    });
    await fake.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `http://127.0.0.1:${(fake.server.address() as { port: number }).port}/ocpcapi/api/uploadConvertData`;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('posts the token and the conversion as Baidu documents them, and takes status 0 as accepted', async () => {
    const baidu = createBaiduOcpc({ token: 'account-token-1', endpoint });
    await expect(baidu.forward(conversion)).resolves.toEqual({ detail: 'Baidu OCPC status 0: success' });
    expect(received.at(-1)).toEqual({
      contentType: 'application/json; charset=utf-8',
      body: {
        token: 'account-token-1',
        conversionTypes: [{ logidUrl: conversion.landingUrl, newType: 25, convertTime: 1795752000 }],
      },
    });
  });

  it.each([
    ['a status other than 0', 200, '{"header":{"status":2,"desc":"token invalid"}}', /status 2: token invalid/],
    ['an HTTP error', 503, '{}', /HTTP 503/],
    ['an answer that is no JSON', 200, '<html>', /other than JSON/],
  ])('fails on %s', async (_name, status, body, reason) => {
    answer = { status, body };
    const baidu = createBaiduOcpc({ token: 'account-token-1', endpoint });
    const failure = baidu.forward(conversion);
    await expect(failure).rejects.toBeInstanceOf(AdForwardingFailed);
    await expect(failure).rejects.toThrow(reason);
  });

  it('fails when Baidu cannot be reached', async () => {
    const baidu = createBaiduOcpc({ token: 't', endpoint: 'http://127.0.0.1:1/ocpcapi/api/uploadConvertData' });
    await expect(baidu.forward(conversion)).rejects.toThrow(/no answer from Baidu OCPC/);
  });
});

describe('which ad platform is configured (decision 0042)', () => {
  it('uses Baidu when its token is set, sandbox or not', () => {
    for (const sandbox of [true, false]) {
      expect(readAdPlatformConfig({ BAIDU_OCPC_TOKEN: 'account-token-1' }, { sandbox })).toEqual({
        adPlatform: { provider: 'baidu-ocpc', token: 'account-token-1', endpoint: BAIDU_OCPC_UPLOAD_URL },
        problems: [],
      });
    }
  });

  it('stands the sandbox in only with SANDBOX on', () => {
    expect(readAdPlatformConfig({}, { sandbox: true }).adPlatform).toEqual({ provider: 'sandbox' });
  });

  it('never falls back to the sandbox in production: forwarding is off, and nothing is built for it', () => {
    const { adPlatform, problems } = readAdPlatformConfig({}, { sandbox: false });
    expect(adPlatform).toEqual({ provider: 'off' });
    expect(problems).toEqual([]);
    expect(adPlatformFromConfig(adPlatform, undefined as never)).toBeUndefined();
  });

  it('refuses to start with an endpoint but no token', () => {
    expect(readAdPlatformConfig({ BAIDU_OCPC_ENDPOINT: 'https://fake.example/' }, { sandbox: false }).problems).toEqual(
      [expect.stringMatching(/^BAIDU_OCPC_TOKEN: missing/)],
    );
  });
});
