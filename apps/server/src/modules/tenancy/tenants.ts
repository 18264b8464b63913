import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowLookup } from '../../platform/db/row-lookup.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { type MemberRole, memberDirectory, stores, tenantMembers, tenants } from './tenancy.tables.ts';

/** The directory row of the tenant the user (an SQL expression) owns, for a caller's statement (decision 0028). */
export function ownedTenantLookup(userId: SQL) {
  return rowLookup(memberDirectory, and(eq(memberDirectory.userId, userId), eq(memberDirectory.role, 'owner')) as SQL);
}

/** The tenant `userId` owns, if any. */
export async function ownedTenantOf(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ tenantId: memberDirectory.tenantId })
    .from(memberDirectory)
    .where(and(eq(memberDirectory.userId, userId), eq(memberDirectory.role, 'owner')));
  return row?.tenantId;
}

/**
 * Every registered merchant owns one tenant, with its head store: answers it, making it first when the user has none
 * (a new account, or one made before tenants existed). Of concurrent first calls one makes the
 * tenant; the others meet the directory's one-owner index and answer that one.
 */
export async function ensureOwnTenant(db: Db, userId: number, now = new Date()): Promise<number> {
  const existing = await ownedTenantOf(db, userId);
  if (existing !== undefined) return existing;
  try {
    return await db.transaction(async (tx) => {
      const [tenant] = await tx.insert(tenants).values({ createdAt: now }).returning({ id: tenants.id });
      if (!tenant) throw new Error('tenant insert returned no row');
      await tx.insert(memberDirectory).values({ userId, tenantId: tenant.id, role: 'owner' });
      await tx.insert(tenantMembers).values({ tenantId: tenant.id, userId, role: 'owner', createdAt: now });
      await tx.insert(stores).values({ tenantId: tenant.id, isHead: true, createdAt: now });
      return tenant.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const made = await ownedTenantOf(db, userId);
    if (made === undefined) throw error;
    return made;
  }
}

export interface Member {
  userId: number;
  role: MemberRole;
}

export async function membersOf(db: Db, tenantId: number): Promise<Member[]> {
  return db
    .select({ userId: tenantMembers.userId, role: tenantMembers.role })
    .from(tenantMembers)
    .where(eq(tenantMembers.tenantId, tenantId))
    .orderBy(tenantMembers.createdAt, tenantMembers.userId);
}

/** The role `userId` holds in `tenantId`, or undefined when not a member (another tenant's user). */
export async function roleIn(db: Db, tenantId: number, userId: number): Promise<MemberRole | undefined> {
  const [row] = await db
    .select({ role: tenantMembers.role })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
  return row?.role;
}

/**
 * Adds a member who takes one of the licence's user seats: refused with `seatsFull` when every
 * seat is taken (`seats` is the licence's user count), and for a second owner. The member count is
 * read under the tenant row's lock, so two concurrent additions cannot both take the last seat.
 */
export async function addMember(
  db: Db,
  input: { tenantId: number; userId: number; role: Exclude<MemberRole, 'owner'>; seats: number },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, input.tenantId)).for('update');
    const [taken] = await tx
      .select({ n: count() })
      .from(tenantMembers)
      .where(eq(tenantMembers.tenantId, input.tenantId));
    if ((taken?.n ?? 0) >= input.seats) throw new AppError(409, 'seatsFull', { seats: input.seats });
    const [added] = await tx
      .insert(tenantMembers)
      .values({ tenantId: input.tenantId, userId: input.userId, role: input.role, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: tenantMembers.userId });
    if (!added) return;
    await tx.insert(memberDirectory).values({ userId: input.userId, tenantId: input.tenantId, role: input.role });
  });
}

/** Takes a member (not the owner) out of the tenant, freeing their seat. */
export async function removeMember(db: Db, tenantId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await roleIn(tx, tenantId, userId);
    if (role === undefined || role === 'owner') return;
    await tx.delete(tenantMembers).where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
    await tx
      .delete(memberDirectory)
      .where(and(eq(memberDirectory.userId, userId), eq(memberDirectory.tenantId, tenantId)));
  });
}
