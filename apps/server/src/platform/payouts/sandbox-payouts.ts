import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  assertPayoutAmount,
  type BankCardTransferInput,
  bankCardDigits,
  PayoutNotFound,
  type PayoutProvider,
  PayoutRefused,
  type PayoutResult,
  PayoutUnavailable,
} from './payout-provider.ts';
import { sandboxPayouts } from './payouts.tables.ts';

/** A card ending so is rejected at once (PayoutRefused), as a provider's test mode documents its test cards. */
export const SANDBOX_REJECTED_CARD_SUFFIX = '0000';
export const SANDBOX_CARD_REJECTED = 'card rejected by the bank';
/** A card ending so is accepted, then returned by the bank: the query finds the transfer failed. */
export const SANDBOX_RETURNED_CARD_SUFFIX = '0001';
export const SANDBOX_CARD_RETURNED = 'returned by the bank: the account is closed';
export const SANDBOX_INVALID_CARD = 'invalid card number';

export interface SandboxPayoutsOptions {
  /** How long a transfer stays processing before a query finds it succeeded (0: at the first query). */
  completionDelayMs?: number;
  now?: () => Date;
}

export interface SandboxPayouts extends PayoutProvider {
  readonly name: 'sandbox';
}

type SandboxPayoutRow = typeof sandboxPayouts.$inferSelect;

/** The operator's view of one sandbox transfer. */
export type SandboxPayout = SandboxPayoutRow;

function resultOf(row: SandboxPayoutRow): PayoutResult {
  return { status: row.status, providerRef: `sandbox-${row.id}`, failureReason: row.failureReason };
}

/** Whether a repeated request asks for the transfer the first one made. */
function sameTransfer(row: SandboxPayoutRow, input: BankCardTransferInput, last4: string): boolean {
  return (
    row.amountFen === input.amountFen &&
    row.cardNoLast4 === last4 &&
    row.bankCode === input.bankCode &&
    row.payeeName === input.payeeName
  );
}

/**
 * The built-in payout provider, behaving like a provider's test mode: each payoutNo is one transfer
 * in `sandbox_payouts` however often it is sent; a card ending in 0000 is rejected; any other is
 * processing until queried `completionDelayMs` after it was made, then succeeded (or failed, for a
 * card ending in 0001, which the bank returns).
 */
export function createSandboxPayouts(db: Database, options: SandboxPayoutsOptions = {}): SandboxPayouts {
  const completionDelayMs = options.completionDelayMs ?? 0;
  const now = options.now ?? (() => new Date());

  async function find(payoutNo: string): Promise<SandboxPayoutRow | undefined> {
    const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.payoutNo, payoutNo));
    return row;
  }

  /** The answer to a request for a transfer that exists already: the first request's, as a provider keeps it. */
  function answerAgain(row: SandboxPayoutRow, input: BankCardTransferInput, last4: string): PayoutResult {
    // Not a refusal: the first request's transfer stands, and a query tells how it went.
    if (!sameTransfer(row, input, last4)) {
      throw new PayoutUnavailable(`payoutNo ${input.payoutNo} was sent before for another transfer`);
    }
    if (last4 === SANDBOX_REJECTED_CARD_SUFFIX) throw new PayoutRefused(SANDBOX_CARD_REJECTED);
    return resultOf(row);
  }

  return {
    name: 'sandbox',

    async transferToBankCard(input) {
      assertPayoutAmount(input.amountFen);
      const digits = bankCardDigits(input.cardNo);
      if (!digits) throw new PayoutRefused(SANDBOX_INVALID_CARD);
      const last4 = digits.slice(-4);
      const rejected = last4 === SANDBOX_REJECTED_CARD_SUFFIX;
      const at = now();
      // One row per payoutNo even when requests race: the losers read the winner's row.
      const [created] = await db
        .insert(sandboxPayouts)
        .values({
          payoutNo: input.payoutNo,
          amountFen: input.amountFen,
          cardNoLast4: last4,
          bankCode: input.bankCode,
          payeeName: input.payeeName,
          memo: input.memo,
          status: rejected ? 'failed' : 'processing',
          createdAt: at,
          completedAt: rejected ? at : null,
          failureReason: rejected ? SANDBOX_CARD_REJECTED : null,
        })
        .onConflictDoNothing({ target: sandboxPayouts.payoutNo })
        .returning();
      if (!created) {
        const existing = await find(input.payoutNo);
        if (!existing) throw new PayoutUnavailable(`payoutNo ${input.payoutNo} could not be recorded`);
        return answerAgain(existing, input, last4);
      }
      if (rejected) throw new PayoutRefused(SANDBOX_CARD_REJECTED);
      return resultOf(created);
    },

    async queryTransfer(payoutNo) {
      const row = await find(payoutNo);
      if (!row) throw new PayoutNotFound(payoutNo);
      const at = now();
      if (row.status !== 'processing' || at.getTime() - row.createdAt.getTime() < completionDelayMs) {
        return resultOf(row);
      }
      const returned = row.cardNoLast4 === SANDBOX_RETURNED_CARD_SUFFIX;
      const [completed] = await db
        .update(sandboxPayouts)
        .set(
          returned
            ? { status: 'failed', completedAt: at, failureReason: SANDBOX_CARD_RETURNED }
            : { status: 'succeeded', completedAt: at },
        )
        .where(and(eq(sandboxPayouts.id, row.id), eq(sandboxPayouts.status, 'processing')))
        .returning();
      // A query racing this one completed it first: its answer is the row as it is now.
      return resultOf(completed ?? (await find(payoutNo)) ?? row);
    },
  };
}

/** The sandbox's transfers, newest first, for the operator. */
export async function listSandboxPayouts(db: Database, limit = 100): Promise<SandboxPayout[]> {
  return db.select().from(sandboxPayouts).orderBy(desc(sandboxPayouts.id)).limit(limit);
}
