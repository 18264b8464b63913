import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '@tallybook/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/envelope.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

/** How long a key is remembered; a retry after that is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export interface IdempotentRequest {
  /** Whose key and for which call, e.g. `user:12 POST /ommall/order`: keys of two scopes never meet. */
  scope: string;
  /** The caller's Idempotency-Key; undefined runs the handler as an ordinary request. */
  key: string | undefined;
  /** `requestHash(body)`: the same key with another request answers 409. */
  requestHash: string;
}

export interface IdempotentResult<T> {
  response: T;
  /** True when this is the stored response of an earlier request with the key. */
  replayed: boolean;
}

/** The Idempotency-Key header: absent, or 1 to 128 visible ASCII characters (400 otherwise). */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]+$/.test(key) || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new AppError(400, 'badRequest', { detail: `${IDEMPOTENCY_KEY_HEADER}: 1 to 128 visible characters` });
  }
  return key;
}

/** sha256 of a value with its object keys sorted and undefined members left out: equal requests, equal hashes. */
export function requestHash(request: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, item]) => [key, canonical(item)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)) ?? 'undefined')
    .digest('hex');
}

async function stored(db: Db, scope: string, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.requestHash !== hash) throw new AppError(409, 'idempotencyKeyConflict');
  return row;
}

/**
 * Runs `handler` at most once per (scope, key). The key's row is inserted first, in the same
 * transaction as the handler's changes and its response: a second request with the key waits on
 * that row until the first commits, then answers the stored response (or 409 for another body).
 * A handler that throws rolls everything back, key included, so a retry is a fresh attempt.
 * The response must be JSON (it is stored as jsonb and answered as stored).
 */
export async function withIdempotency<T>(
  db: Db,
  request: IdempotentRequest,
  handler: (tx: Db) => Promise<T>,
  now = new Date(),
): Promise<IdempotentResult<T>> {
  const { scope, key, requestHash: hash } = request;
  if (key === undefined) return { response: await handler(db), replayed: false };

  const earlier = await stored(db, scope, key, hash);
  if (earlier) return { response: earlier.response as T, replayed: true };

  return db.transaction(async (tx): Promise<IdempotentResult<T>> => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, statusCode: 0, response: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      // Another request with this key committed while this one waited on the row: answer its response.
      const winner = await stored(tx, scope, key, hash);
      if (winner) return { response: winner.response as T, replayed: true };
      throw new AppError(409, 'idempotencyKeyConflict');
    }
    const response = await handler(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: 200, response: JSON.parse(JSON.stringify(response)) })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { response, replayed: false };
  });
}

/** Forgets keys older than the TTL (a job). */
export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
