import { fenToYuanText } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { findUserById, findUserByPhone, readPhone } from '../identity/index.ts';
import { ensureOwnTenant } from '../tenancy/index.ts';
import { mallCoupons, mallCouponUsers } from './orders.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Gives one coupon of a definition to a user, valid for the definition's days from `now`. */
export async function grantCoupon(
  db: Db,
  input: { tenantId: number; couponId: number; reason: string; now?: Date },
): Promise<{ couponUserId: number; expiresAt: Date } | undefined> {
  const now = input.now ?? new Date();
  const [coupon] = await db.select().from(mallCoupons).where(eq(mallCoupons.id, input.couponId));
  if (!coupon) return undefined;
  const expiresAt = new Date(now.getTime() + coupon.validDays * DAY_MS);
  const [granted] = await db
    .insert(mallCouponUsers)
    .values({ couponId: coupon.id, tenantId: input.tenantId, expiresAt, grantedReason: input.reason, createdAt: now })
    .returning({ id: mallCouponUsers.id });
  return { couponUserId: (granted as { id: number }).id, expiresAt };
}

/** A new merchant's coupons (the definitions marked welcome: ¥50 off from ¥500, 10% off from ¥1000). */
export async function grantWelcomeCoupons(db: Db, tenantId: number, now = new Date()): Promise<number> {
  const welcome = await db.select().from(mallCoupons).where(eq(mallCoupons.welcome, true));
  if (welcome.length === 0) return 0;
  await db.insert(mallCouponUsers).values(
    welcome.map((coupon) => ({
      couponId: coupon.id,
      tenantId,
      expiresAt: new Date(now.getTime() + coupon.validDays * DAY_MS),
      grantedReason: 'welcome',
      createdAt: now,
    })),
  );
  return welcome.length;
}

/** The terms of a programme's coupon: fen off from a minimum spend, valid for days. */
export interface ProgrammeCouponTerms {
  valueFen: number;
  minSpendFen: number;
  validDays: number;
}

/**
 * A friend's coupon of the referral programme (issue 16): its definition is named by its terms, made
 * the first time those terms are granted (a change of terms makes a new definition; coupons granted
 * before keep theirs), then one coupon of it goes to the tenant. Runs in the caller's transaction.
 */
export async function grantInviteeCoupon(
  db: Db,
  tenantId: number,
  terms: ProgrammeCouponTerms,
  now = new Date(),
): Promise<{ couponUserId: number; expiresAt: Date } | undefined> {
  if (terms.valueFen <= 0) return undefined;
  const purpose = `referral-invitee:${terms.valueFen}:${terms.minSpendFen}:${terms.validDays}`;
  const value = fenToYuanText(terms.valueFen);
  const from = fenToYuanText(terms.minSpendFen);
  await db
    .insert(mallCoupons)
    .values({
      names: {
        'en-US': `Invited friend: ¥${value} off orders from ¥${from}`,
        'zh-CN': `好友邀请礼：满${from}减${value}`,
        'zh-TW': `好友邀請禮：滿${from}減${value}`,
        ar: `هدية الصديق المدعو: خصم ${value} ¥ للطلبات من ${from} ¥`,
      },
      kind: 'fixed',
      value: terms.valueFen,
      minSpend: terms.minSpendFen,
      serviceNumber: null,
      validDays: terms.validDays,
      purpose,
    })
    .onConflictDoNothing({ target: mallCoupons.purpose });
  const [definition] = await db
    .select({ id: mallCoupons.id })
    .from(mallCoupons)
    .where(eq(mallCoupons.purpose, purpose));
  if (!definition) return undefined;
  return grantCoupon(db, { tenantId, couponId: definition.id, reason: 'referral invitee', now });
}

/** POST /admin/api/mall/coupons/grant: a coupon for the tenant of a user named by id or phone (404 when unknown). */
export async function grantCouponByAdmin(
  db: Db,
  input: { userId?: number | undefined; phone?: string | undefined; couponId: number },
): Promise<{ couponUserId: number; expiresAt: string }> {
  const user =
    input.userId !== undefined
      ? await findUserById(db, input.userId)
      : await findUserByPhone(db, readPhone(input.phone ?? ''));
  if (!user) throw new AppError(404, 'notFound');
  // The coupon goes to the tenant the user owns (decision 0017).
  const tenantId = await ensureOwnTenant(db, user.id);
  const granted = await grantCoupon(db, { tenantId, couponId: input.couponId, reason: 'back office' });
  if (!granted) throw new AppError(404, 'couponNotFound');
  return { couponUserId: granted.couponUserId, expiresAt: granted.expiresAt.toISOString() };
}
