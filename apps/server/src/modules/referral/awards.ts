import type { ReferralProgrammeTerms } from '@tallybook/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { post } from '../../platform/ledger/ledger.ts';
import { matureHeldMoney } from '../../platform/ledger/mature-held.ts';
import type { OutboxHandler, OutboxMessage } from '../../platform/outbox/outbox.ts';
import { paidOrderOf, refundedOrderOf } from '../orders/index.ts';
import { postAwardEarned } from './bind-invitee.ts';
import { invitations, referralAwards } from './invites.tables.ts';
import { REFERRAL_AWARD_EXPENSE, referralAccounts } from './referral-accounts.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The referral programme's step of an order's settlement (workflows/order-settlement.ts), run from
 * the outbox on `order.paid`: the friend's first paid order earns its inviter the first-order award,
 * and starts the refund window that holds both awards pending, both by the terms of the programme the
 * friend came through (decision 0046). Only the first paid order counts, once: the invitation's
 * first order is set by a conditional update, so a redelivered message or a second order changes
 * nothing.
 */
export async function accrueFirstOrderAward(
  tx: Db,
  message: OutboxMessage,
  programmes: ReferralProgrammeTerms,
  now = new Date(),
) {
  const order = paidOrderOf(message);
  if (order.amountFen <= 0) return;
  const [invitation] = await tx
    .update(invitations)
    .set({ firstOrderId: order.orderId, firstPaidAt: now })
    .where(and(eq(invitations.inviteeTenantId, order.tenantId), isNull(invitations.firstOrderId)))
    .returning();
  if (!invitation) return;
  const terms = programmes[invitation.programme];
  const maturesAt = new Date(now.getTime() + terms.refundWindowDays * DAY_MS);
  if (terms.enabled && terms.firstOrderAwardFen > 0) {
    const [award] = await tx
      .insert(referralAwards)
      .values({
        invitationId: invitation.id,
        userId: invitation.inviterUserId,
        kind: 'firstOrder',
        amountFen: terms.firstOrderAwardFen,
        orderId: order.orderId,
        orderNo: order.orderNo,
        earnedAt: now,
        maturesAt,
      })
      .onConflictDoNothing()
      .returning({ id: referralAwards.id });
    if (award) await postAwardEarned(tx, award.id, invitation.inviterUserId, terms.firstOrderAwardFen, now);
  }
  // the registration award waited for this order: it is payable when the order's refund window ends
  await tx
    .update(referralAwards)
    .set({ orderId: order.orderId, orderNo: order.orderNo, maturesAt })
    .where(
      and(
        eq(referralAwards.invitationId, invitation.id),
        eq(referralAwards.state, 'pending'),
        isNull(referralAwards.maturesAt),
      ),
    );
}

export const referralAwardStep =
  (programmes: ReferralProgrammeTerms): OutboxHandler =>
  (tx, message) =>
    accrueFirstOrderAward(tx, message, programmes);

/**
 * A refunded order of a friend (the outbox's `order.refunded`), as the partner's shares (decision
 * 0043): the awards of that order still inside its refund window when it was refunded (pending,
 * maturing after `refundedAt`) go back to the platform's expense (reversed), and the invitation
 * waits for a first paid order again. An award whose window had ended by `refundedAt` is the
 * inviter's, whether the maturing job has moved it to payable yet or not, and the order stays the
 * friend's first. Each reversal's posting is keyed by the award and each award moves only from
 * pending, so a redelivery changes nothing.
 */
export async function reverseRefundedOrderAwards(tx: Db, message: OutboxMessage, now = new Date()): Promise<number> {
  const order = refundedOrderOf(message);
  const refundedAt = order.refundedAt.toISOString();
  const reversed = await queryRows<{ id: number; user_id: number; amount_fen: number }>(
    tx,
    sql`update ${referralAwards} a set state = 'reversed', settled_at = ${now.toISOString()}::timestamptz
        from ${invitations} i
        where a.invitation_id = i.id and i.invitee_tenant_id = ${order.tenantId}
          and a.order_id = ${order.orderId} and a.state = 'pending'
          and (a.matures_at is null or a.matures_at > ${refundedAt}::timestamptz)
        returning a.id, a.user_id, a.amount_fen`,
  );
  for (const award of reversed) {
    const amountFen = Number(award.amount_fen);
    await post(tx, {
      reference: `referral-award:${award.id}:reversed`,
      kind: 'referral_award_reversed',
      memo: order.orderNo,
      at: now,
      lines: [
        { account: referralAccounts(Number(award.user_id)).pending, amountFen },
        { account: REFERRAL_AWARD_EXPENSE, amountFen: -amountFen },
      ],
    });
  }
  // refunded inside its window, the order was not a first paid order after all; an order whose
  // awards the inviter keeps (refunded after the window) stays the friend's first
  await queryRows(
    tx,
    sql`update ${invitations} i set first_order_id = null, first_paid_at = null
        where i.invitee_tenant_id = ${order.tenantId} and i.first_order_id = ${order.orderId}
          and not exists (select 1 from ${referralAwards} kept
                          where kept.invitation_id = i.id and kept.order_id = ${order.orderId}
                            and kept.state <> 'reversed')`,
  );
  return reversed.length;
}

export const referralRefundStep: OutboxHandler = async (tx, message) => {
  await reverseRefundedOrderAwards(tx, message);
};

/**
 * Moves every award whose refund window has ended from pending to payable (the job
 * `referral/mature-awards`), each once however many runs meet (the ledger's `matureHeldMoney`).
 * Answers how many moved.
 */
export function matureAwards(db: Db, now = new Date()): Promise<number> {
  return matureHeldMoney<{ id: number; user_id: number; amount_fen: number }>(
    db,
    {
      table: referralAwards,
      from: 'pending',
      to: 'payable',
      posting: (award) => {
        const accounts = referralAccounts(Number(award.user_id));
        const amountFen = Number(award.amount_fen);
        return {
          reference: `referral-award:${award.id}:matured`,
          kind: 'referral_award_matured',
          memo: `award ${award.id}`,
          lines: [
            { account: accounts.pending, amountFen },
            { account: accounts.payable, amountFen: -amountFen },
          ],
        };
      },
    },
    now,
  );
}
