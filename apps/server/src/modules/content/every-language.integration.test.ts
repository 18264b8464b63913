import { CONTENT_LANGUAGES } from '@tallybook/domain';
import { writtenIn } from '@tallybook/domain/written-language';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { DEMO_CONTENT } from '../../demo-content.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { runSeedSteps } from '../../platform/db/seed.ts';

/**
 * Issue 12: every content item exists in every language the site offers, and each text is written
 * in the language it is filed under. It reads every table whose primary key holds a `lang`, so a
 * translation table added later is checked without being named here.
 */
/** The columns that name an item besides its language; a table of one row per language has none. */
const itemOf = (keys: string[]) =>
  keys.length === 0
    ? sql`'the site'`
    : sql.join(
        keys.map((key) => sql`${sql.identifier(key)}::text`),
        sql`, `,
      );

describe('the demo content in every language', () => {
  let database: TestDatabase;
  let tables: Array<{ table: string; keys: string[]; texts: string[] }>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await runSeedSteps(database.handle.db, DEMO_CONTENT);
    const keyColumns = await queryRows<{ table: string; column: string }>(
      database.handle.db,
      sql`select k.table_name as "table", k.column_name as "column"
          from information_schema.table_constraints c
          join information_schema.key_column_usage k
            on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema
          where c.table_schema = 'public' and c.constraint_type = 'PRIMARY KEY'
          order by k.table_name, k.ordinal_position`,
    );
    const textColumns = await queryRows<{ table: string; column: string }>(
      database.handle.db,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and data_type = 'text' and column_name <> 'lang'
          order by table_name, ordinal_position`,
    );
    const byTable = new Map<string, string[]>();
    for (const { table, column } of keyColumns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
    tables = [...byTable]
      .filter(([, keys]) => keys.includes('lang'))
      .map(([table, keys]) => ({
        table,
        keys: keys.filter((key) => key !== 'lang'),
        texts: textColumns.filter((column) => column.table === table).map((column) => column.column),
      }));
  });
  afterAll(async () => {
    await database.drop();
  });

  it('finds the translation tables', () => {
    const names = tables.map(({ table }) => table);
    for (const table of [
      'help_article_translations',
      'news_translations',
      'customer_case_translations',
      'agreement_version_translations',
      'contact_channels',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('has every item in every content language', async () => {
    const missing: string[] = [];
    for (const { table, keys } of tables) {
      const identity = itemOf(keys);
      const rows = await queryRows<{ item: string; languages: string[] }>(
        database.handle.db,
        sql`select concat_ws('/', ${identity}) as item, array_agg(lang order by lang) as languages
            from ${sql.identifier(table)} group by 1`,
      );
      expect(rows.length, table).toBeGreaterThan(0);
      for (const { item, languages } of rows) {
        const lacking = CONTENT_LANGUAGES.filter((language) => !languages.includes(language));
        if (lacking.length > 0) missing.push(`${table} ${item}: ${lacking.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('writes each text in the language it is filed under', async () => {
    const wrong: string[] = [];
    for (const { table, keys, texts } of tables) {
      for (const column of texts) {
        const rows = await queryRows<{ item: string; lang: string; value: string | null }>(
          database.handle.db,
          sql`select concat_ws('/', ${itemOf(keys)}) as item, lang, ${sql.identifier(column)} as value
              from ${sql.identifier(table)}`,
        );
        for (const { item, lang, value } of rows) {
          if (!value || !(CONTENT_LANGUAGES as readonly string[]).includes(lang)) continue;
          if (!writtenIn(value, lang as (typeof CONTENT_LANGUAGES)[number])) {
            wrong.push(`${table}.${column} ${item} [${lang}]: ${value.slice(0, 60)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
