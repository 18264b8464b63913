import { randomInt } from 'node:crypto';
import { drawReferralCode, NICKNAME_MAX_LENGTH, type Promoter } from '@tallybook/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { promoters } from './partner.tables.ts';

/** Draws of a referral code before giving up: 31^8 codes make even a second draw rare. */
const CODE_DRAWS = 5;

const shape = (row: typeof promoters.$inferSelect): Promoter => ({
  nickname: row.nickname,
  referralCode: row.referralCode,
  joinedAt: row.createdAt.toISOString(),
});

/** The user's promoter record, if the user joined. */
export async function promoterOf(db: Db, userId: number): Promise<Promoter | null> {
  const [row] = await db.select().from(promoters).where(eq(promoters.userId, userId));
  return row ? shape(row) : null;
}

/**
 * POST /promoter/pc/add: the user joins as a promoter with a nickname (spec §5: nickname cannot be
 * empty) and gets a referral code of its own. Joining again answers the same promoter, unchanged:
 * the unique user id keeps one row however many joins arrive at once, and a drawn code that another
 * promoter holds already is drawn again.
 */
export async function joinPromoter(
  db: Db,
  userId: number,
  input: { nickname: string },
): Promise<Promoter & { created: boolean }> {
  const nickname = input.nickname.trim();
  if (!nickname) throw new AppError(400, 'nicknameEmpty');
  if ([...nickname].length > NICKNAME_MAX_LENGTH)
    throw new AppError(400, 'nicknameTooLong', { max: NICKNAME_MAX_LENGTH });
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const [created] = await db
      .insert(promoters)
      .values({ userId, nickname, referralCode: drawReferralCode(randomInt), channel: 'pc' })
      .onConflictDoNothing()
      .returning();
    if (created) return { ...shape(created), created: true };
    const existing = await promoterOf(db, userId);
    if (existing) return { ...existing, created: false };
  }
  throw new Error(`no free referral code after ${CODE_DRAWS} draws`);
}

/**
 * A new partner's own promoter record (issue 14): its referral code, invite and register links come
 * from it, and the registrations through it become the partner's customers. A user who joined as a
 * referrer before keeps the code it has shared; otherwise one is drawn, with the partner's name as
 * nickname. Runs in the approval's transaction.
 */
export async function makePartnerPromoter(
  tx: Db,
  partner: { id: number; userId: number; name: string },
): Promise<void> {
  const [claimed] = await tx
    .update(promoters)
    .set({ partnerId: partner.id, channel: 'partner' })
    .where(
      and(eq(promoters.userId, partner.userId), or(isNull(promoters.partnerId), eq(promoters.partnerId, partner.id))),
    )
    .returning({ id: promoters.id });
  if (claimed) return;
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const [created] = await tx
      .insert(promoters)
      .values({
        userId: partner.userId,
        nickname: partner.name,
        referralCode: drawReferralCode(randomInt),
        channel: 'partner',
        partnerId: partner.id,
      })
      .onConflictDoNothing()
      .returning({ id: promoters.id });
    if (created) return;
    // the user is a team promoter of another partner: becoming a partner makes it its own
    const [moved] = await tx
      .update(promoters)
      .set({ partnerId: partner.id, channel: 'partner' })
      .where(eq(promoters.userId, partner.userId))
      .returning({ id: promoters.id });
    if (moved) return;
  }
  throw new Error(`no free referral code after ${CODE_DRAWS} draws`);
}
