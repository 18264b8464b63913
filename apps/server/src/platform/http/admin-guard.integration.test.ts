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

  it('keeps the locked-out address out even with the right token, for the window', async () => {
    expect((await call(ADMIN_TOKEN, '203.0.113.7')).status).toBe(429);
  });

  it('lets another address in with the right token, and forgets its few wrong guesses on success', async () => {
    for (let i = 0; i < ADMIN_TOKEN_ATTEMPTS - 1; i++) expect((await call('wrong', '198.51.100.2')).status).toBe(401);
    expect((await call(ADMIN_TOKEN, '198.51.100.2')).status).toBe(200);
    for (let i = 0; i < ADMIN_TOKEN_ATTEMPTS - 1; i++) expect((await call('wrong', '198.51.100.2')).status).toBe(401);
    expect((await call(ADMIN_TOKEN, '198.51.100.2')).status).toBe(200);
  });
});
