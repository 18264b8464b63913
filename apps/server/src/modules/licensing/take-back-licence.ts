import { addMonthsShanghai, EDITIONS, type LicenceBefore } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type LicenceOrder, lockLicence } from './activate-licence.ts';
import { mallLicences } from './licences.tables.ts';
import type { Licence } from './licences-of.ts';

/** The snapshot of a licence an order is about to change (undefined: the order makes it). */
export function licenceBeforeOf(licence: Licence | undefined): LicenceBefore | null {
  if (!licence) return null;
  return {
    level: licence.level,
    users: licence.users,
    stores: licence.stores,
    subscribeType: licence.subscribeType,
    trial: licence.trial,
    expiresAt: licence.expiresAt?.toISOString() ?? null,
  };
}

const latest = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** A paid time that ends `months` earlier, not before the refund, and never later than it was. */
function shortened(expiresAt: Date, months: number, now: Date): Date {
  return earliest(expiresAt, latest(addMonthsShanghai(expiresAt, -months), now));
}

/**
 * The change that takes back from `licence` what `order` gave it (decision 0043), or undefined when
 * there is nothing left to take:
 * - new/renew of `months`: the expiry moves back by those months (UTC+8 calendar), not before the
 *   refund's instant, so later renewals keep their own time; a licence bought perpetual since keeps
 *   its buyout. A first licence thus ends at the refund.
 * - a perpetual buyout: the licence returns to the subscription it was (its expiry, not before the
 *   refund), or ends at the refund when the buyout made it or turned a trial into it.
 * - new/renew that changed the edition of a lapsed licence: the edition it had.
 * - upgrade: back to the edition before, with the users the upgrade added taken off.
 * - add_users / add_stores: the count bought taken off, never below the edition's included ones.
 */
export function licenceTakeBack(
  licence: Licence,
  order: LicenceOrder,
  before: LicenceBefore | null,
  now: Date,
): Partial<typeof mallLicences.$inferInsert> | undefined {
  if (order.kind === 'new' || order.kind === 'renew') {
    const months = order.quote.months ?? null;
    const levelBack = before && !before.trial && before.level !== order.level ? { level: before.level } : {};
    if (months === null) {
      // the buyout: back to the paid time there was before it, if any
      const paidBefore = before && !before.trial && before.expiresAt !== null ? new Date(before.expiresAt) : undefined;
      const expiresAt = paidBefore ? latest(paidBefore, now) : now;
      return { ...levelBack, subscribeType: 1, expiresAt };
    }
    if (licence.expiresAt === null) return undefined;
    return { ...levelBack, expiresAt: shortened(licence.expiresAt, months, now) };
  }
  if (order.kind === 'upgrade') {
    const level = before?.level ?? 'basic';
    const added = Math.max(0, EDITIONS.professional.includedUsers - (before?.users ?? EDITIONS[level].includedUsers));
    return { level, users: Math.max(EDITIONS[level].includedUsers, licence.users - added) };
  }
  const included = EDITIONS[licence.level];
  if (order.kind === 'add_users') {
    return { users: Math.max(included.includedUsers, licence.users - order.quantity) };
  }
  return { stores: Math.max(included.includedStores, licence.stores - order.quantity) };
}

/**
 * Takes back from the tenant's licence what a refunded order gave it, inside the refund's
 * transaction (the licence row is locked first). Answers whether the licence changed.
 */
export async function takeBackLicence(
  tx: Db,
  order: LicenceOrder,
  before: LicenceBefore | null,
  now: Date,
): Promise<boolean> {
  const licence = await lockLicence(tx, order);
  if (!licence) return false;
  const change = licenceTakeBack(licence, order, before, now);
  if (!change) return false;
  await tx
    .update(mallLicences)
    .set({ ...change, updatedAt: now })
    .where(and(eq(mallLicences.tenantId, licence.tenantId), eq(mallLicences.id, licence.id)));
  return true;
}
