import type { Db } from '../../platform/db/database.ts';
import { type AccountSpec, post } from '../../platform/ledger/ledger.ts';

/** Money received at a provider and not yet paid out to our bank (an asset). */
export const clearingAccount = (provider: string): AccountSpec => ({
  code: `platform:clearing:${provider}`,
  normalSide: 'debit',
  allowNegative: true,
});
/** Licence sales (income). */
export const LICENCE_REVENUE: AccountSpec = {
  code: 'platform:revenue:licences',
  normalSide: 'credit',
  allowNegative: true,
};
/** Money received for an order that no longer applies, owed back to the payer (a liability). */
export const REFUNDS_DUE: AccountSpec = {
  code: 'platform:liability:refunds-due',
  normalSide: 'credit',
  allowNegative: true,
};

/**
 * Records a settled payment in the ledger (decision 0018), inside the settlement's transaction:
 * the provider's clearing account is debited, and licence revenue (paid) or refunds due
 * (refund_due) credited. The trade number makes the posting happen at most once.
 */
export async function postSettledPayment(
  db: Db,
  payment: { tradeNo: string; provider: string; amountFen: number; outcome: 'paid' | 'refund_due' },
  now: Date,
): Promise<void> {
  if (payment.amountFen === 0) return;
  const credited = payment.outcome === 'paid' ? LICENCE_REVENUE : REFUNDS_DUE;
  await post(db, {
    reference: `payment:${payment.tradeNo}:${payment.outcome}`,
    kind: payment.outcome === 'paid' ? 'licence_sale' : 'refund_due',
    memo: payment.tradeNo,
    at: now,
    lines: [
      { account: clearingAccount(payment.provider), amountFen: payment.amountFen },
      { account: credited, amountFen: -payment.amountFen },
    ],
  });
}

/**
 * Records a refunded sale in the ledger (decision 0043), inside the refund's transaction: the sale's
 * reversal, licence revenue debited and the provider's clearing account credited (the provider paid
 * the money back out of it; for the partner's balance, the partner's step credits the balance from
 * it). The refund number makes the posting happen at most once.
 */
export async function postRefund(
  db: Db,
  refund: { refundNo: string; provider: string; amountFen: number; orderNo: string },
  now: Date,
): Promise<void> {
  if (refund.amountFen === 0) return;
  await post(db, {
    reference: `refund:${refund.refundNo}`,
    kind: 'licence_refund',
    memo: refund.orderNo,
    at: now,
    lines: [
      { account: LICENCE_REVENUE, amountFen: refund.amountFen },
      { account: clearingAccount(refund.provider), amountFen: -refund.amountFen },
    ],
  });
}
