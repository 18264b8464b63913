import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sandboxRefunds } from './payments.tables.ts';

/** A refund the sandbox made (decision 0043), one per refund number and one per trade. */
export interface SandboxRefund {
  refundNo: string;
  tradeNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
  refundId: string;
  refundedAt: string;
}

/** Where the sandbox gateway keeps the refunds it made. */
export interface SandboxRefundBook {
  /**
   * Keeps `refund` unless its number or its trade has a refund already, in one step even when
   * requests race; answers the refund kept: `refund` itself, or the one under its number, or else
   * the one of its trade.
   */
  record(refund: SandboxRefund): Promise<SandboxRefund>;
  /** Every refund kept, oldest first. */
  list(): Promise<SandboxRefund[]>;
}

/** Refunds kept for as long as the process runs: the gateway's own unit tests, and tests that never restart it. */
export function memoryRefundBook(): SandboxRefundBook {
  const refunds = new Map<string, SandboxRefund>();
  return {
    async record(refund) {
      const kept =
        refunds.get(refund.refundNo) ?? [...refunds.values()].find(({ tradeNo }) => tradeNo === refund.tradeNo);
      if (kept) return kept;
      refunds.set(refund.refundNo, refund);
      return refund;
    },
    async list() {
      return [...refunds.values()];
    },
  };
}

const refundOf = (row: typeof sandboxRefunds.$inferSelect): SandboxRefund => ({
  refundNo: row.refundNo,
  tradeNo: row.tradeNo,
  amountFen: row.amountFen,
  totalFen: row.totalFen,
  reason: row.reason,
  refundId: row.refundId,
  refundedAt: row.refundedAt.toISOString(),
});

/** Refunds kept in the database (`sandbox_refunds`), as a provider's test mode keeps them across our restarts. */
export function databaseRefundBook(db: Database): SandboxRefundBook {
  return {
    async record(refund) {
      // both numbers are unique: of two racing requests, the loser inserts nothing and reads the winner's
      const [created] = await db
        .insert(sandboxRefunds)
        .values({ ...refund, refundedAt: new Date(refund.refundedAt) })
        .onConflictDoNothing()
        .returning();
      if (created) return refundOf(created);
      const [kept] = await db
        .select()
        .from(sandboxRefunds)
        .where(or(eq(sandboxRefunds.refundNo, refund.refundNo), eq(sandboxRefunds.tradeNo, refund.tradeNo)))
        // the refund under this number first: it tells a request sent again from another refund
        .orderBy(sql`${sandboxRefunds.refundNo} = ${refund.refundNo} desc`)
        .limit(1);
      if (!kept) throw new Error(`the sandbox refund ${refund.refundNo} was neither kept nor found`);
      return refundOf(kept);
    },
    async list() {
      return (await db.select().from(sandboxRefunds).orderBy(asc(sandboxRefunds.id))).map(refundOf);
    },
  };
}
