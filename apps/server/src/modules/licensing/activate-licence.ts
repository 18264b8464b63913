import { addMonthsShanghai, canUpgrade, EDITIONS, type MessageKey } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { lookUp } from '../../platform/db/row-lookup.ts';
import { mallLicences } from './licences.tables.ts';
import { inService, type Licence, licenceLookup, paidInService } from './licences-of.ts';

/**
 * What licensing needs of a paid order to apply it to the licence. The orders module's row is one;
 * licensing knows no more of orders (it sits below them, decision 0020).
 */
export interface LicenceOrder {
  orderNo: string;
  tenantId: number;
  serviceNumber: string;
  kind: 'new' | 'renew' | 'upgrade' | 'add_users' | 'add_stores';
  level: keyof typeof EDITIONS;
  quantity: number;
  quote: { months?: number | null | undefined };
}

/**
 * The expiry a paid new/renew order gives: `months` added in the UTC+8 calendar to max(now, the
 * expiry of a paid licence in service); a trial or a lapsed licence starts from now. null (a
 * perpetual buyout) when `months` is null.
 */
export function extendedExpiry(licence: Licence | undefined, months: number | null, now: Date): Date | null {
  if (months === null) return null;
  const carriesOver = licence && !licence.trial && inService(licence, now) && licence.expiresAt !== null;
  const from = carriesOver ? new Date(Math.max(now.getTime(), (licence.expiresAt as Date).getTime())) : now;
  return addMonthsShanghai(from, months);
}

/**
 * Why an order can no longer be applied to the licence as it is now (another order changed it
 * since it was priced: an upgrade paid twice, a renewal of the other edition), or undefined.
 * The same rules as when the order was placed.
 */
export function orderProblem(order: LicenceOrder, licence: Licence | undefined, now: Date): MessageKey | undefined {
  if (order.kind === 'new' || order.kind === 'renew') {
    if (!paidInService(licence, now)) return undefined;
    if (licence.level !== order.level) return 'renewLevelMismatch';
    if (licence.expiresAt === null) return 'licenceAlreadyPerpetual';
    return undefined;
  }
  if (!paidInService(licence, now)) return 'noActiveLicence';
  if (order.kind === 'upgrade' && !canUpgrade(licence.level, 'professional')) return 'upgradeNotAllowed';
  if (order.kind === 'add_stores' && !EDITIONS[licence.level].canBuyExtraStores) return 'storesNotForBasic';
  return undefined;
}

/** Locks the user's licence row of the order's service and reads it (settlements of one user apply in turn). */
export async function lockLicence(
  tx: Db,
  order: Pick<LicenceOrder, 'tenantId' | 'serviceNumber'>,
): Promise<Licence | undefined> {
  const { licence } = await lookUp(tx, {
    licence: licenceLookup(order.tenantId, order.serviceNumber, { lock: true }),
  });
  return licence;
}

/**
 * The statement that applies a paid order to its licence when the licence exists and is locked
 * (activateLicence's rules), answering the licence id. Not run here: the settlement carries it in
 * its own statement (decision 0028); activateLicence runs it alone.
 */
export function licenceActivation(tx: Db, order: LicenceOrder, licence: Licence, now: Date) {
  const included = EDITIONS[order.level];
  const where = and(eq(mallLicences.tenantId, licence.tenantId), eq(mallLicences.id, licence.id));
  if (order.kind === 'new' || order.kind === 'renew') {
    const months = order.quote.months === null || order.quote.months === undefined ? null : order.quote.months;
    // A paid licence in service keeps its start and its extra seats; otherwise it starts afresh.
    const continuing = !licence.trial && inService(licence, now);
    return tx
      .update(mallLicences)
      .set({
        level: order.level,
        users: continuing ? Math.max(licence.users, included.includedUsers) : included.includedUsers,
        stores: continuing ? Math.max(licence.stores, included.includedStores) : included.includedStores,
        subscribeType: months === null ? 2 : 1,
        trial: false,
        startsAt: continuing ? licence.startsAt : now,
        expiresAt: extendedExpiry(licence, months, now),
        purgedAt: null,
        updatedAt: now,
      })
      .where(where)
      .returning({ id: mallLicences.id });
  }
  // upgrade, add_users, add_stores were priced on a paid licence in service (orderProblem was checked).
  const change =
    order.kind === 'upgrade'
      ? { level: 'professional' as const, users: Math.max(licence.users, EDITIONS.professional.includedUsers) }
      : order.kind === 'add_users'
        ? { users: licence.users + order.quantity }
        : { stores: licence.stores + order.quantity };
  return tx
    .update(mallLicences)
    .set({ ...change, updatedAt: now })
    .where(where)
    .returning({ id: mallLicences.id });
}

/**
 * Applies a paid order to the user's licence, inside the settlement's transaction (the licence
 * row is locked first): new/renew create or extend it (a buyout makes it perpetual; a trial turns
 * into a paid licence starting now), upgrade makes it professional with at least its users, and
 * add_users/add_stores raise the counts (orderProblem was checked first). Answers the licence id.
 */
export async function activateLicence(tx: Db, order: LicenceOrder, now: Date): Promise<number> {
  const licence = await lockLicence(tx, order);
  if (licence) {
    const [applied] = await licenceActivation(tx, order, licence, now);
    if (!applied) throw new Error(`order ${order.orderNo}: licence ${licence.id} vanished under its lock`);
    return applied.id;
  }
  // upgrade, add_users, add_stores were priced on a paid licence in service; it still exists.
  if (order.kind !== 'new' && order.kind !== 'renew') {
    throw new Error(`order ${order.orderNo}: no licence to apply ${order.kind} to`);
  }
  const included = EDITIONS[order.level];
  const months = order.quote.months === null || order.quote.months === undefined ? null : order.quote.months;
  // Two first purchases settling at once: the second finds the first's row and extends it.
  const [created] = await tx
    .insert(mallLicences)
    .values({
      tenantId: order.tenantId,
      serviceCode: order.serviceNumber,
      level: order.level,
      users: included.includedUsers,
      stores: included.includedStores,
      subscribeType: months === null ? 2 : 1,
      trial: false,
      startsAt: now,
      expiresAt: extendedExpiry(undefined, months, now),
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [mallLicences.tenantId, mallLicences.serviceCode] })
    .returning({ id: mallLicences.id });
  if (created) return created.id;
  return activateLicence(tx, order, now);
}
