import { randomInt } from 'node:crypto';
import { drawReferralCode, NICKNAME_MAX_LENGTH, type Promoter } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
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
