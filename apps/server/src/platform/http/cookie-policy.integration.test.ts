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
    expect(response.headers.get('set-cookie')).toMatch(/^tb_session=.*; Secure$/);
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
