import type { LicenceRemaining } from '@tallybook/domain';
import { remainingDays, workspaceAccess } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { findSku } from '../catalogue/index.ts';
import { extendedExpiry } from './activate-licence.ts';
import { findLicence, reportedSubscribeType } from './licences-of.ts';

/** GET license/day/remaining: the user's licence of a service (404 noActiveLicence without one). */
export async function getLicenceRemaining(
  db: Db,
  tenantId: number,
  serviceNumber: string,
  now = new Date(),
): Promise<LicenceRemaining> {
  const licence = await findLicence(db, tenantId, serviceNumber);
  if (!licence || licence.purgedAt) throw new AppError(404, 'noActiveLicence');
  const { access, dataKeptUntil } = workspaceAccess({ ...licence, now });
  return {
    serviceNumber,
    level: licence.level,
    expiresAt: licence.expiresAt?.toISOString() ?? null,
    remainingDays: licence.expiresAt ? remainingDays(now, licence.expiresAt) : null,
    users: licence.users,
    stores: licence.stores,
    trial: licence.trial,
    subscribeType: reportedSubscribeType(licence),
    access,
    dataKeptUntil: dataKeptUntil?.toISOString() ?? null,
  };
}

/** GET license/renew/expiredate: the licence's expiry now and after buying a SKU `quantity` times. */
export async function quoteRenewal(db: Db, tenantId: number, skuId: number, quantity: number, now = new Date()) {
  const sku = await findSku(db, skuId);
  if (sku.kind !== 'subscription' && sku.kind !== 'buyout') throw new AppError(404, 'skuNotFound');
  const licence = await findLicence(db, tenantId, sku.serviceNumber);
  const months = sku.months === null ? null : sku.months * quantity;
  return {
    currentExpiresAt: licence && !licence.purgedAt ? (licence.expiresAt?.toISOString() ?? null) : null,
    newExpiresAt: extendedExpiry(licence, months, now)?.toISOString() ?? null,
  };
}
