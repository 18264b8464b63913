import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { generatedSecrets } from '../secrets/secrets.tables.ts';
import {
  drainOutbox,
  enqueue,
  OUTBOX_MAX_ATTEMPTS,
  type OutboxHandler,
  pendingMessages,
  retryMessage,
} from './outbox.ts';

const HOUR_MS = 60 * 60_000;

describe('the outbox (decision 0019)', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  const onPostgres = Boolean(process.env.DATABASE_URL);
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A step with two writes, so a crash between them would show as half a step. */
  const twoWrites =
    (crash: (tx: Parameters<OutboxHandler>[0]) => Promise<void>): OutboxHandler =>
    async (tx, message) => {
      await tx.insert(generatedSecrets).values({ name: `${message.payload.name}-a`, value: 'v' });
      await crash(tx);
      await tx.insert(generatedSecrets).values({ name: `${message.payload.name}-b`, value: 'v' });
    };
  const written = async (prefix: string) =>
    (
      await db()
        .select({ n: count() })
        .from(generatedSecrets)
        .where(sql`${generatedSecrets.name} like ${`${prefix}%`}`)
    )[0]?.n;

  it('keeps a message only when its transaction commits, once per dedupe key', async () => {
    await db()
      .transaction(async (tx) => {
        await enqueue(tx, { topic: 't', payload: { name: 'rolled-back' }, dedupeKey: 'rolled-back' });
        throw new Error('the business change failed');
      })
      .catch(() => undefined);
    await enqueue(db(), { topic: 't', payload: { name: 'once' }, dedupeKey: 'once' });
    await enqueue(db(), { topic: 't', payload: { name: 'once' }, dedupeKey: 'once' });
    const pending = await pendingMessages(db());
    expect(pending.map((message) => message.dedupeKey)).toEqual(['once']);
    expect(await drainOutbox(db(), {})).toBe(1);
    expect(await pendingMessages(db())).toEqual([]);
  });

  it('loses nothing and does nothing twice when the drain dies mid-step', async () => {
    await enqueue(db(), { topic: 'crash', payload: { name: 'crash-1' }, dedupeKey: 'crash-1' });
    await enqueue(db(), { topic: 'crash', payload: { name: 'crash-2' }, dedupeKey: 'crash-2' });
    let crashes = 1;
    const dying = twoWrites(async (tx) => {
      if (crashes <= 0) return;
      crashes -= 1;
      if (onPostgres) {
        // The drain's own connection is killed by the server, as when its process dies.
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      }
      throw new Error('the process died');
    });
    await drainOutbox(db(), { crash: [dying] });
    // The first message's step was cut between its writes: none of it stayed; the second went through.
    expect(await written('crash-1')).toBe(0);
    expect(await written('crash-2')).toBe(2);
    const [waiting] = await pendingMessages(db());
    expect(waiting).toMatchObject({ dedupeKey: 'crash-1', attempts: 1, failedAt: null });
    // Not before its backoff; then once, and never again.
    expect(await drainOutbox(db(), { crash: [dying] })).toBe(0);
    const later = new Date(Date.now() + HOUR_MS);
    expect(await drainOutbox(db(), { crash: [dying] }, { now: later })).toBe(1);
    expect(await drainOutbox(db(), { crash: [dying] }, { now: later })).toBe(0);
    expect(await written('crash-1')).toBe(2);
    expect(await written('crash-2')).toBe(2);
  });

  it('lets two drains side by side deliver each message exactly once', async () => {
    for (let n = 0; n < 12; n += 1) {
      await enqueue(db(), { topic: 'pair', payload: { name: `pair-${n}` }, dedupeKey: `pair-${n}` });
    }
    const slow = twoWrites(() => new Promise((resolve) => setTimeout(resolve, 5)));
    const [first, second] = await Promise.all([
      drainOutbox(db(), { pair: [slow] }),
      drainOutbox(db(), { pair: [slow] }),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(12);
    expect(await written('pair-')).toBe(24);
  });

  it('sets a message aside after its attempts run out, and the back office can put it back', async () => {
    await enqueue(db(), { topic: 'broken', payload: { name: 'broken' }, dedupeKey: 'broken' });
    const broken: OutboxHandler = async () => {
      throw new Error('always fails');
    };
    let now = Date.now();
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS + 2; attempt += 1) {
      now += 2 * HOUR_MS;
      await drainOutbox(db(), { broken: [broken] }, { now: new Date(now) });
    }
    const [failed] = await pendingMessages(db());
    expect(failed).toMatchObject({ dedupeKey: 'broken', attempts: OUTBOX_MAX_ATTEMPTS, lastError: 'always fails' });
    expect(failed?.failedAt).not.toBeNull();
    expect(await retryMessage(db(), failed?.id as number, new Date(now))).toBe(true);
    expect(await drainOutbox(db(), { broken: [async () => {}] }, { now: new Date(now) })).toBe(1);
    expect(await pendingMessages(db())).toEqual([]);
  });
});
