import {
  DEFAULT_LABOUR_TAX_TABLE,
  DEFAULT_PARENT_SHARE_BP,
  DEFAULT_REBATE_PERIOD_DAYS,
  type LabourTaxTable,
  PARTNER_LEVEL_REBATE_BP,
  type PartnerLevel,
} from '@tallybook/domain';
import type { AccountSpec } from '../../../platform/ledger/ledger.ts';

/**
 * A partner's money on the double-entry ledger (decision 0039). Every account is the platform's
 * liability to the partner (credit side), except the platform's rebate expense the shares come
 * from. pending → withdrawable when the rebate period ends; withdrawable → withdrawing when a
 * withdrawal is requested; withdrawing → paid out and tax withheld when it is paid, or back to
 * withdrawable when it is rejected. paid out and tax withheld only grow: they are the partner's
 * totals. No account but the expense may go below zero.
 */
export const partnerAccounts = (partnerId: number) => {
  const account = (name: string): AccountSpec => ({ code: `partner:${partnerId}:${name}`, normalSide: 'credit' });
  return {
    pending: account('rebate-pending'),
    withdrawable: account('withdrawable'),
    withdrawing: account('withdrawing'),
    paidOut: account('paid-out'),
    taxWithheld: account('tax-withheld'),
  };
};
export type PartnerAccountName = keyof ReturnType<typeof partnerAccounts>;

/** What the platform spends on partners' shares (an expense: debit side). */
export const PARTNER_REBATE_EXPENSE: AccountSpec = {
  code: 'platform:expense:partner-rebates',
  normalSide: 'debit',
  allowNegative: true,
};

/** The ledger postings' kinds of the partner's money, and the line type each shows as (serial-list). */
export const INCOME_POSTING_KINDS = {
  partner_rebate: 'rebate',
  partner_override: 'override',
  partner_rebate_matured: 'matured',
  partner_rebate_reversed: 'reversed',
  partner_withdrawal: 'withdrawal',
  partner_withdrawal_rejected: 'withdrawalRejected',
  partner_withdrawal_paid: 'withdrawalPaid',
} as const;
export type IncomePostingKind = keyof typeof INCOME_POSTING_KINDS;

/**
 * The partner's account a line type is read on, for its amount: a share on pending, a maturity, a
 * withdrawal and its return on withdrawable, a payment on paid out (the net amount paid).
 */
export const LINE_ACCOUNT: Record<(typeof INCOME_POSTING_KINDS)[IncomePostingKind], PartnerAccountName> = {
  rebate: 'pending',
  override: 'pending',
  matured: 'withdrawable',
  reversed: 'pending',
  withdrawal: 'withdrawable',
  withdrawalRejected: 'withdrawable',
  withdrawalPaid: 'paidOut',
};

/** The programme's terms (configuration, decision 0039): rates per level, the parent's share, the period, the tax table. */
export interface IncomeSettings {
  rebateRatesBp: Readonly<Record<PartnerLevel, number>>;
  parentShareBp: number;
  rebatePeriodDays: number;
  taxTable: LabourTaxTable;
}

export const DEFAULT_INCOME_SETTINGS: IncomeSettings = {
  rebateRatesBp: PARTNER_LEVEL_REBATE_BP,
  parentShareBp: DEFAULT_PARENT_SHARE_BP,
  rebatePeriodDays: DEFAULT_REBATE_PERIOD_DAYS,
  taxTable: DEFAULT_LABOUR_TAX_TABLE,
};
