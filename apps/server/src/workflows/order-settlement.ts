import { DEFAULT_REFERRAL_PROGRAMME_TERMS, type ReferralProgrammeTerms } from '@tallybook/domain';
import { ORDER_PAID, ORDER_REFUNDED } from '../modules/orders/index.ts';
import { type IncomeSettings, rebateReversalStep, rebateStep } from '../modules/partner/index.ts';
import { referralAwardStep, referralRefundStep } from '../modules/referral/index.ts';
import type { OutboxHandler } from '../platform/outbox/outbox.ts';

/**
 * Settling an order (decision 0019), one named sequence:
 * 1. payment settled → order paid → licence activated → ledger posted: the mall does these in the
 *    one transaction that takes the payment's lock (settle-payment.ts), and writes `order.paid`
 *    to the outbox in that same transaction;
 * 2. steps owned by other modules subscribe to `order.paid` here and run from the outbox: the
 *    partner's rebates accrued (partner programme, issue 15, decision 0039), and the inviter's
 *    first-order award with the refund window that holds its awards, by the terms of the invite
 *    programme the friend came through (referral programme, issue 16, decisions 0044 and 0046).
 */
export function orderSettlementSteps(terms: {
  income: IncomeSettings;
  referral?: ReferralProgrammeTerms | undefined;
}): readonly OutboxHandler[] {
  return [rebateStep(terms.income), referralAwardStep(terms.referral ?? DEFAULT_REFERRAL_PROGRAMME_TERMS)];
}

/**
 * Refunding an order (decision 0043), the settlement undone:
 * 1. the back office's refund: the provider (or the partner's ordering balance) gives the money back,
 *    then the mall, in one transaction holding the order, marks it refunded, takes back what the
 *    licence got from it, reverses the sale on the ledger, and writes `order.refunded` to the outbox;
 * 2. subscribers here: the partner's shares of the order still inside their rebate period are
 *    reversed, and the inviter's awards of the order still inside its refund window are reversed
 *    (decision 0044).
 */
export function orderRefundSteps(): readonly OutboxHandler[] {
  return [rebateReversalStep, referralRefundStep];
}

export { ORDER_PAID, ORDER_REFUNDED };
