import { emailProblem, type Language } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { overseasSubscriptions } from './identity.tables.ts';

/**
 * spec §5, §7: keeps an overseas merchant's email (origin 1). Answers the spec's own messages for
 * an empty or malformed address; a second subscription of the same address changes nothing.
 */
export async function subscribeOverseasMerchant(
  db: Db,
  input: { email: string; origin: number; language: Language },
): Promise<{ subscribed: boolean }> {
  const problem = emailProblem(input.email);
  if (problem) throw new AppError(400, problem);
  const inserted = await db
    .insert(overseasSubscriptions)
    .values({ email: input.email.trim().toLowerCase(), origin: input.origin, language: input.language })
    .onConflictDoNothing({ target: overseasSubscriptions.email })
    .returning({ id: overseasSubscriptions.id });
  return { subscribed: inserted.length > 0 };
}
