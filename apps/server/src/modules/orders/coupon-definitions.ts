import type { CouponKind, Language } from '@tallybook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { mallCoupons, mallCouponUsers } from './orders.tables.ts';

/** A coupon definition's terms, named in the caller's language (English when it has no name in it). */
export interface CouponDefinition {
  couponId: number;
  name: string;
  kind: CouponKind;
  value: number;
  minSpendFen: number;
  serviceNumber: string | null;
  validDays: number;
}

/** Adds a coupon definition (a campaign's seed, the back office): its id, for grantCoupon. */
export async function defineCoupon(
  db: Db,
  definition: {
    names: Record<string, string>;
    kind: CouponKind;
    value: number;
    minSpendFen: number;
    serviceNumber: string | null;
    validDays: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(mallCoupons)
    .values({
      names: definition.names,
      kind: definition.kind,
      value: definition.value,
      minSpend: definition.minSpendFen,
      serviceNumber: definition.serviceNumber,
      validDays: definition.validDays,
    })
    .returning({ id: mallCoupons.id });
  return (row as { id: number }).id;
}

/** The definitions of these coupon ids, by id. */
export async function couponDefinitions(
  db: Db,
  couponIds: readonly number[],
  language: Language,
): Promise<Map<number, CouponDefinition>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mallCoupons)
    .where(inArray(mallCoupons.id, [...couponIds]));
  return new Map(
    rows.map((coupon) => [
      coupon.id,
      {
        couponId: coupon.id,
        name: coupon.names[language] ?? coupon.names['en-US'] ?? '',
        kind: coupon.kind,
        value: coupon.value,
        minSpendFen: coupon.minSpend,
        serviceNumber: coupon.serviceNumber,
        validDays: coupon.validDays,
      },
    ]),
  );
}

/** Where a granted coupon stands: not yet taken by an order, taken, or expired unused. */
export interface GrantedCouponState {
  couponUserId: number;
  state: 'unused' | 'used' | 'expired';
  expiresAt: Date;
}

/** The states of this tenant's granted coupons (another tenant's ids are simply not found). */
export async function grantedCouponStates(
  db: Db,
  tenantId: number,
  couponUserIds: readonly number[],
  now = new Date(),
): Promise<Map<number, GrantedCouponState>> {
  if (couponUserIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mallCouponUsers)
    .where(and(eq(mallCouponUsers.tenantId, tenantId), inArray(mallCouponUsers.id, [...couponUserIds])));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        couponUserId: row.id,
        state: row.orderId !== null ? 'used' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'unused',
        expiresAt: row.expiresAt,
      },
    ]),
  );
}
