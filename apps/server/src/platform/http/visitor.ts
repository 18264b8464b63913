import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An anonymous, long-lived visitor id: what "one vote per visitor" counts by. It identifies a
 * browser, not a person, and holds nothing else; only the server reads it.
 */
export const VISITOR_COOKIE = 'tb_visitor';
const VISITOR_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The visitor's id when the request carries a well-formed one. */
export function readVisitorId(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[VISITOR_COOKIE]?.toLowerCase();
  return value && UUID.test(value) ? value : undefined;
}

/**
 * The visitor's id, issuing one (and its cookie, on this reply) when the request has none: `fresh`,
 * a new random id by default.
 */
export function ensureVisitorId(
  request: FastifyRequest,
  reply: FastifyReply,
  fresh: () => string = randomUUID,
): string {
  const known = readVisitorId(request);
  if (known) return known;
  const issued = fresh();
  reply.setCookie(VISITOR_COOKIE, issued, {
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  return issued;
}

/**
 * A stand-in visitor id for a request that carries no visitor cookie (a script, or a browser that
 * drops cookies): derived from the caller's address, so that such requests from one address count
 * as one visitor instead of a new one each time.
 */
export function addressVisitorId(request: FastifyRequest): string {
  const hex = createHash('sha256').update(`visitor-address:${request.ip}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
