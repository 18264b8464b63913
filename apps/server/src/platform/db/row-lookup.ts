import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Db } from './database.ts';
import { queryRows } from './query-rows.ts';

/**
 * A read of one owner's row, written by the module that owns the table, that another module's
 * query can carry as one column (decision 0028): `query` is a scalar subquery answering the row as
 * JSON (or null), `read` turns that JSON back into the owner's typed row. Reads of several owners
 * then cost one round trip while each table is still queried only by its own module.
 */
export interface RowLookup<Row> {
  query: SQL;
  read(value: unknown): Row | undefined;
}

/**
 * A row of `table` from the database's names and values: a raw query's row, or the JSON object of
 * `row_to_json`. Each column reads its value as drizzle does (timestamps to Date, bigint to number).
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.keyAsName ? toSnakeCase(key) : column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * The row of `table` matching `where` as a lookup; with `lock`, the subquery takes the row's lock
 * (`FOR UPDATE`) when the statement carrying it runs, inside that statement's transaction.
 */
export function rowLookup<T extends Table>(
  table: T,
  where: SQL,
  options: { lock?: boolean } = {},
): RowLookup<T['$inferSelect']> {
  return {
    query: sql`(select row_to_json(${table}) from ${table} where ${where} limit 1${options.lock ? sql` for update` : sql``})`,
    read: (value) => rowFromJson(table, value),
  };
}

/** The row of `row_to_json` (an object, or its text), or undefined for null. */
export function rowFromJson<T extends Table>(table: T, value: unknown): T['$inferSelect'] | undefined {
  if (value === null || value === undefined) return undefined;
  return rowOf(table, (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>);
}

export type Found<Lookups extends Record<string, RowLookup<unknown>>> = {
  [Name in keyof Lookups]: ReturnType<Lookups[Name]['read']>;
};

/** Several owners' rows in one statement (`select (a) as a, (b) as b`): one round trip. */
export async function lookUp<Lookups extends Record<string, RowLookup<unknown>>>(
  db: Db,
  lookups: Lookups,
): Promise<Found<Lookups>> {
  const entries = Object.entries(lookups);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      entries.map(([name, lookup]) => sql`${lookup.query} as ${sql.identifier(name)}`),
      sql`, `,
    )}`,
  );
  return Object.fromEntries(entries.map(([name, lookup]) => [name, lookup.read(row?.[name])])) as Found<Lookups>;
}
