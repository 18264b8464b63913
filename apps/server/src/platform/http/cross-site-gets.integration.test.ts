import { message } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../db/query-rows.ts';
import { createSession } from '../sessions/sessions.ts';

/**
 * Every GET that writes on behalf of the session it carries: a scene of the official account, the
 * user's invite code (made on its first read), a logout, a session from a kdToken. Another site's
 * page can make a browser send any of them with the victim's cookie (an <img>, a fetch).
 */
const STATE_WRITING_GETS = [
  '/wechat/mp/qrcode',
  '/recommend/info',
  '/recommend/merc/info',
  '/recommend/merc/share',
  '/recommend/award/notice',
  '/webzhj/engine/logout',
  '/api/addCookieToClient?token=anything',
];

describe('GETs that write for a session refuse another site', () => {
  let server: TestApp;
  let cookie: string;
  const tables = ['wechat_mp_scenes', 'invite_codes', 'sessions'];
  const counts = async () => {
    const db = server.database.handle.db;
    const result: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
      result[table] = Number(row?.n);
    }
    return result;
  };

  beforeAll(async () => {
    server = await startTestApp({ seed: false, jobs: false });
    const db = server.database.handle.db;
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (phone, kd_uid) values ('13700099004', 'kd-cross-site-gets') returning id`,
    );
    const { token } = await createSession(db, Number(user?.id), 60 * 60 * 1000);
    cookie = `tb_session=${token}`;
  });
  afterAll(async () => {
    await server.close();
  });

  for (const path of STATE_WRITING_GETS) {
    it(`refuses ${path} sent from another site with the session, writing nothing`, async () => {
      const before = await counts();
      const crossSites: Array<Record<string, string>> = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
        { referer: 'https://evil.example/page' },
      ];
      for (const crossSite of crossSites) {
        const response = await fetch(`${server.baseUrl}${path}`, {
          headers: { cookie, 'accept-language': 'zh-TW', ...crossSite },
        });
        expect(response.status, JSON.stringify(crossSite)).toBe(403);
        expect(await response.json()).toEqual({ code: 403, data: null, msg: message('zh-TW', 'crossSiteRefused') });
      }
      expect(await counts()).toEqual(before);
    });
  }

  it('answers the same GETs from our own pages', async () => {
    for (const path of STATE_WRITING_GETS.slice(0, 5)) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      expect(response.status, path).toBe(200);
    }
  });

  it('keeps a share link open to a top-level navigation from another site', async () => {
    const response = await fetch(`${server.baseUrl}/s/abcdef`, {
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      redirect: 'manual',
    });
    expect(response.status).not.toBe(403);
  });
});
