import { entityKind, type SQL, sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Runs hand-written SQL (recursive or data-modifying CTEs the query builder cannot express) and
 * answers its rows. Both engines answer `{ rows }`; columns come back under their SQL names.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Whether `db` (the database or a transaction on it) is the embedded PGlite. */
const onPglite = (db: Db) => (db._.session.constructor as { [entityKind]?: string })[entityKind] === 'PgliteSession';

/**
 * The rows of a large read (thousands of rows). On PGlite they come as one JSON text built by the
 * database and parsed once here: PGlite hands each row over as a protocol message that its
 * JavaScript parses, which is most of such a read's time (10,000 rows of the partner's customer list:
 * ~180 ms a row at a time, ~70 ms as one text; decision 0048). On PostgreSQL the rows come as usual:
 * its driver's per-row cost is small, and building the JSON in the server costs more than it saves.
 * So `Row` must take both shapes: a timestamp is a Date or an ISO 8601 string, a bigint a string or
 * a number; arrays are arrays either way.
 */
export async function queryManyRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  if (!onPglite(db)) return queryRows<Row>(db, query);
  const [result] = await queryRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(answer), '[]')::text as rows from (${query}) answer`,
  );
  return JSON.parse(result?.rows ?? '[]') as Row[];
}

/**
 * A timestamptz as the text `Date.prototype.toISOString` gives (UTC, milliseconds, `Z`), made by
 * the database: for a large read that sends its timestamps on as text, the driver then parses no
 * Date a column a row, and the answer makes no ISO text again from it (decision 0053).
 */
export const isoTimestamp = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
