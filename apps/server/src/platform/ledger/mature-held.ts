import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { type Posting, post } from './ledger.ts';

/** Rows matured per transaction: short transactions, no long-held locks. */
export const MATURE_BATCH = 200;

/** Money held in rows until a moment (a partner's shares, an inviter's awards), and how it matures. */
export interface HeldMoney<Row> {
  /** The rows' table: each row has `id`, `state`, `matures_at` and `settled_at`. */
  table: PgTable;
  /** The state of a row still held, and the state it moves to when its moment has come. */
  from: string;
  to: string;
  /** A further condition on the rows (`and partner_id = …`), if any. */
  where?: SQL;
  /** The ledger posting of one moved row (its columns as the table names them), keyed by the row. */
  posting: (row: Row) => Posting;
}

/**
 * Moves every row held in `from` whose `matures_at` has come by `now` to `to`, with its posting (the
 * maturing jobs, decisions 0039 and 0044). Each batch takes its rows `FOR UPDATE SKIP LOCKED` and
 * moves only rows still in `from`, in one transaction with their postings, and each posting is keyed
 * by its row: two runs at once never move a row twice, and a run never waits on another's rows.
 * Answers how many rows moved.
 */
export async function matureHeldMoney<Row extends { id: number }>(
  db: Db,
  held: HeldMoney<Row>,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  let matured = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const due = await queryRows<Row>(
        tx,
        sql`update ${held.table} held set state = ${held.to}, settled_at = ${at}::timestamptz
            from (
              select id from ${held.table}
              where state = ${held.from} and matures_at <= ${at}::timestamptz ${held.where ?? sql``}
              order by matures_at, id
              limit ${MATURE_BATCH}
              for update skip locked
            ) due
            where held.id = due.id and held.state = ${held.from}
            returning held.*`,
      );
      for (const row of due) await post(tx, { at: now, ...held.posting(row) });
      return due.length;
    });
    matured += moved;
    if (moved < MATURE_BATCH) return matured;
  }
}
