import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outboxMessages } from './outbox.tables.ts';

/** Attempts before a message is set aside as failed. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** The wait before attempt n + 1: 2^n seconds, at most an hour. */
export const outboxBackoffMs = (attempts: number) => Math.min(2 ** attempts * 1_000, 60 * 60_000);

export interface OutboxMessage<Payload = Record<string, unknown>> {
  id: number;
  topic: string;
  payload: Payload;
}

/**
 * What a topic's subscriber does with a message, in the transaction that marks it delivered: its
 * writes and the mark commit together, so a crash mid-way leaves neither and the message is
 * delivered again later, never twice.
 */
export type OutboxHandler = (tx: Db, message: OutboxMessage) => Promise<void>;
export type OutboxHandlers = Readonly<Record<string, readonly OutboxHandler[]>>;

export interface NewOutboxMessage {
  topic: string;
  payload: Record<string, unknown>;
  dedupeKey: string;
}

/**
 * The statement that writes a message, not yet run: a caller may carry it in its own statement
 * (decision 0028), which commits it with the change that caused it, as enqueue does.
 */
export function enqueueStatement(tx: Db, message: NewOutboxMessage) {
  return tx.insert(outboxMessages).values(message).onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** Writes a message in the caller's transaction; a second one with the same dedupe key is dropped. */
export async function enqueue(tx: Db, message: NewOutboxMessage): Promise<void> {
  await enqueueStatement(tx, message);
}

interface Logger {
  error(object: object, message?: string): void;
}

/**
 * Delivers due messages one by one, each in a transaction of its own that takes the row with
 * `FOR UPDATE SKIP LOCKED` (so several processes drain side by side without meeting) and runs
 * every handler of its topic. A handler that throws rolls its message's work back; the message
 * waits `outboxBackoffMs` and is tried again, and after OUTBOX_MAX_ATTEMPTS it is set aside as
 * failed. A topic without subscribers is delivered to none. Answers how many were delivered.
 */
export async function drainOutbox(
  db: Db,
  handlers: OutboxHandlers,
  options: { now?: Date; limit?: number; logger?: Logger } = {},
): Promise<number> {
  const limit = options.limit ?? 100;
  let delivered = 0;
  for (let taken = 0; taken < limit; taken += 1) {
    const now = options.now ?? new Date();
    let attempted: { id: number; attempts: number } | undefined;
    try {
      const outcome = await db.transaction(async (tx) => {
        const [message] = await tx
          .select()
          .from(outboxMessages)
          .where(
            and(
              isNull(outboxMessages.deliveredAt),
              isNull(outboxMessages.failedAt),
              lte(outboxMessages.availableAt, now),
            ),
          )
          .orderBy(asc(outboxMessages.availableAt), asc(outboxMessages.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!message) return 'empty' as const;
        attempted = { id: message.id, attempts: message.attempts };
        for (const handler of handlers[message.topic] ?? []) {
          await handler(tx, { id: message.id, topic: message.topic, payload: message.payload });
        }
        await tx
          .update(outboxMessages)
          .set({ deliveredAt: now, attempts: message.attempts + 1, lastError: null })
          .where(eq(outboxMessages.id, message.id));
        return 'delivered' as const;
      });
      if (outcome === 'empty') break;
      delivered += 1;
    } catch (error) {
      if (!attempted) throw error;
      const attempts = attempted.attempts + 1;
      options.logger?.error({ err: error, messageId: attempted.id, attempts }, 'outbox message failed');
      await db
        .update(outboxMessages)
        .set({
          attempts,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 2_000),
          availableAt: new Date(now.getTime() + outboxBackoffMs(attempts)),
          failedAt: attempts >= OUTBOX_MAX_ATTEMPTS ? now : null,
        })
        .where(and(eq(outboxMessages.id, attempted.id), isNull(outboxMessages.deliveredAt)));
    }
  }
  return delivered;
}

/** Messages not yet delivered (waiting or failed), for the back office and tests. */
export async function pendingMessages(db: Db) {
  return db.select().from(outboxMessages).where(isNull(outboxMessages.deliveredAt)).orderBy(asc(outboxMessages.id));
}

/** Puts a failed message back in line (the back office's retry). */
export async function retryMessage(db: Db, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ failedAt: null, availableAt: now, attempts: sql`0` })
    .where(and(eq(outboxMessages.id, id), isNull(outboxMessages.deliveredAt)))
    .returning({ id: outboxMessages.id });
  return rows.length === 1;
}
