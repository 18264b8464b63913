import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import {
  defineBusinessSetting,
  listBusinessSettings,
  readBusinessSetting,
  writeBusinessSetting,
} from './business-settings.ts';

const COOL_DOWN = defineBusinessSetting({
  key: 'test.coolDownDays',
  description: 'a cool-down of the test',
  defaultValue: 30,
  schema: z.number().int().min(0).max(365),
});
const CAP = defineBusinessSetting({
  key: 'test.cap',
  description: 'a cap of the test',
  defaultValue: 5,
  schema: z.number().int().min(1),
});

describe('the business settings store (decision 0091)', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('reads a setting nobody stored as its default', async () => {
    expect(await readBusinessSetting(db(), COOL_DOWN)).toBe(30);
  });

  it('reads a stored value at once, and the latest of two writes', async () => {
    await writeBusinessSetting(db(), COOL_DOWN, 7);
    expect(await readBusinessSetting(db(), COOL_DOWN)).toBe(7);
    await writeBusinessSetting(db(), COOL_DOWN, 0);
    expect(await readBusinessSetting(db(), COOL_DOWN)).toBe(0);
    expect(await readBusinessSetting(db(), CAP)).toBe(5);
  });

  it('refuses a value its schema refuses and keeps the one stored', async () => {
    await writeBusinessSetting(db(), COOL_DOWN, 12);
    await expect(writeBusinessSetting(db(), COOL_DOWN, -1)).rejects.toThrow();
    await expect(writeBusinessSetting(db(), COOL_DOWN, 1.5)).rejects.toThrow();
    expect(await readBusinessSetting(db(), COOL_DOWN)).toBe(12);
  });

  it('reads a stored value its schema refuses (written by hand) as the default', async () => {
    await db().execute(sql`insert into business_settings (key, value) values ('test.cap', '"many"'::jsonb)
                           on conflict (key) do update set value = excluded.value`);
    expect(await readBusinessSetting(db(), CAP)).toBe(5);
  });

  it('lists each setting with its value, its default and when it was last changed', async () => {
    await writeBusinessSetting(db(), COOL_DOWN, 9);
    const other = defineBusinessSetting({ ...CAP, key: 'test.untouched' });
    const list = await listBusinessSettings(db(), [COOL_DOWN, other]);
    expect(list).toMatchObject([
      { key: 'test.coolDownDays', value: 9, defaultValue: 30, description: 'a cool-down of the test' },
      { key: 'test.untouched', value: 5, defaultValue: 5, updatedAt: null },
    ]);
    expect(list[0]?.updatedAt).toBeInstanceOf(Date);
  });
});
