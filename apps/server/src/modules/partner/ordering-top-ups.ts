import { randomInt } from 'node:crypto';
import { isPayType, type OrderingTopUp, type TopUpBody } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { post } from '../../platform/ledger/ledger.ts';
import {
  PaymentCreationFailed,
  type PaymentProviders,
  type TradeSettlement,
  type VerifiedNotification,
} from '../../platform/payments/payment-provider.ts';
import { clearingAccount, PAYMENT_NOTIFY_PATH, providerForPayType, readReturnPath } from '../orders/index.ts';
import { orderingAccount, requireOpenOrdering } from './ordering.ts';
import { partnerOrderingTopUps } from './partner-ordering.tables.ts';

/**
 * A partner tops up its prepaid ordering balance (issue 15, decision 0041) at the mall's payment
 * providers: the same providers, the same notify address, a trade of its own kind (number TU…),
 * settled once by the provider's notification, which credits the balance on the ledger.
 */

type TopUpRow = typeof partnerOrderingTopUps.$inferSelect;

const viewOf = (row: TopUpRow): OrderingTopUp => ({
  tradeNo: row.tradeNo,
  amountFen: row.amount,
  state: row.status,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

/** The screen the partner comes back to after paying, with the top-up's number. */
const DEFAULT_RETURN_PATH = '/agent/open';

/**
 * POST ordering/top-up: only while ordering is open (403 orderingNotOpen); a pending top-up of the
 * amount under a new trade number, and the provider's page, as the mall's payment starts one.
 */
export async function startTopUp(
  db: Db,
  providers: PaymentProviders,
  partnerId: number,
  input: TopUpBody & { publicUrl: string; clientIp?: string; description: string },
  now = new Date(),
): Promise<OrderingTopUp & { payUrl: string | null; params: Record<string, string> | null }> {
  await requireOpenOrdering(db, partnerId);
  if (!isPayType(input.payType)) throw new AppError(400, 'payTypeUnsupported');
  const provider = providerForPayType(providers, input.payType);
  const tradeNo = `TU${partnerId}T${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const returnPath = readReturnPath(input.returnUrl ?? `${DEFAULT_RETURN_PATH}?topUp=${tradeNo}`, tradeNo);
  const [row] = await db
    .insert(partnerOrderingTopUps)
    .values({
      partnerId,
      tradeNo,
      provider: provider.name,
      payType: input.payType,
      amount: input.amountFen,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('the top-up just written was not returned');
  try {
    const created = await provider.createPayment({
      tradeNo,
      amountFen: input.amountFen,
      description: input.description,
      payType: input.payType,
      notifyUrl: `${input.publicUrl}${PAYMENT_NOTIFY_PATH}/${provider.name}`,
      returnUrl: `${input.publicUrl}${returnPath}`,
      ...(input.clientIp ? { clientIp: input.clientIp } : {}),
    });
    return { ...viewOf(row), payUrl: created.payUrl ?? null, params: created.params ?? null };
  } catch (error) {
    // The provider refused or could not be reached: this top-up failed and will never be paid.
    await db
      .update(partnerOrderingTopUps)
      .set({ status: 'failed', settledAt: now })
      .where(and(eq(partnerOrderingTopUps.id, row.id), eq(partnerOrderingTopUps.status, 'pending')));
    if (error instanceof PaymentCreationFailed) {
      throw error.badInput ? new AppError(400, 'payTypeUnsupported') : new AppError(502, 'paymentProviderUnavailable');
    }
    throw error;
  }
}

/** GET ordering/top-up: one of the partner's top-ups by its trade number; 404 topUpNotFound otherwise. */
export async function topUpOf(db: Db, partnerId: number, tradeNo: string): Promise<OrderingTopUp> {
  const [row] = await db
    .select()
    .from(partnerOrderingTopUps)
    .where(and(eq(partnerOrderingTopUps.tradeNo, tradeNo), eq(partnerOrderingTopUps.partnerId, partnerId)));
  if (!row) throw new AppError(404, 'topUpNotFound');
  return viewOf(row);
}

/**
 * Settles a verified notification of a top-up in one transaction, the top-up locked first
 * (`FOR UPDATE`): of concurrent or replayed notifications one settles and the rest find it settled.
 * Paid: the provider's clearing account is debited and the partner's ordering balance credited,
 * under the trade number's reference, once. A wrong provider or amount is refused and changes
 * nothing. Undefined: the trade number is not a top-up's.
 */
export async function settleTopUp(
  db: Db,
  provider: string,
  notification: VerifiedNotification,
  now = new Date(),
): Promise<TradeSettlement | undefined> {
  return db.transaction(async (tx): Promise<TradeSettlement | undefined> => {
    const [topUp] = await tx
      .select()
      .from(partnerOrderingTopUps)
      .where(eq(partnerOrderingTopUps.tradeNo, notification.tradeNo))
      .for('update');
    if (!topUp) return undefined;
    if (topUp.provider !== provider) return { kind: 'rejected', reason: 'wrongProvider' };
    if (topUp.status !== 'pending') return { kind: 'duplicate' };
    const settled = { settledAt: now, providerTransactionId: notification.providerTransactionId };
    const mark = (status: TopUpRow['status']) =>
      tx
        .update(partnerOrderingTopUps)
        .set({ status, ...settled })
        .where(and(eq(partnerOrderingTopUps.id, topUp.id), eq(partnerOrderingTopUps.status, 'pending')));
    if (notification.outcome === 'failed' || notification.outcome === 'cancelled') {
      await mark(notification.outcome);
      return { kind: notification.outcome };
    }
    if (notification.amountFen !== topUp.amount) return { kind: 'rejected', reason: 'amountMismatch' };
    await mark('succeeded');
    await post(tx, {
      reference: `ordering-top-up:${topUp.tradeNo}`,
      kind: 'partner_ordering_top_up',
      memo: topUp.tradeNo,
      at: now,
      lines: [
        { account: clearingAccount(topUp.provider), amountFen: topUp.amount },
        { account: orderingAccount(topUp.partnerId), amountFen: -topUp.amount },
      ],
    });
    return { kind: 'settled' };
  });
}
