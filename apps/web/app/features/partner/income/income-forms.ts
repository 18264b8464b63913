import type { BankCode, PartnerWithdrawal } from '@tallybook/domain';

/**
 * The income screen's forms post to its action (decision 0022), each with its intent: the bank
 * search and the withdrawal's preview only read, the payee and the withdrawal change something.
 */
export const INCOME_INTENTS = {
  searchBanks: 'search-banks',
  savePayee: 'save-payee',
  previewWithdrawal: 'preview-withdrawal',
  withdraw: 'withdraw',
} as const;
export type IncomeIntent = (typeof INCOME_INTENTS)[keyof typeof INCOME_INTENTS];

/** The intents whose answer changes nothing on the page but the form itself: no reload of the page's data after them. */
export const READ_ONLY_INTENTS: readonly string[] = [INCOME_INTENTS.searchBanks, INCOME_INTENTS.previewWithdrawal];

export interface BankOption {
  code: BankCode;
  name: string;
}

/** The withdrawal as previewed: its gross, tax and net, and the key its confirmation is sent with. */
export interface WithdrawalPreview {
  /** The yuan as typed, sent again on confirming. */
  amount: string;
  grossFen: number;
  taxFen: number;
  netFen: number;
  /** Drawn for this preview: a second click or a resubmitted confirmation withdraws once. */
  idempotencyKey: string;
}

/** What the action answers each form: the server's message on a refusal, in the partner's language. */
export type IncomeFormAnswer =
  | { intent: typeof INCOME_INTENTS.searchBanks; ok: true; keyword: string; banks: BankOption[] }
  | { intent: typeof INCOME_INTENTS.savePayee; ok: true }
  | { intent: typeof INCOME_INTENTS.previewWithdrawal; ok: true; preview: WithdrawalPreview }
  | { intent: typeof INCOME_INTENTS.withdraw; ok: true; withdrawal: PartnerWithdrawal }
  | { intent: IncomeIntent; ok: false; problem: string };

/** The payee form's section and the withdrawal form's, which messages link to. */
export const PAYEE_ANCHOR = 'payee';
export const WITHDRAW_ANCHOR = 'withdraw';

const KEY = /^[\x21-\x7e]{1,128}$/;
/** An Idempotency-Key as the server takes one: 1 to 128 visible ASCII characters. */
export const isIdempotencyKey = (key: unknown): key is string => typeof key === 'string' && KEY.test(key);
