import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passSlide } from '../../../test/slide-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { browser, forgetIpCounters, freshPhone, signedQuery } from '../../modules/identity/accounts-test-kit.ts';
import { DEFAULT_CAPTCHA_SETTINGS } from '../../modules/identity/index.ts';
import { createTencentCaptcha } from './tencent-captcha.ts';
import { startTencentCaptchaFake, type TencentCaptchaFake } from './tencent-captcha-fake.ts';

const adapterOf = (fake: TencentCaptchaFake, changes: { secretKey?: string; endpoint?: string } = {}) =>
  createTencentCaptcha({
    secretId: fake.secretId,
    secretKey: changes.secretKey ?? fake.secretKey,
    captchaAppId: fake.captchaAppId,
    appSecretKey: fake.appSecretKey,
    endpoint: changes.endpoint ?? fake.url,
    timeoutMs: 2_000,
  });

describe('Tencent Cloud Captcha’s ticket check against a local stand-in of DescribeCaptchaResult', () => {
  let fake: TencentCaptchaFake;
  beforeAll(async () => {
    fake = await startTencentCaptchaFake();
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => {
    fake.failWith(undefined);
  });

  it('passes a person’s ticket once, and refuses it replayed', async () => {
    const captcha = adapterOf(fake);
    const solved = fake.issue('203.0.113.7');
    expect(await captcha.verify({ ...solved, userIp: '203.0.113.7' })).toEqual({ outcome: 'passed' });
    expect(await captcha.verify({ ...solved, userIp: '203.0.113.7' })).toEqual({
      outcome: 'refused',
      reason: 'CaptchaCode 9 ticket reused',
    });
  });

  it.each([
    ['a forged ticket', () => ({ ticket: 'tr03forgedticket*', randstr: '@abc' }), '203.0.113.7', /CaptchaCode 15/],
    ['another address’s ticket', () => fake.issue('198.51.100.20'), '203.0.113.7', /CaptchaCode 21/],
    [
      'a ticket with another random string',
      () => ({ ...fake.issue('203.0.113.7'), randstr: '@zzz' }),
      '203.0.113.7',
      /CaptchaCode 7/,
    ],
    [
      'another captcha app’s ticket',
      () => fake.issue('203.0.113.7', { appId: '190000099' }),
      '203.0.113.7',
      /CaptchaCode 16/,
    ],
  ])('refuses %s', async (_name, solve, userIp, reason) => {
    const verdict = await adapterOf(fake).verify({ ...solve(), userIp });
    expect(verdict.outcome).toBe('refused');
    expect(verdict.outcome === 'refused' && verdict.reason).toMatch(reason);
  });

  it('refuses a ticket past its five minutes', async () => {
    const solved = fake.issue('203.0.113.7');
    fake.advance(5 * 60 * 1000 + 1_000);
    expect(await adapterOf(fake).verify({ ...solved, userIp: '203.0.113.7' })).toMatchObject({
      outcome: 'refused',
      reason: 'CaptchaCode 8 ticket expired',
    });
  });

  it('says “unreachable”, not “refused”, when the provider cannot judge: down, failing, or our keys wrong', async () => {
    const solved = () => ({ ...fake.issue('203.0.113.7'), userIp: '203.0.113.7' });
    expect(await adapterOf(fake, { endpoint: 'http://127.0.0.1:9' }).verify(solved())).toMatchObject({
      outcome: 'unreachable',
    });
    expect(await adapterOf(fake, { secretKey: 'wrong' }).verify(solved())).toEqual({
      outcome: 'unreachable',
      reason: 'AuthFailure.SignatureFailure',
    });
    fake.failWith(502);
    expect(await adapterOf(fake).verify(solved())).toEqual({ outcome: 'unreachable', reason: 'HTTP 502' });
  });
});

describe('a live server guards SMS sends with the provider’s captcha, and the puzzle while it is unreachable', () => {
  let fake: TencentCaptchaFake;
  let server: TestApp;
  const warnings: string[] = [];
  beforeAll(async () => {
    fake = await startTencentCaptchaFake();
    server = await startTestApp({
      seed: false,
      jobs: false,
      captcha: {
        ...DEFAULT_CAPTCHA_SETTINGS,
        provider: adapterOf(fake),
        fallback: { smsHourlyCap: 100, smsDailyCapPerIp: 1 },
      },
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void warnings.push(line) },
      } as never,
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.failWith(undefined);
    await forgetIpCounters(server);
    await server.database.handle.db.execute(
      // the outage flag of an earlier test
      (await import('drizzle-orm')).sql`delete from operation_locks where key = 'captcha:provider-unreachable'`,
    );
  });

  const send = (client: ReturnType<typeof browser>, slideToken: string) =>
    signedQuery(server, freshPhone(), 'register', { slideToken }).then((query) =>
      client.get<{ sent: boolean }>(`/webzhj/login/vcode?${query}`),
    );

  it('shows the provider’s widget, refuses the puzzle, and sends one code per ticket the provider passed', async () => {
    const client = browser(server);
    expect((await client.get('/webzhj/captcha')).body.data).toEqual({ kind: 'tencent', appId: fake.captchaAppId });
    expect((await client.get('/webzhj/slidevalid')).status).toBe(409);
    const solved = fake.issue('127.0.0.1');
    const passed = await client.post<{ slideToken: string }>('/webzhj/captcha', solved);
    expect(passed.status).toBe(200);
    expect((await send(client, passed.body.data.slideToken)).status).toBe(200);
    // the token is spent, and the ticket too
    expect((await send(client, passed.body.data.slideToken)).status).toBe(428);
    expect((await client.post('/webzhj/captcha', solved)).status).toBe(400);
  });

  it('lets the provider’s widget run on the pages that show the check, and on no other', async () => {
    const policyOf = async (path: string) =>
      (await fetch(`${server.baseUrl}${path}`)).headers.get('content-security-policy') ?? '';
    for (const page of ['/login', '/agent/join-apply?from=home', '/invite/register', '/account']) {
      const policy = await policyOf(page);
      for (const directive of ['script-src', 'frame-src', 'img-src', 'connect-src']) {
        expect(policy).toMatch(new RegExp(`${directive} [^;]*https://turing\\.captcha\\.qcloud\\.com`));
      }
    }
    for (const page of ['/', '/mall', '/agent/login/../../help', '/webzhj/captcha']) {
      expect(await policyOf(page)).not.toMatch(/captcha\.qcloud|captcha\.gtimg/);
    }
    const sandbox = await startTestApp({ seed: false, jobs: false });
    try {
      const policy = (await fetch(`${sandbox.baseUrl}/login`)).headers.get('content-security-policy');
      expect(policy).toMatch(/script-src 'self' 'nonce-/);
      expect(policy).not.toMatch(/captcha\.qcloud/);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses forged and other-address tickets, and a ticket posted by no browser of ours', async () => {
    const client = browser(server);
    expect((await client.post('/webzhj/captcha', { ticket: 'tr03forged*', randstr: '@x' })).status).toBe(400);
    expect((await client.post('/webzhj/captcha', fake.issue('198.51.100.20'))).status).toBe(400);
    expect((await client.post('/webzhj/captcha', {})).status).toBe(400);
  });

  it('falls back to the puzzle when the provider cannot be reached, logs it, and caps what the puzzle sends tighter', async () => {
    const client = browser(server);
    fake.failWith(503);
    const unreachable = await client.post<unknown>('/webzhj/captcha', fake.issue('127.0.0.1'));
    expect(unreachable.status).toBe(409);
    expect(warnings.join('\n')).toMatch(/captcha provider unreachable/);
    expect((await client.get('/webzhj/captcha')).body.data).toEqual({ kind: 'puzzle' });
    // one code a day for this address after the puzzle (CAPTCHA_FALLBACK_SMS_DAILY_CAP_PER_IP=1 here)
    expect((await send(client, await passSlide(server))).status).toBe(200);
    const second = await send(client, await passSlide(server));
    expect(second.status).toBe(429);
    // a ticket the provider passed is not bound by the fallback's cap
    fake.failWith(undefined);
    const passed = await client.post<{ slideToken: string }>('/webzhj/captcha', fake.issue('127.0.0.1'));
    expect((await send(client, passed.body.data.slideToken)).status).toBe(200);
  });
});
