import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { clearCount, countHit } from '../limits/limits.ts';
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
 * Every attempt is counted per address before the token is compared, in one statement, so that a
 * concurrent burst gets no more comparisons than `attempts` per window; a right token clears the count.
 */
export function requireAdmin(
  adminToken: string | undefined,
  db: Database,
  lockout: AdminLockout = { attempts: ADMIN_TOKEN_ATTEMPTS, windowMs: ADMIN_LOCKOUT_WINDOW_MS },
) {
  const expected = adminToken ? Buffer.from(adminToken) : undefined;
  return async (request: FastifyRequest) => {
    if (!expected) throw new AppError(401, 'notLoggedIn');
    const key = `admin-token:${request.ip}`;
    const attempt = await countHit(db, key, lockout.windowMs);
    if (attempt > lockout.attempts) {
      throw new AppError(429, 'adminLockedOut', { count: Math.ceil(lockout.windowMs / 60_000) });
    }
    const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const ok = given.length === expected.length && timingSafeEqual(given, expected);
    if (!ok) throw new AppError(401, 'notLoggedIn');
    await clearCount(db, key);
  };
}
