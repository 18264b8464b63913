import { EDITIONS, type LicenceInfo, SUBSCRIBE_TYPES, type WorkspaceAccess, workspaceAccess } from '@tallybook/domain';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowLookup } from '../../platform/db/row-lookup.ts';
import { mallLicences } from './licences.tables.ts';

export type Licence = typeof mallLicences.$inferSelect;

/**
 * findLicence as a lookup for a caller's statement (decision 0028); with `lock`, the licence row is
 * locked (`FOR UPDATE`) by that statement, as lockLicence does.
 */
export function licenceLookup(tenantId: number | SQL, serviceCode: string | SQL, options: { lock?: boolean } = {}) {
  return rowLookup(
    mallLicences,
    and(eq(mallLicences.tenantId, tenantId), eq(mallLicences.serviceCode, serviceCode)) as SQL,
    options,
  );
}

export async function findLicence(db: Db, tenantId: number, serviceCode: string): Promise<Licence | undefined> {
  const [licence] = await db
    .select()
    .from(mallLicences)
    .where(and(eq(mallLicences.tenantId, tenantId), eq(mallLicences.serviceCode, serviceCode)));
  return licence;
}

/** In service at `now`: a perpetual buyout, or an expiry still ahead. */
export function inService(licence: Licence, now: Date): boolean {
  return licence.purgedAt === null && (licence.expiresAt === null || licence.expiresAt.getTime() > now.getTime());
}

/** A paid licence in service (not a trial): what extra users, stores and upgrades are bought on. */
export function paidInService(licence: Licence | undefined, now: Date): licence is Licence {
  return licence !== undefined && !licence.trial && inService(licence, now);
}

/**
 * The subscribeType a licence is reported with, by every call that answers one (user info,
 * license/info, license/day/remaining): 0 for a trial, else 1 (subscription) or 2 (buyout), as the
 * catalogue sells it (docs/requirements.md §3).
 */
export function reportedSubscribeType(licence: Pick<Licence, 'trial' | 'subscribeType'>): number {
  return licence.trial ? SUBSCRIBE_TYPES.trial : licence.subscribeType;
}

/**
 * spec §3 licence entries of a user, for identity's user info: a trial reports subscribeType 0,
 * so userType is 1 exactly when a paid licence (a buyout included) is in service.
 */
export function licencesOf(db: Db, clock: () => Date = () => new Date()) {
  return async (tenantId: number): Promise<LicenceInfo[]> => {
    const now = clock();
    const rows = await db
      .select()
      .from(mallLicences)
      .where(and(eq(mallLicences.tenantId, tenantId), isNull(mallLicences.purgedAt)));
    return rows.map((licence) => ({
      serviceType: licence.serviceCode,
      expired: !inService(licence, now),
      typeCode: licence.level,
      subscribeType: reportedSubscribeType(licence),
    }));
  };
}

/** True when the user holds a paid licence in service (support's paying visitors). */
export async function isPayingUser(db: Db, tenantId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .select()
    .from(mallLicences)
    .where(and(eq(mallLicences.tenantId, tenantId), eq(mallLicences.trial, false)));
  return rows.some((licence) => inService(licence, now));
}

/**
 * What the user may do in the workspace of a service (issue 6: read-only once the trial or licence
 * has expired, nothing without one or after an ended trial's purge); the workspace module asks this
 * before every change it makes.
 */
export async function workspaceAccessOf(
  db: Db,
  tenantId: number,
  serviceCode: string,
  now = new Date(),
): Promise<WorkspaceAccess> {
  const licence = await findLicence(db, tenantId, serviceCode);
  return licence ? workspaceAccess({ ...licence, now }).access : 'none';
}

/** The users and stores an edition includes (EDITIONS), the floor of a licence of that edition. */
export const includedSeats = (level: keyof typeof EDITIONS) => ({
  users: EDITIONS[level].includedUsers,
  stores: EDITIONS[level].includedStores,
});
