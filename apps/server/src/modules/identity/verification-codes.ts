import { randomInt } from 'node:crypto';
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MS, type SmsPurpose, verificationCodeProblem } from '@tallybook/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { sameHex, sha256 } from './accounts.ts';
import { verificationCodes } from './identity.tables.ts';

const codeHash = (phone: string, purpose: SmsPurpose, code: string) => sha256(`${phone}:${purpose}:${code}`);

/** A new six-digit code for the phone and purpose; earlier unused ones of that purpose stop working. */
export async function issueVerificationCode(db: Db, phone: string, purpose: SmsPurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.phone, phone),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    phone,
    purpose,
    codeHash: codeHash(phone, purpose, code),
    expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS),
  });
  return code;
}

/**
 * Spends the phone's latest code of `purpose` when `code` is it. A wrong code counts against the
 * code (five wrong guesses spend it); a missing, used or expired one asks for a new code. Of two
 * requests with the right code at once, one wins.
 */
export async function consumeVerificationCode(db: Db, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  const problem = verificationCodeProblem(code);
  if (problem) throw new AppError(400, problem);
  const [latest] = await db
    .select({ id: verificationCodes.id, codeHash: verificationCodes.codeHash })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.phone, phone),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!latest) throw new AppError(400, 'verificationCodeFailed');
  if (!sameHex(latest.codeHash, codeHash(phone, purpose, code.trim()))) {
    await db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${SMS_CODE_MAX_ATTEMPTS} then now() else null end`,
      })
      .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)));
    throw new AppError(400, 'verificationCodeWrong');
  }
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length === 0) throw new AppError(400, 'verificationCodeFailed');
}
