import { grantTrial } from '../modules/licensing/index.ts';
import { grantWelcomeCoupons } from '../modules/orders/index.ts';
import { ensureOwnTenant } from '../modules/tenancy/index.ts';
import type { Db } from '../platform/db/database.ts';
import { enqueue, type OutboxHandler } from '../platform/outbox/outbox.ts';

export const MERCHANT_WELCOME = 'merchant.welcome';

/**
 * Welcoming a new merchant (decision 0019), a workflow of two steps:
 * 1. account created → its tenant made and the welcome queued, in the account's own transaction;
 * 2. the welcome delivered from the outbox → the 15-day trial and the welcome coupons, granted in
 *    the transaction that marks it delivered (retried until it succeeds, never done twice).
 */
export async function queueMerchantWelcome(tx: Db, userId: number): Promise<void> {
  const tenantId = await ensureOwnTenant(tx, userId);
  await enqueue(tx, { topic: MERCHANT_WELCOME, payload: { tenantId }, dedupeKey: `${MERCHANT_WELCOME}:${tenantId}` });
}

export const deliverMerchantWelcome: OutboxHandler = async (tx, message) => {
  const tenantId = Number(message.payload.tenantId);
  if (!Number.isSafeInteger(tenantId)) throw new Error(`welcome without a tenant: ${JSON.stringify(message.payload)}`);
  await grantTrial(tx, tenantId);
  await grantWelcomeCoupons(tx, tenantId);
};
