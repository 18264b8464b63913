import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { countHit } from '../limits/limits.ts';
import { AppError } from './envelope.ts';

/** Wrong back-office tokens an address may try within the window before it is locked out. */
export const ADMIN_TOKEN_ATTEMPTS = 10;
export const ADMIN_LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export interface AdminLockout {
  attempts: number;
  windowMs: number;
}

/**
 * The back office's calls (/admin/api/*) take `Authorization: Bearer <ADMIN_TOKEN>`. Without a
 * configured token they refuse everyone. (Staff accounts replace this when the back office grows.)
 * The token is compared first, in constant time, and a right one is never refused: behind a proxy
 * that is not trusted every caller has the proxy's address, and a lockout counting every attempt let
 * anyone stop withdrawals, refunds and support for everyone (decision 0085). Only a wrong token is
 * counted, per address, in one statement: within a window an address gets at most `attempts` 401s,
 * even in a concurrent burst, and 429 after that; the right token's calls never touch its count.
 */
export function requireAdmin(
  adminToken: string | undefined,
  db: Database,
  lockout: AdminLockout = { attempts: ADMIN_TOKEN_ATTEMPTS, windowMs: ADMIN_LOCKOUT_WINDOW_MS },
) {
  const expected = adminToken ? createHash('sha256').update(adminToken).digest() : undefined;
  return async (request: FastifyRequest) => {
    if (!expected) throw new AppError(401, 'notLoggedIn');
    // Both sides hashed to 32 bytes: the comparison takes the same time whatever the given length.
    const given = createHash('sha256')
      .update(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '')
      .digest();
    if (timingSafeEqual(given, expected)) return;
    const attempt = await countHit(db, `admin-token:${request.ip}`, lockout.windowMs);
    if (attempt > lockout.attempts) {
      throw new AppError(429, 'adminLockedOut', { count: Math.ceil(lockout.windowMs / 60_000) });
    }
    throw new AppError(401, 'notLoggedIn');
  };
}
