import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Runs hand-written SQL (recursive or data-modifying CTEs the query builder cannot express) and
 * answers its rows. Both engines answer `{ rows }`; columns come back under their SQL names.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
