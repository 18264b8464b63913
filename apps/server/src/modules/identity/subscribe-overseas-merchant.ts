import { emailProblem, type Language } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { countHit } from '../../platform/limits/limits.ts';
import { overseasSubscriptions } from './identity.tables.ts';

export const SUBSCRIPTIONS_PER_IP_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/**
 * spec §5, §7: keeps an overseas merchant's email (origin 1). Answers the spec's own messages for
 * an empty or malformed address; a second subscription of the same address changes nothing. One
 * address on the network may try SUBSCRIPTIONS_PER_IP_PER_HOUR times an hour, so nobody fills the
 * list with other people's addresses.
 */
export async function subscribeOverseasMerchant(
  db: Db,
  input: { email: string; origin: number; language: Language; ip: string },
): Promise<{ subscribed: boolean }> {
  if ((await countHit(db, `subscribe:ip:${input.ip}`, HOUR_MS)) > SUBSCRIPTIONS_PER_IP_PER_HOUR) {
    throw new AppError(429, 'tooManyRequests');
  }
  const problem = emailProblem(input.email);
  if (problem) throw new AppError(400, problem);
  const inserted = await db
    .insert(overseasSubscriptions)
    .values({ email: input.email.trim().toLowerCase(), origin: input.origin, language: input.language })
    .onConflictDoNothing({ target: overseasSubscriptions.email })
    .returning({ id: overseasSubscriptions.id });
  return { subscribed: inserted.length > 0 };
}
