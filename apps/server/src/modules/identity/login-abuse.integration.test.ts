import { LOGIN_FAILURES_BEFORE_CAPTCHA, message, transformPassword } from '@tallybook/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { passwordHashing } from './accounts.ts';
import { browser, forgetIpCounters, freshPhone, registerAccount } from './accounts-test-kit.ts';

/**
 * Issue 10: the password login's throttle raced (300 of 300 concurrent guesses checked, the right
 * one logged in), argon2 ran unbounded for every attempt, and a session minted from a kdToken
 * outlived the logout of the session that gave it. Each attack replayed.
 */
describe('abuse of the password login and of sessions', () => {
  let server: TestApp;
  const onPostgres = Boolean(process.env.DATABASE_URL);

  beforeAll(async () => {
    server = await startTestApp({ seed: false, jobs: false });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await forgetIpCounters(server);
  });

  const guess = async (phone: string, password: string) => {
    const answer = await browser(server).post('/webzhj/official/weblogin', {
      phone,
      password: await transformPassword(phone, password),
    });
    return answer.status;
  };

  // PGlite has one connection, so requests there never overlap in the database: the race needs PostgreSQL.
  it.runIf(onPostgres)(
    'checks only three of 300 concurrent guesses without a captcha, so the right one among them passes only by luck of order',
    async () => {
      const phone = freshPhone();
      await registerAccount(server, phone, 'the-right-one');
      await forgetIpCounters(server);
      const passwords = Array.from({ length: 300 }, (_, index) => (index === 150 ? 'the-right-one' : `guess-${index}`));
      const transformed = await Promise.all(passwords.map((password) => transformPassword(phone, password)));
      const answers = await Promise.all(
        transformed.map(async (password) => {
          const answer = await browser(server).post('/webzhj/official/weblogin', { phone, password });
          return { status: answer.status, msg: answer.body.msg };
        }),
      );
      // A password was checked when the answer is a login (200) or "incorrect" (400, or 428 on the third);
      // the others were refused before any check: a captcha is needed (428), or the line was full (503).
      const wrong = message('en-US', 'wrongPassword');
      const checked = answers.filter(
        ({ status, msg }) => status === 200 || status === 400 || (status === 428 && msg === wrong),
      );
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.length).toBeLessThanOrEqual(LOGIN_FAILURES_BEFORE_CAPTCHA);
      expect(answers.every(({ status }) => [200, 400, 428, 503].includes(status))).toBe(true);
    },
  );

  it('asks for the captcha after three wrong passwords of a phone, counted anew after a right one', async () => {
    const phone = freshPhone();
    await registerAccount(server, phone, 'the-right-one');
    await forgetIpCounters(server);
    expect(await guess(phone, 'wrong-1')).toBe(400);
    expect(await guess(phone, 'the-right-one')).toBe(200);
    // the address's own count (wrong passwords of any phone) is another rule: set it aside here
    await forgetIpCounters(server);
    expect(await guess(phone, 'wrong-2')).toBe(400);
    expect(await guess(phone, 'wrong-3')).toBe(400);
    expect(await guess(phone, 'wrong-4')).toBe(428);
    expect(await guess(phone, 'the-right-one')).toBe(428);
  });

  it('never runs more than two argon2 computations at once during a burst of 150 logins, and keeps answering', async () => {
    const phone = freshPhone();
    await registerAccount(server, phone, 'the-right-one');
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, passwordHashing.running);
    }, 1);
    const health: number[] = [];
    const burst = Promise.all(
      Array.from({ length: 150 }, (_, index) => guess(index % 2 === 0 ? phone : freshPhone(), `guess-${index}`)),
    );
    for (let probe = 0; probe < 5; probe++) health.push((await fetch(`${server.baseUrl}/healthz`)).status);
    const statuses = await burst;
    clearInterval(sampler);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    expect(health).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.every((status) => [400, 428, 503].includes(status))).toBe(true);
  });

  it('ends the sessions minted from a kdToken with the logout of the session that gave it, and the reverse', async () => {
    for (const loggingOut of ['giver', 'minted'] as const) {
      const phone = freshPhone();
      const { client: giver } = await registerAccount(server, phone, 'secret-1');
      const info = await giver.get<{ kdToken: string }>('/webzhj/info');
      const minted = browser(server);
      const handed = await minted.get(`/api/addCookieToClient?token=${info.body.data.kdToken}`);
      expect(handed.status).toBe(200);
      expect((await minted.get('/webzhj/info')).status).toBe(200);

      const [out, other] = loggingOut === 'giver' ? [giver, minted] : [minted, giver];
      expect((await out.get('/webzhj/engine/logout')).status).toBe(200);
      expect((await other.get('/webzhj/info')).status, loggingOut).toBe(401);
    }
  });
});
