import { type phoneBindBody, verificationCodeProblem } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/envelope.ts';
import {
  findUserByPhone,
  hashPassword,
  readPhone,
  readTransformedPassword,
  type User,
  verifyPassword,
} from './accounts.ts';
import { users } from './identity.tables.ts';
import { consumeVerificationCode } from './verification-codes.ts';

/**
 * The password hash the account keeps under its new phone. The client transforms passwords with
 * the phone (spec §5), so the hash of the old transform would never match a login with the new
 * phone: the current password is checked in its old form and stored again in its new one.
 */
async function passwordHashForNewPhone(
  user: User,
  input: Pick<z.output<typeof phoneBindBody>, 'password' | 'newPhonePassword'>,
): Promise<string | null> {
  if (user.passwordHash === null) return null;
  if (!input.password) throw new AppError(400, 'currentPasswordRequired');
  const current = readTransformedPassword(input.password);
  const next = readTransformedPassword(input.newPhonePassword ?? '');
  if (!(await verifyPassword(user.passwordHash, current))) throw new AppError(400, 'wrongOldPassword');
  return hashPassword(next);
}

/**
 * POST /user/phone/bind: the logged-in user's account moves to a new phone, proved by an SMS code of
 * purpose bind sent to it. A phone of another account is refused (spec §8: this phone is already
 * registered), before and, should two binds race, by the unique phone. Sessions stay valid.
 */
export async function bindPhone(db: Db, user: User, input: z.output<typeof phoneBindBody>): Promise<User> {
  const phone = readPhone(input.phone);
  const problem = verificationCodeProblem(input.code);
  if (problem) throw new AppError(400, problem);
  if (phone === user.phone) throw new AppError(400, 'phoneSameAsCurrent');
  if (await findUserByPhone(db, phone)) throw new AppError(409, 'phoneAlreadyRegistered');
  const passwordHash = await passwordHashForNewPhone(user, input);
  await consumeVerificationCode(db, phone, 'bind', input.code);
  try {
    const [updated] = await db
      .update(users)
      .set({ phone, passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new AppError(401, 'notLoggedIn');
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'phoneAlreadyRegistered');
    throw error;
  }
}
