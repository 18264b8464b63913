import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const TOKEN = 'back-office-token-for-tests';

/** Every mounted /admin/api/* route with its methods, read from the router's printed tree. */
function adminRoutesOf(server: TestApp): Array<{ method: string; url: string }> {
  const printed = server.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    const url = stack.join('');
    if (!match[3] || !url.startsWith('/admin/api/')) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') routes.push({ method, url: url.replace(/:[A-Za-z]+/g, '1') });
    }
  }
  return routes;
}

describe('the back office composition (decision 0020)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ adminToken: TOKEN, jobs: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('mounts the back-office calls of orders, content, support and identity', () => {
    const urls = adminRoutesOf(server).map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /admin/api/mall/coupons/grant',
        'POST /admin/api/mall/invoices/1/issue',
        'PUT /admin/api/content/product-clients/1',
        'GET /admin/api/support/conversations',
        'POST /admin/api/support/conversations/1/close',
        // identity's sandbox SMS outbox, mounted while the sandbox sends the text messages
        'GET /admin/api/sms/outbox',
      ]),
    );
  });

  it('refuses every back-office call without the token or with a wrong one, and lets the token through', async () => {
    const routes = adminRoutesOf(server);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    // Each call from an address of its own, so that the lockout after ADMIN_TOKEN_ATTEMPTS stays out of it.
    let address = 0;
    const from = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
    for (const { method, url } of routes) {
      const bare = await server.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: from(),
        payload: method === 'GET' ? undefined : {},
      });
      expect(bare.statusCode, `${method} ${url} without a token`).toBe(401);
      const wrong = await server.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: from(),
        headers: { authorization: 'Bearer not-the-token' },
        payload: method === 'GET' ? undefined : {},
      });
      expect(wrong.statusCode, `${method} ${url} with a wrong token`).toBe(401);
    }
    // With the token the guard lets the call through to its own validation (400/404), never 401.
    for (const { method, url } of routes) {
      const passed = await server.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: from(),
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: method === 'GET' ? undefined : {},
      });
      expect(passed.statusCode, `${method} ${url} with the token`).not.toBe(401);
    }
  });
});
