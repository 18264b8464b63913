import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type MemberRole = 'owner' | 'manager' | 'cashier' | 'stock_keeper';
export const MEMBER_ROLES: readonly MemberRole[] = ['owner', 'manager', 'cashier', 'stock_keeper'];

/**
 * A merchant's business (decision 0017): what licences, orders and, later, the workspace's data
 * belong to. Its id is the `tenant_id` that leads every merchant-owned table's keys. Ids start at
 * 10001 so that a user id mistaken for a tenant id finds nothing instead of someone else's data.
 */
export const tenants = pgTable('tenants', {
  id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 10_001 }),
  name: text().notNull().default(''),
  // the shop's address and trade (spec §3 Customer/merchant), as the merchant or its partner gave them
  address: text().notNull().default(''),
  industry: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Who works in a tenant and as what; each member takes one of the licence's user seats. */
export const tenantMembers = pgTable(
  'tenant_members',
  {
    tenantId: integer().notNull(),
    userId: integer().notNull(),
    role: text().$type<MemberRole>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    check('tenant_members_role', sql`${table.role} in ('owner', 'manager', 'cashier', 'stock_keeper')`),
    uniqueIndex('tenant_members_one_owner').on(table.tenantId).where(sql`${table.role} = 'owner'`),
  ],
);

/**
 * The same memberships keyed by user: which tenants a logged-in user may act for. It is the one
 * table looked up by user rather than by tenant (distributed by user id on Citus), written only
 * together with tenant_members; a user owns at most one tenant.
 */
export const memberDirectory = pgTable(
  'member_directory',
  {
    userId: integer().notNull(),
    tenantId: integer().notNull(),
    role: text().$type<MemberRole>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tenantId] }),
    uniqueIndex('member_directory_one_owned_tenant').on(table.userId).where(sql`${table.role} = 'owner'`),
  ],
);

/**
 * A tenant's stores (spec §7 shop-list): every tenant has its head store from the start, made with
 * the tenant; the workspace adds branches. Devices a partner registers are bound to a store.
 */
export const stores = pgTable(
  'stores',
  {
    tenantId: integer().notNull(),
    id: integer().generatedAlwaysAsIdentity(),
    // empty for a head store nobody has named yet: the screens show the tenant's name, or "head store"
    name: text().notNull().default(''),
    address: text().notNull().default(''),
    isHead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('stores_one_head').on(table.tenantId).where(sql`${table.isHead}`),
  ],
);
