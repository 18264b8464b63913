import {
  CUSTOMER_LIMITS,
  followUpProblem,
  type GiveUpReason,
  type PurchaseIntention,
  remainingProtectionDays,
} from '@tallybook/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { CLEARED_NOTES, requireOwnCustomer } from './customers.ts';
import { partnerCustomerHistory, partnerCustomers, partnerFollowUps } from './partner.tables.ts';

/**
 * The owner's notes of a customer (spec §3 labels, purchase intention, follow-up notes; spec §4
 * abandon with a reason): each call acts only on a customer the caller owns at that moment.
 */

const followShape = (row: typeof partnerFollowUps.$inferSelect) => ({
  id: row.id,
  intention: row.intention,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** GET follow-record: the caller's follow-ups of its customer, newest first (a former owner's stay theirs). */
export async function listFollowUps(db: Db, partnerId: number, merchantId: number) {
  await requireOwnCustomer(db, partnerId, merchantId);
  const rows = await db
    .select()
    .from(partnerFollowUps)
    .where(and(eq(partnerFollowUps.merchantId, merchantId), eq(partnerFollowUps.partnerId, partnerId)))
    .orderBy(desc(partnerFollowUps.createdAt), desc(partnerFollowUps.id))
    .limit(500);
  return rows.map(followShape);
}

/**
 * POST follow-record: a follow-up with the purchase intention at the time (spec §5: both must be
 * filled); the customer's intention and last follow-up follow it.
 */
export async function addFollowUp(
  db: Db,
  partnerId: number,
  input: { merchantId: number; intention: string; note: string },
  now = new Date(),
) {
  const problem = followUpProblem(input);
  if (problem) throw new AppError(400, problem, { max: CUSTOMER_LIMITS.followUpNote });
  const intention = input.intention as PurchaseIntention;
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .update(partnerCustomers)
      .set({ intention, lastFollowUpAt: now })
      .where(and(eq(partnerCustomers.merchantId, input.merchantId), eq(partnerCustomers.partnerId, partnerId)))
      .returning({ merchantId: partnerCustomers.merchantId });
    if (!owned) throw new AppError(404, 'customerNotFound');
    const [created] = await tx
      .insert(partnerFollowUps)
      .values({ merchantId: input.merchantId, partnerId, intention, note: input.note.trim(), createdAt: now })
      .returning();
    return followShape(created as typeof partnerFollowUps.$inferSelect);
  });
}

/** GET label: the customer's labels. */
export async function labelsOf(db: Db, partnerId: number, merchantId: number): Promise<string[]> {
  return (await requireOwnCustomer(db, partnerId, merchantId)).labels;
}

/** The labels as kept: trimmed, empty ones dropped, duplicates once, within CUSTOMER_LIMITS. */
export function readLabels(raw: readonly string[]): string[] {
  const labels = [...new Set(raw.map((label) => label.trim()).filter(Boolean))];
  if (labels.some((label) => [...label].length > CUSTOMER_LIMITS.label))
    throw new AppError(400, 'labelTooLong', { max: CUSTOMER_LIMITS.label });
  if (labels.length > CUSTOMER_LIMITS.labels) throw new AppError(400, 'tooManyLabels', { max: CUSTOMER_LIMITS.labels });
  return labels;
}

/** POST label: replaces the customer's labels. */
export async function setLabels(db: Db, partnerId: number, merchantId: number, raw: readonly string[]) {
  const labels = readLabels(raw);
  const [row] = await db
    .update(partnerCustomers)
    .set({ labels })
    .where(and(eq(partnerCustomers.merchantId, merchantId), eq(partnerCustomers.partnerId, partnerId)))
    .returning({ labels: partnerCustomers.labels });
  if (!row) throw new AppError(404, 'customerNotFound');
  return row.labels;
}

/** GET label-names: the labels in use among the caller's customers, in order. */
export async function labelNamesOf(db: Db, partnerId: number): Promise<string[]> {
  const rows = await queryRows<{ label: string }>(
    db,
    sql`select distinct unnest(${partnerCustomers.labels}) as label from ${partnerCustomers}
        where ${partnerCustomers.partnerId} = ${partnerId} order by 1`,
  );
  return rows.map((row) => row.label);
}

/**
 * POST give-up: the partner abandons its customer with a reason (spec §4, §5: the reason must be
 * chosen); the customer goes to the pool, the notes are cleared and the history says why.
 */
export async function giveUpCustomer(
  db: Db,
  partnerId: number,
  input: { merchantId: number; reason?: GiveUpReason | undefined; note: string },
  now = new Date(),
) {
  if (!input.reason) throw new AppError(400, 'activationSelectionRequired');
  const note = input.note.trim();
  if ([...note].length > CUSTOMER_LIMITS.giveUpNote)
    throw new AppError(400, 'giveUpNoteTooLong', { max: CUSTOMER_LIMITS.giveUpNote });
  await db.transaction(async (tx) => {
    const [released] = await tx
      .update(partnerCustomers)
      .set({
        partnerId: null,
        promoterId: null,
        ownedSince: null,
        protectedUntil: null,
        poolSince: now,
        giveUpReason: input.reason,
        version: sql`${partnerCustomers.version} + 1`,
        ...CLEARED_NOTES,
      })
      .where(and(eq(partnerCustomers.merchantId, input.merchantId), eq(partnerCustomers.partnerId, partnerId)))
      .returning({ merchantId: partnerCustomers.merchantId });
    if (!released) throw new AppError(404, 'customerNotFound');
    await tx.insert(partnerCustomerHistory).values({
      merchantId: input.merchantId,
      event: 'abandoned',
      fromPartnerId: partnerId,
      toPartnerId: null,
      reason: input.reason,
      note: note || null,
      at: now,
    });
  });
}

/** GET customer-remaining-days: the days left of the caller's protection of its customer. */
export async function remainingDaysOf(db: Db, partnerId: number, merchantId: number, now = new Date()) {
  const row = await requireOwnCustomer(db, partnerId, merchantId);
  const until = row.protectedUntil ?? now;
  return { remainingDays: remainingProtectionDays(until, now), protectedUntil: until.toISOString() };
}

/** The owner history of a customer as the caller may see it: me, another partner, or nobody. */
export async function ownerHistoryOf(db: Db, partnerId: number, merchantId: number) {
  const rows = await db
    .select()
    .from(partnerCustomerHistory)
    .where(eq(partnerCustomerHistory.merchantId, merchantId))
    .orderBy(asc(partnerCustomerHistory.at), asc(partnerCustomerHistory.id))
    .limit(200);
  const who = (id: number | null) =>
    (id === null ? 'none' : id === partnerId ? 'me' : 'other') as 'none' | 'me' | 'other';
  return rows.map((row) => ({
    event: row.event,
    from: who(row.fromPartnerId),
    to: who(row.toPartnerId),
    source: row.source,
    reason: row.reason,
    at: row.at.toISOString(),
  }));
}
