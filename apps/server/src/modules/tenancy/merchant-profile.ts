import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { stores, tenantMembers, tenants } from './tenancy.tables.ts';

/**
 * Every tenant's shop (name, address, trade, when it was made) and its owner's user id, as a relation
 * another module's statement may join on `tenant_id` (decision 0028): the query stays one, and the
 * planner chooses how to read the tables, which are still read only by the SQL this module writes.
 */
export const tenantProfilesRelation = (): SQL =>
  sql`(select ${tenants.id} as tenant_id, ${tenants.name} as shop_name, ${tenants.address} as shop_address,
              ${tenants.industry} as shop_industry, ${tenants.createdAt} as tenant_created_at,
              ${tenantMembers.userId} as owner_user_id
       from ${tenants} left join ${tenantMembers}
         on ${tenantMembers.tenantId} = ${tenants.id} and ${tenantMembers.role} = 'owner')`;

/**
 * Fills in the shop's name, address and trade (spec §3 Customer/merchant) where the merchant has
 * not given them yet: whoever enters them later (a partner) never overwrites the merchant's own.
 */
export async function fillTenantProfile(
  db: Db,
  tenantId: number,
  profile: { name?: string | undefined; address?: string | undefined; industry?: string | undefined },
): Promise<void> {
  const set: Partial<Record<'name' | 'address' | 'industry', SQL>> = {};
  if (profile.name) set.name = sql`case when ${tenants.name} = '' then ${profile.name} else ${tenants.name} end`;
  if (profile.address)
    set.address = sql`case when ${tenants.address} = '' then ${profile.address} else ${tenants.address} end`;
  if (profile.industry) set.industry = sql`coalesce(${tenants.industry}, ${profile.industry})`;
  if (Object.keys(set).length === 0) return;
  await db.update(tenants).set(set).where(eq(tenants.id, tenantId));
}

/** A tenant's stores, the head store first (spec §7 shop-list). */
export async function listStores(db: Db, tenantId: number) {
  return db
    .select({ storeId: stores.id, name: stores.name, address: stores.address, isHead: stores.isHead })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(desc(stores.isHead), asc(stores.id));
}
