import { message } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { ADMIN_LOCKOUT_WINDOW_MS, ADMIN_TOKEN_ATTEMPTS } from './admin-guard.ts';

const ADMIN_TOKEN = 'the-right-back-office-token-of-this-test';

describe('the back-office token under a brute force', () => {
  let server: TestApp;
  beforeAll(async () => {
    // Trusting the proxy lets the test speak from several addresses through X-Forwarded-For.
    server = await startTestApp({ adminToken: ADMIN_TOKEN, trustProxy: true, seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (token: string, address: string) =>
    fetch(`${server.baseUrl}/admin/api/support/conversations`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address, 'accept-language': 'zh-CN' },
    });

  it('compares at most the allowed number of guesses per address, even in a concurrent burst', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call(`guess-${String(i).padStart(34, '0')}`, '203.0.113.7')),
    );
    const statuses = guesses.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ADMIN_TOKEN_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - ADMIN_TOKEN_ATTEMPTS);
    const locked = guesses.find((answer) => answer.status === 429);
    expect(await locked?.json()).toEqual({
      code: 429,
      data: null,
      msg: message('zh-CN', 'adminLockedOut', { count: ADMIN_LOCKOUT_WINDOW_MS / 60_000 }),
    });
  });

  it('lets the right token in from the locked-out address, and still refuses its wrong ones with 429', async () => {
    expect((await call(ADMIN_TOKEN, '203.0.113.7')).status).toBe(200);
    expect((await call('still-guessing', '203.0.113.7')).status).toBe(429);
    expect((await call(ADMIN_TOKEN, '203.0.113.7')).status).toBe(200);
  });

  it('answers eleven wrong tokens and then the right one with 200', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ADMIN_TOKEN_ATTEMPTS; i++) statuses.push((await call('wrong', '192.0.2.10')).status);
    expect(statuses).toEqual([...Array(ADMIN_TOKEN_ATTEMPTS).fill(401), 429]);
    expect((await call(ADMIN_TOKEN, '192.0.2.10')).status).toBe(200);
  });

  for (const { which, address } of [
    { which: 'a fresh', address: '192.0.2.40' },
    { which: 'a locked-out', address: '203.0.113.7' },
  ]) {
    it(`answers 40 concurrent calls with the right token from ${which} address with 200, each`, async () => {
      const answers = await Promise.all(Array.from({ length: 40 }, () => call(ADMIN_TOKEN, address)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    });
  }

  it('counts no right token against the address: its wrong guesses stay bounded around them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ADMIN_TOKEN_ATTEMPTS + 2; i++) {
      statuses.push((await call('wrong', '198.51.100.2')).status);
      expect((await call(ADMIN_TOKEN, '198.51.100.2')).status).toBe(200);
    }
    expect(statuses).toEqual([...Array(ADMIN_TOKEN_ATTEMPTS).fill(401), 429, 429]);
  });

  it('refuses a wrong token of any length, or none, as a wrong guess', async () => {
    for (const token of ['', 'x', ADMIN_TOKEN.slice(0, -1), `${ADMIN_TOKEN}x`, ADMIN_TOKEN.toUpperCase()]) {
      expect((await call(token, '198.51.100.77')).status).toBe(401);
    }
  });
});
