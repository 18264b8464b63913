// The workflows: sequences that cross modules, joined through the outbox (decision 0019).
import type { ReferralProgrammeTerms } from '@tallybook/domain';
import type { IncomeSettings } from '../modules/partner/index.ts';
import type { OutboxHandlers } from '../platform/outbox/outbox.ts';
import { deliverMerchantWelcome, MERCHANT_WELCOME, queueMerchantWelcome } from './merchant-welcome.ts';
import { ORDER_PAID, ORDER_REFUNDED, orderRefundSteps, orderSettlementSteps } from './order-settlement.ts';

export { MERCHANT_WELCOME, queueMerchantWelcome };

/** Each outbox topic's subscribers, under the programme's terms the deployment configured. */
export function workflowHandlers(terms: {
  income: IncomeSettings;
  referral?: ReferralProgrammeTerms | undefined;
}): OutboxHandlers {
  return {
    [MERCHANT_WELCOME]: [deliverMerchantWelcome],
    [ORDER_PAID]: orderSettlementSteps(terms),
    [ORDER_REFUNDED]: orderRefundSteps(),
  };
}
