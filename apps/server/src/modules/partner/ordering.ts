import {
  type AdminPartnerOrdering,
  MAX_TOP_UP_FEN,
  MIN_TOP_UP_FEN,
  type OpenOrderingBody,
  type PartnerOrdering,
} from '@tallybook/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { type AccountSpec, balanceOf } from '../../platform/ledger/ledger.ts';
import { partners } from './partner.tables.ts';
import { partnerOrdering } from './partner-ordering.tables.ts';

/**
 * The channel ordering platform (spec §1, §6: a channel manager opens ordering permission; issue 15;
 * decision 0041): the back office opens a partner's ordering with a discount and closes it; while it
 * is open the partner tops up a prepaid balance and activates its customers' services from it.
 */

/** The partner's prepaid ordering balance: money the platform holds for the partner (a liability, credit side), never below zero. */
export const orderingAccount = (partnerId: number): AccountSpec => ({
  code: `partner:${partnerId}:ordering`,
  normalSide: 'credit',
});

type OrderingRow = typeof partnerOrdering.$inferSelect;

/** The partner's open ordering, locked (`FOR UPDATE`) when asked; undefined when ordering is not open. */
export async function openOrderingOf(db: Db, partnerId: number, lock = false): Promise<OrderingRow | undefined> {
  const query = db
    .select()
    .from(partnerOrdering)
    .where(and(eq(partnerOrdering.partnerId, partnerId), isNull(partnerOrdering.closedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The partner's open ordering; 403 orderingNotOpen when the channel manager has not opened it (or closed it). */
export async function requireOpenOrdering(db: Db, partnerId: number, lock = false): Promise<OrderingRow> {
  const row = await openOrderingOf(db, partnerId, lock);
  if (!row) throw new AppError(403, 'orderingNotOpen');
  return row;
}

/** The partner's row, locked: openings and closings of one partner apply one after the other. 404 partnerNotFound otherwise. */
async function lockPartner(tx: Db, partnerId: number): Promise<void> {
  const [row] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).for('update');
  if (!row) throw new AppError(404, 'partnerNotFound');
}

/** The back office's view: the open ordering or the last closed one, and the balance. */
export async function adminOrderingOf(db: Db, partnerId: number): Promise<AdminPartnerOrdering> {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw new AppError(404, 'partnerNotFound');
  const [latest] = await db
    .select()
    .from(partnerOrdering)
    .where(eq(partnerOrdering.partnerId, partnerId))
    .orderBy(desc(partnerOrdering.id))
    .limit(1);
  const open = latest !== undefined && latest.closedAt === null;
  return {
    partnerId,
    open,
    discountBp: open ? latest.discountBp : null,
    openedBy: latest?.openedBy ?? null,
    openedAt: latest?.openedAt.toISOString() ?? null,
    closedBy: latest?.closedBy ?? null,
    closedAt: latest?.closedAt?.toISOString() ?? null,
    balanceFen: await balanceOf(db, orderingAccount(partnerId).code),
  };
}

/** Opens the partner's ordering with a discount; 409 orderingAlreadyOpen while it is open (close it to change the discount). */
export async function openOrdering(
  db: Db,
  partnerId: number,
  input: OpenOrderingBody,
  now = new Date(),
): Promise<AdminPartnerOrdering> {
  await db.transaction(async (tx) => {
    await lockPartner(tx, partnerId);
    if (await openOrderingOf(tx, partnerId)) throw new AppError(409, 'orderingAlreadyOpen');
    await tx
      .insert(partnerOrdering)
      .values({ partnerId, discountBp: input.discountBp, openedBy: input.openedBy, openedAt: now });
  });
  return adminOrderingOf(db, partnerId);
}

/**
 * Closes the partner's ordering: no more top-ups nor activations from the balance; what is on the
 * balance stays the partner's (decision 0041). 409 orderingNotOpen when it is not open.
 */
export async function closeOrdering(
  db: Db,
  partnerId: number,
  input: { closedBy: string },
  now = new Date(),
): Promise<AdminPartnerOrdering> {
  await db.transaction(async (tx) => {
    await lockPartner(tx, partnerId);
    const open = await openOrderingOf(tx, partnerId);
    if (!open) throw new AppError(409, 'orderingNotOpen');
    await tx
      .update(partnerOrdering)
      .set({ closedAt: now, closedBy: input.closedBy })
      .where(eq(partnerOrdering.id, open.id));
  });
  return adminOrderingOf(db, partnerId);
}

/** GET /ommall/promoter/ordering: the partner's own view of its ordering and balance. */
export async function partnerOrderingOf(db: Db, partnerId: number): Promise<PartnerOrdering> {
  const open = await openOrderingOf(db, partnerId);
  return {
    open: open !== undefined,
    discountBp: open?.discountBp ?? null,
    balanceFen: await balanceOf(db, orderingAccount(partnerId).code),
    minTopUpFen: MIN_TOP_UP_FEN,
    maxTopUpFen: MAX_TOP_UP_FEN,
  };
}
