import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { AppError } from '../http/envelope.ts';
import { type AccountSide, ledgerAccounts, ledgerEntries, ledgerPostings } from './ledger.tables.ts';

export interface AccountSpec {
  code: string;
  normalSide: AccountSide;
  /** Default false: the balance may not go below zero. */
  allowNegative?: boolean;
}

export interface PostingLine {
  account: AccountSpec;
  /** Positive: a debit of the account; negative: a credit. Integer fen, never zero. */
  amountFen: number;
}

export interface Posting {
  /** Unique per business event; posting it again changes nothing and answers the first. */
  reference: string;
  kind: string;
  memo?: string;
  lines: readonly PostingLine[];
  at?: Date;
}

/** The posting's lines do not sum to zero, or a line is not a whole, non-zero, safe number of fen. */
export class UnbalancedPosting extends Error {
  override name = 'UnbalancedPosting';
}

/** What a line changes the account's balance by: a debit raises a debit-side account. */
const signedFor = (side: AccountSide, amountFen: number) => (side === 'debit' ? amountFen : -amountFen);

function checkLines(lines: readonly PostingLine[]): void {
  if (lines.length < 2) throw new UnbalancedPosting('a posting needs at least two lines');
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountFen) || line.amountFen === 0) {
      throw new UnbalancedPosting(`not a non-zero whole number of fen: ${line.amountFen}`);
    }
    sum += line.amountFen;
  }
  if (sum !== 0) throw new UnbalancedPosting(`the lines sum to ${sum} fen, not zero`);
}

async function ensureAccounts(db: Db, specs: readonly AccountSpec[]) {
  const unique = [...new Map(specs.map((spec) => [spec.code, spec])).values()];
  await db
    .insert(ledgerAccounts)
    .values(
      unique.map((spec) => ({
        code: spec.code,
        normalSide: spec.normalSide,
        allowNegative: spec.allowNegative ?? false,
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

/**
 * Posts a balanced set of lines in one transaction (joining the caller's, if any). The accounts it
 * touches are locked in id order (`FOR UPDATE`), so concurrent postings to one account queue and
 * never deadlock; a line that would take an account that may not go negative below zero refuses
 * the whole posting (409 insufficientBalance) and nothing changes. A reference posted before
 * answers that posting (`replayed`), so a retried or concurrent request never moves money twice.
 */
export async function post(db: Db, posting: Posting): Promise<{ postingId: number; replayed: boolean }> {
  checkLines(posting.lines);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ledgerPostings)
      .values({ reference: posting.reference, kind: posting.kind, memo: posting.memo ?? '', postedAt: posting.at })
      .onConflictDoNothing({ target: ledgerPostings.reference })
      .returning({ id: ledgerPostings.id });
    if (!created) {
      const [earlier] = await tx
        .select({ id: ledgerPostings.id })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.reference, posting.reference));
      if (!earlier) throw new Error(`posting ${posting.reference} vanished`);
      return { postingId: earlier.id, replayed: true };
    }
    await ensureAccounts(
      tx,
      posting.lines.map((line) => line.account),
    );
    const codes = [...new Set(posting.lines.map((line) => line.account.code))];
    const accounts = await tx
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, codes))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    const byCode = new Map(accounts.map((account) => [account.code, account]));
    const change = new Map<string, number>();
    for (const line of posting.lines) {
      const account = byCode.get(line.account.code);
      if (!account) throw new Error(`account ${line.account.code} missing`);
      change.set(account.code, (change.get(account.code) ?? 0) + signedFor(account.normalSide, line.amountFen));
    }
    for (const [code, delta] of change) {
      const account = byCode.get(code);
      if (!account) continue;
      const balance = account.balanceFen + delta;
      if (!account.allowNegative && balance < 0) {
        throw new AppError(409, 'insufficientBalance');
      }
    }
    await tx.insert(ledgerEntries).values(
      posting.lines.map((line) => ({
        postingId: created.id,
        accountId: (byCode.get(line.account.code) as { id: number }).id,
        amountFen: line.amountFen,
      })),
    );
    for (const [code, delta] of change) {
      if (delta === 0) continue;
      await tx
        .update(ledgerAccounts)
        .set({ balanceFen: sql`${ledgerAccounts.balanceFen} + ${delta}` })
        .where(eq(ledgerAccounts.code, code));
    }
    return { postingId: created.id, replayed: false };
  });
}

/** The account's balance in fen (by its normal side); 0 for an account never posted to. */
export async function balanceOf(db: Db, code: string): Promise<number> {
  const [account] = await db
    .select({ balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  return account?.balanceFen ?? 0;
}

export interface LedgerProblem {
  kind: 'postingNotBalanced' | 'balanceNotSum';
  subject: string;
  detail: string;
}

/**
 * Proves the ledger's invariants from its entries: every posting sums to zero, and every account's
 * cached balance equals the sum of its entries (signed by its side). Answers what is wrong; [] when sound.
 */
export async function verifyLedger(db: Db): Promise<LedgerProblem[]> {
  const unbalanced = await queryRows<{ reference: string; total: number }>(
    db,
    sql`select p.reference, sum(e.amount_fen)::bigint as total
        from ${ledgerPostings} p join ${ledgerEntries} e on e.posting_id = p.id
        group by p.id, p.reference having sum(e.amount_fen) <> 0`,
  );
  const drifted = await queryRows<{ code: string; cached: number; summed: number }>(
    db,
    sql`select a.code, a.balance_fen as cached,
          coalesce(sum(case when a.normal_side = 'debit' then e.amount_fen else -e.amount_fen end), 0)::bigint as summed
        from ${ledgerAccounts} a left join ${ledgerEntries} e on e.account_id = a.id
        group by a.id, a.code, a.balance_fen
        having a.balance_fen <> coalesce(sum(case when a.normal_side = 'debit' then e.amount_fen else -e.amount_fen end), 0)`,
  );
  return [
    ...unbalanced.map((row) => ({
      kind: 'postingNotBalanced' as const,
      subject: row.reference,
      detail: `lines sum to ${row.total}`,
    })),
    ...drifted.map((row) => ({
      kind: 'balanceNotSum' as const,
      subject: row.code,
      detail: `cached ${row.cached}, entries ${row.summed}`,
    })),
  ];
}
