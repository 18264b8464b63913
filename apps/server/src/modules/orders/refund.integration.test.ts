import { type MessageKey, message, type OrderRefund } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { balanceOf, verifyLedger } from '../../platform/ledger/ledger.ts';
import { fund } from '../../platform/ledger/ledger-test-kit.ts';
import { drainOutbox } from '../../platform/outbox/outbox.ts';
import {
  type PaymentProvider,
  RefundRefused,
  type RefundResult,
  RefundUnavailable,
} from '../../platform/payments/payment-provider.ts';
import type { SandboxRefund } from '../../platform/payments/sandbox-refunds.ts';
import { workflowHandlers } from '../../workflows/index.ts';
import { type Browser, browser } from '../identity/accounts-test-kit.ts';
import { DEFAULT_INCOME_SETTINGS } from '../partner/index.ts';
import { approvedPartner, type KitPartner, quickAccount } from '../partner/partner-test-kit.ts';
import { seedMallCatalogue } from './index.ts';
import { client, licenceOf, merchant, placePayAndSettle, skuId, testPayments } from './orders-test-kit.ts';
import { ORDER_REFUNDED, settleRefunds } from './refund-order.ts';

/**
 * Issue 15's last money point (decision 0043): the back office refunds a paid order in full through
 * the provider that took the payment (or to the partner's ordering balance), once however often and
 * however concurrently it is asked; the licence loses what the order gave, the sale is reversed on
 * the ledger, and `order.refunded` is written for the partner's step (partner/income/
 * rebate-reversal.integration.test.ts proves the shares' reversal).
 */

const ADMIN = { authorization: 'Bearer mall-refund-admin-token-0123456789' };
const P = '/ommall/promoter';
const DAY_MS = 24 * 60 * 60_000;

/** What the sandbox's refund does in a test: the real sandbox, a refusal, an outage, or "processing". */
type Behaviour = 'sandbox' | 'refuse' | 'down' | 'processing';
let behaviour: Behaviour = 'sandbox';
let refundCalls = 0;

const payments = testPayments();
const gateway = payments.sandbox as NonNullable<typeof payments.sandbox>;
/** The sandbox as the refunds see it: every call counted, and made to fail on demand. */
const counted: PaymentProvider = {
  ...gateway,
  async refund(input): Promise<RefundResult> {
    refundCalls += 1;
    if (behaviour === 'refuse') throw new RefundRefused('ACQ.SELLER_BALANCE_NOT_ENOUGH');
    if (behaviour === 'down') throw new RefundUnavailable('Alipay answered HTTP 502');
    if (behaviour === 'processing') return { status: 'processing', providerRefundId: 'refund-in-flight' };
    return gateway.refund(input);
  },
};
const byName = payments.byName;
payments.byName = (name) => (name === 'sandbox' ? counted : byName(name));

let server: TestApp;
const db = () => server.database.handle.db;
const en = (key: MessageKey, values?: Record<string, string | number>) => message('en-US', key, values);
const admin = () => browser(server);
const drain = () => drainOutbox(db(), workflowHandlers({ income: DEFAULT_INCOME_SETTINGS }));
const refundPath = (orderNo: string) => `/admin/api/mall/orders/${encodeURIComponent(orderNo)}/refund`;
const refund = (orderNo: string, reason = 'The customer asked for a refund') =>
  admin().post<OrderRefund>(refundPath(orderNo), { reason }, ADMIN);
const sandboxRefunds = async (orderNo: string): Promise<SandboxRefund[]> =>
  (await gateway.refunds()).filter((row) => row.refundNo === `${orderNo}R`);

beforeAll(async () => {
  server = await startTestApp({ seed: false, payments, jobs: false, adminToken: ADMIN.authorization.slice(7) });
  await seedMallCatalogue(db());
}, 120_000);
afterAll(async () => server?.close());
beforeEach(() => {
  behaviour = 'sandbox';
  refundCalls = 0;
});
// every test leaves the ledger balanced, every balance the sum of its lines, no partner's below zero
afterEach(async () => {
  expect(await verifyLedger(db())).toEqual([]);
});

/** A merchant's paid order of a year of the basic edition: its number and tenant. */
async function paidOrder(): Promise<{ orderNo: string; tenantId: number; session: string }> {
  const buyer = await merchant(server);
  const orderNo = await placePayAndSettle(server, buyer.session, await skuId(db(), 'basic', 12));
  return { orderNo, tenantId: buyer.tenantId, session: buyer.session };
}

async function orderRow(orderNo: string) {
  const [row] = await queryRows<{ status: string; refunded_at: string | null; final_amount_fen: string }>(
    db(),
    sql`select status, refunded_at, final_amount_fen from mall_orders where order_no = ${orderNo}`,
  );
  return row;
}

async function postingsOf(kind: string, memo: string) {
  return queryRows<{ reference: string }>(
    db(),
    sql`select reference from ledger_postings where kind = ${kind} and memo = ${memo}`,
  );
}

async function sharesOf(orderNo: string) {
  return queryRows<{ partner_id: number; kind: string; state: string; amount_fen: string }>(
    db(),
    sql`select partner_id, kind, state, amount_fen from partner_rebates where order_no = ${orderNo} order by id`,
  );
}

describe('refusals: each answers its message and changes nothing', () => {
  it('needs the back office’s token (401)', async () => {
    const { orderNo } = await paidOrder();
    const anonymous = await admin().post(refundPath(orderNo), { reason: 'no token' });
    expect(anonymous.status).toBe(401);
    const wrong = await admin().post(
      refundPath(orderNo),
      { reason: 'x' },
      { authorization: 'Bearer not-the-token-0123456789' },
    );
    expect(wrong.status).toBe(401);
    expect((await orderRow(orderNo))?.status).toBe('paid');
    expect(refundCalls).toBe(0);
  });

  it('an unknown order is 404, an unpaid or cancelled one 409', async () => {
    const unknown = await refund('TB20991231000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe(en('orderNotFound'));

    const buyer = await merchant(server);
    const placed = await buyer.client.post<{ orderNo: string; orderId: number }>('/ommall/srvmall/order', {
      kind: 'new',
      skuId: await skuId(db(), 'basic', 12),
      serviceNumber: 'KDZHJ01',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const unpaid = await refund(placed.body.data.orderNo);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.msg).toBe(en('orderNotRefundable'));

    const cancelled = await buyer.client.delete(`/ommall/srvmall/order/${placed.body.data.orderId}`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const again = await refund(placed.body.data.orderNo);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(en('orderNotRefundable'));
    expect((await orderRow(placed.body.data.orderNo))?.status).toBe('cancelled');
    expect(refundCalls).toBe(0);
  });

  it('refuses a reason with a NUL byte, a huge one and none (400)', async () => {
    const { orderNo } = await paidOrder();
    for (const reason of ['bad\u0000reason', 'x'.repeat(10_000), '', '   ']) {
      const refused = await refund(orderNo, reason);
      expect(refused.status, JSON.stringify(reason.slice(0, 20))).toBe(400);
    }
    const missing = await admin().post(refundPath(orderNo), {}, ADMIN);
    expect(missing.status).toBe(400);
    expect((await orderRow(orderNo))?.status).toBe('paid');
    expect(refundCalls).toBe(0);
  });
});

describe('a refund through the payment provider', () => {
  it('refunds the whole amount once, reverses the sale, takes the licence’s time back and shows the customer “refunded”', async () => {
    const { orderNo, tenantId, session } = await paidOrder();
    const paid = Number((await orderRow(orderNo))?.final_amount_fen);
    const revenueBefore = await balanceOf(db(), 'platform:revenue:licences');
    const licenceBefore = await licenceOf(db(), tenantId);
    expect(licenceBefore?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 300 * DAY_MS);

    const done = await refund(orderNo);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      orderNo,
      refundNo: `${orderNo}R`,
      status: 'refunded',
      orderStatus: 'refunded',
      provider: 'sandbox',
      amountFen: paid,
      attempts: 1,
      failureReason: null,
    });
    expect(done.body.data.providerRefundId).toMatch(/^sandbox-refund-/);
    expect(await sandboxRefunds(orderNo)).toMatchObject([{ amountFen: paid, totalFen: paid }]);
    expect(await balanceOf(db(), 'platform:revenue:licences')).toBe(revenueBefore - paid);
    expect(await postingsOf('licence_refund', orderNo)).toEqual([{ reference: `refund:${orderNo}R` }]);
    // a first licence bought by the order ends at the refund
    const licence = await licenceOf(db(), tenantId);
    expect(licence?.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now());

    // the customer's list (and its refunded filter) and the order's page read "refunded"
    const customer = client(server, { session });
    const list = await customer.get<{ list: Array<{ orderNo: string; status: string }> }>(
      '/ommall/srvmall/order/pagelist?page=1&pageSize=10&status=refunded',
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.list.map((row) => [row.orderNo, row.status])).toEqual([[orderNo, 'refunded']]);
    const detail = await customer.get<{ status: string; refundedAt: string | null }>(
      `/ommall/srvmall/order/${orderNo}`,
    );
    expect(detail.body.data.status).toBe('refunded');
    expect(detail.body.data.refundedAt).toBe(done.body.data.refundedAt);

    // already refunded: refused, the provider not asked again, no second posting
    const replay = await refund(orderNo);
    expect(replay.status).toBe(409);
    expect(replay.body.msg).toBe(en('orderAlreadyRefunded'));
    expect(refundCalls).toBe(1);
    expect(await postingsOf('licence_refund', orderNo)).toHaveLength(1);

    // order.refunded: the stable payload, numbers as numbers
    const [queued] = await queryRows<{ payload: Record<string, unknown> }>(
      db(),
      sql`select payload from outbox_messages where topic = ${ORDER_REFUNDED} and payload->>'orderNo' = ${orderNo}`,
    );
    expect(queued?.payload).toEqual({
      tenantId,
      orderId: expect.any(Number),
      orderNo,
      serviceNumber: 'KDZHJ01',
      amountFen: paid,
      refundedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const read = await admin().get<OrderRefund>(refundPath(orderNo), ADMIN);
    expect(read.body.data).toMatchObject({ status: 'refunded', orderStatus: 'refunded' });
    await drain();
  });

  it('20 concurrent refunds and a replay ask the provider once and move the money once', async () => {
    const { orderNo } = await paidOrder();
    // each call from an address of its own: the back office's guard counts a burst per address
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const answer = await server.app.inject({
          method: 'POST',
          url: refundPath(orderNo),
          remoteAddress: `10.43.0.${index + 1}`,
          headers: ADMIN,
          payload: { reason: 'Refund race' },
        });
        return { status: answer.statusCode, msg: (answer.json() as { msg: string }).msg };
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect([en('refundInProgress'), en('orderAlreadyRefunded')]).toContain(answer.msg);
    }
    const replay = await refund(orderNo);
    expect(replay.status).toBe(409);
    expect(refundCalls).toBe(1);
    expect(await sandboxRefunds(orderNo)).toHaveLength(1);
    expect(await postingsOf('licence_refund', orderNo)).toHaveLength(1);
    const [messages] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from outbox_messages where topic = ${ORDER_REFUNDED} and payload->>'orderNo' = ${orderNo}`,
    );
    expect(messages?.count).toBe(1);
    await drain();
  });

  it('a refused refund stays visible as failed, the order paid, and is tried again under the same number', async () => {
    const { orderNo } = await paidOrder();
    behaviour = 'refuse';
    const refused = await refund(orderNo);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(en('refundRefused', { reason: 'ACQ.SELLER_BALANCE_NOT_ENOUGH' }));
    expect((await orderRow(orderNo))?.status).toBe('paid');
    const failed = await admin().get<OrderRefund>(refundPath(orderNo), ADMIN);
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      orderStatus: 'paid',
      attempts: 1,
      failureReason: 'ACQ.SELLER_BALANCE_NOT_ENOUGH',
      refundedAt: null,
    });
    expect(await postingsOf('licence_refund', orderNo)).toHaveLength(0);

    behaviour = 'sandbox';
    const retried = await refund(orderNo, 'Tried again');
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data).toMatchObject({
      refundNo: `${orderNo}R`,
      status: 'refunded',
      attempts: 2,
      reason: 'Tried again',
    });
    expect(refundCalls).toBe(2);
    expect(await postingsOf('licence_refund', orderNo)).toHaveLength(1);
    await drain();
  });

  it('an outage keeps the refund under way, released for the next call; “processing” is finished by the job', async () => {
    const first = await paidOrder();
    behaviour = 'down';
    const down = await refund(first.orderNo);
    expect(down.status).toBe(503);
    expect(down.body.msg).toBe(en('refundUnavailable'));
    expect((await orderRow(first.orderNo))?.status).toBe('refunding');
    behaviour = 'sandbox';
    const asked = await refund(first.orderNo);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'refunded', attempts: 2 });

    const second = await paidOrder();
    behaviour = 'processing';
    const processing = await refund(second.orderNo);
    expect(processing.status).toBe(200);
    expect(processing.body.data).toMatchObject({ status: 'refunding', orderStatus: 'refunding', refundedAt: null });
    // the customer sees it being refunded
    expect((await orderRow(second.orderNo))?.status).toBe('refunding');
    behaviour = 'sandbox';
    expect(await settleRefunds(db(), payments)).toBeGreaterThanOrEqual(1);
    expect(await settleRefunds(db(), payments)).toBe(0);
    expect((await orderRow(second.orderNo))?.status).toBe('refunded');
    expect(await postingsOf('licence_refund', second.orderNo)).toHaveLength(1);
    expect(refundCalls).toBe(4);
    await drain();
  });
});

describe('an order the partner paid from its ordering balance', () => {
  async function customerOf(partner: KitPartner) {
    const account = await quickAccount(server);
    const entered = await partner.client.post<{ merchantId: number }>(`${P}/input-merchant`, {
      phone: account.phone,
      shopName: 'Refund Shop',
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    return entered.body.data.merchantId;
  }

  it('goes back to the partner’s balance on the ledger, the provider never asked', async () => {
    const partner = await approvedPartner(server);
    const merchantId = await customerOf(partner);
    const opened = await admin().post(
      `/admin/api/partner/${partner.partnerId}/ordering`,
      { discountBp: 2_000, openedBy: 'Chen Li' },
      ADMIN,
    );
    expect(opened.status).toBe(200);
    const ordering = { code: `partner:${partner.partnerId}:ordering`, normalSide: 'credit' as const };
    await fund(db(), ordering, 500_000, {
      from: { code: 'platform:clearing:sandbox', normalSide: 'debit', allowNegative: true },
      kind: 'partner_ordering_top_up',
    });
    const activated = await (partner.client as Browser).post<{ orderNo: string; amountFen: number }>(`${P}/service`, {
      merchantId,
      serviceNumber: 'KDZHJ01',
      skuId: await skuId(db(), 'basic', 12),
      payMode: 'balance',
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const { orderNo, amountFen } = activated.body.data;
    await drain();
    expect(await balanceOf(db(), ordering.code)).toBe(500_000 - amountFen);

    const done = await refund(orderNo);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'refunded', provider: 'partner-balance', amountFen });
    expect(refundCalls).toBe(0);
    expect(await balanceOf(db(), ordering.code)).toBe(500_000);
    expect(await balanceOf(db(), 'platform:clearing:partner-balance')).toBe(0);
    const listed = await partner.client.get<{ state: string }>(`${P}/active-service?orderNo=${orderNo}`);
    expect(listed.body.data.state).toBe('refunded');
    await drain();
    expect((await sharesOf(orderNo)).map((share) => share.state)).toEqual(['reversed']);
    expect((await refund(orderNo)).status).toBe(409);
    expect(await balanceOf(db(), ordering.code)).toBe(500_000);
  });
});
