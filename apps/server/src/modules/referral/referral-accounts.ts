import type { AccountSpec } from '../../platform/ledger/ledger.ts';

/**
 * An inviter's awards on the double-entry ledger (decision 0044, as the partner's income in 0039).
 * Every account is the platform's liability to the user (credit side, never below zero), except the
 * platform's award expense they come from. pending → payable when the friend's first paid order
 * clears its refund window; payable → paying when a red packet is asked for; paying → paid when the
 * provider sent it, or back to payable when it refused. A reversal returns pending to the expense.
 */
export const referralAccounts = (userId: number) => {
  const account = (name: string): AccountSpec => ({ code: `referral:${userId}:${name}`, normalSide: 'credit' });
  return {
    pending: account('award-pending'),
    payable: account('payable'),
    paying: account('paying'),
    paid: account('paid'),
  };
};

/** What the platform spends on referral awards (an expense: debit side). */
export const REFERRAL_AWARD_EXPENSE: AccountSpec = {
  code: 'platform:expense:referral-awards',
  normalSide: 'debit',
  allowNegative: true,
};
