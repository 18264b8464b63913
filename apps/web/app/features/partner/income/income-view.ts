import {
  INCOME_LINE_TYPES,
  type IncomeLineType,
  requestedPage,
  WITHDRAWAL_STATES,
  type WithdrawalState,
} from '@tallybook/domain';

/**
 * Which of the income screen's lists is open, and how, as its address carries it (`?list=ledger&
 * from=2026-01&type=rebate&page=2`), so that a list can be paged, filtered, reloaded and used without
 * JavaScript. Spec §2: share and withdrawal detail on /agent/divide.
 */
export const INCOME_LISTS = ['shares', 'ledger', 'withdrawals'] as const;
export type IncomeList = (typeof INCOME_LISTS)[number];

export const INCOME_PATH = '/agent/divide';
/** The lists' section, where their tabs, filters and pages bring the partner back to. */
export const INCOME_LISTS_ANCHOR = 'income-lists';
/** Rows a page of each list: a phone shows ten cards at ease; the calls allow up to 100. */
export const INCOME_ROWS = 10;

export interface IncomeView {
  list: IncomeList;
  page: number;
  /** The ledger's months (YYYY-MM, China time), from not after to. */
  from?: string;
  to?: string;
  type?: IncomeLineType;
  /** The withdrawals of one state; all when absent. */
  state?: WithdrawalState;
}

// the months and pages the calls take (contracts/partner-income.ts): a month of 1900 to 2099, a page up to 100,000
const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const MOST_PAGES = 100_000;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

const monthOf = (value: string | null): string | undefined => {
  const month = value?.trim();
  return month && MONTH.test(month) ? month : undefined;
};

/** The view of an address; unknown or broken parameters fall back to the defaults, a reversed period is put right. */
export function incomeView(params: URLSearchParams): IncomeView {
  const list = oneOf(INCOME_LISTS, params.get('list')) ?? 'shares';
  const view: IncomeView = { list, page: Math.min(requestedPage(params.get('page')), MOST_PAGES) };
  if (list === 'ledger') {
    let from = monthOf(params.get('from'));
    let to = monthOf(params.get('to'));
    // serial-list refuses from after to; someone who typed them the other way round means the same period
    if (from && to && from > to) [from, to] = [to, from];
    const type = oneOf(INCOME_LINE_TYPES, params.get('type'));
    if (from) view.from = from;
    if (to) view.to = to;
    if (type) view.type = type;
  }
  if (list === 'withdrawals') {
    const state = oneOf(WITHDRAWAL_STATES, params.get('state'));
    if (state) view.state = state;
  }
  return view;
}

/** The address of a view: only what differs from the defaults, ending at the lists' section. */
export function incomeHref(view: IncomeView): string {
  const params = new URLSearchParams();
  if (view.list !== 'shares') params.set('list', view.list);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.type) params.set('type', view.type);
  if (view.state) params.set('state', view.state);
  if (view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return `${INCOME_PATH}${search ? `?${search}` : ''}#${INCOME_LISTS_ANCHOR}`;
}

/** The query of the open list's call: its page, and the ledger's period and type or the withdrawals' state. */
export function listQueryOf(view: IncomeView): Record<string, string | number> {
  const query: Record<string, string | number> = { page: view.page, rows: INCOME_ROWS };
  if (view.from) query.from = view.from;
  if (view.to) query.to = view.to;
  if (view.type) query.type = view.type;
  if (view.state) query.type = view.state;
  return query;
}
