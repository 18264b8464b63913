import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { mallOrders } from '../../platform/db/schema.ts';
import { verifyLedger } from '../../platform/ledger/ledger.ts';
import { caller, customer } from '../orders/mall-customer-test-kit.ts';
import { licenceOf, postNotification, signedNotification, skuId, testPayments } from '../orders/orders-test-kit.ts';
import { campaignOf } from './campaigns-test-kit.ts';
import { promotionPrices, promotions } from './promotions.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const A = '/ommall/activity';
const OFFER = 'first-year-offer';

interface Order {
  orderId: number;
  orderNo: string;
  amount: number;
  finalAmount: number;
  status: string;
}
type Verdict = { allowed: boolean; reason: string | null };

describe('campaign prices (promotion-info, promotion-goods-info, check-buy-in-discount, check-once, first-buy-verify, specified-service-number) and the checkout that honours them', () => {
  let server: TestApp;
  let basicYear: number;
  let professionalYear: number;
  let basicTwoYears: number;
  const db = () => server.database.handle.db;

  /** A running promotion of its own on the basic one-year SKU at ¥1. */
  async function promotion(terms: { oncePerUser: boolean; firstBuyOnly: boolean; endsAt?: Date }) {
    const { endsAt, ...rest } = terms;
    const campaign = await campaignOf(db(), 'promo', { startsAt: new Date(Date.now() - 3 * DAY_MS), endsAt });
    const { alias } = campaign;
    const [made] = await db()
      .insert(promotions)
      .values({ campaignId: campaign.id, serviceNumber: 'KDZHJ01', ...rest })
      .returning({ id: promotions.id });
    await db()
      .insert(promotionPrices)
      .values({ promotionId: made?.id ?? 0, skuId: basicYear, price: 100 });
    return alias;
  }

  const order = (buyer: Awaited<ReturnType<typeof customer>>, body: Record<string, unknown>) =>
    buyer.client.post<Order>('/ommall/srvmall/order', { kind: 'new', skuId: basicYear, ...body });

  beforeAll(async () => {
    server = await startTestApp({ jobs: false, payments: testPayments() });
    basicYear = await skuId(db(), 'basic', 12);
    professionalYear = await skuId(db(), 'professional', 12);
    basicTwoYears = await skuId(db(), 'basic', 24);
  });
  afterAll(async () => {
    await server.close();
  });

  it('tells the seeded offer’s terms, service and prices', async () => {
    const visitor = caller(server, { language: 'zh-CN' });
    expect((await visitor.get(`${A}/promotion-info?alias=${OFFER}`)).body.data).toMatchObject({
      alias: OFFER,
      status: 'running',
      serviceNumber: 'KDZHJ01',
      oncePerUser: true,
      firstBuyOnly: true,
    });
    const service = await visitor.get<{ serviceNumber: string; serviceName: string }>(
      `${A}/specified-service-number?alias=${OFFER}`,
    );
    expect(service.body.data.serviceNumber).toBe('KDZHJ01');
    expect(service.body.data.serviceName).not.toBe('');
    const goods = await visitor.get<{ goods: Array<{ skuId: number; priceFen: number; promotionPriceFen: number }> }>(
      `${A}/promotion-goods-info?alias=${OFFER}`,
    );
    expect(goods.body.data.goods.map((item) => [item.skuId, item.priceFen, item.promotionPriceFen])).toEqual(
      [
        [basicYear, 59_800, 39_800],
        [professionalYear, 119_800, 89_800],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    expect((await visitor.get(`${A}/promotion-info?alias=lucky-draw`)).status).toBe(404);
  });

  it('sells at the campaign price once, pays it through the ledger, and ends the merchant’s first purchase', async () => {
    const buyer = await customer(server);
    const verdict = () => buyer.client.get<Verdict>(`${A}/check-buy-in-discount?alias=${OFFER}&skuId=${basicYear}`);
    expect((await verdict()).body.data).toEqual({ allowed: true, reason: null });
    expect((await buyer.client.get(`${A}/check-once?alias=${OFFER}`)).body.data).toEqual({
      oncePerUser: true,
      taken: false,
    });
    const placed = await order(buyer, { campaign: OFFER });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ amount: 39_800, finalAmount: 39_800, status: 'unpaid' });
    const [row] = await db().select().from(mallOrders).where(eq(mallOrders.orderNo, placed.body.data.orderNo));
    expect(row?.quote).toMatchObject({ unitPrice: 39_800, campaign: OFFER });
    expect((await buyer.client.get(`${A}/check-once?alias=${OFFER}`)).body.data).toEqual({
      oncePerUser: true,
      taken: true,
    });
    expect((await verdict()).body.data).toEqual({
      allowed: false,
      reason: 'You have already bought at this campaign price',
    });
    const second = await order(buyer, { campaign: OFFER, skuId: professionalYear });
    expect([second.status, second.body.msg]).toEqual([409, 'You have already bought at this campaign price']);

    const payment = await buyer.client.post<{ tradeNo: string; amount: number }>('/ommall/srvmall/payment', {
      orderNo: placed.body.data.orderNo,
      payType: 1,
    });
    expect(payment.body.data.amount).toBe(39_800);
    const settled = await postNotification(
      server,
      signedNotification({ tradeNo: payment.body.data.tradeNo, amountFen: 39_800, outcome: 'paid' }),
    );
    expect(settled.status).toBe(200);
    expect((await licenceOf(db(), buyer.tenantId))?.level).toBe('basic');
    expect((await buyer.client.get(`${A}/first-buy-verify`)).body.data).toEqual({ firstBuy: false });
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('gives a once-only price back when its order is cancelled unpaid', async () => {
    const buyer = await customer(server);
    const first = await order(buyer, { campaign: OFFER });
    expect(first.status).toBe(200);
    expect((await buyer.client.delete(`/ommall/srvmall/order/${first.body.data.orderId}`)).status).toBe(200);
    expect((await buyer.client.get(`${A}/check-once?alias=${OFFER}`)).body.data).toMatchObject({ taken: false });
    const again = await order(buyer, { campaign: OFFER });
    expect([again.status, again.body.data.finalAmount]).toEqual([200, 39_800]);
  });

  it('lets one of 10 concurrent orders of a merchant take a once-only price', async () => {
    const buyer = await customer(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(buyer, { campaign: OFFER })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.body.msg === 'You have already bought at this campaign price'),
    ).toHaveLength(9);
    const orders = await db().select().from(mallOrders).where(eq(mallOrders.tenantId, buyer.tenantId));
    expect(orders.map((placed) => placed.finalAmount)).toEqual([39_800]);
  });

  it('refuses a first-buy price to a merchant who has paid an order, and a SKU outside the campaign', async () => {
    const buyer = await customer(server);
    expect((await buyer.client.get(`${A}/first-buy-verify`)).body.data).toEqual({ firstBuy: true });
    const outside = await order(buyer, { campaign: OFFER, skuId: basicTwoYears });
    expect([outside.status, outside.body.msg]).toEqual([409, 'This item is not part of the campaign']);
    expect(
      (await buyer.client.get<Verdict>(`${A}/check-buy-in-discount?alias=${OFFER}&skuId=${basicTwoYears}`)).body.data,
    ).toEqual({ allowed: false, reason: 'This item is not part of the campaign' });
    // an order placed and paid the ordinary way
    const plain = await order(buyer, {});
    await db()
      .update(mallOrders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(mallOrders.id, plain.body.data.orderId));
    const refused = await buyer.client.in('zh-CN').post<Order>('/ommall/srvmall/order', {
      kind: 'new',
      skuId: basicYear,
      campaign: OFFER,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该优惠仅限首次购买');
  });

  it('refuses a campaign price with a coupon, more than one, an unknown or ended campaign, and changes nothing', async () => {
    const buyer = await customer(server);
    const ended = await promotion({
      oncePerUser: false,
      firstBuyOnly: false,
      endsAt: new Date(Date.now() - DAY_MS),
    });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ campaign: OFFER, couponUserId: 1 }, 400, 'A campaign price cannot be combined with a coupon'],
      [{ campaign: OFFER, quantity: 2 }, 400, 'Enter a quantity from 1 to 1'],
      [{ campaign: 'no-such-campaign' }, 404, 'This campaign was not found'],
      [{ campaign: 'lucky-draw' }, 404, 'This campaign was not found'],
      [{ campaign: ended }, 409, 'This campaign has ended'],
    ];
    for (const [body, status, msg] of cases) {
      const answer = await order(buyer, body);
      expect([answer.status, answer.body.msg], JSON.stringify(body)).toEqual([status, msg]);
    }
    for (const campaign of ['../x', 'a\u0000b', 'x'.repeat(65), 42]) {
      expect((await order(buyer, { campaign })).status, String(campaign)).toBe(400);
    }
    expect(await db().select().from(mallOrders).where(eq(mallOrders.tenantId, buyer.tenantId))).toEqual([]);
  });

  it('sells a campaign price that is not once-only as often as asked', async () => {
    const alias = await promotion({ oncePerUser: false, firstBuyOnly: false });
    const buyer = await customer(server);
    for (let time = 0; time < 2; time += 1) {
      const placed = await order(buyer, { campaign: alias });
      expect([placed.status, placed.body.data.finalAmount]).toEqual([200, 100]);
    }
    expect((await buyer.client.get(`${A}/check-once?alias=${alias}`)).body.data).toEqual({
      oncePerUser: false,
      taken: false,
    });
  });

  it('asks for a login to check a merchant’s own standing', async () => {
    for (const call of [`check-buy-in-discount?alias=${OFFER}`, `check-once?alias=${OFFER}`, 'first-buy-verify']) {
      expect((await caller(server).get(`${A}/${call}`)).status, call).toBe(401);
    }
  });
});
