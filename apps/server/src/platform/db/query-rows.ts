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

/** A column of a large read that is a timestamptz, answered as the text `toISOString` writes. */
export interface IsoTimestampColumn {
  readonly isoTimestamp: SQL;
}

/**
 * A timestamptz column answered as the text `Date.prototype.toISOString` gives (UTC, milliseconds,
 * `Z`): for a large read that sends its timestamps on as text, no Date is parsed a column a row and
 * written again (decision 0053). The text is made by the database on PostgreSQL, and on PGlite from
 * the JSON the database writes anyway (decision 0079).
 */
export const isoTimestamp = (column: SQL): IsoTimestampColumn => ({ isoTimestamp: column });

/** The columns of a large read, each named as its row's field: an expression, or a timestamp as ISO text. */
export type ManyRowsColumns<Row> = { readonly [Name in keyof Row & string]: SQL | IsoTimestampColumn };

const isTimestamp = (column: SQL | IsoTimestampColumn): column is IsoTimestampColumn => 'isoTimestamp' in column;

/** `toISOString`'s text of a UTC timestamp as JSON writes it, to the microsecond, trailing zeros left out. */
const isoFromJson = (text: string) => (text.length === 19 ? `${text}.000Z` : `${`${text}00`.slice(0, 23)}Z`);

/** PostgreSQL's JSON takes at most 100 arguments to a function: a row of more would not be one array. */
const MAX_COLUMNS = 100;

/** A row field's name as the code writes it: a plain identifier, never `__proto__` (an object literal's prototype). */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The rows of a large read (thousands of rows): `select <columns> <rest>`, `rest` being its from,
 * where, order and limit. On PGlite the rows come as one JSON text built by the database and parsed
 * once here, each row an array of its values: PGlite hands each row over as a protocol message that
 * its JavaScript parses, which was most of such a read's time (decision 0048), and arrays in place of
 * objects halve the text, as its timestamps written by JSON rather than `to_char` save the database
 * the rest (decision 0079). On PostgreSQL the rows come as usual: its driver's per-row cost is small,
 * and building the JSON in the server costs more than it saves. So `Row` must take both shapes where
 * they differ: a bigint is a string or a number; arrays are arrays and timestamps texts either way.
 */
export async function queryManyRows<Row>(db: Db, columns: ManyRowsColumns<Row>, rest: SQL): Promise<Row[]> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  if (names.length === 0 || names.length > MAX_COLUMNS) throw new Error(`a large read takes 1-${MAX_COLUMNS} columns`);
  const odd = names.find((name) => !PLAIN_NAME.test(name) || name === '__proto__');
  if (odd !== undefined)
    throw new Error(`a large read's column names are plain identifiers, not ${JSON.stringify(odd)}`);
  const pglite = onPglite(db);
  const list = sql.join(
    names.map((name) => {
      const column = columns[name];
      const value = !isTimestamp(column)
        ? column
        : pglite
          ? sql`(${column.isoTimestamp} at time zone 'UTC')`
          : sql`to_char(${column.isoTimestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      return sql`${value} as ${sql.identifier(name)}`;
    }),
    sql`, `,
  );
  const statement = sql`select ${list} ${rest}`;
  if (!pglite) return queryRows<Row>(db, statement);
  const answerColumns = sql.join(
    names.map((name) => sql`answer.${sql.identifier(name)}`),
    sql`, `,
  );
  const [result] = await queryRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(${answerColumns})), '[]')::text as rows from (${statement}) answer`,
  );
  const stamps = names.flatMap((name, index) => (isTimestamp(columns[name]) ? [index] : []));
  const makeRow = rowMaker(names);
  return (JSON.parse(result?.rows ?? '[]') as unknown[][]).map((values) => {
    for (const index of stamps) {
      const value = values[index];
      if (typeof value === 'string') values[index] = isoFromJson(value);
    }
    return makeRow(values) as Row;
  });
}

const rowMakers = new Map<string, (values: unknown[]) => object>();

/**
 * A function making a row object of its array of values, one object literal with the columns' names:
 * 10,000 rows of 17 fields set one name at a time cost ~20 ms more (V8 stores each by a lookup of its
 * name; a literal's fields it lays out once). The names come from the code's column records, written
 * as JSON string literals, and the function is made once for each set of them.
 */
function rowMaker(names: readonly string[]) {
  const key = JSON.stringify(names);
  let make = rowMakers.get(key);
  if (!make) {
    const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`).join(', ');
    make = new Function('values', `return { ${fields} };`) as (values: unknown[]) => object;
    rowMakers.set(key, make);
  }
  return make;
}
