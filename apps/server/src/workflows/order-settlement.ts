import { ORDER_PAID } from '../modules/orders/index.ts';
import type { OutboxHandler } from '../platform/outbox/outbox.ts';

/**
 * Settling an order (decision 0019), one named sequence:
 * 1. payment settled → order paid → licence activated → ledger posted: the mall does these in the
 *    one transaction that takes the payment's lock (settle-payment.ts), and writes `order.paid`
 *    to the outbox in that same transaction;
 * 2. steps owned by other modules subscribe to `order.paid` here and run from the outbox: the
 *    partner's rebate accrued (partner programme, issue 15) and the referral award (issue 16).
 *    Until those modules exist the topic has no subscriber and is delivered to none.
 */
export const ORDER_SETTLEMENT_STEPS: readonly OutboxHandler[] = [];

export { ORDER_PAID };
