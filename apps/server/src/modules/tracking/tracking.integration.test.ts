import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { ensureMonthlyPartitions } from '../../platform/db/log-partitions.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { PARTITIONED_TABLES, usageLogs, websiteVisitLogs } from './tracking.partitioned.ts';

const visit = (overrides: Record<string, unknown> = {}) => ({
  webSiteName: 'tallybook-www',
  channelNumber: 'tallybook-www.baidu',
  kdUid: null,
  deviceId: 'device-1',
  operName: '/price',
  osVersion: 'Windows 10',
  isMobile: false,
  grade: 0,
  webSiteUrl: 'http://localhost/price',
  ...overrides,
});

const usage = (overrides: Record<string, unknown> = {}) => ({
  logtype: 'new_zhj',
  product_id: 20,
  channel: 'site',
  device_id: 'device-1',
  soft_version: '1.0.0',
  operate_time: Date.UTC(2026, 10, 22, 3, 0, 0),
  origin_id: 6,
  func_number: 'home.download',
  user: null,
  ...overrides,
});

describe('tracking logs', () => {
  let server: TestApp;
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('records one website visit or a batch of them', async () => {
    const single = await post('/channel/website/log', visit());
    expect(await single.json()).toEqual({ code: 200, data: { accepted: 1 }, msg: 'ok' });
    const batch = await post('/channel/website/log', [
      visit({ grade: 1, operName: 'nav.price' }),
      visit({ grade: 2, operName: 'footer.tile.appStore', operNameParent: 'footer.download' }),
    ]);
    expect(await batch.json()).toEqual({ code: 200, data: { accepted: 2 }, msg: 'ok' });
    const rows = await server.database.handle.db.select().from(websiteVisitLogs);
    expect(rows.map((row) => row.grade).sort()).toEqual([0, 1, 2]);
    expect(rows.find((row) => row.grade === 2)?.operNameParent).toBe('footer.download');
  });

  it('records usage logs with their operate time', async () => {
    const response = await post('/log/log/zhjlog/batchinsert', [usage(), usage({ origin_id: 1, func_number: 'x' })]);
    expect(await response.json()).toEqual({ code: 200, data: { accepted: 2 }, msg: 'ok' });
    const rows = await server.database.handle.db.select().from(usageLogs);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.operateTime.toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });

  it.each([
    ['a grade outside 0-2', '/channel/website/log', visit({ grade: 3 })],
    ['a missing device id', '/channel/website/log', visit({ deviceId: '' })],
    ['an empty batch', '/channel/website/log', []],
    ['a batch over 50', '/channel/website/log', Array.from({ length: 51 }, () => visit())],
    ['an unknown origin', '/log/log/zhjlog/batchinsert', [usage({ origin_id: 9 })]],
  ])('refuses %s with 400 in the code envelope and stores nothing', async (_name, path, body) => {
    const { db } = server.database.handle;
    const stored = sql`select (select count(*) from website_visit_logs) + (select count(*) from usage_logs) as n`;
    const before = await queryRows<{ n: number }>(db, stored);
    const response = await post(path, body);
    expect(response.status).toBe(400);
    const payload = (await response.json()) as { code: number; data: null; msg: string };
    expect(payload.code).toBe(400);
    expect(payload.data).toBeNull();
    expect(await queryRows<{ n: number }>(db, stored)).toEqual(before);
  });

  it('creates a month’s partitions once when several processes start at the same moment', async () => {
    const { db } = server.database.handle;
    // eight at once (on PostgreSQL, eight connections): each either creates a table or finds it made
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        ensureMonthlyPartitions(db, PARTITIONED_TABLES, new Date('2033-04-10T00:00:00Z'), 0),
      ),
    );
    expect([...new Set(results.flat())].sort()).toEqual(['usage_logs_y2033m04', 'website_visit_logs_y2033m04']);
    const [found] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_class where relname in ('usage_logs_y2033m04', 'website_visit_logs_y2033m04')`,
    );
    expect(found?.n).toBe(2);
  });

  it('keeps each month in its own partition, created ahead of time, and anything else in the default', async () => {
    const { db } = server.database.handle;
    const created = await ensureMonthlyPartitions(db, PARTITIONED_TABLES, new Date('2031-01-15T00:00:00Z'), 1);
    expect(created).toEqual([
      'website_visit_logs_y2031m01',
      'website_visit_logs_y2031m02',
      'usage_logs_y2031m01',
      'usage_logs_y2031m02',
    ]);
    expect(await ensureMonthlyPartitions(db, PARTITIONED_TABLES, new Date('2031-01-15T00:00:00Z'), 1)).toEqual([]);
    await db.insert(websiteVisitLogs).values({ ...visit(), grade: 0, recordedAt: new Date('2031-02-03T00:00:00Z') });
    await db.insert(websiteVisitLogs).values({ ...visit(), grade: 0, recordedAt: new Date('2040-06-01T00:00:00Z') });
    const placed = await queryRows<{ partition: string }>(
      db,
      sql`select tableoid::regclass::text as partition from website_visit_logs where recorded_at >= '2031-01-01' order by recorded_at`,
    );
    expect(placed.map((row) => row.partition)).toEqual(['website_visit_logs_y2031m02', 'website_visit_logs_default']);
  });
});
