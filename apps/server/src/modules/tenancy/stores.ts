import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { stores, tenants } from './tenancy.tables.ts';

export interface Store {
  tenantId: number;
  storeId: number;
  name: string;
  address: string;
  isHead: boolean;
}

const storeColumns = {
  tenantId: stores.tenantId,
  storeId: stores.id,
  name: stores.name,
  address: stores.address,
  isHead: stores.isHead,
};

/** The stores named by (tenant, store) pairs, those that exist. */
export async function storesByKey(db: Db, keys: { tenantId: number; storeId: number }[]): Promise<Store[]> {
  if (keys.length === 0) return [];
  return db
    .select(storeColumns)
    .from(stores)
    .where(or(...keys.map((key) => and(eq(stores.tenantId, key.tenantId), eq(stores.id, key.storeId)))));
}

/** The shop names (the tenant's name) of some tenants, by tenant id; a tenant without a row is left out. */
export async function shopNamesOf(db: Db, tenantIds: number[]): Promise<Map<number, string>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.id, [...new Set(tenantIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
