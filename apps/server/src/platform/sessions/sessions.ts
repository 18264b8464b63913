import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/database.ts';
import type { Found, RowLookup } from '../db/row-lookup.ts';
import { AppError } from '../http/envelope.ts';
import { sessions } from './sessions.tables.ts';

/**
 * Login sessions: an opaque random token in an HttpOnly cookie, of which the database keeps only the
 * SHA-256. A session also has a bearer form, the kdToken (spec §3), derived one-way from the cookie's
 * token so that knowing it never reveals the cookie.
 */
export const SESSION_COOKIE = 'tb_session';

export interface Session {
  id: number;
  userId: number;
  /** The root of the session's family: itself, or the session it was minted from. */
  familyId: number;
  expiresAt: Date;
  /** The session's kdToken, when the request carried the cookie (it is derived from the cookie's token). */
  kdToken?: string;
}

export interface IssuedSession {
  token: string;
  kdToken: string;
  expiresAt: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  familyId: sessions.familyId,
  expiresAt: sessions.expiresAt,
};
const sessionOf = (row: { id: number; userId: number; familyId: number | null; expiresAt: Date }): Session => ({
  ...row,
  familyId: row.familyId ?? row.id,
});
export const kdTokenOf = (token: string) => sha256(`kd:${token}`);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const KD_TOKEN = /^[0-9a-f]{64}$/;

/**
 * Starts a session of `userId` that lasts `ttlMs`; minted `from` another session (its kdToken handed
 * to another client), it joins that session's family, which one logout ends as a whole.
 */
export async function createSession(
  db: Database,
  userId: number,
  ttlMs: number,
  from?: Session,
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const kdToken = kdTokenOf(token);
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    kdTokenHash: sha256(kdToken),
    userId,
    familyId: from?.familyId ?? null,
    expiresAt,
  });
  // Expired sessions of this user go when a new one starts.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
  return { token, kdToken, expiresAt };
}

/** The unexpired session of a cookie token. */
export async function findSession(db: Database, token: string | undefined): Promise<Session | undefined> {
  if (!token || !TOKEN.test(token)) return undefined;
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date())));
  return row ? { ...sessionOf(row), kdToken: kdTokenOf(token) } : undefined;
}

/** The unexpired session of a kdToken (POST /webzhj/engine, GET /api/addCookieToClient). */
export async function findSessionByKdToken(db: Database, kdToken: string): Promise<Session | undefined> {
  if (!KD_TOKEN.test(kdToken)) return undefined;
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .where(and(eq(sessions.kdTokenHash, sha256(kdToken)), gt(sessions.expiresAt, new Date())));
  return row ? { ...sessionOf(row), kdToken } : undefined;
}

export async function destroySession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends a session and every session of its family (logout: a minted session must not outlive it). */
export async function destroySessionFamily(db: Database, session: Session): Promise<void> {
  await db.delete(sessions).where(or(eq(sessions.id, session.familyId), eq(sessions.familyId, session.familyId)));
}

/** Ends every session of a user (after a password change or reset), but `keep`. */
export async function destroyUserSessions(db: Database, userId: number, keep?: number): Promise<void> {
  const all = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  for (const { id } of all) if (id !== keep) await destroySession(db, id);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession): void {
  reply.setCookie(SESSION_COOKIE, issued.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: issued.expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** The request's session, from its cookie. */
export function readSession(db: Database, request: FastifyRequest): Promise<Session | undefined> {
  return findSession(db, request.cookies?.[SESSION_COOKIE]);
}

/**
 * The request's session and, in the same statement, the rows other modules read by its user
 * (`lookups` receives the user id as SQL): who is calling and for whom, in one round trip.
 */
export async function readSessionWith<Lookups extends Record<string, RowLookup<unknown>>>(
  db: Db,
  request: FastifyRequest,
  lookups: (userId: SQL) => Lookups,
): Promise<{ session: Session; found: Found<Lookups> } | undefined> {
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token || !TOKEN.test(token)) return undefined;
  const reads = Object.entries(lookups(sql`${sessions.userId}`));
  const [row] = await db
    .select({
      ...sessionColumns,
      ...Object.fromEntries(reads.map(([name, lookup]) => [`found_${name}`, sql<unknown>`${lookup.query}`])),
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date())));
  if (!row) return undefined;
  const values = row as unknown as Record<string, unknown>;
  const found = Object.fromEntries(reads.map(([name, lookup]) => [name, lookup.read(values[`found_${name}`])]));
  return {
    session: { ...sessionOf(row), kdToken: kdTokenOf(token) },
    found: found as Found<Lookups>,
  };
}

/** The request's session, or 401 "not logged in or the session timed out" (spec §4, §8). */
export async function requireSession(db: Database, request: FastifyRequest): Promise<Session> {
  const session = await readSession(db, request);
  if (!session) throw new AppError(401, 'notLoggedIn');
  return session;
}
