import { eq, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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

/** What a line changes the account's balance by: a debit raises a debit-side account. */
const signedFor = (side: AccountSide, amountFen: number) => (side === 'debit' ? amountFen : -amountFen);

/**
 * Makes sure the posting's accounts exist and locks them, in code order, in one statement
 * (`INSERT … ON CONFLICT DO UPDATE` takes the row lock of an account that exists), answering each
 * as it is now: concurrent postings to one account queue here and never deadlock.
 */
async function lockAccounts(db: Db, specs: readonly AccountSpec[]) {
  const unique = [...new Map(specs.map((spec) => [spec.code, spec])).values()].sort((a, b) =>
    a.code < b.code ? -1 : a.code > b.code ? 1 : 0,
  );
  return db
    .insert(ledgerAccounts)
    .values(
      unique.map((spec) => ({
        code: spec.code,
        normalSide: spec.normalSide,
        allowNegative: spec.allowNegative ?? false,
      })),
    )
    .onConflictDoUpdate({ target: ledgerAccounts.code, set: { code: sql`excluded.code` } })
    .returning();
}

/**
 * Posts a balanced set of lines (decision 0018) in two statements (decision 0028), inside the
 * caller's transaction, or in one of its own. The accounts it touches are locked first, in code order, and read;
 * a line that would take an account that may not go negative below zero refuses the whole posting
 * (409 insufficientBalance) before anything of it is written. Then one statement writes the
 * posting row (once per reference), its entries and the accounts' cached balances, the last two
 * only when the posting row was new: a reference posted before answers that posting (`replayed`),
 * so a retried or concurrent request never moves money twice.
 */
export async function post(db: Db, posting: Posting): Promise<{ postingId: number; replayed: boolean }> {
  checkLines(posting.lines);
  // The accounts' locks must last until the posting is written: a transaction of its own when the
  // caller has none. A refusal writes nothing, so the caller's transaction needs no savepoint.
  const inTransaction = is(db, PgTransaction);
  return inTransaction ? postLocked(db, posting) : db.transaction((tx) => postLocked(tx, posting));
}

async function postLocked(db: Db, posting: Posting): Promise<{ postingId: number; replayed: boolean }> {
  const accounts = await lockAccounts(
    db,
    posting.lines.map((line) => line.account),
  );
  const byCode = new Map(accounts.map((account) => [account.code, account]));
  const change = new Map<number, number>();
  for (const line of posting.lines) {
    const account = byCode.get(line.account.code);
    if (!account) throw new Error(`account ${line.account.code} missing`);
    change.set(account.id, (change.get(account.id) ?? 0) + signedFor(account.normalSide, line.amountFen));
  }
  for (const account of accounts) {
    if (!account.allowNegative && account.balanceFen + (change.get(account.id) ?? 0) < 0) {
      throw new AppError(409, 'insufficientBalance');
    }
  }
  const entries = sql.join(
    posting.lines.map(
      (line, index) =>
        sql`(${index}::int, ${(byCode.get(line.account.code) as { id: number }).id}::int, ${line.amountFen}::bigint)`,
    ),
    sql`, `,
  );
  const balances = sql.join(
    [...change].map(([id, delta]) => sql`(${id}::int, ${delta}::bigint)`),
    sql`, `,
  );
  const postedAt = posting.at ? sql`${posting.at.toISOString()}::timestamptz` : sql`now()`;
  const [written] = await queryRows<{ created: number | null; earlier: number | null }>(
    db,
    sql`with posting as (
          insert into ${ledgerPostings} (reference, kind, memo, posted_at)
          values (${posting.reference}, ${posting.kind}, ${posting.memo ?? ''}, ${postedAt})
          on conflict (reference) do nothing
          returning id
        ), entries as (
          insert into ${ledgerEntries} (posting_id, account_id, amount_fen)
          select posting.id, line.account_id, line.amount
          from (values ${entries}) as line (n, account_id, amount), posting
          order by line.n
        ), balances as (
          update ${ledgerAccounts} set balance_fen = balance_fen + change.delta
          from (values ${balances}) as change (id, delta), posting
          where ${ledgerAccounts.id} = change.id and change.delta <> 0
        )
        select (select id from posting) as created,
          (select id from ${ledgerPostings} where reference = ${posting.reference}) as earlier`,
  );
  if (written?.created !== null && written?.created !== undefined) {
    return { postingId: written.created, replayed: false };
  }
  // Posted before, or by a concurrent request that committed while this one waited on its reference.
  const earlier =
    written?.earlier ??
    (
      await db
        .select({ id: ledgerPostings.id })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.reference, posting.reference))
    )[0]?.id;
  if (earlier === undefined || earlier === null) throw new Error(`posting ${posting.reference} vanished`);
  return { postingId: earlier, replayed: true };
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
  kind: 'postingNotBalanced' | 'balanceNotSum' | 'balanceNegative';
  subject: string;
  detail: string;
}

/**
 * Proves the ledger's invariants from its entries: every posting sums to zero, every account's
 * cached balance equals the sum of its entries (signed by its side), and no account that may not go
 * below zero (a partner's money) is below it. Answers what is wrong; [] when sound.
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
  const negative = await queryRows<{ code: string; balance: number }>(
    db,
    sql`select code, balance_fen as balance from ${ledgerAccounts} where not allow_negative and balance_fen < 0`,
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
    ...negative.map((row) => ({
      kind: 'balanceNegative' as const,
      subject: row.code,
      detail: `balance ${row.balance} fen`,
    })),
  ];
}
