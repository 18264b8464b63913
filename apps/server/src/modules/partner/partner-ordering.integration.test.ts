import {
  type AdminPartnerOrdering,
  type MessageKey,
  message,
  type OrderingTopUp,
  orderingPriceFen,
  type PartnerActivation,
  type PartnerOrdering,
} from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { balanceOf, verifyLedger } from '../../platform/ledger/ledger.ts';
import { drainOutbox } from '../../platform/outbox/outbox.ts';
import { workflowHandlers } from '../../workflows/index.ts';
import { type Browser, browser } from '../identity/accounts-test-kit.ts';
import { seedMallCatalogue } from '../orders/index.ts';
import { licenceOf, postNotification, signedNotification, skuId, testPayments } from '../orders/orders-test-kit.ts';
import { DEFAULT_INCOME_SETTINGS } from './income/income-accounts.ts';
import { approvedPartner, type KitAccount, type KitPartner, quickAccount } from './partner-test-kit.ts';

/**
 * Issue 15's channel ordering platform (decision 0041): a channel manager opens a partner's ordering
 * with a discount; the partner tops up a prepaid balance at the mall's providers, credited once per
 * payment; it activates a customer's service from the balance at the mall's price less the discount,
 * debited once, never below zero, and the customer's licence activates as a mall purchase's does.
 */

const P = '/ommall/promoter';
const SERVICE = 'KDZHJ01';
const ADMIN = { authorization: 'Bearer partner-ordering-admin-token-0123456789' };

let server: TestApp;
const db = () => server.database.handle.db;
const en = (key: MessageKey, values?: Record<string, string | number>) => message('en-US', key, values);
const admin = () => browser(server);
const orderingPath = (partnerId: number | string) => `/admin/api/partner/${partnerId}/ordering`;

beforeAll(async () => {
  server = await startTestApp({
    seed: false,
    payments: testPayments(),
    jobs: false,
    adminToken: ADMIN.authorization.slice(7),
  });
  await seedMallCatalogue(db());
}, 120_000);
afterAll(async () => server?.close());
// every test leaves the ledger balanced, and no partner's balance below zero
afterEach(async () => {
  expect(await verifyLedger(db())).toEqual([]);
});

const openOrdering = (partner: KitPartner, discountBp: number) =>
  admin().post<AdminPartnerOrdering>(orderingPath(partner.partnerId), { discountBp, openedBy: 'Chen Li' }, ADMIN);
const balance = (partner: KitPartner) => balanceOf(db(), `partner:${partner.partnerId}:ordering`);

/** A top-up of `amountFen` started by the partner and paid by the sandbox's signed notification. */
async function topUp(partner: KitPartner, amountFen: number): Promise<string> {
  const started = await partner.client.post<OrderingTopUp>(`${P}/ordering/top-up`, { amountFen, payType: 1 });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const paid = await postNotification(
    server,
    signedNotification({ tradeNo: started.body.data.tradeNo, amountFen, outcome: 'paid' }),
  );
  expect(paid.status, paid.body).toBe(200);
  return started.body.data.tradeNo;
}

async function customerOf(partner: KitPartner): Promise<KitAccount & { merchantId: number }> {
  const account = await quickAccount(server);
  const entered = await partner.client.post<{ merchantId: number }>(`${P}/input-merchant`, {
    phone: account.phone,
    shopName: 'Ordering Shop',
  });
  expect(entered.status, JSON.stringify(entered.body)).toBe(200);
  return { ...account, merchantId: entered.body.data.merchantId };
}

const activate = (client: Browser, body: Record<string, unknown>, headers?: Record<string, string>) =>
  client.post<PartnerActivation>(`${P}/service`, body, headers);

async function priceOf(sku: number): Promise<number> {
  const [row] = await queryRows<{ price_fen: string }>(db(), sql`select price_fen from mall_skus where id = ${sku}`);
  return Number(row?.price_fen);
}

async function ordersOfTenant(tenantId: number) {
  return queryRows<{ order_no: string; status: string }>(
    db(),
    sql`select order_no, status from mall_orders where tenant_id = ${tenantId} order by id`,
  );
}

describe('the channel manager opens and closes a partner’s ordering (back office)', () => {
  it('opens it with a discount, refuses a second opening, closes it, and the partner sees each', async () => {
    const partner = await approvedPartner(server);
    const before = await partner.client.get<PartnerOrdering>(`${P}/ordering`);
    expect(before.body.data).toMatchObject({ open: false, discountBp: null, balanceFen: 0 });

    const opened = await openOrdering(partner, 1_500);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({
      partnerId: partner.partnerId,
      open: true,
      discountBp: 1_500,
      openedBy: 'Chen Li',
      closedAt: null,
      balanceFen: 0,
    });
    expect((await partner.client.get<PartnerOrdering>(`${P}/ordering`)).body.data).toMatchObject({
      open: true,
      discountBp: 1_500,
    });
    const twice = await openOrdering(partner, 2_000);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(en('orderingAlreadyOpen'));

    const closed = await admin().post<AdminPartnerOrdering>(
      `${orderingPath(partner.partnerId)}/close`,
      { closedBy: 'Chen Li' },
      ADMIN,
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ open: false, discountBp: null, closedBy: 'Chen Li' });
    expect(closed.body.data.closedAt).not.toBeNull();
    const again = await admin().post(`${orderingPath(partner.partnerId)}/close`, { closedBy: 'Chen Li' }, ADMIN);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(en('orderingNotOpen'));
    // reopened with another discount
    expect((await openOrdering(partner, 2_000)).body.data).toMatchObject({ open: true, discountBp: 2_000 });
    const read = await admin().get<AdminPartnerOrdering>(orderingPath(partner.partnerId), ADMIN);
    expect(read.body.data).toMatchObject({ open: true, discountBp: 2_000 });
  });

  it('refuses without the back office’s token, an unknown partner, a bad discount and bad names, each with a message', async () => {
    const partner = await approvedPartner(server);
    const refused = await browser(server).post(orderingPath(partner.partnerId), { discountBp: 100, openedBy: 'x' });
    expect(refused.status).toBe(401);
    const unknown = await admin().post(orderingPath(2_147_483_647), { discountBp: 100, openedBy: 'Chen Li' }, ADMIN);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(en('partnerNotFound'));
    expect((await admin().get(orderingPath(2_147_483_647), ADMIN)).status).toBe(404);
    for (const body of [
      { discountBp: -1, openedBy: 'Chen Li' },
      { discountBp: 9_001, openedBy: 'Chen Li' },
      { discountBp: 12.5, openedBy: 'Chen Li' },
      { discountBp: '1000', openedBy: 'Chen Li' },
      { discountBp: 1_000, openedBy: 'Chen\u0000Li' },
      { discountBp: 1_000, openedBy: 'x'.repeat(100_000) },
      { discountBp: 1_000, openedBy: '   ' },
      { discountBp: 1_000 },
    ]) {
      const answer = await admin().post(orderingPath(partner.partnerId), body, ADMIN);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.msg).toMatch(/\S/);
    }
    expect((await admin().post(orderingPath('abc'), { discountBp: 1, openedBy: 'x' }, ADMIN)).status).toBe(400);
    expect((await partner.client.get<PartnerOrdering>(`${P}/ordering`)).body.data.open).toBe(false);
  });
});

describe('topping up the ordering balance at the mall’s providers', () => {
  it('is refused while ordering is not open, and for an amount out of bounds', async () => {
    const partner = await approvedPartner(server);
    const closed = await partner.client.post(`${P}/ordering/top-up`, { amountFen: 10_000, payType: 1 });
    expect(closed.status).toBe(403);
    expect(closed.body.msg).toBe(en('orderingNotOpen'));
    await openOrdering(partner, 1_000);
    for (const amountFen of [0, 99, -100, 100.5, 50_000_001, '10000']) {
      const answer = await partner.client.post(`${P}/ordering/top-up`, { amountFen, payType: 1 });
      expect(answer.status, String(amountFen)).toBe(400);
    }
    const badType = await partner.client.post(`${P}/ordering/top-up`, { amountFen: 10_000, payType: 3 });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toBe(en('payTypeUnsupported'));
    const visitor = await browser(server).post(`${P}/ordering/top-up`, { amountFen: 10_000, payType: 1 });
    expect(visitor.status).toBe(401);
  });

  it('credits the balance once, however often and however concurrently the provider notifies; forged and wrong notifications change nothing', async () => {
    const partner = await approvedPartner(server);
    const other = await approvedPartner(server);
    await openOrdering(partner, 1_000);
    const started = await partner.client.post<OrderingTopUp & { payUrl: string | null }>(`${P}/ordering/top-up`, {
      amountFen: 50_000,
      payType: 1,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ amountFen: 50_000, state: 'pending', settledAt: null });
    expect(started.body.data.payUrl).toMatch(/\/sandbox\/pay/);
    const { tradeNo } = started.body.data;

    // forged (another secret) and a wrong amount: refused as the mall refuses them
    const forged = await postNotification(
      server,
      signedNotification({ tradeNo, amountFen: 50_000, outcome: 'paid' }, 'not-the-sandbox-secret-0123456789abcdef'),
    );
    expect(forged.status).toBe(400);
    const wrongAmount = await postNotification(
      server,
      signedNotification({ tradeNo, amountFen: 5_000_000, outcome: 'paid' }),
    );
    expect(wrongAmount.status).toBe(400);
    expect(await balance(partner)).toBe(0);

    const paid = signedNotification({ tradeNo, amountFen: 50_000, outcome: 'paid' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postNotification(server, paid)));
    const replayed = await postNotification(server, paid);
    for (const answer of [...answers, replayed]) expect(answer.status).toBe(200);
    expect(await balance(partner)).toBe(50_000);
    const [postings] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from ledger_postings where reference = ${`ordering-top-up:${tradeNo}`}`,
    );
    expect(postings?.count).toBe(1);

    const read = await partner.client.get<OrderingTopUp>(`${P}/ordering/top-up?tradeNo=${tradeNo}`);
    expect(read.body.data).toMatchObject({ tradeNo, state: 'succeeded', amountFen: 50_000 });
    expect((await partner.client.get<PartnerOrdering>(`${P}/ordering`)).body.data.balanceFen).toBe(50_000);
    // another partner's top-up is as unknown as one that does not exist
    const theirs = await other.client.get(`${P}/ordering/top-up?tradeNo=${tradeNo}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe(en('topUpNotFound'));

    // a cancelled top-up credits nothing
    const second = await partner.client.post<OrderingTopUp>(`${P}/ordering/top-up`, { amountFen: 10_000, payType: 1 });
    const cancelled = await postNotification(
      server,
      signedNotification({ tradeNo: second.body.data.tradeNo, amountFen: 10_000, outcome: 'cancelled' }),
    );
    expect(cancelled.status).toBe(200);
    expect(await balance(partner)).toBe(50_000);
    const late = await postNotification(
      server,
      signedNotification({ tradeNo: second.body.data.tradeNo, amountFen: 10_000, outcome: 'paid' }),
    );
    expect(late.status).toBe(200);
    expect(await balance(partner)).toBe(50_000);
  });
});

describe('activating a customer’s service from the balance', () => {
  it('pays the customer’s order at the mall price less the discount; the licence activates; the customer is a paying user', async () => {
    const partner = await approvedPartner(server, { level: 'gold' });
    const customer = await customerOf(partner);
    const sku = await skuId(db(), 'professional', 12);
    const mallPrice = await priceOf(sku);
    const price = orderingPriceFen(mallPrice, 2_000);
    await openOrdering(partner, 2_000);
    await topUp(partner, price + 1_000);
    const body = { merchantId: customer.merchantId, serviceNumber: SERVICE, skuId: sku, payMode: 'balance' };

    const offer = await partner.client.get<Record<string, unknown>>(
      `${P}/active-verify?${new URLSearchParams({ ...body, merchantId: String(body.merchantId), skuId: String(sku) })}`,
    );
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    expect(offer.body.data).toMatchObject({ amountFen: price, mallPriceFen: mallPrice, payMode: 'balance' });

    const made = await activate(partner.client, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      merchantId: customer.merchantId,
      level: 'professional',
      amountFen: price,
      payMode: 'balance',
      state: 'paid',
      payPath: null,
    });
    expect(made.body.data.paidAt).not.toBeNull();
    expect(await balance(partner)).toBe(1_000);
    expect(await licenceOf(db(), customer.merchantId)).toMatchObject({ level: 'professional', trial: false });
    const [order] = await queryRows<{ amount_fen: string; discount_fen: string; final_amount_fen: string }>(
      db(),
      sql`select amount_fen, discount_fen, final_amount_fen from mall_orders where order_no = ${made.body.data.orderNo}`,
    );
    expect([order?.amount_fen, order?.discount_fen, order?.final_amount_fen].map(Number)).toEqual([
      mallPrice,
      mallPrice - price,
      price,
    ]);
    const info = await customer.client.get<{ userType: number }>('/webzhj/info');
    expect(info.body.data.userType).toBe(1);

    // decision 0041: the partner's share is earned on what it paid, as for a pay-link order (gold: 15 %)
    await drainOutbox(db(), workflowHandlers({ income: DEFAULT_INCOME_SETTINGS }));
    const rebates = await queryRows<{ amount_fen: string; order_no: string }>(
      db(),
      sql`select amount_fen, order_no from partner_rebates where partner_id = ${partner.partnerId}`,
    );
    expect(rebates.map((row) => [row.order_no, Number(row.amount_fen)])).toEqual([
      [made.body.data.orderNo, Math.floor((price * 1_500) / 10_000)],
    ]);
    const listed = await partner.client.get<PartnerActivation>(`${P}/active-service?id=${made.body.data.id}`);
    expect(listed.body.data).toMatchObject({ payMode: 'balance', state: 'paid', payPath: null });
    // paid from the balance, it counts on the partner's home as a paid activation
    const figures = await partner.client.get<{ activatedThisMonth: number; activatedTotal: number }>(
      `${P}/achievement-info`,
    );
    expect([figures.body.data.activatedThisMonth, figures.body.data.activatedTotal]).toEqual([1, 1]);
  });

  it('refuses an insufficient balance, a partner without ordering and another partner’s customer, and writes nothing', async () => {
    const partner = await approvedPartner(server);
    const other = await approvedPartner(server);
    const mine = await customerOf(partner);
    const theirs = await customerOf(other);
    const sku = await skuId(db(), 'professional', 12);
    const body = { merchantId: mine.merchantId, serviceNumber: SERVICE, skuId: sku, payMode: 'balance' };

    const notOpen = await activate(partner.client, body);
    expect(notOpen.status).toBe(403);
    expect(notOpen.body.msg).toBe(en('orderingNotOpen'));

    await openOrdering(partner, 1_000);
    await topUp(partner, 100);
    const short = await activate(partner.client, body);
    expect(short.status).toBe(409);
    expect(short.body.msg).toBe(en('orderingBalanceInsufficient'));
    const foreign = await activate(partner.client, { ...body, merchantId: theirs.merchantId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(en('customerNotFound'));
    expect(await ordersOfTenant(mine.merchantId)).toEqual([]);
    expect(await ordersOfTenant(theirs.merchantId)).toEqual([]);
    expect(await balance(partner)).toBe(100);

    // closed, the balance stays the partner's but pays nothing more
    await topUp(partner, await priceOf(sku));
    await admin().post(`${orderingPath(partner.partnerId)}/close`, { closedBy: 'Chen Li' }, ADMIN);
    const closed = await activate(partner.client, body);
    expect(closed.status).toBe(403);
    expect(closed.body.msg).toBe(en('orderingNotOpen'));
    expect(await balance(partner)).toBe(100 + (await priceOf(sku)));
    // the pay link still works without ordering
    expect((await activate(partner.client, { ...body, payMode: 'link' })).body.data).toMatchObject({
      payMode: 'link',
      state: 'unpaid',
    });
  });

  it('debits once for 20 concurrent POSTs on a balance for one, never below zero, and replays a key’s first answer', async () => {
    const partner = await approvedPartner(server);
    const customer = await customerOf(partner);
    const sku = await skuId(db(), 'basic', 12);
    const price = orderingPriceFen(await priceOf(sku), 500);
    await openOrdering(partner, 500);
    await topUp(partner, price);
    const body = { merchantId: customer.merchantId, serviceNumber: SERVICE, skuId: sku, payMode: 'balance' };

    const answers = await Promise.all(Array.from({ length: 20 }, () => activate(partner.client, body)));
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(en('orderingBalanceInsufficient'));
    }
    expect(await balance(partner)).toBe(0);
    expect(await ordersOfTenant(customer.merchantId)).toHaveLength(1);

    // with a key: a retry answers the first activation, and debits nothing more
    await topUp(partner, price);
    const key = { 'idempotency-key': `ordering-${customer.merchantId}` };
    const keyed = await Promise.all(Array.from({ length: 5 }, () => activate(partner.client, body, key)));
    const again = await activate(partner.client, body, key);
    const first = keyed.find((answer) => answer.status === 200);
    expect(first, JSON.stringify(keyed.map((answer) => answer.body))).toBeDefined();
    for (const answer of [...keyed, again]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual(first?.body.data);
    }
    expect(await balance(partner)).toBe(0);
    expect(await ordersOfTenant(customer.merchantId)).toHaveLength(2);
  });
});
