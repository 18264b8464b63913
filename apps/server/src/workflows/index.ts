// The workflows: sequences that cross modules, joined through the outbox (decision 0019).
import type { OutboxHandlers } from '../platform/outbox/outbox.ts';
import { deliverMerchantWelcome, MERCHANT_WELCOME, queueMerchantWelcome } from './merchant-welcome.ts';
import { ORDER_PAID, ORDER_SETTLEMENT_STEPS } from './order-settlement.ts';

export { MERCHANT_WELCOME, queueMerchantWelcome };

/** Each outbox topic's subscribers. */
export const WORKFLOW_HANDLERS: OutboxHandlers = {
  [MERCHANT_WELCOME]: [deliverMerchantWelcome],
  [ORDER_PAID]: ORDER_SETTLEMENT_STEPS,
};
