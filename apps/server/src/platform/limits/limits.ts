import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';

/**
 * Locks, counters and nonces in the database, so that every process sharing it sees the same ones.
 * Each is one statement, atomic under concurrent requests: PostgreSQL's INSERT ... ON CONFLICT takes
 * the row lock, and the loser of a race sees the winner's row.
 */

/** Takes the lock `key` for `ms` unless someone holds it: true when this caller got it. */
export async function acquireLock(db: Database, key: string, ms: number): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into operation_locks (key, expires_at)
        values (${key}, now() + ${ms} * interval '1 millisecond')
        on conflict (key) do update set expires_at = excluded.expires_at
        where operation_locks.expires_at <= now()
        returning key`,
  );
  return rows.length === 1;
}

/** Whether someone holds the lock `key` now (a flag with an end, as well as a lock). */
export async function lockHeld(db: Database, key: string): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select key from operation_locks where key = ${key} and expires_at > now()`,
  );
  return rows.length === 1;
}

/** Gives a lock back (when the operation it guarded did not happen). */
export async function releaseLock(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from operation_locks where key = ${key}`);
}

/** Counts one hit of `key` in its window (a new window of `windowMs` once the last one ended): the count. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<number> {
  return countHits(db, key, 1, windowMs);
}

/**
 * Counts `hits` hits of `key` at once (the rows of a batch), in one statement: the count with them.
 * Concurrent callers are serialised on the counter's row, so each sees the count before its own
 * hits as the answer less `hits`.
 */
export async function countHits(db: Db, key: string, hits: number, windowMs: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_counters (key, count, expires_at)
        values (${key}, ${hits}, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_counters.expires_at <= now() then excluded.count
                       else rate_counters.count + excluded.count end,
          expires_at = case when rate_counters.expires_at <= now() then excluded.expires_at
                            else rate_counters.expires_at end
        returning count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Takes one hit of `key` back (an attempt that turned out fine), never below zero. */
export async function giveBackHit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_counters set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function clearCount(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_counters where key = ${key}`);
}

/**
 * Records a nonce of a signed call in `scope`: false when it was seen already. Nonces older than
 * `keepMs` are forgotten (their calls' timestamps are refused as stale by then).
 */
export async function useNonce(db: Database, scope: string, nonce: string, keepMs: number): Promise<boolean> {
  await db.execute(sql`delete from request_nonces where created_at < now() - ${keepMs} * interval '1 millisecond'`);
  const rows = await queryRows<{ nonce: string }>(
    db,
    sql`insert into request_nonces (scope, nonce) values (${scope}, ${nonce})
        on conflict (scope, nonce) do nothing
        returning nonce`,
  );
  return rows.length === 1;
}

/** Forgets expired locks and counters; cheap, and run now and then by the callers. */
export async function purgeExpiredLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from operation_locks where expires_at <= now()`);
  await db.execute(sql`delete from rate_counters where expires_at <= now()`);
}
