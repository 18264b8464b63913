import {
  addMonthsShanghai,
  includedVatFen,
  type MallOrder,
  message,
  quoteExtraSeats,
  remainingDays,
} from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { mallLicences } from '../../platform/db/schema.ts';
import { takeLease } from '../../platform/jobs/scheduler.ts';
import { ledgerEntries, ledgerPostings } from '../../platform/ledger/ledger.tables.ts';
import { verifyLedger } from '../../platform/ledger/ledger.ts';
import type { ConfiguredPaymentProviders } from '../../platform/payments/payment-providers.ts';
import {
  APP_PROMOTION_DAYS,
  grantAppPromotionMembership,
  grantTrial,
  licencesOf,
  purgeEndedTrials,
  trialEnd,
  workspaceAccessOf,
} from '../licensing/index.ts';
import { cancelOverdueOrders } from './cancel-overdue-orders.ts';
import { mallContactors, mallInvoices } from './customer.tables.ts';
import { grantWelcomeCoupons } from './grant-welcome-coupons.ts';
import { orderView } from './order-view.ts';
import { mallCoupons, mallCouponUsers, mallOrders } from './orders.tables.ts';
import {
  type Client,
  giveLicence,
  licenceOf,
  merchant,
  ordersOf,
  paymentsOf,
  postNotification,
  registerMerchant,
  signedNotification,
  skuId,
  testPayments,
} from './orders-test-kit.ts';
import { createOrder, priceOrder } from './place-order.ts';
import { seedMallCatalogue } from './seed/mall.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN_TOKEN = 'mall-orders-test-admin-token';
const en = (key: Parameters<typeof message>[1], values?: Record<string, string | number>) =>
  message('en-US', key, values);

describe('mall orders, payments and licences (decision 0012)', () => {
  let server: TestApp;
  let payments: ConfiguredPaymentProviders;
  const db = () => server.database.handle.db;

  beforeAll(async () => {
    payments = testPayments();
    server = await startTestApp({ seed: false, payments, jobs: false, adminToken: ADMIN_TOKEN });
    await seedMallCatalogue(db());
  });
  afterAll(async () => {
    await server.close();
  });

  const placeOrder = (client: Client, body: Record<string, unknown>, headers?: Record<string, string>) =>
    client.post<MallOrder>('/ommall/srvmall/order', { serviceNumber: 'KDZHJ01', ...body }, headers);

  const startPaying = async (client: Client, orderNo: string) => {
    const started = await client.post<{ tradeNo: string; payUrl: string; amount: number }>('/ommall/srvmall/payment', {
      orderNo,
      payType: 1,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.data;
  };

  /** Pays through the sandbox's hosted page: the payer presses Pay, the gateway notifies us. */
  const payThroughSandbox = async (client: Client, orderNo: string) => {
    const { payUrl } = await startPaying(client, orderNo);
    const token = new URL(payUrl, server.baseUrl).searchParams.get('token') as string;
    const decided = await fetch(`${server.baseUrl}/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toContain(`/order/result?orderNo=${orderNo}`);
  };

  it('registers, gets a trial and coupons, orders with a coupon, pays in the sandbox, and becomes a paying user', async () => {
    const { tenantId, client } = await registerMerchant(server);
    const trial = await client.get<{ trial: boolean; level: string; remainingDays: number }>(
      '/ommall/srvmall/license/day/remaining?serviceNumber=KDZHJ01',
    );
    expect(trial.body.data).toMatchObject({ trial: true, level: 'professional', remainingDays: 15 });
    const before = await client.get<{ userType: number; licences: unknown[] }>('/webzhj/info');
    expect(before.body.data.userType).toBe(0);

    const basicYear = await skuId(db(), 'basic', 12);
    const coupons = await client.get<Array<{ couponUserId: number; usable: boolean; discount: number; kind: string }>>(
      '/ommall/srvmall/coupon/couponuser?serviceNumber=KDZHJ01&amount=59800',
    );
    expect(coupons.body.data).toHaveLength(2);
    const fixed = coupons.body.data.find((coupon) => coupon.kind === 'fixed');
    expect(fixed).toMatchObject({ usable: true, discount: 5000 });
    const percent = coupons.body.data.find((coupon) => coupon.kind === 'percent');
    expect(percent).toMatchObject({ usable: false, discount: 0 });

    const placed = await placeOrder(client, { kind: 'new', skuId: basicYear, couponUserId: fixed?.couponUserId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({
      status: 'unpaid',
      amount: 59_800,
      discount: 5_000,
      finalAmount: 54_800,
      level: 'basic',
      title: 'Tallybook Basic, 12 months',
      // the default 6% VAT inside ¥548.00: 548.00 × 6 ÷ 106 = 31.0189 → ¥31.02
      vat: { ratePercent: 6, amount: 3102 },
    });
    const check = await client.get<{ payable: boolean; payTypes: Array<{ payType: number }> }>(
      `/ommall/srvmall/order/check?orderNo=${placed.body.data.orderNo}`,
    );
    expect(check.body.data.payable).toBe(true);
    expect(check.body.data.payTypes.map((type) => type.payType)).toEqual([1, 2]);

    await payThroughSandbox(client, placed.body.data.orderNo);
    const status = await client.get<{ status: string; paidAt: string }>(
      `/ommall/srvmall/payment/order?orderNo=${placed.body.data.orderNo}`,
    );
    expect(status.body.data.status).toBe('paid');
    const licence = await licenceOf(db(), tenantId);
    expect(licence).toMatchObject({ trial: false, level: 'basic', users: 1, stores: 1, subscribeType: 1 });
    // A trial converts: the paid year starts at payment.
    expect(licence?.expiresAt?.toISOString()).toBe(
      addMonthsShanghai(new Date(status.body.data.paidAt), 12).toISOString(),
    );
    const after = await client.get<{ userType: number; isZHJBuyout: boolean }>('/webzhj/info');
    expect(after.body.data).toMatchObject({ userType: 1, isZHJBuyout: false });
    // The coupon is spent.
    const left = await client.get<unknown[]>('/ommall/srvmall/coupon/couponuser');
    expect(left.body.data).toHaveLength(1);
  });

  it('answers the catalogue: display 11, the service, its SKUs and a SKU’s days', async () => {
    const { client } = await merchant(server);
    const display = await client.get<
      Array<{ serviceNumber: string; editions: Array<{ level: string; fromPrice: number }> }>
    >('/ommall/srvmall/services/display/11');
    expect(display.body.data.map((service) => service.serviceNumber)).toEqual(['KDZHJ01']);
    expect(display.body.data[0]?.editions).toMatchObject([
      { level: 'basic', fromPrice: 59_800 },
      { level: 'professional', fromPrice: 119_800 },
    ]);
    const detail = await client.get<{ skus: unknown[]; extras: unknown }>('/ommall/srvmall/services/KDZHJ01');
    expect(detail.body.data.skus).toHaveLength(8);
    expect(detail.body.data.extras).toEqual({ userAnnualPrice: 20_000, storeAnnualPrice: 60_000 });
    const zh = await fetch(`${server.baseUrl}/ommall/srvmall/services/KDZHJ01/skuprices?lang=zh-CN`);
    expect(((await zh.json()) as { data: Array<{ name: string }> }).data[0]?.name).toBe('Tallybook 基础版，12个月');
    const missing = await client.get('/ommall/srvmall/services/NOPE01');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(en('serviceNotFound'));
    const days = await client.get<{ days: number | null }>(
      `/ommall/srvmall/services/sku/day?skuId=${await skuId(db(), 'basic', 12)}`,
    );
    expect([365, 366]).toContain(days.body.data.days);
    const buyoutDays = await client.get<{ days: number | null }>(
      `/ommall/srvmall/services/sku/day?skuId=${await skuId(db(), 'basic', null)}`,
    );
    expect(buyoutDays.body.data.days).toBeNull();
    const intro = await client.get<{ sections: unknown[] }>('/ommall/srvmall/services/introduce?serviceNumber=KDZHJ01');
    expect(intro.body.data.sections.length).toBeGreaterThan(0);
  });

  it('needs a login for orders (401 notLoggedIn)', async () => {
    const response = await fetch(`${server.baseUrl}/ommall/srvmall/order/pagelist`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { msg: string }).msg).toBe(en('notLoggedIn'));
  });

  it('replays an order for the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const { tenantId, client } = await merchant(server);
    const body = { kind: 'new', skuId: await skuId(db(), 'professional', 12) };
    const first = await placeOrder(client, body, { 'idempotency-key': 'key-1' });
    const again = await placeOrder(client, body, { 'idempotency-key': 'key-1' });
    expect(first.status).toBe(200);
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
    const other = await placeOrder(client, { ...body, quantity: 2 }, { 'idempotency-key': 'key-1' });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ code: 409, data: null, msg: en('idempotencyKeyConflict') });
    // Racing replays of a new key still make one order.
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(client, body, { 'idempotency-key': 'key-2' })),
    );
    expect(new Set(racing.map((answer) => answer.body.data.orderId)).size).toBe(1);
    expect(await ordersOf(db(), tenantId)).toHaveLength(2);
  });

  it('answers a retry of a paid order with that order, for a buyout and an upgrade (no price error)', async () => {
    const { tenantId, client } = await merchant(server);
    const buyout = { kind: 'new', skuId: await skuId(db(), 'basic', null) };
    const first = await placeOrder(client, buyout, { 'idempotency-key': 'buyout-1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await payThroughSandbox(client, first.body.data.orderNo);
    expect((await licenceOf(db(), tenantId))?.expiresAt).toBeNull();
    // Priced again, the buyout would be refused (licenceAlreadyPerpetual); the retry answers the first order.
    const retried = await placeOrder(client, buyout, { 'idempotency-key': 'buyout-1' });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toEqual(first.body);
    const unkeyed = await placeOrder(client, buyout);
    expect(unkeyed.body.msg).toBe(en('licenceAlreadyPerpetual'));

    const upgrader = await merchant(server);
    await giveLicence(db(), upgrader.tenantId, { level: 'basic', expiresAt: new Date(Date.now() + 90 * DAY_MS) });
    const upgrade = () =>
      upgrader.client.post<{ order: MallOrder }>(
        '/ommall/srvmall/license/upgrade',
        { srvId: 'KDZHJ01', targetLevel: 'professional' },
        { 'idempotency-key': 'upgrade-1' },
      );
    const firstUpgrade = await upgrade();
    expect(firstUpgrade.status, JSON.stringify(firstUpgrade.body)).toBe(200);
    await payThroughSandbox(upgrader.client, firstUpgrade.body.data.order.orderNo);
    expect((await licenceOf(db(), upgrader.tenantId))?.level).toBe('professional');
    const retriedUpgrade = await upgrade();
    expect(retriedUpgrade.status, JSON.stringify(retriedUpgrade.body)).toBe(200);
    expect(retriedUpgrade.body.data.order.orderId).toBe(firstUpgrade.body.data.order.orderId);
    expect(await ordersOf(db(), upgrader.tenantId)).toHaveLength(1);
    // Keys are per caller: another merchant's same key is a new request of theirs.
    const stranger = await merchant(server);
    const theirs = await placeOrder(stranger.client, buyout, { 'idempotency-key': 'buyout-1' });
    expect(theirs.body.data.orderId).not.toBe(first.body.data.orderId);
  });

  it('lets exactly one of 10 racing orders take a coupon', async () => {
    const { tenantId, client } = await merchant(server);
    await grantWelcomeCoupons(db(), tenantId);
    const [coupon] = await db().select().from(mallCouponUsers).where(eq(mallCouponUsers.tenantId, tenantId));
    const sku = await skuId(db(), 'professional', 12);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(client, { kind: 'new', skuId: sku, couponUserId: coupon?.id })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.body.msg).toBe(en('couponUsed'));
    }
    expect(await ordersOf(db(), tenantId)).toHaveLength(1);
  });

  it('activates once for 50 concurrent duplicate notifications', async () => {
    const { tenantId, client } = await merchant(server);
    const expiresAt = new Date(Date.now() + 100 * DAY_MS);
    await giveLicence(db(), tenantId, { level: 'professional', expiresAt });
    const placed = await placeOrder(client, { kind: 'renew', skuId: await skuId(db(), 'professional', 12) });
    const { tradeNo, amount } = await startPaying(client, placed.body.data.orderNo);
    const notification = signedNotification({ tradeNo, amountFen: amount, outcome: 'paid' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => postNotification(server, notification)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const licence = await licenceOf(db(), tenantId);
    expect(licence?.expiresAt?.toISOString()).toBe(addMonthsShanghai(expiresAt, 12).toISOString());
    const [order] = await ordersOf(db(), tenantId);
    expect(order?.status).toBe('paid');
    expect((await paymentsOf(db(), order?.id as number)).map((payment) => payment.status)).toEqual(['succeeded']);
    // The money is in the ledger once: clearing debited, licence revenue credited (decision 0018).
    const postings = await db()
      .select()
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(eq(ledgerPostings.reference, `payment:${tradeNo}:paid`));
    expect(postings.map((row) => row.ledger_entries.amountFen).sort((a, b) => a - b)).toEqual([-amount, amount]);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('refuses a tampered amount and a tampered signature, changing nothing', async () => {
    const { tenantId, client } = await merchant(server);
    const placed = await placeOrder(client, { kind: 'new', skuId: await skuId(db(), 'basic', 12) });
    const { tradeNo, amount } = await startPaying(client, placed.body.data.orderNo);
    const cheap = await postNotification(server, signedNotification({ tradeNo, amountFen: 1, outcome: 'paid' }));
    expect(cheap.status).toBe(400);
    const forged = signedNotification({ tradeNo, amountFen: amount, outcome: 'paid' });
    const tampered = await postNotification(server, {
      headers: forged.headers,
      rawBody: forged.rawBody
        .replace(`"amountFen":${amount}`, `"amountFen":${amount + 0}`)
        .replace('"paid"', '"paid" '),
    });
    expect(tampered.status).toBe(400);
    const wrongKey = await postNotification(
      server,
      signedNotification({ tradeNo, amountFen: amount, outcome: 'paid' }, 'another-secret-of-sixteen-chars'),
    );
    expect(wrongKey.status).toBe(400);
    expect(JSON.parse(wrongKey.body)).toEqual({ code: 400, data: null, msg: en('paymentNotificationRejected') });
    const [order] = await ordersOf(db(), tenantId);
    expect(order?.status).toBe('unpaid');
    expect((await paymentsOf(db(), order?.id as number)).map((payment) => payment.status)).toEqual(['pending']);
    expect(await licenceOf(db(), tenantId)).toBeUndefined();
  });

  it('refuses to pay a cancelled order, and records a late payment of it for refund', async () => {
    const { tenantId, client } = await merchant(server);
    const other = await merchant(server);
    await grantWelcomeCoupons(db(), tenantId);
    const [coupon] = await db().select().from(mallCouponUsers).where(eq(mallCouponUsers.tenantId, tenantId));
    const placed = await placeOrder(client, {
      kind: 'new',
      skuId: await skuId(db(), 'professional', 12),
      couponUserId: coupon?.id,
    });
    const { tradeNo, amount } = await startPaying(client, placed.body.data.orderNo);
    // Only the owner may cancel it.
    expect((await other.client.delete(`/ommall/srvmall/order/${placed.body.data.orderId}`)).status).toBe(404);
    const cancelled = await client.delete<MallOrder>(`/ommall/srvmall/order/${placed.body.data.orderId}`);
    expect(cancelled.body.data.status).toBe('cancelled');
    const [freed] = await db()
      .select()
      .from(mallCouponUsers)
      .where(eq(mallCouponUsers.id, coupon?.id as number));
    expect(freed).toMatchObject({ orderId: null, usedAt: null });
    const again = await client.delete(`/ommall/srvmall/order/${placed.body.data.orderId}`);
    expect(again.status).toBe(400);
    const refused = await client.post('/ommall/srvmall/payment', { orderNo: placed.body.data.orderNo, payType: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(en('orderCancelledCannotPay'));
    const late = await postNotification(server, signedNotification({ tradeNo, amountFen: amount, outcome: 'paid' }));
    expect(late.status).toBe(200);
    const [order] = await ordersOf(db(), tenantId);
    expect(order?.status).toBe('cancelled');
    expect((await paymentsOf(db(), order?.id as number)).map((payment) => payment.status)).toEqual(['refund_due']);
    expect(await licenceOf(db(), tenantId)).toBeUndefined();
  });

  it('refuses extra stores to the basic edition, and extras without a paid licence', async () => {
    const { tenantId, client } = await merchant(server);
    const none = await placeOrder(client, { kind: 'add_users', quantity: 1 });
    expect(none.body.msg).toBe(en('noActiveLicence'));
    await giveLicence(db(), tenantId, {
      level: 'professional',
      expiresAt: new Date(Date.now() + 5 * DAY_MS),
      trial: true,
    });
    expect((await placeOrder(client, { kind: 'add_users', quantity: 1 })).body.msg).toBe(en('noActiveLicence'));
    await giveLicence(db(), tenantId, { level: 'basic', expiresAt: new Date(Date.now() + 50 * DAY_MS) });
    const stores = await placeOrder(client, { kind: 'add_stores', quantity: 1 });
    expect(stores.status).toBe(400);
    expect(stores.body.msg).toBe(en('storesNotForBasic'));
    const quote = await client.get('/ommall/srvmall/order/adduseraccount/durationandprice?type=store&quantity=1');
    expect(quote.body.msg).toBe(en('storesNotForBasic'));
  });

  it('charges an upgrade what it quoted, and changes the edition only when paid', async () => {
    const { tenantId, client } = await merchant(server);
    const expiresAt = new Date(Date.now() + 200 * DAY_MS);
    await giveLicence(db(), tenantId, { level: 'basic', expiresAt });
    const upgrade = await client.post<{ quote: { remainingDays: number; amount: number }; order: MallOrder }>(
      '/ommall/srvmall/license/upgrade',
      { srvId: 'KDZHJ01', targetLevel: 'professional' },
    );
    expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200);
    const days = remainingDays(new Date(), expiresAt);
    expect(upgrade.body.data.quote).toEqual({
      remainingDays: days,
      amount: Math.ceil(((119_800 - 59_800) * days) / 365),
    });
    expect(upgrade.body.data.order.finalAmount).toBe(upgrade.body.data.quote.amount);
    expect(upgrade.body.data.order.kind).toBe('upgrade');
    expect((await licenceOf(db(), tenantId))?.level).toBe('basic');
    await payThroughSandbox(client, upgrade.body.data.order.orderNo);
    const licence = await licenceOf(db(), tenantId);
    expect(licence).toMatchObject({ level: 'professional', users: 3 });
    expect(licence?.expiresAt?.toISOString()).toBe(expiresAt.toISOString());
    const twice = await client.post('/ommall/srvmall/license/upgrade', {
      srvId: 'KDZHJ01',
      targetLevel: 'professional',
    });
    expect(twice.body.msg).toBe(en('upgradeNotAllowed'));
  });

  it('prices 2 extra users to the licence’s end and adds them when paid', async () => {
    const { tenantId, client } = await merchant(server);
    const expiresAt = new Date(Date.now() + 123 * DAY_MS + 3_600_000);
    await giveLicence(db(), tenantId, { level: 'professional', expiresAt, users: 3 });
    const quote = await client.get<{ amount: number; remainingDays: number; unitAnnualPrice: number }>(
      '/ommall/srvmall/order/adduseraccount/durationandprice?serviceNumber=KDZHJ01&type=user&quantity=2',
    );
    const days = remainingDays(new Date(), expiresAt);
    const expected = quoteExtraSeats({ unitAnnualFen: 20_000, quantity: 2, remainingDays: days }).amount;
    expect(quote.body.data).toMatchObject({ remainingDays: days, unitAnnualPrice: 20_000, amount: expected });
    const placed = await placeOrder(client, { kind: 'add_users', quantity: 2 });
    expect(placed.body.data).toMatchObject({
      amount: expected,
      finalAmount: expected,
      title: 'Tallybook Professional: 2 extra users',
    });
    await payThroughSandbox(client, placed.body.data.orderNo);
    expect(await licenceOf(db(), tenantId)).toMatchObject({ users: 5, stores: 1, level: 'professional' });
  });

  it('cancels overdue unpaid orders in the job and gives their coupons back', async () => {
    const { tenantId, client } = await merchant(server);
    await grantWelcomeCoupons(db(), tenantId);
    const [coupon] = await db().select().from(mallCouponUsers).where(eq(mallCouponUsers.tenantId, tenantId));
    const placed = await placeOrder(client, {
      kind: 'new',
      skuId: await skuId(db(), 'professional', 12),
      couponUserId: coupon?.id,
    });
    expect(placed.status).toBe(200);
    const created = new Date(placed.body.data.createdAt);
    await cancelOverdueOrders(db(), new Date(created.getTime() + 29 * 60_000));
    expect((await ordersOf(db(), tenantId))[0]?.status).toBe('unpaid');
    const result = await cancelOverdueOrders(db(), new Date(created.getTime() + 31 * 60_000));
    expect(result.cancelled).toBeGreaterThanOrEqual(1);
    const [order] = await ordersOf(db(), tenantId);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
    const [freed] = await db()
      .select()
      .from(mallCouponUsers)
      .where(eq(mallCouponUsers.id, coupon?.id as number));
    expect(freed?.orderId).toBeNull();
    const usable = await placeOrder(client, {
      kind: 'new',
      skuId: await skuId(db(), 'professional', 12),
      couponUserId: coupon?.id,
    });
    expect(usable.status).toBe(200);
  });

  it('lets one of two concurrent lease attempts win', async () => {
    const results = await Promise.all([
      takeLease(db(), 'test/lease', 'process-a', 60_000),
      takeLease(db(), 'test/lease', 'process-b', 60_000),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await takeLease(db(), 'test/lease', 'process-c', 60_000)).toBe(false);
    expect(await takeLease(db(), 'test/lease', 'process-c', 60_000, new Date(Date.now() + 61_000))).toBe(true);
  });

  it('purges a trial 30 days after it ended, and only then', async () => {
    const { tenantId } = await merchant(server);
    const started = new Date(Date.now() - 40 * DAY_MS);
    expect(await grantTrial(db(), tenantId, started)).toBe(true);
    expect(await grantTrial(db(), tenantId, started)).toBe(false);
    const ended = new Date(started.getTime() + 15 * DAY_MS);
    await purgeEndedTrials(db(), new Date(ended.getTime() + 29 * DAY_MS));
    expect((await licenceOf(db(), tenantId))?.purgedAt).toBeNull();
    expect(await licencesOf(db())(tenantId)).toEqual([
      { serviceType: 'KDZHJ01', expired: true, typeCode: 'professional', subscribeType: 0 },
    ]);
    const now = new Date(ended.getTime() + 31 * DAY_MS);
    const result = await purgeEndedTrials(db(), now);
    expect(result.purged).toBeGreaterThanOrEqual(1);
    const [licence] = await db().select().from(mallLicences).where(eq(mallLicences.tenantId, tenantId));
    expect(licence?.purgedAt?.toISOString()).toBe(now.toISOString());
    expect(await licencesOf(db())(tenantId)).toEqual([]);
  });

  it('counts a buyout as paying for ever (userType 1, isZHJBuyout)', async () => {
    const { tenantId, client } = await merchant(server);
    const placed = await placeOrder(client, { kind: 'new', skuId: await skuId(db(), 'professional', null) });
    expect(placed.body.data).toMatchObject({
      finalAmount: 599_000,
      title: 'Tallybook Professional, perpetual licence',
    });
    await payThroughSandbox(client, placed.body.data.orderNo);
    expect(await licenceOf(db(), tenantId)).toMatchObject({ subscribeType: 2, expiresAt: null, trial: false });
    const info = await client.get<{ userType: number; isZHJBuyout: boolean }>('/webzhj/info');
    expect(info.body.data).toMatchObject({ userType: 1, isZHJBuyout: true });
    const more = await placeOrder(client, { kind: 'renew', skuId: await skuId(db(), 'professional', 12) });
    expect(more.body.msg).toBe(en('licenceAlreadyPerpetual'));
    // Orders list
    const list = await client.get<{ list: MallOrder[]; total: number }>('/ommall/srvmall/order/pagelist?status=paid');
    expect(list.body.data.total).toBe(1);
    const one = await client.get<MallOrder>(`/ommall/srvmall/order/${placed.body.data.orderNo}`);
    expect(one.body.data.status).toBe('paid');
    const mine = await db().select().from(mallOrders).where(eq(mallOrders.tenantId, tenantId));
    expect(mine[0]?.licenceId).not.toBeNull();
  });

  it('takes a fapiao request with the order (400 with its first problem), and a contact only of the user', async () => {
    const { tenantId, client } = await merchant(server);
    const sku = await skuId(db(), 'basic', 12);
    const bad = await placeOrder(client, {
      kind: 'new',
      skuId: sku,
      invoice: {
        invoiceType: 'normal',
        mediaType: 'electronic',
        titleType: 'company',
        title: 'ACME Ltd',
        email: 'a@b.cn',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(en('invoiceTaxIdEmpty'));
    const other = await merchant(server);
    const [foreign] = await db()
      .insert(mallContactors)
      .values({ tenantId: other.tenantId, name: 'Li', phone: '13800000000' })
      .returning();
    const stolen = await placeOrder(client, { kind: 'new', skuId: sku, contactorId: foreign?.id });
    expect(stolen.status).toBe(404);
    expect(stolen.body.msg).toBe(en('contactorNotFound'));
    expect(await ordersOf(db(), tenantId)).toHaveLength(0);
    const good = await placeOrder(client, {
      kind: 'new',
      skuId: sku,
      invoice: {
        invoiceType: 'normal',
        mediaType: 'electronic',
        titleType: 'personal',
        title: ' Wang Wei ',
        email: 'w@x.cn',
      },
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data.invoice).toMatchObject({ status: 'requested', title: 'Wang Wei', titleType: 'personal' });
    const rows = await db().select().from(mallInvoices).where(eq(mallInvoices.orderId, good.body.data.orderId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a return address of another site, and marks only the payment when the payer gives up', async () => {
    const { tenantId, client } = await merchant(server);
    const placed = await placeOrder(client, { kind: 'new', skuId: await skuId(db(), 'basic', 12) });
    for (const returnUrl of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const refused = await client.post('/ommall/srvmall/payment', {
        orderNo: placed.body.data.orderNo,
        payType: 1,
        returnUrl,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(en('returnUrlInvalid'));
    }
    const unknownType = await client.post('/ommall/srvmall/payment', {
      orderNo: placed.body.data.orderNo,
      payType: 99,
    });
    expect(unknownType.body.msg).toBe(en('payTypeUnsupported'));
    const { tradeNo, amount } = await startPaying(client, placed.body.data.orderNo);
    const failed = await postNotification(
      server,
      signedNotification({ tradeNo, amountFen: amount, outcome: 'failed' }),
    );
    expect(failed.status).toBe(200);
    const [order] = await ordersOf(db(), tenantId);
    expect(order?.status).toBe('unpaid');
    const statuses = (await paymentsOf(db(), order?.id as number)).map((payment) => payment.status);
    expect(statuses).toEqual(['failed']);
    // Another try can still pay it.
    await payThroughSandbox(client, placed.body.data.orderNo);
    expect((await ordersOf(db(), tenantId))[0]?.status).toBe('paid');
  });

  it('grants the app promotion’s 15 days once per user, a trial staying a trial', async () => {
    const { tenantId } = await merchant(server);
    const now = new Date();
    expect(await grantAppPromotionMembership(db(), tenantId, now)).toBe(true);
    expect(await licenceOf(db(), tenantId)).toMatchObject({ trial: true });
    expect((await licenceOf(db(), tenantId))?.expiresAt?.getTime()).toBe(now.getTime() + APP_PROMOTION_DAYS * DAY_MS);
    expect(await grantAppPromotionMembership(db(), tenantId, now)).toBe(false);
    expect((await licenceOf(db(), tenantId))?.expiresAt?.getTime()).toBe(now.getTime() + APP_PROMOTION_DAYS * DAY_MS);
    const paid = await merchant(server);
    const expiresAt = new Date(now.getTime() + 10 * DAY_MS);
    await giveLicence(db(), paid.tenantId, { level: 'basic', expiresAt });
    expect(await grantAppPromotionMembership(db(), paid.tenantId, now)).toBe(true);
    expect(await licenceOf(db(), paid.tenantId)).toMatchObject({ trial: false, level: 'basic' });
    expect((await licenceOf(db(), paid.tenantId))?.expiresAt?.getTime()).toBe(expiresAt.getTime() + 15 * DAY_MS);
  });

  it('lets the back office grant a coupon by user id or phone, with its token only', async () => {
    const { userId, client } = await merchant(server);
    const [coupon] = await db().select().from(mallCoupons).limit(1);
    const grant = (body: unknown, token = ADMIN_TOKEN) =>
      fetch(`${server.baseUrl}/admin/api/mall/coupons/grant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await grant({ userId, couponId: coupon?.id }, 'wrong-token-of-the-same-size')).status).toBe(401);
    expect((await grant({ userId, couponId: coupon?.id })).status).toBe(200);
    expect((await grant({ userId, couponId: 999_999 })).status).toBe(404);
    expect((await grant({ couponId: coupon?.id })).status).toBe(400);
    expect((await grant({ phone: '13912345678', couponId: coupon?.id })).status).toBe(404);
    const mine = await client.get<unknown[]>('/ommall/srvmall/coupon/couponuser');
    expect(mine.body.data).toHaveLength(1);
  });

  it('answers Upgrade → OK again with the open upgrade order, not a second one', async () => {
    const { tenantId, client } = await merchant(server);
    await giveLicence(db(), tenantId, { level: 'basic', expiresAt: new Date(Date.now() + 90 * DAY_MS) });
    const upgrade = (body: Record<string, unknown> = {}) =>
      client.post<{ order: MallOrder }>('/ommall/srvmall/license/upgrade', {
        srvId: 'KDZHJ01',
        targetLevel: 'professional',
        ...body,
      });
    const first = (await upgrade()).body.data.order;
    const again = await Promise.all([upgrade(), upgrade()]);
    expect(again.map((answer) => answer.body.data.order.orderNo)).toEqual([first.orderNo, first.orderNo]);
    expect((await ordersOf(db(), tenantId)).filter((order) => order.status === 'unpaid')).toHaveLength(1);
    // asking for something the open order lacks (a contact of its own) replaces it, and says so
    const [contactor] = await db()
      .insert(mallContactors)
      .values({ tenantId, name: 'Li Lei', phone: '13800001111' })
      .returning();
    const replaced = (await upgrade({ contactorId: contactor?.id })).body.data.order;
    expect(replaced.orderNo).not.toBe(first.orderNo);
    const orders = await ordersOf(db(), tenantId);
    expect(orders.find((order) => order.id === first.orderId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'superseded',
    });
    const list = await client.get<{ list: MallOrder[] }>('/ommall/srvmall/order/pagelist?status=cancelled');
    expect(list.body.data.list.find((order) => order.orderNo === first.orderNo)?.cancelReason).toBe(
      en('orderSuperseded'),
    );
  });

  it('cancels an older upgrade order, with its reason, once another upgrade is paid; money that still comes is refunded', async () => {
    const { tenantId, userId, client } = await merchant(server);
    await giveLicence(db(), tenantId, { level: 'basic', expiresAt: new Date(Date.now() + 90 * DAY_MS) });
    const first = (
      await client.post<{ order: MallOrder }>('/ommall/srvmall/license/upgrade', {
        srvId: 'KDZHJ01',
        targetLevel: 'professional',
      })
    ).body.data.order;
    // a second open upgrade order, as placed before one open upgrade order was the rule
    const { order: second } = await createOrder(
      db(),
      {
        kind: 'upgrade',
        serviceNumber: 'KDZHJ01',
        level: 'professional',
        skuId: null,
        quantity: 1,
        amount: first.amount,
        quote: {
          remainingDays: first.quote.remainingDays ?? undefined,
          unitPrice: 1,
          targetExpiresAt: null,
          months: null,
        },
      },
      {},
      { tenantId, userId, payTimeoutMinutes: 30, vatRatePercent: 6, request: { legacy: true } },
    );
    const secondPayment = await startPaying(client, second.orderNo);
    await payThroughSandbox(client, first.orderNo);
    await giveLicence(db(), tenantId, {
      level: 'professional',
      expiresAt: (await licenceOf(db(), tenantId))?.expiresAt ?? null,
      users: 4,
    });
    expect((await ordersOf(db(), tenantId)).find((order) => order.id === second.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'upgradeNotAllowed',
    });
    const view = await client.get<MallOrder>(`/ommall/srvmall/order/${second.orderNo}`);
    expect(view.body.data.cancelReason).toBe(en('orderCancelledStale', { reason: en('upgradeNotAllowed') }));
    const check = await client.get<{ payable: boolean }>(`/ommall/srvmall/order/check?orderNo=${second.orderNo}`);
    expect(check.body.data.payable).toBe(false);
    // Paying the second now is refused; a payment already under way is refunded.
    const refused = await client.post('/ommall/srvmall/payment', { orderNo: second.orderNo, payType: 1 });
    expect(refused.status).toBe(400);
    const late = await postNotification(
      server,
      signedNotification({ tradeNo: secondPayment.tradeNo, amountFen: secondPayment.amount, outcome: 'paid' }),
    );
    expect(late.status).toBe(200);
    expect((await paymentsOf(db(), second.id)).map((payment) => payment.status)).toEqual(['refund_due']);
    expect(await licenceOf(db(), tenantId)).toMatchObject({ level: 'professional', users: 4 });
    // the order's own page lists the attempt, and what became of the money
    const detail = await client.get<MallOrder & { payments: Array<Record<string, unknown>> }>(
      `/ommall/srvmall/order/${second.orderNo}`,
    );
    expect(detail.body.data.payments).toEqual([
      expect.objectContaining({ tradeNo: secondPayment.tradeNo, amount: secondPayment.amount, status: 'refund_due' }),
    ]);
    const paidFirst = await client.get<{ payments: Array<{ status: string; payTypeName: string }> }>(
      `/ommall/srvmall/order/${first.orderNo}`,
    );
    expect(paidFirst.body.data.payments.map((payment) => payment.status)).toContain('succeeded');
    expect(paidFirst.body.data.payments[0]?.payTypeName).not.toBe('');
    // another tenant's order is not found, payments and all
    const stranger = await merchant(server);
    expect((await stranger.client.get(`/ommall/srvmall/order/${first.orderNo}`)).status).toBe(404);
  });

  it('documents every mall call in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls: Array<[string, string]> = [
      ['get', '/ommall/srvmall/services/display/{displayId}'],
      ['get', '/ommall/srvmall/services/{serviceNumber}'],
      ['get', '/ommall/srvmall/services/{serviceNumber}/skuprices'],
      ['get', '/ommall/srvmall/services/sku/day'],
      ['get', '/ommall/srvmall/services/introduce'],
      ['get', '/ommall/srvmall/license/day/remaining'],
      ['post', '/ommall/srvmall/license/upgrade'],
      ['get', '/ommall/srvmall/license/renew/expiredate'],
      ['get', '/ommall/srvmall/order/adduseraccount/durationandprice'],
      ['post', '/ommall/srvmall/order'],
      ['get', '/ommall/srvmall/order/number'],
      ['get', '/ommall/srvmall/order/check'],
      ['get', '/ommall/srvmall/order/{orderNo}'],
      ['get', '/ommall/srvmall/order/pagelist'],
      ['delete', '/ommall/srvmall/order/{orderId}'],
      ['get', '/ommall/srvmall/coupon/couponuser'],
      ['post', '/ommall/srvmall/payment'],
      ['get', '/ommall/srvmall/payment/order'],
      ['post', '/ommall/srvmall/payment/notify/{provider}'],
      ['post', '/admin/api/mall/coupons/grant'],
    ];
    for (const [method, path] of calls) expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('keeps the VAT rate an order was placed at, whatever the configuration says later', async () => {
    const { userId, tenantId } = await merchant(server);
    const priced = await priceOrder(
      db(),
      tenantId,
      { kind: 'new', serviceNumber: 'KDZHJ01', skuId: await skuId(db(), 'basic', 12), quantity: 1 },
      new Date(),
    );
    const options = { tenantId, userId, payTimeoutMinutes: 30, request: { test: 'vat' } };
    const { order } = await createOrder(db(), priced, {}, { ...options, vatRatePercent: 13 });
    // 598.00 × 13 ÷ 113 = 68.796 → ¥68.80
    expect((await orderView(db(), order, 'en-US')).vat).toEqual({ ratePercent: 13, amount: 6880 });
    expect(includedVatFen(order.finalAmount, 13)).toBe(6880);
  });

  it('answers the renewal expiry and the remaining days of a licence', async () => {
    const { tenantId, client } = await merchant(server);
    const sku = await skuId(db(), 'basic', 12);
    const none = await client.get<{ currentExpiresAt: string | null; newExpiresAt: string }>(
      `/ommall/srvmall/license/renew/expiredate?skuId=${sku}&quantity=2`,
    );
    expect(none.body.data.currentExpiresAt).toBeNull();
    expect(new Date(none.body.data.newExpiresAt).getTime()).toBeGreaterThan(Date.now() + 700 * DAY_MS);
    expect((await client.get('/ommall/srvmall/license/day/remaining')).body.msg).toBe(en('noActiveLicence'));
    const expiresAt = new Date(Date.now() + 40 * DAY_MS);
    await giveLicence(db(), tenantId, { level: 'basic', expiresAt });
    const renewal = await client.get<{ currentExpiresAt: string; newExpiresAt: string }>(
      `/ommall/srvmall/license/renew/expiredate?skuId=${sku}`,
    );
    expect(renewal.body.data).toEqual({
      currentExpiresAt: expiresAt.toISOString(),
      newExpiresAt: addMonthsShanghai(expiresAt, 12).toISOString(),
    });
    const remaining = await client.get<{ remainingDays: number; users: number; trial: boolean }>(
      '/ommall/srvmall/license/day/remaining?serviceNumber=KDZHJ01',
    );
    expect(remaining.body.data).toMatchObject({
      remainingDays: remainingDays(new Date(), expiresAt),
      users: 1,
      trial: false,
      access: 'full',
      dataKeptUntil: null,
    });
  });

  it('leaves an ended trial’s workspace read-only until its data is purged 30 days later', async () => {
    const { tenantId, client } = await merchant(server);
    expect(await workspaceAccessOf(db(), tenantId, 'KDZHJ01')).toBe('none');
    const started = new Date(Date.now() - 20 * DAY_MS);
    await grantTrial(db(), tenantId, started);
    const ended = trialEnd(started);
    expect(await workspaceAccessOf(db(), tenantId, 'KDZHJ01', new Date(ended.getTime() - 1))).toBe('full');
    expect(await workspaceAccessOf(db(), tenantId, 'KDZHJ01')).toBe('read_only');
    const remaining = await client.get<{ access: string; dataKeptUntil: string; trial: boolean }>(
      '/ommall/srvmall/license/day/remaining',
    );
    expect(remaining.body.data).toMatchObject({
      trial: true,
      access: 'read_only',
      dataKeptUntil: new Date(ended.getTime() + 30 * DAY_MS).toISOString(),
    });
    await purgeEndedTrials(db(), new Date(ended.getTime() + 31 * DAY_MS));
    expect(await workspaceAccessOf(db(), tenantId, 'KDZHJ01')).toBe('none');
  });

  it('applies two first purchases settled at once, one after the other', async () => {
    const { tenantId, client } = await merchant(server);
    const sku = await skuId(db(), 'basic', 12);
    const first = (await placeOrder(client, { kind: 'new', skuId: sku })).body.data;
    const second = (await placeOrder(client, { kind: 'new', skuId: sku })).body.data;
    const payments = [await startPaying(client, first.orderNo), await startPaying(client, second.orderNo)];
    const answers = await Promise.all(
      payments.map((payment) =>
        postNotification(
          server,
          signedNotification({ tradeNo: payment.tradeNo, amountFen: payment.amount, outcome: 'paid' }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const orders = await ordersOf(db(), tenantId);
    expect(orders.map((order) => order.status)).toEqual(['paid', 'paid']);
    const licence = await licenceOf(db(), tenantId);
    // 24 months from the settlement that created the licence (the other extends its expiry).
    const expected = orders.map((order) =>
      addMonthsShanghai(addMonthsShanghai(order.paidAt as Date, 12), 12).getTime(),
    );
    expect(expected).toContain(licence?.expiresAt?.getTime());
  });

  it('reads notifications of any body type as raw text, and refuses unknown providers', async () => {
    const form = await fetch(`${server.baseUrl}/ommall/srvmall/payment/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'trade_no=1&total_amount=0.01&sign=forged',
    });
    expect(form.status).toBe(400);
    expect(((await form.json()) as { msg: string }).msg).toBe(en('paymentNotificationRejected'));
    const xml = await fetch(`${server.baseUrl}/ommall/srvmall/payment/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<xml/>',
    });
    expect(xml.status).toBe(400);
    const unknown = await fetch(`${server.baseUrl}/ommall/srvmall/payment/notify/paypal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unknown.status).toBe(404);
  });

  it('sends a paying user’s chat to the customers queue, and a trial user’s to prospects', async () => {
    const trialUser = await merchant(server);
    await grantTrial(db(), trialUser.tenantId);
    const prospect = await trialUser.client.post<{ queue: string }>('/support/chat/messages', { text: 'Hello' });
    expect(prospect.body.data.queue).toBe('prospects');
    const payingUser = await merchant(server);
    await giveLicence(db(), payingUser.tenantId, { level: 'basic', expiresAt: new Date(Date.now() + DAY_MS) });
    const customer = await payingUser.client.post<{ queue: string }>('/support/chat/messages', { text: 'Hello' });
    expect(customer.body.data.queue).toBe('customers');
  });
});
