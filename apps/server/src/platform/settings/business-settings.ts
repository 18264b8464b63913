import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { businessSettings } from './business-settings.tables.ts';

/**
 * The business settings store (decision 0091). Process settings (pools, timeouts, windows of jobs)
 * are environment variables read in config.ts; business settings (cool-downs, protection periods,
 * caps, windows a person chooses) live in the database with their defaults in code, so that every
 * process reads the same value and the back office can show and change them. Each read asks the
 * database (one primary-key row), so a change holds at once in every process; a caller inside a
 * transaction passes it, as PGlite has one connection.
 */
export interface BusinessSetting<T> {
  /** The row's key, `<module>.<name>`. */
  key: string;
  /** What the setting is, for the list the back office shows. */
  description: string;
  /** The value while no row says otherwise. */
  defaultValue: T;
  /** What a value must be; a stored value it refuses reads as the default. */
  schema: z.ZodType<T>;
}

export const defineBusinessSetting = <T>(setting: BusinessSetting<T>): BusinessSetting<T> => setting;

/** The setting's value: the stored one when there is a valid one, its default otherwise. */
export async function readBusinessSetting<T>(db: Db, setting: BusinessSetting<T>): Promise<T> {
  const [row] = await db
    .select({ value: businessSettings.value })
    .from(businessSettings)
    .where(eq(businessSettings.key, setting.key));
  return settingValue(setting, row?.value);
}

/** Stores a value of the setting; one the setting's schema refuses throws and changes nothing. */
export async function writeBusinessSetting<T>(db: Db, setting: BusinessSetting<T>, value: T): Promise<void> {
  const parsed = setting.schema.parse(value);
  await db
    .insert(businessSettings)
    .values({ key: setting.key, value: parsed })
    .onConflictDoUpdate({ target: businessSettings.key, set: { value: parsed, updatedAt: sql`now()` } });
}

export interface BusinessSettingView {
  key: string;
  description: string;
  value: unknown;
  defaultValue: unknown;
  /** When an owner last stored it; null while it has its default. */
  updatedAt: Date | null;
}

/** The settings given, each with its value now, its default and when it was last changed. */
export async function listBusinessSettings(
  db: Db,
  settings: readonly BusinessSetting<unknown>[],
): Promise<BusinessSettingView[]> {
  const keys = settings.map((setting) => setting.key);
  const rows = keys.length ? await db.select().from(businessSettings).where(inArray(businessSettings.key, keys)) : [];
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return settings.map((setting) => {
    const row = byKey.get(setting.key);
    return {
      key: setting.key,
      description: setting.description,
      value: settingValue(setting, row?.value),
      defaultValue: setting.defaultValue,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

function settingValue<T>(setting: BusinessSetting<T>, stored: unknown): T {
  if (stored === undefined) return setting.defaultValue;
  const parsed = setting.schema.safeParse(stored);
  return parsed.success ? parsed.data : setting.defaultValue;
}
