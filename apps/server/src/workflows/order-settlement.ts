import { ORDER_PAID } from '../modules/orders/index.ts';
import { type IncomeSettings, rebateStep } from '../modules/partner/index.ts';
import type { OutboxHandler } from '../platform/outbox/outbox.ts';

/**
 * Settling an order (decision 0019), one named sequence:
 * 1. payment settled → order paid → licence activated → ledger posted: the mall does these in the
 *    one transaction that takes the payment's lock (settle-payment.ts), and writes `order.paid`
 *    to the outbox in that same transaction;
 * 2. steps owned by other modules subscribe to `order.paid` here and run from the outbox: the
 *    partner's rebates accrued (partner programme, issue 15, decision 0039); the referral award
 *    (issue 16) is to join them.
 */
export function orderSettlementSteps(terms: { income: IncomeSettings }): readonly OutboxHandler[] {
  return [rebateStep(terms.income)];
}

export { ORDER_PAID };
