import type { OrderRefund } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { queryRows } from '../../../platform/db/query-rows.ts';
import { balanceOf, verifyLedger } from '../../../platform/ledger/ledger.ts';
import { drainOutbox } from '../../../platform/outbox/outbox.ts';
import { workflowHandlers } from '../../../workflows/index.ts';
import { browser } from '../../identity/accounts-test-kit.ts';
import { ORDER_REFUNDED, seedMallCatalogue } from '../../orders/index.ts';
import { placePayAndSettle, skuId, testPayments } from '../../orders/orders-test-kit.ts';
import { approvedPartner, registerWithCode } from '../partner-test-kit.ts';
import { DEFAULT_INCOME_SETTINGS } from './income-accounts.ts';
import { matureRebates, reverseRebates } from './rebates.ts';

/**
 * Issue 15: "a refund or cancellation inside the rebate period reverses the partner's share"
 * (decision 0043). The back office refunds a partner's customer's paid order; the order-settlement
 * workflow's partner step, subscribed to `order.refunded`, reverses the order's shares still inside
 * their rebate period (pending → the rebate expense), once however often the message is delivered,
 * and leaves a share whose period had ended with the partner.
 */

const ADMIN = { authorization: 'Bearer partner-refund-admin-token-0123456789' };
const P = '/ommall/promoter';
const DAY_MS = 24 * 60 * 60_000;

let server: TestApp;
const db = () => server.database.handle.db;
const drain = () => drainOutbox(db(), workflowHandlers({ income: DEFAULT_INCOME_SETTINGS }));
const refund = (orderNo: string) =>
  browser(server).post<OrderRefund>(
    `/admin/api/mall/orders/${encodeURIComponent(orderNo)}/refund`,
    { reason: 'The customer asked for a refund' },
    ADMIN,
  );

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
// every test leaves the ledger balanced, every balance the sum of its lines, no partner's below zero
afterEach(async () => {
  expect(await verifyLedger(db())).toEqual([]);
});

async function sharesOf(orderNo: string) {
  return queryRows<{ partner_id: number; kind: string; state: string; amount_fen: string }>(
    db(),
    sql`select partner_id, kind, state, amount_fen from partner_rebates where order_no = ${orderNo} order by id`,
  );
}

async function postingsOf(kind: string, memo: string) {
  return queryRows<{ reference: string }>(
    db(),
    sql`select reference from ledger_postings where kind = ${kind} and memo = ${memo}`,
  );
}

describe('the partner’s shares of a refunded order (order.refunded)', () => {
  it('reverses the shares inside their rebate period, pending → expense, once however often delivered', async () => {
    const parent = await approvedPartner(server, { level: 'diamond' });
    const child = await approvedPartner(server, { level: 'gold' });
    await db().execute(sql`update partners set parent_partner_id = ${parent.partnerId} where id = ${child.partnerId}`);
    const customer = await registerWithCode(server, child.referralCode);
    const orderNo = await placePayAndSettle(server, String(customer.client.session), await skuId(db(), 'basic', 12));
    await drain();
    expect((await sharesOf(orderNo)).map((share) => share.state)).toEqual(['pending', 'pending']);
    const expenseBefore = await balanceOf(db(), 'platform:expense:partner-rebates');

    expect((await refund(orderNo)).status).toBe(200);
    await drain();
    const shares = await sharesOf(orderNo);
    expect(shares.map((share) => share.state)).toEqual(['reversed', 'reversed']);
    const total = shares.reduce((sum, share) => sum + Number(share.amount_fen), 0);
    expect(await balanceOf(db(), 'platform:expense:partner-rebates')).toBe(expenseBefore - total);
    expect(await balanceOf(db(), `partner:${child.partnerId}:rebate-pending`)).toBe(0);
    expect(await balanceOf(db(), `partner:${parent.partnerId}:rebate-pending`)).toBe(0);
    const sums = (await child.client.get<{ pendingFen: number; withdrawableFen: number }>(`${P}/serial-sum`)).body.data;
    expect(sums).toMatchObject({ pendingFen: 0, withdrawableFen: 0 });

    // redelivered: nothing more is reversed or posted
    const [delivered] = await queryRows<{ id: number; payload: Record<string, unknown> }>(
      db(),
      sql`select id, payload from outbox_messages where topic = ${ORDER_REFUNDED} and payload->>'orderNo' = ${orderNo}`,
    );
    expect(
      await reverseRebates(db(), {
        id: Number(delivered?.id),
        topic: ORDER_REFUNDED,
        payload: delivered?.payload ?? {},
      }),
    ).toBe(0);
    await db().execute(sql`update outbox_messages set delivered_at = null where id = ${delivered?.id}`);
    await drain();
    expect(await postingsOf('partner_rebate_reversed', orderNo)).toHaveLength(2);
  });

  it('does not claw back a share whose rebate period had ended, withdrawable or not yet moved by the job', async () => {
    const partner = await approvedPartner(server);
    const matured = await registerWithCode(server, partner.referralCode);
    const maturedOrder = await placePayAndSettle(
      server,
      String(matured.client.session),
      await skuId(db(), 'basic', 12),
    );
    await drain();
    await matureRebates(db(), new Date(Date.now() + 8 * DAY_MS), partner.partnerId);
    expect((await sharesOf(maturedOrder)).map((share) => share.state)).toEqual(['withdrawable']);
    const withdrawable = await balanceOf(db(), `partner:${partner.partnerId}:withdrawable`);

    const ended = await registerWithCode(server, partner.referralCode);
    const endedOrder = await placePayAndSettle(server, String(ended.client.session), await skuId(db(), 'basic', 12));
    await drain();
    // its period ended a minute ago; the job has not run yet
    await db().execute(
      sql`update partner_rebates set matures_at = now() - interval '1 minute' where order_no = ${endedOrder}`,
    );

    expect((await refund(maturedOrder)).status).toBe(200);
    expect((await refund(endedOrder)).status).toBe(200);
    await drain();
    expect((await sharesOf(maturedOrder)).map((share) => share.state)).toEqual(['withdrawable']);
    expect((await sharesOf(endedOrder)).map((share) => share.state)).toEqual(['pending']);
    expect(await balanceOf(db(), `partner:${partner.partnerId}:withdrawable`)).toBe(withdrawable);
    expect(await postingsOf('partner_rebate_reversed', maturedOrder)).toHaveLength(0);
    expect(await postingsOf('partner_rebate_reversed', endedOrder)).toHaveLength(0);
  });
});
