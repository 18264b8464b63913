import { randomInt } from 'node:crypto';
import { drawInviteCode, hidePhone, readInviteCode } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { findUserById } from '../identity/index.ts';
import { inviteCodes } from './invites.tables.ts';

/** Draws of a code before giving up: 31^6 codes make even a second draw rare for millions of users. */
const CODE_DRAWS = 8;

export type InviteCodeRow = typeof inviteCodes.$inferSelect;

/**
 * The user's invite code, drawn the first time it is asked for: one row per user however many asks
 * arrive at once (the primary key), and a code another user holds already is drawn again.
 */
export async function ensureInviteCode(db: Db, userId: number): Promise<InviteCodeRow> {
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const [existing] = await db.select().from(inviteCodes).where(eq(inviteCodes.userId, userId));
    if (existing) return existing;
    await db
      .insert(inviteCodes)
      .values({ userId, code: drawInviteCode(randomInt) })
      .onConflictDoNothing();
  }
  throw new Error(`no free invite code after ${CODE_DRAWS} draws`);
}

/** The holder of an invite code; anything that cannot be a code finds nothing without asking the database. */
export async function inviterOfCode(db: Db, raw: string | undefined): Promise<InviteCodeRow | undefined> {
  const code = readInviteCode(raw);
  if (!code) return undefined;
  const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
  return row;
}

/** How the inviter is named to its friends: its nickname, else its phone hidden (spec §3 phoneHide). */
export async function inviterNickname(db: Db, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) return '';
  return user.nickname?.trim() || hidePhone(user.phone);
}
