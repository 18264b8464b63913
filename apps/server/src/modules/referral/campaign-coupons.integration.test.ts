import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { mallCouponUsers } from '../../platform/db/schema.ts';
import { defineCoupon } from '../orders/index.ts';
import { caller, customer } from '../orders/mall-customer-test-kit.ts';
import { skuId } from '../orders/orders-test-kit.ts';
import { campaignCouponClaims, campaignCoupons } from './campaign-coupons.tables.ts';
import { campaignOf } from './campaigns-test-kit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const A = '/ommall/activity';

interface Terms {
  couponId: number;
  name: string;
  kind: string;
  value: number;
  minSpendFen: number;
  validDays: number;
  stockLeft: number | null;
}
interface Claimed {
  couponId: number;
  couponUserId: number;
  expiresAt: string;
}
interface Status {
  coupons: Array<{ couponId: number; state: string; couponUserId: number | null }>;
}

describe('campaign coupons (coupon-activity-time, coupon-info, coupon-status, coupon-user, coupon-by-config)', () => {
  let server: TestApp;
  const db = () => server.database.handle.db;

  /** A campaign of its own offering new mall coupons with these stocks. */
  async function couponCampaign(stocks: Array<number | null>, window: { startsAt?: Date; endsAt?: Date | null } = {}) {
    const campaign = await campaignOf(db(), 'coupons', window);
    const { alias } = campaign;
    const offerIds: number[] = [];
    for (const [position, stock] of stocks.entries()) {
      const couponId = await defineCoupon(db(), {
        names: { 'en-US': `¥${position + 1}0 off`, ar: `خصم ${position + 1}0 ¥` },
        kind: 'fixed',
        value: (position + 1) * 1_000,
        minSpendFen: 0,
        serviceNumber: 'KDZHJ01',
        validDays: 30,
      });
      const [offer] = await db()
        .insert(campaignCoupons)
        .values({ campaignId: campaign.id, couponId, stock, position })
        .returning({ id: campaignCoupons.id });
      offerIds.push(offer?.id ?? 0);
    }
    return { alias, offerIds };
  }

  beforeAll(async () => {
    server = await startTestApp({ jobs: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('tells when a coupon campaign runs, for upcoming and ended ones too', async () => {
    const visitor = caller(server);
    const running = await visitor.get(`${A}/coupon-activity-time?alias=coupon-pack`);
    expect(running.body.data).toMatchObject({
      alias: 'coupon-pack',
      startsAt: '2025-12-31T16:00:00.000Z',
      endsAt: null,
      status: 'running',
    });
    const ended = await couponCampaign([null], {
      startsAt: new Date(Date.now() - 3 * DAY_MS),
      endsAt: new Date(Date.now() - DAY_MS),
    });
    expect((await visitor.get(`${A}/coupon-activity-time?alias=${ended.alias}`)).body.data).toMatchObject({
      status: 'ended',
    });
    const missing = await visitor.in('ar').get(`${A}/coupon-activity-time?alias=nothing-here`);
    expect([missing.status, missing.body.msg]).toEqual([404, 'لم يتم العثور على هذه الحملة']);
  });

  it('shows each offered coupon’s terms in the caller’s language, with the stock left', async () => {
    const { body } = await caller(server, { language: 'zh-CN' }).get<{ coupons: Terms[] }>(
      `${A}/coupon-info?alias=coupon-pack`,
    );
    expect(
      body.data.coupons.map((coupon) => [coupon.name, coupon.value, coupon.minSpendFen, coupon.stockLeft]),
    ).toEqual([
      ['满598减80', 8_000, 59_800, 500],
      ['满1198减200', 20_000, 119_800, 200],
    ]);
  });

  it('claims a coupon into the merchant’s mall coupons, once, and the checkout takes it', async () => {
    const buyer = await customer(server);
    const info = await buyer.client.get<{ coupons: Terms[] }>(`${A}/coupon-info?alias=coupon-pack`);
    const first = info.body.data.coupons[0] as Terms;
    const claimed = await buyer.client.post<Claimed>(`${A}/coupon-user`, {
      alias: 'coupon-pack',
      couponId: first.couponId,
    });
    expect(claimed.status).toBe(200);
    const again = await buyer.client.post(`${A}/coupon-user`, { alias: 'coupon-pack', couponId: first.couponId });
    expect([again.status, again.body.msg]).toEqual([409, 'You have already claimed this coupon']);

    const status = await buyer.client.get<Status>(`${A}/coupon-status?alias=coupon-pack`);
    expect(status.body.data.coupons.map((coupon) => coupon.state)).toEqual(['unused', 'unclaimed']);
    // the coupon is one of the mall's: the checkout lists it and an order takes it
    const listed = await buyer.client.get<Array<{ couponUserId: number; usable: boolean; discount: number }>>(
      `/ommall/srvmall/coupon/couponuser?serviceNumber=KDZHJ01&amount=59800`,
    );
    expect(listed.body.data.find((coupon) => coupon.couponUserId === claimed.body.data.couponUserId)).toMatchObject({
      usable: true,
      discount: 8_000,
    });
    const order = await buyer.client.post<{ finalAmount: number }>('/ommall/srvmall/order', {
      kind: 'new',
      skuId: await skuId(db(), 'basic', 12),
      couponUserId: claimed.body.data.couponUserId,
    });
    expect(order.body.data.finalAmount).toBe(59_800 - 8_000);
    expect((await buyer.client.get<Status>(`${A}/coupon-status?alias=coupon-pack`)).body.data.coupons[0]?.state).toBe(
      'used',
    );
    // another merchant sees its own status, not this one's
    const other = await customer(server);
    expect(
      (await other.client.get<Status>(`${A}/coupon-status?alias=coupon-pack`)).body.data.coupons.map((c) => c.state),
    ).toEqual(['unclaimed', 'unclaimed']);
  });

  it('gives one coupon to 30 concurrent claims of one merchant', async () => {
    const { alias, offerIds } = await couponCampaign([null]);
    const buyer = await customer(server);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => buyer.client.post(`${A}/coupon-user`, { alias, couponId: offerIds[0] })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === 'You have already claimed this coupon')).toHaveLength(29);
    const coupons = await db()
      .select()
      .from(mallCouponUsers)
      .where(and(eq(mallCouponUsers.tenantId, buyer.tenantId), eq(mallCouponUsers.grantedReason, `campaign ${alias}`)));
    expect(coupons).toHaveLength(1);
    const [offer] = await db()
      .select()
      .from(campaignCoupons)
      .where(eq(campaignCoupons.id, offerIds[0] ?? 0));
    expect(offer?.claimed).toBe(1);
  });

  it('gives a limited coupon to as many merchants as its stock, under concurrent claims', async () => {
    const { alias, offerIds } = await couponCampaign([3]);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => customer(server)));
    const answers = await Promise.all(
      buyers.map((buyer) => buyer.client.post(`${A}/coupon-user`, { alias, couponId: offerIds[0] })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.msg === 'All of these coupons have been claimed')).toHaveLength(5);
    const claims = await db()
      .select()
      .from(campaignCouponClaims)
      .where(eq(campaignCouponClaims.campaignCouponId, offerIds[0] ?? 0));
    expect(claims).toHaveLength(3);
  });

  it('grants the whole configured pack once, leaving out coupons held or gone', async () => {
    const { alias, offerIds } = await couponCampaign([null, 0, null]);
    const buyer = await customer(server);
    await buyer.client.post(`${A}/coupon-user`, { alias, couponId: offerIds[0] });
    const pack = await buyer.client.post<{ granted: Claimed[] }>(`${A}/coupon-by-config`, { alias });
    expect(pack.body.data.granted.map((coupon) => coupon.couponId)).toEqual([offerIds[2]]);
    const again = await buyer.client.post(`${A}/coupon-by-config`, { alias });
    expect([again.status, again.body.msg]).toEqual([409, 'All of these coupons have been claimed']);
    // a merchant who holds every coupon there is hears that it claimed them
    const { alias: single } = await couponCampaign([null]);
    await buyer.client.post(`${A}/coupon-by-config`, { alias: single });
    expect((await buyer.client.post(`${A}/coupon-by-config`, { alias: single })).body.msg).toBe(
      'You have already claimed this coupon',
    );
    const concurrent = await couponCampaign([null, null]);
    const other = await customer(server);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => other.client.post(`${A}/coupon-by-config`, { alias: concurrent.alias })),
    );
    const granted = answers.flatMap((answer) => (answer.status === 200 ? (answer.body.data.granted as Claimed[]) : []));
    expect(granted.map((coupon) => coupon.couponId).sort()).toEqual([...concurrent.offerIds].sort());
  });

  it('refuses claims without a login, from another site, outside the campaign, and of another campaign’s coupon', async () => {
    const { alias, offerIds } = await couponCampaign([null]);
    expect((await caller(server).post(`${A}/coupon-user`, { alias, couponId: offerIds[0] })).status).toBe(401);
    expect((await caller(server).get(`${A}/coupon-status?alias=${alias}`)).status).toBe(401);
    const buyer = await customer(server);
    const forged = await buyer.client.post(
      `${A}/coupon-user`,
      { alias, couponId: offerIds[0] },
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    const elsewhere = await buyer.client.post(`${A}/coupon-user`, { alias: 'coupon-pack', couponId: offerIds[0] });
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([404, 'The coupon was not found']);
    const upcoming = await couponCampaign([null], { startsAt: new Date(Date.now() + DAY_MS) });
    const early = await buyer.client.post(`${A}/coupon-user`, {
      alias: upcoming.alias,
      couponId: upcoming.offerIds[0],
    });
    expect([early.status, early.body.msg]).toEqual([409, 'This campaign has not started yet']);
    for (const body of [
      { alias },
      { alias, couponId: -1 },
      { alias: 'a\u0000b', couponId: 1 },
      { alias: 'x'.repeat(100), couponId: 1 },
    ]) {
      expect((await buyer.client.post(`${A}/coupon-user`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      await db().select().from(campaignCouponClaims).where(eq(campaignCouponClaims.tenantId, buyer.tenantId)),
    ).toEqual([]);
  });
});
