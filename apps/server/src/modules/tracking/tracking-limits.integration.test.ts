import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { TRACKING_WRITES_PER_ADDRESS } from './tracking.routes.ts';

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

describe('tracking writes under a flood', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false, trustProxy: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (address: string) =>
    fetch(`${server.baseUrl}/channel/website/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': 'zh-CN' },
      body: JSON.stringify(visit),
    });
  const stored = async () =>
    Number(
      (
        await queryRows<{ n: number }>(
          server.database.handle.db,
          sql`select count(*)::int as n from website_visit_logs`,
        )
      )[0]?.n,
    );

  it('stores no more than the allowance of one address per window and refuses the rest in the envelope', async () => {
    const allowance = TRACKING_WRITES_PER_ADDRESS.hits;
    const answers = await Promise.all(Array.from({ length: allowance + 30 }, () => post('203.0.113.50')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(allowance);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(30);
    expect(await refused[0]?.json()).toEqual({ code: 429, data: null, msg: '请求过于频繁，请稍后重试' });
    expect(await stored()).toBe(allowance);
  });

  it('still takes another address’s logs', async () => {
    expect((await post('198.51.100.50')).status).toBe(200);
  });
});
