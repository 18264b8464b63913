import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './envelope.ts';

/**
 * The back office's calls (/admin/api/*) take `Authorization: Bearer <ADMIN_TOKEN>`. Without a
 * configured token they refuse everyone. (Staff accounts replace this when the back office grows.)
 */
export function requireAdmin(adminToken: string | undefined) {
  const expected = adminToken ? Buffer.from(adminToken) : undefined;
  return async (request: FastifyRequest) => {
    const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const ok = expected && given.length === expected.length && timingSafeEqual(given, expected);
    if (!ok) throw new AppError(401, 'notLoggedIn');
  };
}
