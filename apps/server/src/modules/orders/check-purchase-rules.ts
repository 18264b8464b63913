import type { MessageKey } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { findSku } from '../catalogue/index.ts';
import { findLicence, paidInService } from '../licensing/index.ts';
import { mallOrders } from './orders.tables.ts';

/** Whether a user may buy something, and if not, the message that says why. */
export type PurchaseVerdict = { allowed: true } | { allowed: false; reason: MessageKey };

const ALLOWED: PurchaseVerdict = { allowed: true };
const refused = (reason: MessageKey): PurchaseVerdict => ({ allowed: false, reason });

/**
 * GET order/limitbuy/verify: a perpetual buyout SKU is bought once per user; a second paid order
 * of it is refused (limitBuy). Subscriptions and extras have no limit here.
 */
export async function checkLimitBuy(db: Db, tenantId: number, skuId: number): Promise<PurchaseVerdict> {
  const sku = await findSku(db, skuId);
  if (sku.kind !== 'buyout') return ALLOWED;
  const [paid] = await db
    .select({ id: mallOrders.id })
    .from(mallOrders)
    .where(and(eq(mallOrders.tenantId, tenantId), eq(mallOrders.skuId, skuId), eq(mallOrders.status, 'paid')))
    .limit(1);
  return paid ? refused('limitBuy') : ALLOWED;
}

/**
 * GET order/role/verify: extra users and stores add to a paid licence in service (noActiveLicence
 * otherwise; a trial is not one), and extra stores to a professional one only (storesNotForBasic).
 */
export async function checkRole(
  db: Db,
  tenantId: number,
  skuId: number,
  now: Date = new Date(),
): Promise<PurchaseVerdict> {
  const sku = await findSku(db, skuId);
  if (sku.kind !== 'extra_user' && sku.kind !== 'extra_store') return ALLOWED;
  const found = await findLicence(db, tenantId, sku.serviceNumber);
  const licence = paidInService(found, now) ? found : undefined;
  if (!licence) return refused('noActiveLicence');
  if (sku.kind === 'extra_store' && licence.level !== 'professional') return refused('storesNotForBasic');
  return ALLOWED;
}

/** GET order/checkuseriscanbuywdh5onemonth: the first-buy offer is for users who never paid an order. */
export async function checkFirstBuy(db: Db, tenantId: number): Promise<PurchaseVerdict> {
  const [paid] = await db
    .select({ id: mallOrders.id })
    .from(mallOrders)
    .where(and(eq(mallOrders.tenantId, tenantId), eq(mallOrders.status, 'paid')))
    .limit(1);
  return paid ? refused('firstBuyOnly') : ALLOWED;
}

/** For placing an order: 409 with the verdict's message when it refuses. */
export function assertPurchaseAllowed(verdict: PurchaseVerdict): void {
  if (!verdict.allowed) throw new AppError(409, verdict.reason);
}
