import { SMS_DAILY_CAP_PER_IP, SMS_DAILY_CAP_PER_PHONE, signRequest } from '@tallybook/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backdatePuzzle, humanTrack, solveProofOfWork } from '../../../test/slide-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { readSmsOutbox } from '../../platform/sms/sms-provider.ts';
import {
  type Browser,
  browser,
  forgetIpCounters,
  freshPhone,
  lastCode,
  passSlide,
  registerAccount,
  requestCode,
  signedQuery,
} from './accounts-test-kit.ts';
import { slideChallenges } from './identity.tables.ts';

describe('GET /webzhj/login/vcode: SMS verification codes', () => {
  let server: TestApp;
  let client: Browser;
  const outbox = (phone: string) => readSmsOutbox(server.database.handle.db, phone);

  beforeAll(async () => {
    server = await startTestApp({ seed: false, adminToken: 'admin-secret' });
    client = browser(server);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await forgetIpCounters(server);
  });

  it('sends a six-digit code to the sandbox outbox, stored only hashed', async () => {
    const phone = freshPhone();
    const answer = await requestCode(server, client, phone, 'login');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      data: { sent: true, expiresInSeconds: 300 },
      msg: 'The verification code has been sent',
    });
    const code = await lastCode(server, phone);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await server.database.handle.db.execute(
      sql`select code_hash from verification_codes where phone = ${phone}`,
    );
    const rows = (stored as unknown as { rows: Array<{ code_hash: string }> }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('writes the message in the caller’s language', async () => {
    const phone = freshPhone();
    await requestCode(server, browser(server, 'zh-CN'), phone, 'login');
    const [sent] = await outbox(phone);
    expect(sent?.text).toMatch(/^【Tallybook】您的验证码是\d{6}，5分钟内有效/);
  });

  it('shows the outbox to the back office only', async () => {
    const phone = freshPhone();
    await requestCode(server, client, phone, 'login');
    const refused = await client.get(`/admin/api/sms/outbox?phone=${phone}`);
    expect(refused.status).toBe(401);
    const shown = await client.get<Array<{ phone: string; code: string; purpose: string }>>(
      `/admin/api/sms/outbox?phone=${phone}`,
      { authorization: 'Bearer admin-secret' },
    );
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual([
      expect.objectContaining({ phone, purpose: 'login', code: await lastCode(server, phone) }),
    ]);
  });

  it.each([
    ['', 'zh-CN', '手机号不能为空'],
    ['12345', 'zh-CN', '手机号格式不正确'],
    ['12812345678', 'zh-TW', '手機號碼格式不正確'],
    ['+1 555 000', 'en-US', 'Phone number format is incorrect'],
    ['', 'ar', 'لا يمكن ترك رقم الهاتف فارغًا'],
  ])('refuses the phone %j with the spec message in %s', async (phone, language, expected) => {
    const answer = await browser(server, language).get(
      `/webzhj/login/vcode?${await signedQuery(server, phone, 'login')}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, data: null, msg: expected });
  });

  it('refuses a bad signature, a stale or future timestamp and a reused nonce', async () => {
    const phone = freshPhone();
    const good = new URLSearchParams(await signedQuery(server, phone, 'login'));
    const tampered = new URLSearchParams(good);
    tampered.set('signature', (await signRequest({ phone, timestamp: 1, nonce: '000000' })).toString());
    expect((await client.get(`/webzhj/login/vcode?${tampered}`)).body.msg).toBe(
      'The request could not be verified, please refresh the page and try again',
    );
    const otherPhone = new URLSearchParams(good);
    otherPhone.set('phone', freshPhone());
    expect((await client.get(`/webzhj/login/vcode?${otherPhone}`)).status).toBe(400);
    const missing = new URLSearchParams(good);
    missing.delete('signature');
    expect((await client.get(`/webzhj/login/vcode?${missing}`)).status).toBe(400);

    const stale = await client.get(
      `/webzhj/login/vcode?${await signedQuery(server, phone, 'login', { now: Date.now() - 6 * 60_000 })}`,
    );
    expect(stale.status).toBe(400);
    expect(stale.body.msg).toBe('The request has expired, please check your device clock and try again');
    const future = await client.get(
      `/webzhj/login/vcode?${await signedQuery(server, phone, 'login', { now: Date.now() + 6 * 60_000 })}`,
    );
    expect(future.body.msg).toBe('The request has expired, please check your device clock and try again');

    expect((await client.get(`/webzhj/login/vcode?${good}`)).status).toBe(200);
    const replay = await client.get(`/webzhj/login/vcode?${good}`);
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe('This request has already been used, please try again');
    expect(await outbox(phone)).toHaveLength(1);
  });

  it('locks a phone and purpose for three minutes, in every language', async () => {
    const phone = freshPhone();
    expect((await requestCode(server, client, phone, 'login')).status).toBe(200);
    const expected = {
      'en-US': 'Too frequent, please try again in three minutes',
      'zh-CN': '操作过于频繁，请三分钟后重试',
      'zh-TW': '操作過於頻繁，請三分鐘後重試',
      ar: 'عمليات متكررة جدًا، يرجى المحاولة بعد ثلاث دقائق',
    };
    for (const [language, msg] of Object.entries(expected)) {
      const again = await requestCode(server, browser(server, language), phone, 'login');
      expect(again.status).toBe(429);
      expect(again.body).toEqual({ code: 429, data: null, msg });
    }
    // Another purpose has its own lock; the lock ends after three minutes.
    expect((await requestCode(server, client, phone, 'register')).status).toBe(200);
    await server.database.handle.db.execute(
      sql`update operation_locks set expires_at = now() - interval '1 second' where key = ${`sms:login:${phone}`}`,
    );
    expect((await requestCode(server, client, phone, 'login')).status).toBe(200);
    expect(await outbox(phone)).toHaveLength(3);
  });

  it('lets exactly one of simultaneous sends to a phone through the lock', async () => {
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => requestCode(server, browser(server), phone, 'login')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await outbox(phone)).toHaveLength(1);
  });

  it('caps the codes a phone gets per day', async () => {
    const phone = freshPhone();
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await server.database.handle.db.execute(
      sql`insert into rate_counters (key, count, expires_at)
          values (${`sms:day:phone:${phone}:${day}`}, ${SMS_DAILY_CAP_PER_PHONE}, now() + interval '1 day')`,
    );
    const answer = await browser(server, 'zh-CN').get(
      `/webzhj/login/vcode?${await signedQuery(server, phone, 'login')}`,
    );
    expect(answer.status).toBe(429);
    expect(answer.body.msg).toBe('今日获取验证码次数过多，请明天再试');
    expect(await outbox(phone)).toHaveLength(0);
  });

  it('caps the codes one IP asks for per day', async () => {
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    await server.database.handle.db.execute(
      sql`insert into rate_counters (key, count, expires_at)
          values (${`sms:day:ip:127.0.0.1:${day}`}, ${SMS_DAILY_CAP_PER_IP}, now() + interval '1 day')`,
    );
    const answer = await requestCode(server, client, freshPhone(), 'login');
    expect(answer.status).toBe(429);
    expect(answer.body.msg).toBe('Too many verification codes today, please try again tomorrow');
  });

  it('sends a register code only to a new phone and a reset code only to a known one', async () => {
    const known = freshPhone();
    await registerAccount(server, known, 'secret-1');
    await forgetIpCounters(server);
    const register = await browser(server, 'zh-CN').get(
      `/webzhj/login/vcode?${await signedQuery(server, known, 'register')}`,
    );
    expect(register.status).toBe(409);
    expect(register.body.msg).toBe('该手机号已注册');
    expect((await requestCode(server, client, known, 'reset')).status).toBe(200);
    const unknown = await requestCode(server, client, freshPhone(), 'reset');
    expect(unknown.body.msg).toBe('This phone number is not registered');
  });

  it('needs a passed slide puzzle for every send, each token good once', async () => {
    const phone = freshPhone();
    const without = await browser(server, 'zh-CN').get(
      `/webzhj/login/vcode?${await signedQuery(server, phone, 'login', { slideToken: null })}`,
    );
    expect(without.status).toBe(428);
    expect(without.body).toEqual({ code: 428, data: null, msg: '请先完成滑动验证' });
    const slideToken = await passSlide(server);
    const first = await client.get(`/webzhj/login/vcode?${await signedQuery(server, phone, 'login', { slideToken })}`);
    expect(first.status).toBe(200);
    const again = await client.get(
      `/webzhj/login/vcode?${await signedQuery(server, freshPhone(), 'login', { slideToken })}`,
    );
    expect(again.body.msg).toBe('Complete the slide verification first');
    const forged = await client.get(
      `/webzhj/login/vcode?${await signedQuery(server, freshPhone(), 'login', { slideToken: 'x'.repeat(43) })}`,
    );
    expect(forged.status).toBe(428);
  });

  describe('the slide puzzle (GET and POST /webzhj/slidevalid)', () => {
    const offsetOf = async (challengeId: string) => {
      const [row] = await server.database.handle.db
        .select({ x: slideChallenges.offsetX })
        .from(slideChallenges)
        .where(eq(slideChallenges.id, challengeId));
      return row?.x ?? -1;
    };
    const issue = async () =>
      (
        await client.get<{ challengeId: string; background: string; piece: string; pieceY: number; pow: unknown }>(
          '/webzhj/slidevalid',
        )
      ).body.data;

    it('draws a picture with a hole and the piece, and keeps the x on the server', async () => {
      const challenge = await issue();
      expect(challenge.background).toMatch(/^data:image\/png;base64,/);
      expect(challenge.piece).toMatch(/^data:image\/png;base64,/);
      expect(Object.keys(challenge)).not.toContain('x');
      expect(challenge.pieceY).toBeGreaterThanOrEqual(0);
    });

    it('passes an answer within 4 px, once', async () => {
      const { challengeId, pow } = await issue();
      const x = await offsetOf(challengeId);
      await backdatePuzzle(server, challengeId);
      const passed = await client.post<{ slideToken: string }>('/webzhj/slidevalid', {
        challengeId,
        x: x - 4,
        track: humanTrack(x - 4),
        pow: await solveProofOfWork(pow),
      });
      expect(passed.status).toBe(200);
      expect(passed.body.data.slideToken).toMatch(/^[\w-]{43}$/);
      const twice = await client.post('/webzhj/slidevalid', { challengeId, x });
      expect(twice.status).toBe(400);
    });

    it('fails an answer 5 px off, counting the failures, and spends the puzzle', async () => {
      await forgetFailures();
      const { challengeId } = await issue();
      const x = await offsetOf(challengeId);
      const off = await browser(server, 'zh-CN').post('/webzhj/slidevalid', { challengeId, x: x + 5 });
      expect(off.body).toEqual({ code: 400, data: null, msg: '滑动验证失败（1）' });
      const retry = await client.post('/webzhj/slidevalid', { challengeId, x });
      expect(retry.body.msg).toBe('Slide verification failed (2)');
      const unknown = await client.post('/webzhj/slidevalid', { challengeId: 'nope', x: 10 });
      expect(unknown.body.msg).toBe('Slide verification failed (3)');
    });

    it('fails an expired puzzle', async () => {
      const { challengeId } = await issue();
      await server.database.handle.db.execute(
        sql`update slide_challenges set expires_at = now() - interval '1 second' where id = ${challengeId}`,
      );
      expect((await client.post('/webzhj/slidevalid', { challengeId, x: await offsetOf(challengeId) })).status).toBe(
        400,
      );
    });

    const forgetFailures = () =>
      server.database.handle.db.execute(sql`delete from rate_counters where key like 'slide-fail:%'`);
  });

  it('refuses a send that a browser made for another site', async () => {
    const answer = await client.get(`/webzhj/login/vcode?${await signedQuery(server, freshPhone(), 'login')}`, {
      'sec-fetch-site': 'cross-site',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe('This request did not come from our site and was refused');
  });
});
