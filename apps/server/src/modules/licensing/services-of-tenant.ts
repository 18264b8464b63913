import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { mallLicences } from './licences.tables.ts';
import { inService } from './licences-of.ts';

/**
 * The latest end of the tenant's services (spec §6: partners see their customers' membership expiry),
 * as a scalar subquery for another module's statement (decision 0028): null when the tenant has no
 * licence, or holds a perpetual buyout.
 */
export const serviceExpiryQuery = (tenantId: SQL): SQL =>
  sql`(select case when bool_or(${mallLicences.expiresAt} is null) then null else max(${mallLicences.expiresAt}) end
       from ${mallLicences} where ${mallLicences.tenantId} = ${tenantId} and ${mallLicences.purgedAt} is null)`;

export interface TenantService {
  serviceCode: string;
  level: 'basic' | 'professional';
  trial: boolean;
  expiresAt: Date | null;
  state: 'inService' | 'expired';
}

/** The tenant's services (its licences) with their expiry and whether each is in service at `now`. */
export async function servicesOfTenant(db: Db, tenantId: number, now = new Date()): Promise<TenantService[]> {
  const rows = await db
    .select()
    .from(mallLicences)
    .where(and(eq(mallLicences.tenantId, tenantId), isNull(mallLicences.purgedAt)))
    .orderBy(asc(mallLicences.serviceCode));
  return rows.map((licence) => ({
    serviceCode: licence.serviceCode,
    level: licence.level,
    trial: licence.trial,
    expiresAt: licence.expiresAt,
    state: inService(licence, now) ? 'inService' : 'expired',
  }));
}
