import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { AppError } from '../http/envelope.ts';
import { generatedSecrets } from '../secrets/secrets.tables.ts';
import { idempotencyKeys } from './idempotency.tables.ts';
import { IDEMPOTENCY_KEY_TTL_MS, purgeIdempotencyKeys, requestHash, withIdempotency } from './idempotency.ts';

describe('withIdempotency', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A handler whose effect is a row in a table, so a second run would show. */
  const effect = (name: string) => async (tx: Parameters<Parameters<typeof withIdempotency>[2]>[0]) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await tx.insert(generatedSecrets).values({ name, value: 'v' });
    return { code: 200, data: { name }, msg: 'ok' };
  };
  const rows = async () => (await db().select({ n: count() }).from(generatedSecrets))[0]?.n;

  it('hashes equal requests equally whatever their key order, and others differently', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: undefined } })).toBe(requestHash({ b: { c: 2 }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    expect(requestHash([1, 2])).not.toBe(requestHash([2, 1]));
  });

  it('runs a handler once for 8 concurrent requests with one key, and answers all the same', async () => {
    const request = { scope: 'user:1 POST /x', key: 'k-race', requestHash: requestHash({ n: 1 }) };
    const answers = await Promise.all(Array.from({ length: 8 }, () => withIdempotency(db(), request, effect('race'))));
    expect(await rows()).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    for (const answer of answers) expect(answer.response).toEqual({ code: 200, data: { name: 'race' }, msg: 'ok' });
  });

  it('refuses the key with another request (409) and keeps scopes apart', async () => {
    const request = { scope: 'user:1 POST /x', key: 'k-body', requestHash: requestHash({ n: 1 }) };
    await withIdempotency(db(), request, effect('body-1'));
    await expect(
      withIdempotency(db(), { ...request, requestHash: requestHash({ n: 2 }) }, effect('body-2')),
    ).rejects.toMatchObject({ status: 409, messageKey: 'idempotencyKeyConflict' });
    const other = await withIdempotency(db(), { ...request, scope: 'user:2 POST /x' }, effect('body-3'));
    expect(other.replayed).toBe(false);
    expect(await rows()).toBe(3);
  });

  it('keeps nothing of a handler that fails, so the retry runs afresh', async () => {
    const request = { scope: 'user:1 POST /x', key: 'k-fail', requestHash: requestHash({}) };
    await expect(
      withIdempotency(db(), request, async (tx) => {
        await tx.insert(generatedSecrets).values({ name: 'failed', value: 'v' });
        throw new AppError(400, 'badRequest');
      }),
    ).rejects.toBeInstanceOf(AppError);
    const before = await rows();
    const retried = await withIdempotency(db(), request, effect('after-failure'));
    expect(retried.replayed).toBe(false);
    expect(await rows()).toBe((before ?? 0) + 1);
  });

  it('runs every request without a key, and forgets keys after the TTL', async () => {
    const request = { scope: 'user:1 POST /x', key: undefined, requestHash: requestHash({}) };
    await withIdempotency(db(), request, effect('no-key-1'));
    await withIdempotency(db(), request, effect('no-key-2'));
    const later = new Date(Date.now() + IDEMPOTENCY_KEY_TTL_MS + 60_000);
    expect(await purgeIdempotencyKeys(db(), later)).toBeGreaterThan(0);
    expect((await db().select({ n: count() }).from(idempotencyKeys))[0]?.n).toBe(0);
  });
});
