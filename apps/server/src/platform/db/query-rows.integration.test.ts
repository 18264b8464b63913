import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { isoTimestamp, queryManyRows, queryRows } from './query-rows.ts';

interface Row {
  id: number;
  at: string | null;
  tags: string[] | null;
  name: string | null;
  total: number | string;
}

// A page of rows with every shape the customer list reads: an ordering the statement sets, a
// timestamp (some null), an array, a text with quotes and a non-Latin script, and a window count.
const at = sql`case when g % 3 = 0 then null else timestamptz '2026-11-27 08:00:00.123456+00' + make_interval(mins => g) end`;
const columns = {
  id: sql`g`,
  at: isoTimestamp(at),
  tags: sql`case when g % 2 = 0 then array['key', 'vip'] else '{}'::text[] end`,
  name: sql`case when g % 5 = 0 then null else 'Shop "' || g || '" متجر' end`,
  total: sql`count(*) over ()`,
};
const rest = sql`from generate_series(1, 2500) g order by g % 7 desc, g desc`;
/** The same page read a row at a time, its timestamp as the driver's Date. */
const page = sql`select g as id, ${at} as at, ${columns.tags} as tags, ${columns.name} as name, ${columns.total} as total ${rest}`;

/** A row as the callers read it, whichever shape its engine answered. */
const read = (row: Omit<Row, 'at'> & { at: Date | string | null }) => ({
  id: row.id,
  at: row.at === null ? null : new Date(row.at).toISOString(),
  tags: row.tags,
  name: row.name,
  total: Number(row.total),
});

describe('queryManyRows: a large read, as one JSON text on PGlite (decision 0048)', () => {
  let test: TestDatabase;
  let database: DatabaseHandle;
  const statements: string[] = [];

  beforeAll(async () => {
    test = await createTestDatabase({ onQuery: (statement) => statements.push(statement) });
    database = test.handle;
  });

  afterAll(() => test.drop());

  it('answers the same rows, in the statement’s order, as a row-at-a-time read', async () => {
    const one = await queryRows<Row>(database.db, page);
    const many = await queryManyRows<Row>(database.db, columns, rest);
    expect(many).toHaveLength(2500);
    expect(many.map(read)).toEqual(one.map(read));
    expect(many.map((row) => row.at)).toEqual(one.map(read).map((row) => row.at));
    expect(many[0]).toMatchObject({ id: 2498, total: expect.anything() });
    expect(Object.keys(many[0] ?? {})).toEqual(['id', 'at', 'tags', 'name', 'total']);
    expect(many.find((row) => row.id === 2499)?.name).toBe('Shop "2499" متجر');
  });

  it('takes the JSON path on PGlite only, in a transaction too', async () => {
    statements.length = 0;
    await queryManyRows<Row>(database.db, columns, rest);
    await database.db.transaction(async (tx) => {
      await queryManyRows<Row>(tx, columns, rest);
    });
    const asJson = statements.filter((statement) => statement.includes('json_agg'));
    expect(asJson).toHaveLength(database.engine === 'pglite' ? 2 : 0);
  });

  it('answers an empty list for no rows', async () => {
    expect(await queryManyRows<{ id: number }>(database.db, { id: sql`1` }, sql`where false`)).toEqual([]);
  });

  it('refuses a read of no columns, of more than one JSON array can hold, or of a name not a plain identifier', async () => {
    await expect(queryManyRows(database.db, {}, sql`from generate_series(1, 2) g`)).rejects.toThrow('1-100 columns');
    const wide = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`c${index}`, sql`g`]));
    await expect(queryManyRows(database.db, wide, sql`from generate_series(1, 2) g`)).rejects.toThrow('1-100 columns');
    for (const name of ['__proto__', 'a-b', 'x"y', ''])
      await expect(queryManyRows(database.db, { [name]: sql`g` }, sql`from generate_series(1, 2) g`)).rejects.toThrow(
        'plain identifiers',
      );
    const widest = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`c${index}`, sql`g`]));
    const [row] = await queryManyRows<Record<string, number>>(database.db, widest, sql`from generate_series(1, 1) g`);
    expect(row?.c99).toBe(1);
  });

  it('writes a timestamp as toISOString writes the Date the driver reads, in any session time zone, null as null', async () => {
    const instants = sql`select t from unnest(array[
        timestamptz '2026-11-27 08:00:00.123456+00', timestamptz '2026-02-28 23:59:59.999999+08',
        timestamptz '1999-12-31 23:00:00-05', timestamptz '2026-11-27 08:00:00+00', timestamptz '2026-11-27 08:00:00.5+00',
        timestamptz '2026-11-27 08:00:00.12+00', timestamptz '2026-11-27 08:00:00.000001+00', null]) with ordinality as x(t, n)
      order by n`;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Shanghai'`);
      const dates = await queryRows<{ t: Date | string | null }>(tx, instants);
      const texts = await queryManyRows<{ t: string | null }>(
        tx,
        { t: isoTimestamp(sql`t`) },
        sql`from (${instants}) x`,
      );
      expect(texts.map((row) => row.t)).toEqual(
        dates.map((row) => (row.t === null ? null : new Date(row.t).toISOString())),
      );
      expect(texts.map((row) => row.t)).toEqual([
        '2026-11-27T08:00:00.123Z',
        '2026-02-28T15:59:59.999Z',
        '2000-01-01T04:00:00.000Z',
        '2026-11-27T08:00:00.000Z',
        '2026-11-27T08:00:00.500Z',
        '2026-11-27T08:00:00.120Z',
        '2026-11-27T08:00:00.000Z',
        null,
      ]);
    });
  });
});
