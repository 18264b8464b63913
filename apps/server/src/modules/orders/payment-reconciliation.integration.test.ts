import { formatPrice, message } from '@tallybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { verifyLedger } from '../../platform/ledger/ledger.ts';
import { drainOutbox } from '../../platform/outbox/outbox.ts';
import {
  type PaymentProvider,
  paymentProvidersFromConfig,
  RefundRefused,
  type SandboxGateway,
} from '../../platform/payments/index.ts';
import { readSmsOutbox, sandboxSmsProvider } from '../../platform/sms/sms-provider.ts';
import { findUserById } from '../identity/index.ts';
import { ordersOutboxHandlers, seedMallCatalogue } from './index.ts';
import { mallOrders, mallPayments } from './orders.tables.ts';
import {
  type Client,
  merchant,
  postNotification,
  signedNotification,
  skuId,
  TEST_SANDBOX_SECRET,
} from './orders-test-kit.ts';
import {
  PAYMENT_REFUNDED,
  paymentRefundNoOf,
  paymentsLeftBehind,
  REFUND_DUE_ALERT_MS,
  reconcilePendingPayments,
  refundDuePayments,
} from './reconcile-payments.ts';
import { ORDER_PAID } from './settle-payment.ts';
import { insertPayment } from './start-payment.ts';

/**
 * Issue 64, "money left behind by a crash or a double payment" (decision 0087): a payment whose
 * request was in flight at a crash, or whose provider's answer was lost, is asked about after its
 * window and settled or closed; a payment taken twice is refunded under its own number. Whatever
 * runs at once, the licence, the ledger and the outbox follow exactly once.
 */

const WINDOW_MS = 15 * 60_000;
const later = (ms = WINDOW_MS + 60_000) => new Date(Date.now() + ms);

// The sandbox's notifications never arrive: the provider's answer is lost in flight.
const payments = paymentProvidersFromConfig(
  { sandbox: true, sandboxSecret: TEST_SANDBOX_SECRET, wechatPay: undefined, alipay: undefined },
  { sandbox: { retryDelaysMs: [] }, fetch: async () => Promise.reject(new Error('connection reset')) },
);
const gateway = payments.sandbox as SandboxGateway;
const calls = { query: 0, close: 0, refund: 0 };
let refuseRefunds = false;
const counted: PaymentProvider = {
  ...gateway,
  async queryTrade(tradeNo) {
    calls.query += 1;
    return gateway.queryTrade(tradeNo);
  },
  async closeTrade(tradeNo) {
    calls.close += 1;
    return gateway.closeTrade(tradeNo);
  },
  async refund(input) {
    calls.refund += 1;
    if (refuseRefunds) throw new RefundRefused('ACQ.SELLER_BALANCE_NOT_ENOUGH');
    return gateway.refund(input);
  },
};
const providers = { byName: (name: string) => (name === 'sandbox' ? counted : payments.byName(name)) };

let server: TestApp;
const db = () => server.database.handle.db;

beforeAll(async () => {
  server = await startTestApp({ seed: false, payments, jobs: false });
  await seedMallCatalogue(db());
}, 120_000);
afterAll(async () => server?.close());
afterEach(async () => {
  expect(await verifyLedger(db())).toEqual([]);
});

async function placeOrder(client: Client) {
  const placed = await client.post<{ orderNo: string }>('/ommall/srvmall/order', {
    kind: 'new',
    skuId: await skuId(db(), 'basic', 12),
    serviceNumber: 'KDZHJ01',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.data.orderNo;
}

async function startPaying(client: Client, orderNo: string) {
  const started = await client.post<{ tradeNo: string; amount: number; payUrl: string }>('/ommall/srvmall/payment', {
    orderNo,
    payType: 1,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.data;
}

const tokenOf = (payUrl: string) => new URL(payUrl, 'http://x').searchParams.get('token') as string;

async function paymentRow(tradeNo: string) {
  const [row] = await db().select().from(mallPayments).where(eq(mallPayments.tradeNo, tradeNo));
  return row;
}

async function orderStatus(orderNo: string) {
  const [row] = await db()
    .select({ status: mallOrders.status })
    .from(mallOrders)
    .where(eq(mallOrders.orderNo, orderNo));
  return row?.status;
}

const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(db(), query))[0]?.n ?? 0);
const postings = (reference: string) =>
  count(sql`select count(*)::int as n from ledger_postings where reference = ${reference}`);
const messages = (topic: string, key: string) =>
  count(sql`select count(*)::int as n from outbox_messages where topic = ${topic} and dedupe_key like ${`%${key}`}`);

describe('pending payments past their window', () => {
  it('settles a paid trade whose notification was lost, once, by the notification’s own path', async () => {
    const { client, tenantId } = await merchant(server);
    const orderNo = await placeOrder(client);
    const payment = await startPaying(client, orderNo);
    // the payer paid; the provider's answer never reached us
    const decided = await gateway.decide(tokenOf(payment.payUrl), 'pay', server.baseUrl);
    expect(decided.delivered).toBe(false);
    expect((await paymentRow(payment.tradeNo))?.status).toBe('pending');
    expect(await paymentsLeftBehind(db(), WINDOW_MS, later())).toEqual([
      expect.objectContaining({ kind: 'pending', tradeNo: payment.tradeNo }),
    ]);

    // within its window the job leaves it alone
    calls.query = 0;
    await reconcilePendingPayments(db(), providers, WINDOW_MS, new Date(Date.now() + WINDOW_MS - 60_000));
    expect(calls.query).toBe(0);

    // two runs at once (two processes): one asks and settles, the other finds it held
    const runs = await Promise.all([
      reconcilePendingPayments(db(), providers, WINDOW_MS, later()),
      reconcilePendingPayments(db(), providers, WINDOW_MS, later()),
    ]);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(1);
    expect(calls.query).toBe(1);
    expect((await paymentRow(payment.tradeNo))?.status).toBe('succeeded');
    expect(await orderStatus(orderNo)).toBe('paid');
    expect(await postings(`payment:${payment.tradeNo}:paid`)).toBe(1);
    expect(await messages(ORDER_PAID, `:${tenantId}:${(await paymentRow(payment.tradeNo))?.orderId}`)).toBe(1);

    // the notification arriving at last, and another run, change nothing
    const late = await postNotification(
      server,
      signedNotification({ tradeNo: payment.tradeNo, amountFen: payment.amount, outcome: 'paid' }),
    );
    expect(late.status).toBe(200);
    expect((await reconcilePendingPayments(db(), providers, WINDOW_MS, later(WINDOW_MS * 3))).settled).toBe(0);
    expect(await postings(`payment:${payment.tradeNo}:paid`)).toBe(1);
    expect(await paymentsLeftBehind(db(), WINDOW_MS, later())).toEqual([]);
  });

  it('closes an unpaid trade at the provider before closing it here, so it can no longer be paid', async () => {
    const { client } = await merchant(server);
    const orderNo = await placeOrder(client);
    const payment = await startPaying(client, orderNo);
    calls.close = 0;
    const run = await reconcilePendingPayments(db(), providers, WINDOW_MS, later());
    expect(run.closed).toBeGreaterThanOrEqual(1);
    expect(calls.close).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(payment.tradeNo))?.status).toBe('closed');
    expect(await gateway.queryTrade(payment.tradeNo)).toEqual({ state: 'closed' });
    // the payer's page refuses the closed trade: no payment can arrive afterwards
    await expect(gateway.decide(tokenOf(payment.payUrl), 'pay', server.baseUrl)).rejects.toThrow('trade closed');
    // a failed or cancelled notification of a closed trade changes nothing
    const cancelled = await postNotification(
      server,
      signedNotification({ tradeNo: payment.tradeNo, amountFen: payment.amount, outcome: 'cancelled' }),
    );
    expect(cancelled.status).toBe(200);
    expect((await paymentRow(payment.tradeNo))?.status).toBe('closed');
    // should the provider say it was paid after all, the money is settled, not lost
    const paid = await postNotification(
      server,
      signedNotification({ tradeNo: payment.tradeNo, amountFen: payment.amount, outcome: 'paid' }),
    );
    expect(paid.status).toBe(200);
    expect((await paymentRow(payment.tradeNo))?.status).toBe('succeeded');
    expect(await orderStatus(orderNo)).toBe('paid');
    expect(await postings(`payment:${payment.tradeNo}:paid`)).toBe(1);
  });

  it('closes a payment the process died before asking the provider for (a crash mid-flight)', async () => {
    const { client, tenantId } = await merchant(server);
    const orderNo = await placeOrder(client);
    const [order] = await db()
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.tenantId, tenantId), eq(mallOrders.orderNo, orderNo)));
    // the payment row written, then the process killed before the provider was called: four of them
    const tradeNos: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const tradeNo = await insertPayment(db(), order as typeof mallOrders.$inferSelect, {
        tradeNo: `${orderNo}P9000000${index}`,
        provider: 'sandbox',
        payType: 1,
        now: new Date(),
      });
      tradeNos.push(tradeNo as string);
    }
    expect((await paymentsLeftBehind(db(), WINDOW_MS, later())).length).toBeGreaterThanOrEqual(4);
    await reconcilePendingPayments(db(), providers, WINDOW_MS, later());
    for (const tradeNo of tradeNos) expect((await paymentRow(tradeNo))?.status).toBe('closed');
    expect(await orderStatus(orderNo)).toBe('unpaid');
    expect(await paymentsLeftBehind(db(), WINDOW_MS, later())).toEqual([]);
  });
});

describe('payments taken twice (refund_due)', () => {
  it('refunds 49 of 50 payments of one order, each once under its own number, however many runs', async () => {
    const { client, tenantId } = await merchant(server);
    const orderNo = await placeOrder(client);
    const started = [];
    for (let index = 0; index < 50; index += 1) started.push(await startPaying(client, orderNo));
    for (const payment of started) {
      const notified = await postNotification(
        server,
        signedNotification({ tradeNo: payment.tradeNo, amountFen: payment.amount, outcome: 'paid' }),
      );
      expect(notified.status).toBe(200);
    }
    const statuses = async () =>
      (await db().select().from(mallPayments).where(eq(mallPayments.tenantId, tenantId))).map((row) => row.status);
    expect((await statuses()).filter((status) => status === 'refund_due')).toHaveLength(49);
    // an hour on, the check lists all 49
    const hourOn = new Date(Date.now() + REFUND_DUE_ALERT_MS + 60_000);
    expect(
      (await paymentsLeftBehind(db(), WINDOW_MS, hourOn)).filter(({ kind }) => kind === 'refund_due'),
    ).toHaveLength(49);

    calls.refund = 0;
    const runs = await Promise.all([
      refundDuePayments(db(), providers),
      refundDuePayments(db(), providers),
      refundDuePayments(db(), providers),
    ]);
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBe(49);
    expect(calls.refund).toBe(49);
    expect((await statuses()).sort()).toEqual(['succeeded', ...Array(49).fill('refunded')].sort());
    const refunded = started.slice(1).map(({ tradeNo }) => paymentRefundNoOf(tradeNo));
    const atSandbox = (await gateway.refunds()).filter((refund) => refund.tradeNo.startsWith(orderNo));
    expect(atSandbox.map((refund) => refund.refundNo).sort()).toEqual(
      (
        await db()
          .select()
          .from(mallPayments)
          .where(and(eq(mallPayments.tenantId, tenantId), eq(mallPayments.status, 'refunded')))
      )
        .map((row) => paymentRefundNoOf(row.tradeNo))
        .sort(),
    );
    expect(atSandbox).toHaveLength(49);
    expect(refunded).toHaveLength(49);
    expect(
      await count(
        sql`select count(*)::int as n from ledger_postings where kind = 'duplicate_refund' and memo like ${`${orderNo}%`}`,
      ),
    ).toBe(49);
    expect(
      await count(
        sql`select count(*)::int as n from outbox_messages where topic = ${PAYMENT_REFUNDED} and payload->>'tradeNo' like ${`${orderNo}%`}`,
      ),
    ).toBe(49);
    // the order stays paid by the one that succeeded; its page lists each refund with its date
    expect(await orderStatus(orderNo)).toBe('paid');
    const detail = await client.get<{ payments: Array<{ status: string; refundedAt: string | null }> }>(
      `/ommall/srvmall/order/${orderNo}`,
    );
    const listed = detail.body.data.payments.filter(({ status }) => status === 'refunded');
    expect(listed).toHaveLength(49);
    for (const payment of listed) expect(payment.refundedAt).toEqual(expect.any(String));
    expect(await paymentsLeftBehind(db(), WINDOW_MS, hourOn)).toEqual([]);
    // another run refunds nothing again
    expect((await refundDuePayments(db(), providers)).refunded).toBe(0);
    expect(calls.refund).toBe(49);

    // the payer is texted once per refund, however often the outbox is drained
    const handlers = ordersOutboxHandlers(sandboxSmsProvider(db()));
    await drainOutbox(db(), handlers);
    await drainOutbox(db(), handlers);
    const phone = (
      await findUserById(
        db(),
        (
          await db().select().from(mallOrders).where(eq(mallOrders.orderNo, orderNo))
        )[0]?.userId as number,
      )
    )?.phone as string;
    const texts = (await readSmsOutbox(db(), phone)).filter((sms) => sms.purpose === 'payment_refunded');
    expect(texts).toHaveLength(49);
    for (const sms of texts) expect(sms.text).toContain(orderNo);
  }, 120_000);

  it('keeps a refused refund due, says why, and tries again after an hour', async () => {
    const { client, tenantId } = await merchant(server);
    const orderNo = await placeOrder(client);
    const first = await startPaying(client, orderNo);
    const second = await startPaying(client, orderNo);
    for (const payment of [first, second]) {
      await postNotification(
        server,
        signedNotification({ tradeNo: payment.tradeNo, amountFen: payment.amount, outcome: 'paid' }),
      );
    }
    const [due] = await db()
      .select()
      .from(mallPayments)
      .where(and(eq(mallPayments.tenantId, tenantId), eq(mallPayments.status, 'refund_due')));
    refuseRefunds = true;
    try {
      expect((await refundDuePayments(db(), providers)).refunded).toBe(0);
    } finally {
      refuseRefunds = false;
    }
    const refused = await paymentRow(due?.tradeNo as string);
    expect(refused).toMatchObject({ status: 'refund_due', refundFailure: expect.stringContaining('SELLER_BALANCE') });
    // held for an hour: the next minute's run does not ask again
    calls.refund = 0;
    expect((await refundDuePayments(db(), providers, new Date(Date.now() + 60_000))).refunded).toBe(0);
    expect(calls.refund).toBe(0);
    // the payer started it in Traditional Chinese: the SMS is written so, dated in UTC+8
    await db()
      .update(mallPayments)
      .set({ language: 'zh-TW' })
      .where(eq(mallPayments.tradeNo, due?.tradeNo as string));
    const refundedAt = new Date('2030-01-01T17:30:00Z');
    expect((await refundDuePayments(db(), providers, refundedAt)).refunded).toBe(1);
    expect((await paymentRow(due?.tradeNo as string))?.status).toBe('refunded');
    await drainOutbox(db(), ordersOutboxHandlers(sandboxSmsProvider(db())));
    const [order] = await db().select().from(mallOrders).where(eq(mallOrders.orderNo, orderNo));
    const phone = (await findUserById(db(), order?.userId as number))?.phone as string;
    const [sms] = (await readSmsOutbox(db(), phone)).filter(({ purpose }) => purpose === 'payment_refunded');
    expect(sms?.text).toBe(
      message('zh-TW', 'paymentRefundedSms', {
        orderNo,
        amount: formatPrice(due?.amount as number, 'zh-TW'),
        payType: '微信支付',
        date: '2030年1月2日',
      }),
    );
  });
});
