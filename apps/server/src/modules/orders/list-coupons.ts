import { type CouponOffer, evaluateCoupon, type Language, message } from '@tallybook/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { mallCoupons, mallCouponUsers } from './orders.tables.ts';

/**
 * GET coupon/couponuser: the user's coupons not taken by an order and not expired, each with
 * whether it applies to `amount` fen of `serviceNumber` (D's evaluateCoupon) and its discount.
 */
export async function listCoupons(
  db: Db,
  input: {
    tenantId: number;
    serviceNumber?: string | undefined;
    amount?: number | undefined;
    language: Language;
    now?: Date;
  },
): Promise<CouponOffer[]> {
  const now = input.now ?? new Date();
  const rows = await db
    .select({ couponUser: mallCouponUsers, coupon: mallCoupons })
    .from(mallCouponUsers)
    .innerJoin(mallCoupons, eq(mallCoupons.id, mallCouponUsers.couponId))
    .where(
      and(
        eq(mallCouponUsers.tenantId, input.tenantId),
        isNull(mallCouponUsers.orderId),
        gt(mallCouponUsers.expiresAt, now),
      ),
    )
    .orderBy(asc(mallCouponUsers.expiresAt), asc(mallCouponUsers.id));
  return rows.map(({ couponUser, coupon }) => {
    const evaluation = evaluateCoupon(
      {
        kind: coupon.kind,
        value: coupon.value,
        minSpend: coupon.minSpend,
        expiresAt: couponUser.expiresAt,
        usedAt: couponUser.usedAt,
        serviceNumber: coupon.serviceNumber,
      },
      // Without an amount the coupon is only listed: judged as if its minimum were spent.
      { amount: input.amount ?? coupon.minSpend, serviceNumber: input.serviceNumber ?? null, now },
    );
    return {
      couponUserId: couponUser.id,
      name: coupon.names[input.language] ?? coupon.names['en-US'] ?? '',
      kind: coupon.kind,
      value: coupon.value,
      minSpend: coupon.minSpend,
      expiresAt: couponUser.expiresAt.toISOString(),
      usable: evaluation.usable,
      reason: evaluation.usable ? null : message(input.language, evaluation.reason, evaluation.values ?? {}),
      discount: evaluation.usable && input.amount !== undefined ? evaluation.discount : 0,
    };
  });
}
