import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { queryRows } from './query-rows.ts';

function monthStart(date: Date, offsetMonths: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offsetMonths, 1));
}

function partitionName(table: string, month: Date): string {
  return `${table}_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Whether creating a partition failed because another process created it at the same moment (the
 * table, or its row type, already exists) or because the month's rows sit in the default partition.
 */
function raceLost(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    const code = (at as { code?: unknown }).code;
    if (code === '42P07' || code === '23505' || code === '23514') return true;
    if (/already exists|would be violated|duplicate key value/.test(at.message)) return true;
  }
  return false;
}

/**
 * Creates the monthly partitions of `tables` (log tables partitioned by range of a timestamp, each
 * with a default partition: decision 0007) for this month and the next `monthsAhead` (rows outside
 * them land in the default partition, so an insert never fails). Safe to run from several processes
 * at once and as often as wanted. Each module names its own log tables.
 */
export async function ensureMonthlyPartitions(
  db: Db,
  tables: readonly string[],
  now = new Date(),
  monthsAhead = 2,
): Promise<string[]> {
  const created: string[] = [];
  for (const table of tables) {
    for (let offset = 0; offset <= monthsAhead; offset += 1) {
      const from = monthStart(now, offset);
      const to = monthStart(now, offset + 1);
      const name = partitionName(table, from);
      const [existing] = await queryRows<{ found: string | null }>(db, sql`select to_regclass(${name}) as found`);
      if (existing?.found) continue;
      try {
        await db.execute(
          sql.raw(
            `create table if not exists ${name} partition of ${table} for values from ('${from.toISOString()}') to ('${to.toISOString()}')`,
          ),
        );
        created.push(name);
      } catch (error) {
        // Another process made it first, or rows of that month already sit in the default partition:
        // either way inserts keep working; the month stays in the default partition.
        // (drizzle wraps the driver's error: the reason is in its cause)
        if (!raceLost(error)) throw error;
      }
    }
  }
  return created;
}
