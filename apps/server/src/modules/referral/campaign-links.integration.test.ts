import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { ensureLogPartitions } from '../../log-partitions.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { caller, customer } from '../orders/mall-customer-test-kit.ts';
import { campaigns } from './campaigns.tables.ts';
import { campaignOf } from './campaigns-test-kit.ts';
import { campaignEvents } from './referral.partitioned.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const A = '/ommall/activity';

interface Step {
  step: string;
  text: string;
  link: string | null;
}

describe('campaign logs, next step and short links (channel-click-log, channel-activity-log, batch-log, suggestion, sms-url)', () => {
  let server: TestApp;
  const db = () => server.database.handle.db;
  const eventsOf = async (alias: string) =>
    db()
      .select({ channel: campaignEvents.channel, event: campaignEvents.event, userId: campaignEvents.userId })
      .from(campaignEvents)
      .innerJoin(campaigns, eq(campaigns.id, campaignEvents.campaignId))
      .where(eq(campaigns.alias, alias));
  const forgetCounters = () => db().execute(sql`delete from rate_counters where key like 'campaign-%'`);

  beforeAll(async () => {
    server = await startTestApp({
      jobs: false,
      publicUrl: 'https://www.tallybook.example',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps the campaign and invite logs in tables partitioned by month, each row in its month (decision 0007)', async () => {
    await forgetCounters();
    await ensureLogPartitions(db(), new Date(), 0);
    const now = new Date();
    const month = `y${now.getUTCFullYear()}m${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const kinds = await queryRows<{ name: string; kind: string }>(
      db(),
      sql`select relname as name, relkind::text as kind from pg_class where relname in ('campaign_events', 'invite_visits') order by relname`,
    );
    expect(kinds).toEqual([
      { name: 'campaign_events', kind: 'p' },
      { name: 'invite_visits', kind: 'p' },
    ]);
    const visitor = caller(server);
    expect((await visitor.get(`${A}/channel-click-log?alias=lucky-draw&channel=sms`)).status).toBe(200);
    expect((await visitor.post('/recommend/invite/click/log', { code: 'ZZZZZZ', page: 'middle' })).status).toBe(200);
    const [event] = await queryRows<{ partition: string }>(
      db(),
      sql`select tableoid::regclass::text as partition from campaign_events order by id desc limit 1`,
    );
    const [visit] = await queryRows<{ partition: string }>(
      db(),
      sql`select tableoid::regclass::text as partition from invite_visits order by id desc limit 1`,
    );
    expect([event?.partition, visit?.partition]).toEqual([`campaign_events_${month}`, `invite_visits_${month}`]);
  });

  it('records a click from a channel’s link, a visit and a batch, with the logged-in user', async () => {
    await forgetCounters();
    const visitor = caller(server);
    expect((await visitor.get(`${A}/channel-click-log?alias=lucky-draw&channel=sms`)).body).toEqual({
      code: 200,
      data: { accepted: 1 },
      msg: 'ok',
    });
    const buyer = await customer(server);
    expect(
      (await buyer.client.post(`${A}/channel-activity-log`, { alias: 'lucky-draw', channel: 'wechat', event: 'visit' }))
        .body.data,
    ).toEqual({ accepted: 1 });
    const batch = await visitor.post(`${A}/batch-log`, [
      { alias: 'coupon-pack', event: 'visit' },
      { alias: 'coupon-pack', channel: 'sms', event: 'claim' },
    ]);
    expect(batch.body.data).toEqual({ accepted: 2 });
    expect(await eventsOf('lucky-draw')).toEqual(
      expect.arrayContaining([
        { channel: 'sms', event: 'click', userId: null },
        { channel: 'wechat', event: 'visit', userId: buyer.userId },
      ]),
    );
    expect((await eventsOf('coupon-pack')).map((event) => [event.channel, event.event]).sort()).toEqual([
      ['', 'visit'],
      ['sms', 'claim'],
    ]);
  });

  it('refuses hostile logs, writing nothing: unknown campaigns, bad names, empty or oversized batches', async () => {
    await forgetCounters();
    const visitor = caller(server);
    const before = (await db().select().from(campaignEvents)).length;
    const unknown = await visitor.post(`${A}/batch-log`, [
      { alias: 'lucky-draw', event: 'visit' },
      { alias: 'no-such-campaign', event: 'visit' },
    ]);
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'This campaign was not found']);
    const refusals: Array<[string, unknown]> = [
      ['batch-log', []],
      ['batch-log', Array.from({ length: 51 }, () => ({ alias: 'lucky-draw', event: 'visit' }))],
      ['batch-log', [{ alias: 'lucky-draw', event: 'hack' }]],
      ['batch-log', { alias: 'lucky-draw', event: 'visit' }],
      ['channel-activity-log', { alias: 'lucky-draw', event: 'visit' }],
      ['channel-activity-log', { alias: 'lucky-draw', channel: 'a b', event: 'visit' }],
      ['channel-activity-log', { alias: 'lucky\u0000draw', channel: 'sms', event: 'visit' }],
    ];
    for (const [call, body] of refusals) {
      expect((await visitor.post(`${A}/${call}`, body)).status, `${call} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await visitor.get(`${A}/channel-click-log?alias=lucky-draw&channel=${'x'.repeat(33)}`)).status).toBe(400);
    expect((await visitor.get(`${A}/channel-click-log?alias=lucky-draw`)).status).toBe(400);
    expect((await db().select().from(campaignEvents)).length).toBe(before);
  });

  it('limits the log writes of one address', async () => {
    await forgetCounters();
    const visitor = caller(server);
    const answers = [];
    for (let call = 0; call < 61; call += 1) {
      answers.push(await visitor.get(`${A}/channel-click-log?alias=lucky-draw&channel=flood`));
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(60);
    expect(answers.at(-1)?.status).toBe(429);
    await forgetCounters();
  });

  it('suggests the next step: log in, draw, share, then use the coupon or browse; claim; buy', async () => {
    const visitor = caller(server, { language: 'zh-CN' });
    const login = await visitor.get<Step>(`${A}/suggestion?alias=lucky-draw`);
    expect(login.body.data).toEqual({
      step: 'login',
      text: '登录后参加活动',
      link: `/login?next=${encodeURIComponent('/auto-activity/lucky-draw')}`,
    });
    const buyer = await customer(server);
    const next = async (alias: string) => (await buyer.client.get<Step>(`${A}/suggestion?alias=${alias}`)).body.data;
    expect(await next('lucky-draw')).toMatchObject({ step: 'draw', text: 'Draw now', link: null });
    await buyer.client.get(`${A}/lottery-result?alias=lucky-draw`);
    expect((await next('lucky-draw')).step).toBe('share');
    await buyer.client.get(`${A}/share-chance?alias=lucky-draw`);
    await buyer.client.get(`${A}/lottery-result?alias=lucky-draw`);
    expect(['checkout', 'browse']).toContain((await next('lucky-draw')).step);

    expect(await next('coupon-pack')).toMatchObject({ step: 'claim', text: 'Claim your coupon' });
    await buyer.client.post(`${A}/coupon-by-config`, { alias: 'coupon-pack' });
    expect(await next('coupon-pack')).toMatchObject({ step: 'checkout', link: '/mall' });

    expect(await next('first-year-offer')).toMatchObject({
      step: 'buy',
      link: '/mall/KDZHJ01?campaign=first-year-offer',
    });
    const upcoming = await campaignOf(db(), 'soon', { startsAt: new Date(Date.now() + DAY_MS) });
    expect(await next(upcoming.alias)).toMatchObject({
      step: 'upcoming',
      text: 'This campaign has not started yet',
    });
    expect((await buyer.client.get(`${A}/suggestion?alias=no-such-campaign`)).status).toBe(404);
  });

  it('gives a campaign page one short link per channel, on the public address, that leads to the page', async () => {
    await forgetCounters();
    const visitor = caller(server);
    const link = await visitor.get<{ url: string; code: string; target: string }>(
      `${A}/sms-url?alias=lucky-draw&channel=sms`,
    );
    expect(link.body.data.url).toBe(`https://www.tallybook.example/s/${link.body.data.code}`);
    expect(link.body.data.target).toBe('https://www.tallybook.example/auto-activity/lucky-draw/sms');
    const same = await visitor.get<{ code: string }>(`${A}/sms-url?alias=lucky-draw&channel=sms`);
    expect(same.body.data.code).toBe(link.body.data.code);
    const plain = await visitor.get<{ code: string }>(`${A}/sms-url?alias=lucky-draw`);
    expect(plain.body.data.code).not.toBe(link.body.data.code);

    const followed = await fetch(`${server.baseUrl}/s/${link.body.data.code}`, { redirect: 'manual' });
    expect([followed.status, followed.headers.get('location')]).toEqual([302, '/auto-activity/lucky-draw/sms']);
    const bare = await fetch(`${server.baseUrl}/s/${plain.body.data.code}`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/auto-activity/lucky-draw');
    expect((await fetch(`${server.baseUrl}/s/nosuchcode`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/s/${'x'.repeat(40)}`, { redirect: 'manual' })).status).toBe(400);
    expect((await visitor.get(`${A}/sms-url?alias=no-such-campaign`)).status).toBe(404);
    expect((await visitor.get(`${A}/sms-url?alias=lucky-draw&channel=../x`)).status).toBe(400);
    // concurrent asks for a new channel's link make one
    const codes = await Promise.all(
      Array.from({ length: 10 }, () => visitor.get<{ code: string }>(`${A}/sms-url?alias=coupon-pack&channel=push`)),
    );
    expect(new Set(codes.map((answer) => answer.body.data.code)).size).toBe(1);
  });

  it('limits the short links one address asks for', async () => {
    await forgetCounters();
    const visitor = caller(server);
    const answers = [];
    for (let call = 0; call < 21; call += 1) answers.push(await visitor.get(`${A}/sms-url?alias=lucky-draw`));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.at(-1)?.body.msg).not.toBe('ok');
    expect(answers.at(-1)?.status).toBe(429);
    await forgetCounters();
  });
});
