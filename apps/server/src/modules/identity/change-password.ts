import type { passwordChangeBody, phonePasswordResetBody } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { destroyUserSessions, type Session } from '../../platform/sessions/sessions.ts';
import {
  findUserByPhone,
  hashPassword,
  readPhone,
  readTransformedPassword,
  userOfSession,
  verifyPassword,
} from './accounts.ts';
import { users } from './identity.tables.ts';
import { consumeVerificationCode } from './verification-codes.ts';

async function setPassword(db: Db, userId: number, transformed: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(transformed), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** POST /webzhj/phone/passwordreset: a forgotten password, with an SMS code of purpose reset. Every session ends. */
export async function resetPasswordByPhone(db: Db, input: z.output<typeof phonePasswordResetBody>): Promise<void> {
  const phone = readPhone(input.phone);
  const password = readTransformedPassword(input.newPassword);
  const user = await findUserByPhone(db, phone);
  if (!user) throw new AppError(400, 'phoneNotRegistered');
  await consumeVerificationCode(db, phone, 'reset', input.code);
  await setPassword(db, user.id, password);
  await destroyUserSessions(db, user.id);
}

/**
 * POST /webzhj/passwordreset: the logged-in user changes the password (or sets a first one, for an
 * account made by an SMS login or through WeChat, which needs no old one). The user's other sessions
 * end; this one stays. Tells whether it was the first password.
 */
export async function changePassword(
  db: Db,
  session: Session,
  input: z.output<typeof passwordChangeBody>,
): Promise<boolean> {
  const user = await userOfSession(db, session);
  const newPassword = readTransformedPassword(input.newPassword);
  if (user.passwordHash !== null) {
    if (!input.oldPassword) throw new AppError(400, 'oldPasswordRequired');
    const oldPassword = readTransformedPassword(input.oldPassword);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new AppError(400, 'wrongOldPassword');
  }
  await setPassword(db, user.id, newPassword);
  await destroyUserSessions(db, user.id, session.id);
  return user.passwordHash === null;
}
