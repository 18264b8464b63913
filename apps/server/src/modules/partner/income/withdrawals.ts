import { randomInt } from 'node:crypto';
import { bankByCode, type Language, withdrawalAmount, withdrawalBreakdown } from '@tallybook/domain';
import { and, count, desc, eq, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';
import { queryRows } from '../../../platform/db/query-rows.ts';
import { AppError } from '../../../platform/http/envelope.ts';
import { balanceOf, post } from '../../../platform/ledger/ledger.ts';
import {
  PayoutNotFound,
  type PayoutProvider,
  PayoutRefused,
  PayoutUnavailable,
} from '../../../platform/payouts/payout-provider.ts';
import { partnerPayees, partnerWithdrawals } from '../partner-income.tables.ts';
import { type IncomeSettings, partnerAccounts } from './income-accounts.ts';

export type WithdrawalRow = typeof partnerWithdrawals.$inferSelect;
export type WithdrawalState = WithdrawalRow['state'];

/** A withdrawal as its partner (and the back office) sees it: the card by its last four digits only. */
export function withdrawalShape(row: WithdrawalRow, language: Language = 'zh-CN') {
  return {
    id: row.id,
    withdrawalNo: row.withdrawalNo,
    grossFen: row.grossFen,
    taxFen: row.taxFen,
    netFen: row.netFen,
    state: row.state,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    bankCode: row.bankCode,
    bankName: bankByCode(row.bankCode)?.names[language] ?? row.bankCode,
    cardLast4: row.cardNo.slice(-4),
    rejectReason: row.rejectReason,
  };
}
export type Withdrawal = ReturnType<typeof withdrawalShape>;

/** W + the day (UTC+8) + 8 random digits: unique in practice, and the table's unique index makes sure. */
function newWithdrawalNo(now: Date): string {
  const day = new Date(now.getTime() + 8 * 60 * 60_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `W${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Requests a withdrawal of `rawAmount` yuan (spec §5 messages, §9 minimum 100 yuan), in the caller's
 * transaction (the Idempotency-Key's). A payee must be on file. The amount leaves the withdrawable
 * balance for withdrawing in one ledger posting that locks the partner's accounts and refuses to take
 * withdrawable below zero, so of concurrent requests only as many as the balance covers are accepted.
 * The tax withheld and the net amount are fixed now, as the partner saw them before confirming.
 */
export async function requestWithdrawal(
  db: Db,
  partnerId: number,
  rawAmount: string,
  settings: Pick<IncomeSettings, 'taxTable'> & { language?: Language },
  now = new Date(),
): Promise<Withdrawal> {
  // the posting and the withdrawal's row commit together: a transaction of its own when the caller has none
  if (!is(db, PgTransaction)) return db.transaction((tx) => requestWithdrawal(tx, partnerId, rawAmount, settings, now));
  const tx = db;
  const [payee] = await tx.select().from(partnerPayees).where(eq(partnerPayees.partnerId, partnerId));
  if (!payee) throw new AppError(400, 'bankDetailsRequired');
  const accounts = partnerAccounts(partnerId);
  const amount = withdrawalAmount(rawAmount, await balanceOf(tx, accounts.withdrawable.code));
  if (!amount.ok) throw new AppError(400, amount.problem);
  const { grossFen, taxFen, netFen } = withdrawalBreakdown(amount.fen, settings.taxTable);
  const withdrawalNo = newWithdrawalNo(now);
  try {
    await post(tx, {
      reference: `partner-withdrawal:${withdrawalNo}:requested`,
      kind: 'partner_withdrawal',
      memo: withdrawalNo,
      at: now,
      lines: [
        { account: accounts.withdrawable, amountFen: grossFen },
        { account: accounts.withdrawing, amountFen: -grossFen },
      ],
    });
  } catch (error) {
    // another request took the balance between the read above and the posting's lock
    if (error instanceof AppError && error.messageKey === 'insufficientBalance') {
      throw new AppError(400, 'amountOverWithdrawable');
    }
    throw error;
  }
  const [row] = await tx
    .insert(partnerWithdrawals)
    .values({
      withdrawalNo,
      partnerId,
      grossFen,
      taxFen,
      netFen,
      cardNo: payee.cardNo,
      bankCode: payee.bankCode,
      payeeName: payee.payeeName,
      residentId: payee.residentId,
      requestedAt: now,
    })
    .returning();
  if (!row) throw new Error('the withdrawal was not written');
  return withdrawalShape(row, settings.language);
}

/** One page of a partner's withdrawals (withdraw-list), of one state or all, newest first. */
export async function listWithdrawals(
  db: Db,
  partnerId: number | undefined,
  query: { type?: WithdrawalState | undefined; page: number; rows: number },
  language: Language = 'zh-CN',
) {
  const where = and(
    partnerId === undefined ? undefined : eq(partnerWithdrawals.partnerId, partnerId),
    query.type ? eq(partnerWithdrawals.state, query.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partnerWithdrawals)
      .where(where)
      .orderBy(desc(partnerWithdrawals.requestedAt), desc(partnerWithdrawals.id))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ total: count() }).from(partnerWithdrawals).where(where),
  ]);
  return { list: rows.map((row) => withdrawalShape(row, language)), total: total?.total ?? 0 };
}

async function withdrawalById(db: Db, id: number): Promise<WithdrawalRow> {
  const [row] = await db.select().from(partnerWithdrawals).where(eq(partnerWithdrawals.id, id));
  if (!row) throw new AppError(404, 'withdrawalNotFound', { ref: id });
  return row;
}

/**
 * withdrawing → rejected: the gross amount goes back to withdrawable. An operator rejects only a
 * withdrawal not yet sent to the payout provider; the provider's refusal or failure rejects one it had.
 */
export async function rejectWithdrawal(
  db: Db,
  id: number,
  reason: string,
  now = new Date(),
  by: 'operator' | 'provider' = 'operator',
): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(partnerWithdrawals)
      .set({ state: 'rejected', decidedAt: now, rejectReason: reason })
      .where(
        and(
          eq(partnerWithdrawals.id, id),
          eq(partnerWithdrawals.state, 'withdrawing'),
          by === 'operator' ? sql`${partnerWithdrawals.payoutRef} is null` : undefined,
        ),
      )
      .returning();
    if (!row) {
      const current = await withdrawalById(tx, id);
      throw new AppError(409, 'withdrawalNotPending', { state: current.state });
    }
    const accounts = partnerAccounts(row.partnerId);
    await post(tx, {
      reference: `partner-withdrawal:${row.withdrawalNo}:rejected`,
      kind: 'partner_withdrawal_rejected',
      memo: row.withdrawalNo,
      at: now,
      lines: [
        { account: accounts.withdrawing, amountFen: row.grossFen },
        { account: accounts.withdrawable, amountFen: -row.grossFen },
      ],
    });
    return withdrawalShape(row);
  });
}

/** withdrawing → withdrawn: the net amount paid out and the tax withheld, once (the state's condition and the posting's reference). */
async function markPaid(db: Db, id: number, payoutRef: string | null, now: Date): Promise<WithdrawalRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(partnerWithdrawals)
      .set({
        state: 'withdrawn',
        paidAt: now,
        decidedAt: sql`coalesce(${partnerWithdrawals.decidedAt}, ${now})`,
        payoutRef,
      })
      .where(and(eq(partnerWithdrawals.id, id), eq(partnerWithdrawals.state, 'withdrawing')))
      .returning();
    if (!row) return undefined;
    const accounts = partnerAccounts(row.partnerId);
    const lines = [
      { account: accounts.withdrawing, amountFen: row.grossFen },
      { account: accounts.paidOut, amountFen: -row.netFen },
      ...(row.taxFen > 0 ? [{ account: accounts.taxWithheld, amountFen: -row.taxFen }] : []),
    ];
    await post(tx, {
      reference: `partner-withdrawal:${row.withdrawalNo}:paid`,
      kind: 'partner_withdrawal_paid',
      memo: row.withdrawalNo,
      at: now,
      lines,
    });
    return row;
  });
}

/**
 * Approves a withdrawal (back office): the net amount is sent to the payee's card through the payout
 * provider, under the withdrawal's number, so a repeated or concurrent approval asks the provider for
 * one transfer. A transfer that succeeded marks it withdrawn; one still processing stays withdrawing
 * with the provider's reference until `settlePayouts` sees it end; one the provider refused rejects the
 * withdrawal with the provider's reason, and the money goes back to withdrawable.
 */
export async function approveWithdrawal(db: Db, payouts: PayoutProvider | undefined, id: number, now = new Date()) {
  if (!payouts) throw new AppError(503, 'payoutsOff');
  // Marked as sent before the provider is asked: from now on an operator can no longer reject it, and
  // if the answer is lost on the way, settlePayouts asks the provider how it ended.
  const [row] = await db
    .update(partnerWithdrawals)
    .set({
      payoutRef: sql`coalesce(${partnerWithdrawals.payoutRef}, ${partnerWithdrawals.withdrawalNo})`,
      decidedAt: now,
    })
    .where(and(eq(partnerWithdrawals.id, id), eq(partnerWithdrawals.state, 'withdrawing')))
    .returning();
  if (!row) {
    const current = await withdrawalById(db, id);
    throw new AppError(409, 'withdrawalNotPending', { state: current.state });
  }
  return sendPayout(db, payouts, row, now);
}

/** Asks the provider to pay a withdrawal marked as sent (once per withdrawal number at the provider), then settles its answer. */
async function sendPayout(db: Db, payouts: PayoutProvider, row: WithdrawalRow, now: Date): Promise<Withdrawal> {
  let result: Awaited<ReturnType<PayoutProvider['transferToBankCard']>>;
  try {
    result = await payouts.transferToBankCard({
      payoutNo: row.withdrawalNo,
      amountFen: row.netFen,
      cardNo: row.cardNo,
      bankCode: row.bankCode,
      payeeName: row.payeeName,
      memo: `Tallybook ${row.withdrawalNo}`,
    });
  } catch (error) {
    if (error instanceof PayoutRefused) return rejectWithdrawal(db, row.id, error.reason, now, 'provider');
    if (error instanceof PayoutUnavailable) throw new AppError(502, 'payoutUnavailable');
    throw error;
  }
  return settleTransfer(db, row, result, now);
}

async function settleTransfer(
  db: Db,
  row: WithdrawalRow,
  result: { status: 'processing' | 'succeeded' | 'failed'; providerRef: string | null; failureReason: string | null },
  now: Date,
): Promise<Withdrawal> {
  if (result.status === 'succeeded') {
    const paid = await markPaid(db, row.id, result.providerRef, now);
    return withdrawalShape(paid ?? (await withdrawalById(db, row.id)));
  }
  if (result.status === 'failed') {
    return rejectWithdrawal(db, row.id, result.failureReason ?? 'payout failed', now, 'provider');
  }
  const [processing] = await db
    .update(partnerWithdrawals)
    .set({ payoutRef: result.providerRef ?? row.withdrawalNo, decidedAt: now })
    .where(and(eq(partnerWithdrawals.id, row.id), eq(partnerWithdrawals.state, 'withdrawing')))
    .returning();
  return withdrawalShape(processing ?? (await withdrawalById(db, row.id)));
}

/**
 * Asks the payout provider how the transfers still processing ended (a job), and marks each
 * withdrawn or rejected accordingly. Answers how many ended.
 */
export async function settlePayouts(db: Db, payouts: PayoutProvider | undefined, now = new Date()): Promise<number> {
  if (!payouts) return 0;
  const processing = await queryRows<{ id: number }>(
    db,
    sql`select id from ${partnerWithdrawals} where state = 'withdrawing' and payout_ref is not null order by id limit 100`,
  );
  let ended = 0;
  for (const { id } of processing) {
    const row = await withdrawalById(db, Number(id));
    let result: Awaited<ReturnType<PayoutProvider['queryTransfer']>>;
    try {
      result = await payouts.queryTransfer(row.withdrawalNo);
    } catch (error) {
      if (error instanceof PayoutUnavailable) continue;
      if (error instanceof PayoutNotFound) {
        // the approval's request never reached the provider: send it again under the same number
        await sendPayout(db, payouts, row, now).catch((failure: unknown) => {
          if (!(failure instanceof AppError)) throw failure;
        });
        continue;
      }
      throw error;
    }
    if (result.status === 'processing') continue;
    await settleTransfer(db, row, result, now);
    ended += 1;
  }
  return ended;
}
