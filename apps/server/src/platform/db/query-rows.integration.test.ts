import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { isoTimestamp, queryManyRows, queryRows } from './query-rows.ts';

interface Row {
  id: number;
  at: Date | string | null;
  tags: string[] | null;
  name: string | null;
  total: number | string;
}

// A page of rows with every shape the customer list reads: an ordering the statement sets, a
// timestamp (some null), an array, a text with quotes and a non-Latin script, and a window count.
const page = sql`select g as id,
       case when g % 3 = 0 then null else timestamptz '2026-11-27 08:00:00.123456+00' + make_interval(mins => g) end as at,
       case when g % 2 = 0 then array['key', 'vip'] else '{}'::text[] end as tags,
       case when g % 5 = 0 then null else 'Shop "' || g || '" متجر' end as name,
       count(*) over () as total
  from generate_series(1, 2500) g
  order by g % 7 desc, g desc`;

/** A row as the callers read it, whichever shape its engine answered. */
const read = (row: Row) => ({
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
    const many = await queryManyRows<Row>(database.db, page);
    expect(many).toHaveLength(2500);
    expect(many.map(read)).toEqual(one.map(read));
    expect(many[0]).toMatchObject({ id: 2498, total: expect.anything() });
  });

  it('takes the JSON path on PGlite only, in a transaction too', async () => {
    statements.length = 0;
    await queryManyRows<Row>(database.db, page);
    await database.db.transaction(async (tx) => {
      await queryManyRows<Row>(tx, page);
    });
    const asJson = statements.filter((statement) => statement.includes('json_agg'));
    expect(asJson).toHaveLength(database.engine === 'pglite' ? 2 : 0);
  });

  it('answers an empty list for no rows', async () => {
    expect(await queryManyRows<Row>(database.db, sql`select 1 as id where false`)).toEqual([]);
  });

  it('writes a timestamp as toISOString writes the Date the driver reads, in any session time zone, null as null', async () => {
    const instants = sql`select t from unnest(array[
        timestamptz '2026-11-27 08:00:00.123456+00', timestamptz '2026-02-28 23:59:59.999999+08',
        timestamptz '1999-12-31 23:00:00-05', timestamptz '2026-11-27 08:00:00+00', null]) with ordinality as x(t, n)
      order by n`;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Shanghai'`);
      const dates = await queryRows<{ t: Date | string | null }>(tx, instants);
      const texts = await queryManyRows<{ t: string | null }>(
        tx,
        sql`select ${isoTimestamp(sql`t`)} as t from (${instants}) x`,
      );
      expect(texts.map((row) => row.t)).toEqual(
        dates.map((row) => (row.t === null ? null : new Date(row.t).toISOString())),
      );
      expect(texts[0]?.t).toBe('2026-11-27T08:00:00.123Z');
    });
  });
});
