import type { Database } from '../db/database.ts';
import { AppError } from '../http/envelope.ts';
import { countHit } from './limits.ts';

/** At most `hits` calls per `windowMs` for one client (an address, a visitor). */
export interface ClientLimit {
  hits: number;
  windowMs: number;
}

/**
 * Counts one call of `key` (atomically, in the database every process shares) and refuses it with
 * 429 "too many requests" once the window's allowance is spent.
 */
export async function enforceClientLimit(db: Database, key: string, limit: ClientLimit): Promise<void> {
  const count = await countHit(db, key, limit.windowMs);
  if (count > limit.hits) throw new AppError(429, 'tooManyRequests');
}
