import { rebateFen } from '@tallybook/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { queryRows } from '../../../platform/db/query-rows.ts';
import { post } from '../../../platform/ledger/ledger.ts';
import { matureHeldMoney } from '../../../platform/ledger/mature-held.ts';
import type { OutboxMessage } from '../../../platform/outbox/outbox.ts';
import { orderStatesRelation, type PaidOrder, paidOrderOf, refundedOrderOf } from '../../orders/index.ts';
import { partnerCustomers, partners, promoters } from '../partner.tables.ts';
import { partnerRebates } from '../partner-income.tables.ts';
import { type IncomeSettings, PARTNER_REBATE_EXPENSE, partnerAccounts } from './income-accounts.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The order's state as the mall keeps it now (orders' public relation, decision 0028). */
async function orderStatus(tx: Db, order: Pick<PaidOrder, 'tenantId' | 'orderNo'>): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`select o.status from ${orderStatesRelation()} o where o.tenant_id = ${order.tenantId} and o.order_no = ${order.orderNo}`,
  );
  return row?.status;
}

/**
 * The partner's step of a refund (decision 0043), run from the outbox on `order.refunded` in the
 * transaction that marks the message delivered: the order's shares still inside their rebate period
 * when the order was refunded (pending, maturing after the refund) are reversed, pending → the
 * rebate expense, each once (the row moves `WHERE state = 'pending'` and its posting is keyed by the
 * share). A share whose period had ended is the partner's: it is not clawed back. Answers how many
 * shares were reversed.
 */
export async function reverseRebates(tx: Db, message: OutboxMessage, now = new Date()): Promise<number> {
  const order = refundedOrderOf(message);
  const reversed = await queryRows<{ id: number; partner_id: number; amount_fen: number; order_no: string }>(
    tx,
    sql`update ${partnerRebates} set state = 'reversed', settled_at = ${now.toISOString()}::timestamptz
        where merchant_id = ${order.tenantId} and order_id = ${order.orderId} and state = 'pending'
          and matures_at > ${order.refundedAt.toISOString()}::timestamptz
        returning id, partner_id, amount_fen, order_no`,
  );
  for (const share of reversed) {
    const amountFen = Number(share.amount_fen);
    await post(tx, {
      reference: `partner-rebate:${share.id}:reversed`,
      kind: 'partner_rebate_reversed',
      memo: share.order_no,
      at: now,
      lines: [
        { account: partnerAccounts(Number(share.partner_id)).pending, amountFen },
        { account: PARTNER_REBATE_EXPENSE, amountFen: -amountFen },
      ],
    });
  }
  return reversed.length;
}

interface Share {
  partnerId: number;
  kind: 'direct' | 'override';
  promoterId: number | null;
  sourcePartnerId: number | null;
  baseFen: number;
  rateBp: number;
  amountFen: number;
}

/** Writes a share once (its row and its ledger posting, in the caller's transaction); false when it was written before. */
async function recordShare(tx: Db, order: PaidOrder, share: Share, now: Date, maturesAt: Date): Promise<boolean> {
  const [row] = await tx
    .insert(partnerRebates)
    .values({
      partnerId: share.partnerId,
      kind: share.kind,
      merchantId: order.tenantId,
      orderId: order.orderId,
      orderNo: order.orderNo,
      serviceNumber: order.serviceNumber,
      promoterId: share.promoterId,
      sourcePartnerId: share.sourcePartnerId,
      baseFen: share.baseFen,
      rateBp: share.rateBp,
      amountFen: share.amountFen,
      earnedAt: now,
      maturesAt,
    })
    .onConflictDoNothing()
    .returning({ id: partnerRebates.id });
  if (!row) return false;
  await post(tx, {
    reference: `partner-rebate:${row.id}:earned`,
    kind: share.kind === 'direct' ? 'partner_rebate' : 'partner_override',
    memo: order.orderNo,
    at: now,
    lines: [
      { account: PARTNER_REBATE_EXPENSE, amountFen: share.amountFen },
      { account: partnerAccounts(share.partnerId).pending, amountFen: -share.amountFen },
    ],
  });
  return true;
}

/**
 * The partner's step of an order's settlement (issue 15, decision 0039), run from the outbox on
 * `order.paid` in the transaction that marks the message delivered. When the paying merchant is a
 * partner's customer, the partner earns its level's rate of the order's amount, held pending for
 * the rebate period; a parent partner earns its share of that rebate as an override. Each share is
 * written once per order, so a redelivered message changes nothing.
 */
export async function accrueRebates(tx: Db, message: OutboxMessage, settings: IncomeSettings, now = new Date()) {
  const order = paidOrderOf(message);
  if (order.amountFen <= 0) return;
  // refunded before this message was delivered (decision 0043): there is nothing to share
  if ((await orderStatus(tx, order)) === 'refunded') return;
  const [owner] = await tx
    .select({
      partnerId: partners.id,
      level: partners.level,
      parentPartnerId: partners.parentPartnerId,
      promoterId: partnerCustomers.promoterId,
      // the referrer is a team promoter; a customer of the partner's own link has none
      ownLink: sql<boolean>`${promoters.userId} = ${partners.userId}`,
    })
    .from(partnerCustomers)
    .innerJoin(partners, eq(partners.id, partnerCustomers.partnerId))
    .leftJoin(promoters, eq(promoters.id, partnerCustomers.promoterId))
    .where(and(eq(partnerCustomers.merchantId, order.tenantId), isNotNull(partnerCustomers.partnerId)));
  if (!owner) return;
  const maturesAt = new Date(now.getTime() + settings.rebatePeriodDays * DAY_MS);
  const rateBp = settings.rebateRatesBp[owner.level];
  const amountFen = rebateFen(order.amountFen, rateBp);
  if (amountFen <= 0) return;
  await recordShare(
    tx,
    order,
    {
      partnerId: owner.partnerId,
      kind: 'direct',
      promoterId: owner.ownLink ? null : owner.promoterId,
      sourcePartnerId: null,
      baseFen: order.amountFen,
      rateBp,
      amountFen,
    },
    now,
    maturesAt,
  );
  if (owner.parentPartnerId === null || owner.parentPartnerId === owner.partnerId) return;
  const overrideFen = rebateFen(amountFen, settings.parentShareBp);
  if (overrideFen <= 0) return;
  await recordShare(
    tx,
    order,
    {
      partnerId: owner.parentPartnerId,
      kind: 'override',
      promoterId: null,
      sourcePartnerId: owner.partnerId,
      baseFen: amountFen,
      rateBp: settings.parentShareBp,
      amountFen: overrideFen,
    },
    now,
    maturesAt,
  );
}

/**
 * Moves every share whose rebate period has ended from pending to withdrawable (a job), each once
 * however many runs meet (the ledger's `matureHeldMoney`). Answers how many moved. `partnerId`
 * limits it to one partner's shares (the back office's run for one partner).
 */
export function matureRebates(db: Db, now = new Date(), partnerId?: number): Promise<number> {
  return matureHeldMoney<{ id: number; partner_id: number; amount_fen: number; order_no: string }>(
    db,
    {
      table: partnerRebates,
      from: 'pending',
      to: 'withdrawable',
      ...(partnerId !== undefined && { where: sql`and partner_id = ${partnerId}` }),
      posting: (share) => {
        const accounts = partnerAccounts(Number(share.partner_id));
        const amountFen = Number(share.amount_fen);
        return {
          reference: `partner-rebate:${share.id}:matured`,
          kind: 'partner_rebate_matured',
          memo: share.order_no,
          lines: [
            { account: accounts.pending, amountFen },
            { account: accounts.withdrawable, amountFen: -amountFen },
          ],
        };
      },
    },
    now,
  );
}
