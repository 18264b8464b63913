import { type CustomerSource, remainingProtectionDays } from '@tallybook/domain';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { readBusinessSetting } from '../../platform/settings/business-settings.ts';
import { partnerCustomerHistory, partnerCustomers } from './partner.tables.ts';
import { CUSTOMER_PROTECTION_DAYS, RECLAIM_COOL_DOWN_DAYS } from './partner-settings.ts';

/**
 * Who owns a customer and how ownership moves (spec §3 Customer/merchant, §4 protection period,
 * issue 14). A customer is a merchant's tenant; a partner owns it for the protection period, after
 * which the release job puts it in the pool, where another partner may claim it. Every change of
 * owner bumps the row's version and writes a history row.
 */

export type CustomerRow = typeof partnerCustomers.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export const protectionEnd = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** The caller's view of a customer: its own, one in the pool, or none (another partner's). */
export function viewOf(row: { partnerId: number | null }, partnerId: number): 'mine' | 'pool' | undefined {
  if (row.partnerId === partnerId) return 'mine';
  if (row.partnerId === null) return 'pool';
  return undefined;
}

/** A customer the partner owns; 404 customerNotFound for another partner's or an unknown one (never saying which). */
export async function requireOwnCustomer(db: Db, partnerId: number, merchantId: number): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(partnerCustomers)
    .where(and(eq(partnerCustomers.merchantId, merchantId), eq(partnerCustomers.partnerId, partnerId)));
  if (!row) throw new AppError(404, 'customerNotFound');
  return row;
}

/** A customer the partner owns or may claim (in the pool); 404 otherwise. */
export async function requireVisibleCustomer(db: Db, partnerId: number, merchantId: number): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(partnerCustomers)
    .where(
      and(
        eq(partnerCustomers.merchantId, merchantId),
        or(eq(partnerCustomers.partnerId, partnerId), isNull(partnerCustomers.partnerId)),
      ),
    );
  if (!row) throw new AppError(404, 'customerNotFound');
  return row;
}

/** The owner's notes, cleared whenever the owner changes: the next owner starts afresh. */
export const CLEARED_NOTES = { intention: null, labels: [] as string[], lastFollowUpAt: null };

export interface TakeCustomer {
  merchantId: number;
  partnerId: number;
  source: CustomerSource;
  /** The source when the customer was in the pool (input-merchant: a claim). */
  sourceFromPool?: CustomerSource;
  promoterId?: number | null;
  /** Only from the pool (a claim by merchant id): anything else is refused with customerNotInPool. */
  poolOnly?: boolean;
  /**
   * The partner itself takes the customer (a claim, an entry by hand): after abandoning it, the
   * partner waits the reclaim cool-down first. A merchant binding itself to a partner does not.
   */
  byPartner?: boolean;
}

/**
 * The partner takes the merchant as its customer, protected for the protection period: a merchant
 * nobody owns yet, one in the pool, or one whose protection has ended; one protected by another
 * partner is refused (409). Already the partner's: `taken` false, nothing changes. Of two partners
 * taking the same customer at once exactly one wins: the row is locked (`FOR UPDATE`, on
 * PostgreSQL) and the update is conditional on the version read, so the loser changes nothing.
 * The protection period is the business setting CUSTOMER_PROTECTION_DAYS.
 */
export async function takeCustomer(
  db: Db,
  input: TakeCustomer,
  now = new Date(),
): Promise<{ taken: boolean; row: CustomerRow }> {
  return db.transaction(async (tx) => {
    const owned = {
      partnerId: input.partnerId,
      promoterId: input.promoterId ?? null,
      ownedSince: now,
      protectedUntil: protectionEnd(now, await readBusinessSetting(tx, CUSTOMER_PROTECTION_DAYS)),
      poolSince: null,
      giveUpReason: null,
      ...CLEARED_NOTES,
    };
    let [row] = await tx
      .select()
      .from(partnerCustomers)
      .where(eq(partnerCustomers.merchantId, input.merchantId))
      .for('update');
    if (!row) {
      if (input.poolOnly) throw new AppError(404, 'customerNotFound');
      const [created] = await tx
        .insert(partnerCustomers)
        .values({ merchantId: input.merchantId, source: input.source, ...owned })
        .onConflictDoNothing()
        .returning();
      if (created) {
        await recordOwnerChange(tx, { merchantId: input.merchantId, from: null, to: input.partnerId, input, now });
        return { taken: true, row: created };
      }
      [row] = await tx
        .select()
        .from(partnerCustomers)
        .where(eq(partnerCustomers.merchantId, input.merchantId))
        .for('update');
      if (!row) throw new Error(`customer ${input.merchantId} vanished while being taken`);
    }
    if (row.partnerId === input.partnerId) {
      if (input.poolOnly) throw new AppError(409, 'customerAlreadyYours');
      return { taken: false, row };
    }
    const refusal = input.poolOnly ? 'customerNotInPool' : 'customerOwnedByAnother';
    if (input.poolOnly && row.partnerId !== null) throw new AppError(409, refusal);
    if (row.partnerId !== null && row.protectedUntil !== null && row.protectedUntil > now)
      throw new AppError(409, refusal);
    if (input.byPartner) await refuseWhileCoolingDown(tx, input, now);
    const source = row.partnerId === null ? (input.sourceFromPool ?? input.source) : input.source;
    const [updated] = await tx
      .update(partnerCustomers)
      .set({ ...owned, source, version: row.version + 1 })
      .where(and(eq(partnerCustomers.merchantId, input.merchantId), eq(partnerCustomers.version, row.version)))
      .returning();
    if (!updated) throw new AppError(409, refusal);
    await recordOwnerChange(tx, {
      merchantId: input.merchantId,
      from: row.partnerId,
      to: input.partnerId,
      input: { ...input, source },
      now,
    });
    return { taken: true, row: updated };
  });
}

/**
 * Issue 64: a partner that abandoned a customer cannot claim it back at once and so restart its
 * protection; it waits RECLAIM_COOL_DOWN_DAYS from the abandonment (409 reclaimCoolingDown with the
 * days left). Other partners may claim the customer at once.
 */
async function refuseWhileCoolingDown(tx: Db, input: TakeCustomer, now: Date) {
  const [abandoned] = await tx
    .select({ at: partnerCustomerHistory.at })
    .from(partnerCustomerHistory)
    .where(
      and(
        eq(partnerCustomerHistory.merchantId, input.merchantId),
        eq(partnerCustomerHistory.event, 'abandoned'),
        eq(partnerCustomerHistory.fromPartnerId, input.partnerId),
      ),
    )
    .orderBy(desc(partnerCustomerHistory.at))
    .limit(1);
  if (!abandoned) return;
  const coolDownEnd = protectionEnd(abandoned.at, await readBusinessSetting(tx, RECLAIM_COOL_DOWN_DAYS));
  if (coolDownEnd > now)
    throw new AppError(409, 'reclaimCoolingDown', { count: remainingProtectionDays(coolDownEnd, now) });
}

async function recordOwnerChange(
  tx: Db,
  change: { merchantId: number; from: number | null; to: number; input: { source: CustomerSource }; now: Date },
) {
  await tx.insert(partnerCustomerHistory).values({
    merchantId: change.merchantId,
    event: 'attributed',
    fromPartnerId: change.from,
    toPartnerId: change.to,
    source: change.input.source,
    at: change.now,
  });
}
