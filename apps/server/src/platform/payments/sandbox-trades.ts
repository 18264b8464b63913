import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sandboxTrades } from './payments.tables.ts';

/** How a trade ended at the sandbox (decision 0087): the payer's decision, or the merchant's close. */
export interface SandboxTrade {
  tradeNo: string;
  state: 'paid' | 'failed' | 'cancelled' | 'closed';
  amountFen: number;
  transactionId: string | null;
  decidedAt: string;
}

/** Where the sandbox gateway keeps how its trades ended: one ending per trade, the first that came. */
export interface SandboxTradeBook {
  /** Keeps `trade` unless its trade number has an ending already, in one step even when requests race; answers the ending kept. */
  record(trade: SandboxTrade): Promise<SandboxTrade>;
  find(tradeNo: string): Promise<SandboxTrade | undefined>;
}

/** Endings kept for as long as the process runs (the gateway's own unit tests). */
export function memoryTradeBook(): SandboxTradeBook {
  const trades = new Map<string, SandboxTrade>();
  return {
    async record(trade) {
      const kept = trades.get(trade.tradeNo);
      if (kept) return kept;
      trades.set(trade.tradeNo, trade);
      return trade;
    },
    async find(tradeNo) {
      return trades.get(tradeNo);
    },
  };
}

const tradeOf = (row: typeof sandboxTrades.$inferSelect): SandboxTrade => ({
  tradeNo: row.tradeNo,
  state: row.state,
  amountFen: row.amountFen,
  transactionId: row.transactionId,
  decidedAt: row.decidedAt.toISOString(),
});

/** Endings kept in the database (`sandbox_trades`), so that a close outlives a restart as a provider's would. */
export function databaseTradeBook(db: Database): SandboxTradeBook {
  const find = async (tradeNo: string) => {
    const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    return row && tradeOf(row);
  };
  return {
    async record(trade) {
      // the trade number is the key: of a decision and a close racing, the loser inserts nothing
      const [created] = await db
        .insert(sandboxTrades)
        .values({ ...trade, decidedAt: new Date(trade.decidedAt) })
        .onConflictDoNothing()
        .returning();
      if (created) return tradeOf(created);
      const kept = await find(trade.tradeNo);
      if (!kept) throw new Error(`the sandbox trade ${trade.tradeNo} was neither kept nor found`);
      return kept;
    },
    find,
  };
}
