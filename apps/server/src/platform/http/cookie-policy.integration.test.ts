import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../db/query-rows.ts';
import { createSession } from '../sessions/sessions.ts';

const pageRoute = (app: TestApp['app']) => {
  // Stands in for a server-rendered page that its route marks as publicly cacheable.
  app.get('/a-page', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=600').type('text/html').send('<p>hello</p>'),
  );
  app.get('/assets/app-1234.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/javascript').send('1'),
  );
};

describe('cookies and caching behind a TLS-terminating proxy (PUBLIC_URL https, proxy not trusted)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ publicUrl: 'https://www.example.com', trustProxy: false, extend: pageRoute });
  });
  afterAll(async () => {
    await server.close();
  });

  it('marks the visitor cookie Secure although the request reached the app over http', async () => {
    const response = await fetch(`${server.baseUrl}/api/help/addUsefulOrUseless?id=1&type=useful`);
    expect(response.headers.get('set-cookie')).toMatch(/^tb_visitor=[^;]+;.*; Secure$/);
  });

  it('marks the session cookie Secure and the login answer no-store', async () => {
    const db = server.database.handle.db;
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (phone, kd_uid) values ('13700099001', 'kd-cookie-policy') returning id`,
    );
    const { kdToken } = await createSession(db, Number(user?.id), 60_000);
    const response = await fetch(`${server.baseUrl}/api/addCookieToClient?token=${kdToken}`);
    expect(response.status).toBe(200);
    // each cookie once, Secure: a first copy without it would be the one a browser might keep
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^tb_session=.*; Secure$/)]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a logged-in request no-store, pages and API alike, but leaves immutable assets cacheable', async () => {
    const cookie = 'tb_session=anything';
    const api = await fetch(`${server.baseUrl}/api/help/1`, { headers: { cookie } });
    expect(api.headers.get('cache-control')).toBe('no-store');
    const page = await fetch(`${server.baseUrl}/a-page`, { headers: { cookie } });
    expect(page.headers.get('cache-control')).toBe('no-store');
    const asset = await fetch(`${server.baseUrl}/assets/app-1234.js`, { headers: { cookie } });
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('leaves an anonymous page’s caching alone', async () => {
    const page = await fetch(`${server.baseUrl}/a-page`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=600');
  });
});

describe('cookies when the public URL is plain http (local demo)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ publicUrl: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('does not mark cookies Secure, which a browser on http would drop', async () => {
    const response = await fetch(`${server.baseUrl}/api/help/addUsefulOrUseless?id=1&type=useful`);
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});

describe('the session cookie with SANDBOX=false and an https PUBLIC_URL, whatever TRUST_PROXY says', () => {
  for (const trustProxy of [false, true]) {
    describe(`TRUST_PROXY=${trustProxy}`, () => {
      let server: TestApp;
      beforeAll(async () => {
        server = await startTestApp({
          seed: false,
          jobs: false,
          sandbox: false,
          trustProxy,
          publicUrl: 'https://www.tallybook.example',
          sms: { send: async () => undefined },
          bankAccount: null,
        });
      });
      afterAll(async () => {
        await server.close();
      });

      it('sets and clears the session cookie Secure, even when the proxy says the request was http', async () => {
        const db = server.database.handle.db;
        const [user] = await queryRows<{ id: number }>(
          db,
          sql`insert into users (phone, kd_uid) values ('13700099003', ${`kd-cookie-${trustProxy}`}) returning id`,
        );
        const { kdToken } = await createSession(db, Number(user?.id), 60_000);
        const login = await fetch(`${server.baseUrl}/api/addCookieToClient?token=${kdToken}`, {
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(login.status).toBe(200);
        const sessions = login.headers.getSetCookie().filter((cookie) => cookie.startsWith('tb_session='));
        expect(sessions).toHaveLength(1);
        const [session] = sessions;
        expect(session).toMatch(/; HttpOnly; .*; Secure$/);
        const cookie = session?.split(';')[0] ?? '';
        const logout = await fetch(`${server.baseUrl}/webzhj/engine/logout`, {
          headers: { cookie, 'x-forwarded-proto': 'http' },
        });
        expect(logout.status).toBe(200);
        const cleared = logout.headers.getSetCookie().filter((each) => each.startsWith('tb_session='));
        expect(cleared).toHaveLength(1);
        expect(cleared[0]).toMatch(/; Secure$/);
      });
    });
  }
});
