import type {
  IncomeLine,
  Language,
  PartnerPayee,
  PartnerWithdrawal,
  RebateShare,
  SerialSum,
  ServiceAwardInfo,
} from '@tallybook/domain';
import type { BankOption } from './income-forms';
import type { IncomeView } from './income-view';

/** The list open on the screen, one page of it. */
export type OpenIncomeList =
  | { list: 'shares'; rows: RebateShare[]; total: number }
  | { list: 'ledger'; rows: IncomeLine[]; total: number }
  | { list: 'withdrawals'; rows: PartnerWithdrawal[]; total: number };

/** The partner's balances (serial-sum) with its cumulative share and income (rebate-info), in fen. */
export type IncomeBalances = Omit<SerialSum, 'byType'> & { cumulativeShareFen: number; cumulativeIncomeFen: number };

/** What the partner may withdraw, and to whom (cash-apply-info without an amount). */
export interface WithdrawalTerms {
  withdrawableFen: number;
  minimumFen: number;
  payee: PartnerPayee | null;
}

/** Everything the income screen shows (its loader's data, less the page's title and namespaces). */
export interface IncomeScreenData {
  language: Language;
  view: IncomeView;
  balances: IncomeBalances;
  withdrawal: WithdrawalTerms;
  rates: ServiceAwardInfo;
  /** The payee form's banks before any search: bank-name-search with no keyword. */
  banks: BankOption[];
  open: OpenIncomeList;
  /** The open list's call failed: its message, the rest of the screen still shown. */
  listProblem: string;
}
