import {
  CUSTOMER_SORTS,
  type CustomerSort,
  MERCHANT_LIST_MAX_ROWS,
  PURCHASE_INTENTIONS,
  type PurchaseIntention,
} from '@tallybook/domain';

/**
 * The customer list's view as its address carries it (spec §4 sorts, issue 14 filters), so that a
 * filtered list can be reloaded, shared and used without JavaScript: `?scope=pool&sort=followUp&…`.
 */
export type CustomerScope = 'mine' | 'pool';

export interface CustomerListView {
  scope: CustomerScope;
  sort: CustomerSort;
  label?: string;
  intention?: PurchaseIntention;
  /** Only customers whose protection ends within this many days. */
  expiringWithinDays?: number;
  keyword?: string;
  /** How many rows the page shows; more are a "show more" away. */
  shown: number;
}

/** Rows shown at first and added by each "show more": a phone renders a few dozen rows at ease. */
export const CUSTOMER_ROWS_STEP = 50;
const MOST_EXPIRY_DAYS = 3_650;
const MOST_TEXT = 60;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

const textOf = (value: string | null) => {
  const text = value?.trim().slice(0, MOST_TEXT);
  return text ? text : undefined;
};

function wholeNumber(value: string | null, most: number): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value.trim())) return undefined;
  return Math.min(Number(value.trim()), most);
}

/** The view of an address; unknown or broken parameters fall back to the list's defaults. */
export function customerListView(params: URLSearchParams): CustomerListView {
  const scope = params.get('scope') === 'pool' ? 'pool' : 'mine';
  const shown = wholeNumber(params.get('shown'), Number.MAX_SAFE_INTEGER) ?? CUSTOMER_ROWS_STEP;
  const view: CustomerListView = {
    scope,
    // the pool opens on its own order, the latest to enter it first (spec §4)
    sort: oneOf(CUSTOMER_SORTS, params.get('sort')) ?? (scope === 'pool' ? 'poolEntry' : 'registration'),
    shown: Math.max(CUSTOMER_ROWS_STEP, Math.ceil(shown / CUSTOMER_ROWS_STEP) * CUSTOMER_ROWS_STEP),
  };
  const label = textOf(params.get('label'));
  const intention = oneOf(PURCHASE_INTENTIONS, params.get('intention'));
  const expiringWithinDays = wholeNumber(params.get('expiring'), MOST_EXPIRY_DAYS);
  const keyword = textOf(params.get('q'));
  if (label) view.label = label;
  if (intention) view.intention = intention;
  if (expiringWithinDays !== undefined) view.expiringWithinDays = expiringWithinDays;
  if (keyword) view.keyword = keyword;
  return view;
}

/** The address of a view: only what differs from the defaults, so plain links stay plain. */
export function customerListHref(view: CustomerListView, change: Partial<CustomerListView> = {}): string {
  const next = { ...view, ...change };
  const params = new URLSearchParams();
  if (next.scope === 'pool') params.set('scope', 'pool');
  if (next.sort !== (next.scope === 'pool' ? 'poolEntry' : 'registration')) params.set('sort', next.sort);
  if (next.label) params.set('label', next.label);
  if (next.intention) params.set('intention', next.intention);
  if (next.expiringWithinDays !== undefined) params.set('expiring', String(next.expiringWithinDays));
  if (next.keyword) params.set('q', next.keyword);
  if (next.shown > CUSTOMER_ROWS_STEP) params.set('shown', String(next.shown));
  const search = params.toString();
  return search ? `/agent/merchant?${search}` : '/agent/merchant';
}

/**
 * The merchant-list body of a view: page 1 with only the rows shown (spec §7 allows up to 10,000);
 * the answer's total still counts every match.
 */
export function merchantListBodyOf(view: CustomerListView) {
  const { shown, ...filters } = view;
  return { page: 1, rows: Math.min(shown, MERCHANT_LIST_MAX_ROWS), ...filters };
}
