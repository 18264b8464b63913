import type { Job } from '../../../platform/jobs/scheduler.ts';
import type { OutboxHandler } from '../../../platform/outbox/outbox.ts';
import type { PayoutProvider } from '../../../platform/payouts/payout-provider.ts';
import type { IncomeSettings } from './income-accounts.ts';
import { accrueRebates, matureRebates, reverseRebates } from './rebates.ts';
import { settlePayouts } from './withdrawals.ts';

/** The partner's step of an order's settlement (workflows/order-settlement.ts): its rebates accrued. */
export const rebateStep =
  (settings: IncomeSettings): OutboxHandler =>
  (tx, message) =>
    accrueRebates(tx, message, settings);

/** The partner's step of a refund (workflows/order-settlement.ts): the order's shares inside their rebate period reversed. */
export const rebateReversalStep: OutboxHandler = async (tx, message) => {
  await reverseRebates(tx, message);
};

/** The income's scheduled jobs: shares whose rebate period ended become withdrawable; payouts in flight are asked how they ended. */
export function incomeJobs(payouts: PayoutProvider | undefined): Job[] {
  return [
    { name: 'partner/mature-rebates', everyMs: 10 * 60_000, run: (db, now) => matureRebates(db, now) },
    { name: 'partner/settle-payouts', everyMs: 60_000, run: (db, now) => settlePayouts(db, payouts, now) },
  ];
}
