import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/database.ts';
import { post } from '../../platform/ledger/ledger.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import {
  type PaymentProvider,
  type PaymentProviders,
  RefundRefused,
  type TradeState,
} from '../../platform/payments/payment-provider.ts';
import { mallPayments } from './orders.tables.ts';
import { clearingAccount, REFUNDS_DUE } from './post-payment.ts';
import { settlePayment } from './settle-payment.ts';

/** How long one job run holds a payment while it asks the provider; then another run may ask again. */
export const PAYMENT_CLAIM_MS = 2 * 60_000;
/** A refund the provider refused is tried again after this long (and shows in payments:check meanwhile). */
export const REFUSED_REFUND_RETRY_MS = 60 * 60_000;
/** The outbox topic of a payment taken twice and given back (decision 0087). */
export const PAYMENT_REFUNDED = 'payment.refunded';
/** What the provider's refund says, and what the payer's statement may show. */
export const DUPLICATE_PAYMENT_REASON = 'Duplicate payment refunded';
const BATCH = 50;

type PaymentRow = typeof mallPayments.$inferSelect;
type Providers = Pick<PaymentProviders, 'byName'>;

interface Logger {
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** A payment's refund number: its trade number's, so each payment taken twice has its own (decision 0087). */
export const paymentRefundNoOf = (tradeNo: string) => `${tradeNo}R`;

/**
 * Takes one payment for this run (`UPDATE … WHERE` its status and a free hold): of two runs, in two
 * processes or one, exactly one gets the row back and asks the provider.
 */
async function claim(db: Database, payment: Pick<PaymentRow, 'tenantId' | 'id' | 'status'>, now: Date) {
  const [claimed] = await db
    .update(mallPayments)
    .set({ claimedUntil: new Date(now.getTime() + PAYMENT_CLAIM_MS) })
    .where(
      and(
        eq(mallPayments.tenantId, payment.tenantId),
        eq(mallPayments.id, payment.id),
        eq(mallPayments.status, payment.status),
        or(isNull(mallPayments.claimedUntil), lt(mallPayments.claimedUntil, now)),
      ),
    )
    .returning();
  return claimed;
}

/** Gives the hold back (the next run may ask at once), or keeps it until `until`. */
async function release(db: Db, payment: PaymentRow, until: Date | null = null, refundFailure?: string) {
  await db
    .update(mallPayments)
    .set({
      claimedUntil: until,
      ...(refundFailure === undefined ? {} : { refundFailure: refundFailure.slice(0, 1_000) }),
    })
    .where(and(eq(mallPayments.tenantId, payment.tenantId), eq(mallPayments.id, payment.id)));
}

/** The payments of the providers that take them, in `status` and made before `before`, oldest first. */
async function due(db: Database, providers: Providers, status: 'pending' | 'refund_due', before: Date, now: Date) {
  const names = RECONCILED_PROVIDERS.filter((name) => providers.byName(name));
  if (names.length === 0) return [];
  return db
    .select({ tenantId: mallPayments.tenantId, id: mallPayments.id, status: mallPayments.status })
    .from(mallPayments)
    .where(
      and(
        eq(mallPayments.status, status),
        inArray(mallPayments.provider, names),
        lt(mallPayments.createdAt, before),
        or(isNull(mallPayments.claimedUntil), lt(mallPayments.claimedUntil, now)),
      ),
    )
    .orderBy(mallPayments.createdAt)
    .limit(BATCH);
}

/** The trade closed at our end, if still pending (a notification may have settled it meanwhile). */
async function markClosed(db: Db, payment: PaymentRow, now: Date): Promise<boolean> {
  const closed = await db
    .update(mallPayments)
    .set({ status: 'closed', settledAt: now, claimedUntil: null })
    .where(
      and(
        eq(mallPayments.tenantId, payment.tenantId),
        eq(mallPayments.id, payment.id),
        eq(mallPayments.status, 'pending'),
      ),
    )
    .returning({ id: mallPayments.id });
  return closed.length === 1;
}

type Reconciled = 'settled' | 'closed' | 'waiting';

/** A paid trade goes through the notification's own settlement: licence, ledger and outbox once. */
async function settle(
  db: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
  paid: TradeState,
  now: Date,
  logger?: Logger,
) {
  if (paid.state !== 'paid') throw new Error('settle takes a paid trade');
  const result = await settlePayment(
    db,
    provider.name,
    {
      tradeNo: payment.tradeNo,
      amountFen: paid.amountFen,
      outcome: 'paid',
      providerTransactionId: paid.providerTransactionId,
    },
    { now, ...(logger ? { logger } : {}) },
  );
  if (result.kind === 'rejected') {
    // the provider took another amount than the order's: nothing is settled; an operator must look
    logger?.error({ tradeNo: payment.tradeNo, reason: result.reason }, 'a queried paid trade could not be settled');
    await release(db, payment, new Date(now.getTime() + REFUSED_REFUND_RETRY_MS));
    return 'waiting' as const;
  }
  return 'settled' as const;
}

/**
 * One pending payment past its window: asked about; settled if paid; if not, its trade closed at the
 * provider and asked again, then closed here only once the provider says it is closed (or never had
 * it). Anything uncertain leaves it pending for the next run.
 */
async function reconcileOne(
  db: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
  now: Date,
  logger?: Logger,
): Promise<Reconciled> {
  let state = await provider.queryTrade(payment.tradeNo);
  if (state.state === 'unpaid') {
    await provider.closeTrade(payment.tradeNo);
    state = await provider.queryTrade(payment.tradeNo);
  }
  if (state.state === 'paid') return settle(db, provider, payment, state, now, logger);
  if (state.state === 'unpaid') {
    // the payer is paying at this moment (USERPAYING): the next run asks again
    await release(db, payment);
    return 'waiting';
  }
  return (await markClosed(db, payment, now)) ? 'closed' : 'waiting';
}

/**
 * The job (decision 0087): every payment at a provider pending since before `now - windowMs` is
 * reconciled with the provider's order query and close. Bank transfers are not payments at a
 * provider and keep their own timeout.
 */
export async function reconcilePendingPayments(
  db: Database,
  providers: Providers,
  windowMs: number,
  now = new Date(),
  logger?: Logger,
): Promise<Record<Reconciled, number>> {
  const counts: Record<Reconciled, number> = { settled: 0, closed: 0, waiting: 0 };
  for (const row of await due(db, providers, 'pending', new Date(now.getTime() - windowMs), now)) {
    const payment = await claim(db, row, now);
    if (!payment) continue;
    const provider = providers.byName(payment.provider);
    if (!provider) continue;
    try {
      counts[await reconcileOne(db, provider, payment, now, logger)] += 1;
    } catch (error) {
      logger?.warn({ tradeNo: payment.tradeNo, err: error }, 'a pending payment could not be reconciled now');
      await release(db, payment);
      counts.waiting += 1;
    }
  }
  return counts;
}

/**
 * The refund done (one transaction, `WHERE status = 'refund_due'`): the payment refunded, the money
 * owed back moved out of the provider's clearing account on the ledger, the payer told (outbox).
 */
async function completeRefund(
  db: Database,
  payment: PaymentRow,
  refund: { refundNo: string; providerRefundId: string | null },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(mallPayments)
      .set({
        status: 'refunded',
        refundedAt: now,
        refundNo: refund.refundNo,
        providerRefundId: refund.providerRefundId,
        refundFailure: null,
        claimedUntil: null,
      })
      .where(
        and(
          eq(mallPayments.tenantId, payment.tenantId),
          eq(mallPayments.id, payment.id),
          eq(mallPayments.status, 'refund_due'),
        ),
      )
      .returning();
    if (!refunded) return false;
    if (refunded.amount > 0) {
      await post(tx, {
        reference: `payment:${refunded.tradeNo}:refunded`,
        kind: 'duplicate_refund',
        memo: refunded.tradeNo,
        at: now,
        lines: [
          { account: REFUNDS_DUE, amountFen: refunded.amount },
          { account: clearingAccount(refunded.provider), amountFen: -refunded.amount },
        ],
      });
    }
    await enqueue(tx, {
      topic: PAYMENT_REFUNDED,
      payload: {
        tenantId: refunded.tenantId,
        orderId: refunded.orderId,
        tradeNo: refunded.tradeNo,
        payType: refunded.payType,
        amountFen: refunded.amount,
        refundedAt: now.toISOString(),
      },
      dedupeKey: `${PAYMENT_REFUNDED}:${refunded.tenantId}:${refunded.tradeNo}`,
    });
    return true;
  });
}

/**
 * The job (decision 0087): every payment taken for an order that no longer needed it (refund_due)
 * is refunded in full through its provider under its own refund number, so that a run sent again —
 * after a crash, a lost answer, or by a second process — is the same refund at the provider; the
 * payment is marked refunded once, with its ledger posting and the payer's SMS. Automatic: no
 * operator approves these.
 */
export async function refundDuePayments(
  db: Database,
  providers: Providers,
  now = new Date(),
  logger?: Logger,
): Promise<{ refunded: number; waiting: number }> {
  const counts = { refunded: 0, waiting: 0 };
  for (const row of await due(db, providers, 'refund_due', now, now)) {
    const payment = await claim(db, row, now);
    if (!payment) continue;
    const provider = providers.byName(payment.provider);
    if (!provider || payment.amount <= 0) continue;
    const refundNo = paymentRefundNoOf(payment.tradeNo);
    try {
      const result = await provider.refund({
        refundNo,
        tradeNo: payment.tradeNo,
        amountFen: payment.amount,
        totalFen: payment.amount,
        reason: DUPLICATE_PAYMENT_REASON,
      });
      if (result.status === 'succeeded') {
        if (await completeRefund(db, payment, { refundNo, providerRefundId: result.providerRefundId }, now)) {
          counts.refunded += 1;
        }
        continue;
      }
      // accepted, not done: asked again under the same number by the next run
      await release(db, payment);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof RefundRefused) {
        logger?.error({ tradeNo: payment.tradeNo, reason }, 'the provider refused the refund of a duplicate payment');
        await release(db, payment, new Date(now.getTime() + REFUSED_REFUND_RETRY_MS), reason);
      } else {
        logger?.warn({ tradeNo: payment.tradeNo, reason }, 'the refund of a duplicate payment is not confirmed yet');
        await release(db, payment, null, reason);
      }
    }
    counts.waiting += 1;
  }
  return counts;
}

/** A refund_due payment older than this is one the refund job has not managed to give back (payments:check). */
export const REFUND_DUE_ALERT_MS = 60 * 60_000;
/** The providers whose payments the jobs reconcile; a bank transfer keeps its own timeout. */
export const RECONCILED_PROVIDERS = ['sandbox', 'wechatpay', 'alipay'] as const;

/** A payment the jobs should have settled, closed or refunded by now. */
export interface PaymentLeftBehind {
  kind: 'pending' | 'refund_due';
  tradeNo: string;
  provider: string;
  amountFen: number;
  since: Date;
  refundFailure: string | null;
}

/**
 * What `npm run payments:check` lists (decision 0087): payments at a provider pending for longer than
 * the window, and refund_due payments settled more than an hour ago. Both are none once the jobs ran.
 */
export async function paymentsLeftBehind(db: Db, windowMs: number, now = new Date()): Promise<PaymentLeftBehind[]> {
  const rows = await db
    .select()
    .from(mallPayments)
    .where(
      or(
        and(
          eq(mallPayments.status, 'pending'),
          inArray(mallPayments.provider, [...RECONCILED_PROVIDERS]),
          lt(mallPayments.createdAt, new Date(now.getTime() - windowMs)),
        ),
        and(
          eq(mallPayments.status, 'refund_due'),
          lt(
            sql`coalesce(${mallPayments.settledAt}, ${mallPayments.createdAt})`,
            new Date(now.getTime() - REFUND_DUE_ALERT_MS),
          ),
        ),
      ),
    )
    .orderBy(asc(mallPayments.createdAt));
  return rows.map((row) => ({
    kind: row.status === 'pending' ? 'pending' : 'refund_due',
    tradeNo: row.tradeNo,
    provider: row.provider,
    amountFen: row.amount,
    since: row.status === 'pending' ? row.createdAt : (row.settledAt ?? row.createdAt),
    refundFailure: row.refundFailure,
  }));
}
