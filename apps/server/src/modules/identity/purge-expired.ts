import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { purgeExpiredLimits } from '../../platform/limits/limits.ts';

const PURGE_CHANCE = 0.02;

/**
 * Forgets what can no longer be used: spent or expired codes, captchas, puzzles and official-account
 * QR scenes (kept a day for support questions), expired sessions, ended locks and counters. Called
 * now and then by the calls that create such rows, so the tables stay small without a scheduler.
 */
export async function purgeExpiredSometimes(db: Db, chance = PURGE_CHANCE): Promise<void> {
  if (Math.random() >= chance) return;
  await purgeExpiredLimits(db);
  await db.execute(sql`delete from verification_codes where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from captchas where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from slide_challenges where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from wechat_bind_tokens where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from wechat_mp_scenes where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from sessions where expires_at < now()`);
}
