import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { findUserByPhone, readPhone } from '../identity/index.ts';
import { mallCoupons, mallCouponUsers } from './orders.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Gives one coupon of a definition to a user, valid for the definition's days from `now`. */
export async function grantCoupon(
  db: Db,
  input: { userId: number; couponId: number; reason: string; now?: Date },
): Promise<{ couponUserId: number; expiresAt: Date } | undefined> {
  const now = input.now ?? new Date();
  const [coupon] = await db.select().from(mallCoupons).where(eq(mallCoupons.id, input.couponId));
  if (!coupon) return undefined;
  const expiresAt = new Date(now.getTime() + coupon.validDays * DAY_MS);
  const [granted] = await db
    .insert(mallCouponUsers)
    .values({ couponId: coupon.id, userId: input.userId, expiresAt, grantedReason: input.reason, createdAt: now })
    .returning({ id: mallCouponUsers.id });
  return { couponUserId: (granted as { id: number }).id, expiresAt };
}

/** A new merchant's coupons (the definitions marked welcome: ¥50 off from ¥500, 10% off from ¥1000). */
export async function grantWelcomeCoupons(db: Db, userId: number, now = new Date()): Promise<number> {
  const welcome = await db.select().from(mallCoupons).where(eq(mallCoupons.welcome, true));
  if (welcome.length === 0) return 0;
  await db.insert(mallCouponUsers).values(
    welcome.map((coupon) => ({
      couponId: coupon.id,
      userId,
      expiresAt: new Date(now.getTime() + coupon.validDays * DAY_MS),
      grantedReason: 'welcome',
      createdAt: now,
    })),
  );
  return welcome.length;
}

/** POST /admin/api/mall/coupons/grant: a coupon for a user named by id or phone (404 when either is unknown). */
export async function grantCouponByAdmin(
  db: Db,
  input: { userId?: number | undefined; phone?: string | undefined; couponId: number },
): Promise<{ couponUserId: number; expiresAt: string }> {
  const userId = input.userId ?? (await findUserByPhone(db, readPhone(input.phone ?? '')))?.id;
  if (userId === undefined) throw new AppError(404, 'notFound');
  const granted = await grantCoupon(db, { userId, couponId: input.couponId, reason: 'back office' });
  if (!granted) throw new AppError(404, 'couponNotFound');
  return { couponUserId: granted.couponUserId, expiresAt: granted.expiresAt.toISOString() };
}
