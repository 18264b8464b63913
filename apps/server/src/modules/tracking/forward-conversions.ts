import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { AdForwardingFailed, type AdPlatform } from '../../platform/ad-platforms/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { OUTBOX_MAX_ATTEMPTS, outboxBackoffMs } from '../../platform/outbox/outbox.ts';
import { adClicks, adConversionAttempts, adConversions } from './tracking.tables.ts';

/** How long a taken conversion is left alone by other processes while this one forwards it. */
const FORWARDING_LEASE_MS = 5 * 60_000;

interface Logger {
  error(object: object, message?: string): void;
}

/**
 * Takes due conversions (not forwarded, not failed, next attempt due) in one statement that moves
 * their next attempt past a lease, so another process's run skips them.
 */
async function takeDue(db: Database, now: Date, limit: number) {
  const due = db
    .select({ id: adConversions.id })
    .from(adConversions)
    .where(
      and(isNull(adConversions.forwardedAt), isNull(adConversions.failedAt), lte(adConversions.nextAttemptAt, now)),
    )
    .orderBy(asc(adConversions.nextAttemptAt), asc(adConversions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(adConversions)
    .set({
      attempts: sql`${adConversions.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + FORWARDING_LEASE_MS),
    })
    .where(inArray(adConversions.id, due))
    .returning();
}

/**
 * Forwards the due conversions to the ad platform (decision 0042), each outside any transaction, and
 * records every attempt. A failure waits outboxBackoffMs (2^n seconds, at most an hour) and is tried
 * again; after OUTBOX_MAX_ATTEMPTS it is set aside as failed. Answers how many were forwarded.
 */
export async function forwardDueConversions(
  db: Database,
  platform: AdPlatform,
  options: { now?: Date; limit?: number; logger?: Logger } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const taken = await takeDue(db, now, options.limit ?? 50);
  if (taken.length === 0) return 0;
  const clicks = await db
    .select()
    .from(adClicks)
    .where(
      inArray(
        adClicks.id,
        taken.map((conversion) => conversion.clickId),
      ),
    );
  const clickById = new Map(clicks.map((click) => [click.id, click]));
  let forwarded = 0;
  for (const conversion of taken) {
    const click = clickById.get(conversion.clickId);
    if (!click) continue;
    let outcome: { succeeded: boolean; detail: string };
    try {
      const answer = await platform.forward({
        conversionId: conversion.id,
        platform: click.platform,
        clickToken: click.clickToken,
        landingUrl: click.landingUrl,
        type: conversion.type,
        occurredAt: conversion.occurredAt,
      });
      outcome = { succeeded: true, detail: answer.detail };
    } catch (error) {
      if (!(error instanceof AdForwardingFailed))
        options.logger?.error({ err: error }, 'ad conversion forwarding broke');
      outcome = { succeeded: false, detail: String(error instanceof Error ? error.message : error).slice(0, 2_000) };
    }
    const finishedAt = options.now ?? new Date();
    await db.transaction(async (tx) => {
      await tx.insert(adConversionAttempts).values({
        conversionId: conversion.id,
        attempt: conversion.attempts,
        platform: platform.name,
        succeeded: outcome.succeeded,
        detail: outcome.detail,
        at: finishedAt,
      });
      await tx
        .update(adConversions)
        .set(
          outcome.succeeded
            ? { forwardedAt: finishedAt, lastError: null }
            : {
                lastError: outcome.detail,
                nextAttemptAt: new Date(finishedAt.getTime() + outboxBackoffMs(conversion.attempts)),
                failedAt: conversion.attempts >= OUTBOX_MAX_ATTEMPTS ? finishedAt : null,
              },
        )
        .where(eq(adConversions.id, conversion.id));
    });
    if (outcome.succeeded) forwarded += 1;
  }
  return forwarded;
}
