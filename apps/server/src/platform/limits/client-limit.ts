import type { Db } from '../db/database.ts';
import { AppError } from '../http/envelope.ts';
import { countHit, countHits } from './limits.ts';

/** At most `hits` calls per `windowMs` for one client (an address, a visitor). */
export interface ClientLimit {
  hits: number;
  windowMs: number;
}

/**
 * Counts one call of `key` (atomically, in the database every process shares) and refuses it with
 * 429 "too many requests" once the window's allowance is spent.
 */
export async function enforceClientLimit(db: Db, key: string, limit: ClientLimit): Promise<void> {
  const count = await countHit(db, key, limit.windowMs);
  if (count > limit.hits) throw new AppError(429, 'tooManyRequests');
}

/**
 * How many of `wanted` items (the rows of a batch) the client `key` may still have in this window:
 * all of them, the first few, or none. One statement counts them all at once, so concurrent batches
 * together never get more than the allowance; what is asked past it is still counted.
 */
export async function grantWithinLimit(db: Db, key: string, wanted: number, limit: ClientLimit): Promise<number> {
  if (wanted <= 0) return 0;
  const before = (await countHits(db, key, wanted, limit.windowMs)) - wanted;
  return Math.max(0, Math.min(wanted, limit.hits - before));
}
