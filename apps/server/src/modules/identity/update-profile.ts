import { NICKNAME_MAX_LENGTH } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { type User, userOfSession } from './accounts.ts';
import { users } from './identity.tables.ts';

/** POST /webzhj/info: the logged-in user's nickname (spec §5: "nickname cannot be empty"). */
export async function updateProfile(db: Db, session: Session, input: { nickname: string }): Promise<User> {
  const nickname = input.nickname.trim();
  if (!nickname) throw new AppError(400, 'nicknameEmpty');
  if ([...nickname].length > NICKNAME_MAX_LENGTH) {
    throw new AppError(400, 'badRequest', { detail: `nickname: at most ${NICKNAME_MAX_LENGTH} characters` });
  }
  const user = await userOfSession(db, session);
  const [updated] = await db
    .update(users)
    .set({ nickname, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
