import { nextOrderStatus, type OrderRefund, type RefundOrderBody } from '@tallybook/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import {
  type PaymentProvider,
  type PaymentProviders,
  RefundRefused,
  type RefundResult,
} from '../../platform/payments/payment-provider.ts';
import { takeBackLicence } from '../licensing/index.ts';
import type { OrderRow } from './order-view.ts';
import { mallOrders, mallPayments, mallReferenceNumbers, mallRefunds, type RefundStatus } from './orders.tables.ts';
import { postRefund } from './post-payment.ts';

/** The outbox topic of a refunded order (decision 0043); its payload is kept stable for every subscriber. */
export const ORDER_REFUNDED = 'order.refunded';

/** What `order.refunded` carries: numbers as numbers, refundedAt as an ISO instant. */
export interface OrderRefundedPayload {
  tenantId: number;
  orderId: number;
  orderNo: string;
  serviceNumber: string;
  amountFen: number;
  refundedAt: string;
  [key: string]: unknown;
}

/** How long one attempt holds a refund while it asks the provider; after that another may ask again. */
export const REFUND_CLAIM_MS = 2 * 60_000;

/** A payment's provider that is not a payment provider: bank transfers are refunded from our bank account. */
const BANK_TRANSFER_PROVIDERS: ReadonlySet<string> = new Set(['bank', 'bank-transfer', 'bank_transfer']);

/**
 * A payer inside the platform (a partner's ordering balance, decision 0041): refunded by a ledger
 * posting in the refund's own transaction, from the provider's clearing account back to the payer.
 */
export type InternalRefund = (
  tx: Db,
  refund: { tenantId: number; orderNo: string; refundNo: string; provider: string; amountFen: number },
  now: Date,
) => Promise<void>;

export interface RefundChannels {
  /** The providers that took payments (sandbox, WeChat Pay, Alipay): their refund APIs. */
  payments: Pick<PaymentProviders, 'byName'>;
  /** Payers inside the platform, by their payment's provider name. */
  internal: Readonly<Record<string, InternalRefund>>;
}

type RefundRow = typeof mallRefunds.$inferSelect;
type PaymentRow = typeof mallPayments.$inferSelect;

/** The refund number: one refund per order, so the order's (globally unique) number names it. */
export const refundNoOf = (orderNo: string) => `${orderNo}R`;

function refundView(refund: RefundRow, order: Pick<OrderRow, 'orderNo' | 'status'>): OrderRefund {
  return {
    orderNo: order.orderNo,
    refundNo: refund.refundNo,
    status: refund.status,
    orderStatus: order.status,
    provider: refund.provider,
    amountFen: refund.amount,
    reason: refund.reason,
    attempts: refund.attempts,
    providerRefundId: refund.providerRefundId,
    failureReason: refund.failureReason,
    requestedAt: refund.requestedAt.toISOString(),
    refundedAt: refund.refundedAt?.toISOString() ?? null,
  };
}

/** The order of a number, locked (`FOR UPDATE`): refunds and settlements of one order apply in turn. */
async function lockOrder(tx: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select({ order: mallOrders })
    .from(mallReferenceNumbers)
    .innerJoin(
      mallOrders,
      and(eq(mallOrders.tenantId, mallReferenceNumbers.tenantId), eq(mallOrders.orderNo, mallReferenceNumbers.number)),
    )
    .where(and(eq(mallReferenceNumbers.number, orderNo), eq(mallReferenceNumbers.kind, 'order')))
    .for('update', { of: [mallOrders] });
  return row?.order;
}

async function refundOf(tx: Db, order: OrderRow): Promise<RefundRow | undefined> {
  const [refund] = await tx
    .select()
    .from(mallRefunds)
    .where(and(eq(mallRefunds.tenantId, order.tenantId), eq(mallRefunds.orderId, order.id)));
  return refund;
}

/** The payment that paid the order (succeeded); undefined for an order paid without one. */
async function paidPaymentOf(tx: Db, order: OrderRow): Promise<PaymentRow | undefined> {
  const [payment] = await tx
    .select()
    .from(mallPayments)
    .where(
      and(
        eq(mallPayments.tenantId, order.tenantId),
        eq(mallPayments.orderId, order.id),
        eq(mallPayments.status, 'succeeded'),
      ),
    );
  return payment;
}

type Channel = { kind: 'internal'; refund: InternalRefund } | { kind: 'provider'; provider: PaymentProvider };

/** Who gives the money back: the payer inside the platform, or the provider that took it. Refuses the others. */
function channelOf(channels: RefundChannels, providerName: string): Channel {
  const internal = channels.internal[providerName];
  if (internal) return { kind: 'internal', refund: internal };
  if (BANK_TRANSFER_PROVIDERS.has(providerName)) throw new AppError(409, 'refundByBankTransfer');
  const provider = channels.payments.byName(providerName);
  if (!provider) throw new AppError(503, 'refundProviderOff');
  return { kind: 'provider', provider };
}

/**
 * The refund done (in the caller's transaction, the order locked and refunding): the order refunded,
 * the licence's time or edition taken back, the sale reversed on the ledger, `order.refunded` queued.
 */
async function completeRefund(
  tx: Db,
  order: OrderRow,
  refund: RefundRow,
  result: RefundResult | undefined,
  now: Date,
): Promise<{ order: OrderRow; refund: RefundRow }> {
  const transition = nextOrderStatus(order.status, 'refunded');
  if (!transition.ok) throw new Error(`order ${order.orderNo}: refunded while ${order.status}`);
  const [done] = await tx
    .update(mallRefunds)
    .set({
      status: 'refunded',
      refundedAt: now,
      claimedUntil: null,
      failureReason: null,
      providerRefundId: result?.providerRefundId ?? refund.providerRefundId,
    })
    .where(and(eq(mallRefunds.tenantId, refund.tenantId), eq(mallRefunds.id, refund.id)))
    .returning();
  const [refunded] = await tx
    .update(mallOrders)
    .set({ status: transition.status, refundedAt: now })
    .where(
      and(eq(mallOrders.tenantId, order.tenantId), eq(mallOrders.id, order.id), eq(mallOrders.status, 'refunding')),
    )
    .returning();
  if (!done || !refunded) throw new Error(`order ${order.orderNo}: its locked refund changed`);
  await takeBackLicence(tx, order, order.licenceBefore ?? null, now);
  await postRefund(
    tx,
    { refundNo: refund.refundNo, provider: refund.provider, amountFen: refund.amount, orderNo: order.orderNo },
    now,
  );
  const payload: OrderRefundedPayload = {
    tenantId: order.tenantId,
    orderId: order.id,
    orderNo: order.orderNo,
    serviceNumber: order.serviceNumber,
    amountFen: refund.amount,
    refundedAt: now.toISOString(),
  };
  await enqueue(tx, { topic: ORDER_REFUNDED, payload, dedupeKey: `${ORDER_REFUNDED}:${order.tenantId}:${order.id}` });
  return { order: refunded, refund: done };
}

type Claimed =
  | { kind: 'done'; view: OrderRefund }
  | { kind: 'ask'; provider: PaymentProvider; order: OrderRow; refund: RefundRow };

/**
 * The refund claimed in one transaction that holds the order's row: the order moves paid →
 * refunding (or stays refunding, asked again), its refund row is written or taken up again under the
 * same number, and held for REFUND_CLAIM_MS so that concurrent calls find it claimed (409
 * refundInProgress) and ask the provider once. A payer inside the platform is refunded in this same
 * transaction.
 */
async function claimRefund(
  db: Db,
  orderNo: string,
  reason: string,
  channels: RefundChannels,
  now: Date,
): Promise<Claimed> {
  return db.transaction(async (tx): Promise<Claimed> => {
    const order = await lockOrder(tx, orderNo);
    if (!order) throw new AppError(404, 'orderNotFound');
    const transition = nextOrderStatus(order.status, 'refund');
    if (!transition.ok) throw new AppError(409, transition.reason);
    const payment = await paidPaymentOf(tx, order);
    if (!payment || payment.amount <= 0) throw new AppError(409, 'orderNotRefundable');
    const existing = await refundOf(tx, order);
    if (existing?.status === 'refunding' && existing.claimedUntil && existing.claimedUntil > now) {
      throw new AppError(409, 'refundInProgress');
    }
    const channel = channelOf(channels, payment.provider);
    const claim = { status: 'refunding' as RefundStatus, claimedUntil: new Date(now.getTime() + REFUND_CLAIM_MS) };
    const [refund] = existing
      ? await tx
          .update(mallRefunds)
          .set({ ...claim, reason, attempts: existing.attempts + 1 })
          .where(and(eq(mallRefunds.tenantId, existing.tenantId), eq(mallRefunds.id, existing.id)))
          .returning()
      : await tx
          .insert(mallRefunds)
          .values({
            ...claim,
            tenantId: order.tenantId,
            orderId: order.id,
            paymentId: payment.id,
            refundNo: refundNoOf(order.orderNo),
            provider: payment.provider,
            amount: payment.amount,
            reason,
            attempts: 1,
            requestedAt: now,
          })
          .returning();
    if (!refund) throw new Error(`order ${order.orderNo}: its refund could not be written`);
    const [refunding] = await tx
      .update(mallOrders)
      .set({ status: transition.status })
      .where(and(eq(mallOrders.tenantId, order.tenantId), eq(mallOrders.id, order.id)))
      .returning();
    if (!refunding) throw new Error(`order ${order.orderNo}: vanished under its lock`);
    if (channel.kind === 'provider') return { kind: 'ask', provider: channel.provider, order: refunding, refund };
    await channel.refund(
      tx,
      {
        tenantId: order.tenantId,
        orderNo: order.orderNo,
        refundNo: refund.refundNo,
        provider: refund.provider,
        amountFen: refund.amount,
      },
      now,
    );
    const done = await completeRefund(tx, refunding, refund, undefined, now);
    return { kind: 'done', view: refundView(done.refund, done.order) };
  });
}

/**
 * What the provider answered, applied in one transaction holding the order: succeeded → refunded
 * (completeRefund); processing → still refunding, released so the next call or the job asks again;
 * refused → the refund failed and the order paid again (the back office may try again); no answer
 * (outage) → still refunding, released. Answers the refund as it now is.
 */
async function applyAnswer(
  db: Db,
  claimed: { order: OrderRow; refund: RefundRow },
  answer: { result: RefundResult } | { refused: string } | { unavailable: string },
  now: Date,
): Promise<OrderRefund> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, claimed.order.orderNo);
    const refund = order && (await refundOf(tx, order));
    if (!order || !refund) throw new Error(`order ${claimed.order.orderNo}: its refund vanished`);
    // Another attempt (after this one's hold ran out) settled it first: its outcome stands.
    if (refund.status !== 'refunding' || order.status !== 'refunding') return refundView(refund, order);
    if ('result' in answer && answer.result.status === 'succeeded') {
      const done = await completeRefund(tx, order, refund, answer.result, now);
      return refundView(done.refund, done.order);
    }
    if ('refused' in answer) {
      const transition = nextOrderStatus(order.status, 'refundFailed');
      const [failed] = await tx
        .update(mallRefunds)
        .set({ status: 'failed', claimedUntil: null, failureReason: answer.refused.slice(0, 1_000) })
        .where(and(eq(mallRefunds.tenantId, refund.tenantId), eq(mallRefunds.id, refund.id)))
        .returning();
      const [paid] = await tx
        .update(mallOrders)
        .set({ status: transition.ok ? transition.status : order.status })
        .where(and(eq(mallOrders.tenantId, order.tenantId), eq(mallOrders.id, order.id)))
        .returning();
      return refundView(failed ?? refund, paid ?? order);
    }
    const [released] = await tx
      .update(mallRefunds)
      .set({
        claimedUntil: null,
        failureReason: 'unavailable' in answer ? answer.unavailable.slice(0, 1_000) : null,
        providerRefundId: 'result' in answer ? (answer.result.providerRefundId ?? refund.providerRefundId) : undefined,
      })
      .where(and(eq(mallRefunds.tenantId, refund.tenantId), eq(mallRefunds.id, refund.id)))
      .returning();
    return refundView(released ?? refund, order);
  });
}

/** Asks the provider (outside any transaction) and applies its answer. */
async function askProvider(
  db: Db,
  claimed: { provider: PaymentProvider; order: OrderRow; refund: RefundRow },
  now: Date,
): Promise<OrderRefund> {
  const { refund } = claimed;
  const [payment] = await db
    .select()
    .from(mallPayments)
    .where(and(eq(mallPayments.tenantId, refund.tenantId), eq(mallPayments.id, refund.paymentId)));
  if (!payment) throw new Error(`refund ${refund.refundNo}: its payment vanished`);
  let answer: Parameters<typeof applyAnswer>[2];
  try {
    const result = await claimed.provider.refund({
      refundNo: refund.refundNo,
      tradeNo: payment.tradeNo,
      amountFen: refund.amount,
      totalFen: payment.amount,
      reason: refund.reason,
    });
    answer = { result };
  } catch (error) {
    answer =
      error instanceof RefundRefused
        ? { refused: error.reason }
        : { unavailable: error instanceof Error ? error.message : String(error) };
  }
  return applyAnswer(db, claimed, answer, now);
}

/**
 * POST /admin/api/orders/{orderNo}/refund (decision 0043): the whole amount the order's payment took
 * goes back to the payer. 404 orderNotFound; 409 orderNotRefundable (unpaid, cancelled),
 * orderAlreadyRefunded, refundInProgress (another call is asking the provider), refundByBankTransfer;
 * 503 refundProviderOff. The provider's refusal answers 409 refundRefused (the refund stays failed,
 * the order paid, and a later call tries again under the same number); an outage 503
 * refundUnavailable (the refund stays under way; a later call or the job asks again). A refund the
 * provider accepted but has not finished answers 200 with status refunding.
 */
export async function refundOrder(
  db: Db,
  orderNo: string,
  body: RefundOrderBody,
  channels: RefundChannels,
  now = new Date(),
): Promise<OrderRefund> {
  const claimed = await claimRefund(db, orderNo, body.reason, channels, now);
  if (claimed.kind === 'done') return claimed.view;
  const refund = await askProvider(db, claimed, now);
  if (refund.status === 'failed') {
    throw new AppError(409, 'refundRefused', { reason: refund.failureReason ?? '' });
  }
  if (refund.status === 'refunding' && refund.failureReason !== null) throw new AppError(503, 'refundUnavailable');
  return refund;
}

/** GET /admin/api/orders/{orderNo}/refund: the order's refund as it stands; 404 when it has none. */
export async function readRefund(db: Db, orderNo: string): Promise<OrderRefund> {
  const [row] = await db
    .select({ order: mallOrders, refund: mallRefunds })
    .from(mallReferenceNumbers)
    .innerJoin(
      mallOrders,
      and(eq(mallOrders.tenantId, mallReferenceNumbers.tenantId), eq(mallOrders.orderNo, mallReferenceNumbers.number)),
    )
    .innerJoin(mallRefunds, and(eq(mallRefunds.tenantId, mallOrders.tenantId), eq(mallRefunds.orderId, mallOrders.id)))
    .where(and(eq(mallReferenceNumbers.number, orderNo), eq(mallReferenceNumbers.kind, 'order')));
  if (!row) throw new AppError(404, 'orderNotFound');
  return refundView(row.refund, row.order);
}

/**
 * The job: refunds still under way whose hold ran out (the provider was processing, unreachable, or
 * the process stopped mid-call) are asked again under their number, until the provider says how they
 * ended. Each is claimed first (`UPDATE … WHERE claimed_until` is free), so two runs ask once.
 */
export async function settleRefunds(db: Db, payments: Pick<PaymentProviders, 'byName'>, now = new Date()) {
  const due = await db
    .select({ tenantId: mallRefunds.tenantId, id: mallRefunds.id })
    .from(mallRefunds)
    .where(
      and(eq(mallRefunds.status, 'refunding'), or(isNull(mallRefunds.claimedUntil), lt(mallRefunds.claimedUntil, now))),
    )
    .limit(50);
  let settled = 0;
  for (const { tenantId, id } of due) {
    const [refund] = await db
      .update(mallRefunds)
      .set({ claimedUntil: new Date(now.getTime() + REFUND_CLAIM_MS) })
      .where(
        and(
          eq(mallRefunds.tenantId, tenantId),
          eq(mallRefunds.id, id),
          eq(mallRefunds.status, 'refunding'),
          or(isNull(mallRefunds.claimedUntil), lt(mallRefunds.claimedUntil, now)),
        ),
      )
      .returning();
    if (!refund) continue;
    const provider = payments.byName(refund.provider);
    const [order] = await db
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.tenantId, tenantId), eq(mallOrders.id, refund.orderId)));
    if (!provider || !order) continue;
    const after = await askProvider(db, { provider, order, refund }, now);
    if (after.status !== 'refunding') settled += 1;
  }
  return settled;
}
