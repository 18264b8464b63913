import { MAX_LOG_BATCH } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { TRACKING_ROWS_PER_ADDRESS } from './tracking.routes.ts';

const visit = {
  webSiteName: 'tallybook-www',
  channelNumber: 'tallybook-www.baidu',
  kdUid: null,
  deviceId: 'device-flood',
  operName: '/price',
  osVersion: 'Windows 10',
  isMobile: false,
  grade: 0,
  webSiteUrl: 'http://localhost/price',
};

const usage = {
  logtype: 'new_zhj',
  product_id: 20,
  channel: 'site',
  device_id: 'device-flood',
  soft_version: '1.0.0',
  operate_time: Date.UTC(2026, 10, 22, 3, 0, 0),
  origin_id: 6,
  func_number: 'home.download',
  user: null,
};

const batchOf = <T>(row: T, size = MAX_LOG_BATCH) => Array.from({ length: size }, () => row);

describe('tracking writes under a flood', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false, trustProxy: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (path: string, address: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': 'zh-CN' },
      body: JSON.stringify(body),
    });
  const stored = async (table: 'website_visit_logs' | 'usage_logs') =>
    Number(
      (
        await queryRows<{ n: number }>(server.database.handle.db, sql`select count(*)::int as n from ${sql.raw(table)}`)
      )[0]?.n,
    );

  it('stores no more rows of one address than its allowance, from a concurrent burst of full batches, and answers each with its normal success', async () => {
    const allowance = TRACKING_ROWS_PER_ADDRESS.hits;
    // the review's flood: 100 batches of 50 rows at once
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => post('/channel/website/log', '203.0.113.50', batchOf(visit))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    for (const body of bodies) expect(body).toMatchObject({ code: 200, msg: 'ok' });
    const accepted = bodies.reduce((sum, body) => sum + body.data.accepted, 0);
    expect(accepted).toBe(allowance);
    expect(await stored('website_visit_logs')).toBe(allowance);
  });

  it('counts rows, not requests: one more row of that address, in either log, is dropped silently', async () => {
    const single = await post('/channel/website/log', '203.0.113.50', visit);
    expect(await single.json()).toEqual({ code: 200, data: { accepted: 0 }, msg: 'ok' });
    const usageBatch = await post('/log/log/zhjlog/batchinsert', '203.0.113.50', batchOf(usage, 3));
    expect(await usageBatch.json()).toEqual({ code: 200, data: { accepted: 0 }, msg: 'ok' });
    expect(await stored('usage_logs')).toBe(0);
  });

  it('takes the first rows of a batch that crosses the allowance, and no more', async () => {
    const address = '198.51.100.77';
    const full = Math.floor(TRACKING_ROWS_PER_ADDRESS.hits / MAX_LOG_BATCH);
    for (let i = 0; i < full; i += 1) {
      const answer = await post('/log/log/zhjlog/batchinsert', address, batchOf(usage));
      expect((await answer.json()).data.accepted).toBe(MAX_LOG_BATCH);
    }
    const left = TRACKING_ROWS_PER_ADDRESS.hits - full * MAX_LOG_BATCH;
    const crossing = await post('/log/log/zhjlog/batchinsert', address, batchOf(usage, left + 5));
    expect((await crossing.json()).data.accepted).toBe(left);
    expect(await stored('usage_logs')).toBe(TRACKING_ROWS_PER_ADDRESS.hits);
  });

  it('still takes another address’s logs', async () => {
    const answer = await post('/channel/website/log', '198.51.100.50', batchOf(visit, 2));
    expect(await answer.json()).toEqual({ code: 200, data: { accepted: 2 }, msg: 'ok' });
  });
});

describe('the tracking bound as a setting', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false, trustProxy: true, trackingRowsPerAddressPerMinute: 3 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores the rows TRACKING_ROWS_PER_ADDRESS_PER_MINUTE allows an address, and drops the rest', async () => {
    const answer = await fetch(`${server.baseUrl}/channel/website/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.51' },
      body: JSON.stringify(batchOf(visit, 5)),
    });
    expect(await answer.json()).toEqual({ code: 200, data: { accepted: 3 }, msg: 'ok' });
  });
});
