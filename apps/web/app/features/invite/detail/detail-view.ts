import { REFERRAL_AWARD_STATES, type ReferralAwardState, requestedPage } from '@tallybook/domain';

/**
 * Which list of the rewards screen is open, and how, as its address carries it
 * (`?list=registrations&page=2`, `?state=payable`), so that tabs, the state filter and the pages
 * are plain links: they work before (and without) the page's script.
 */
export const DETAIL_LISTS = ['awards', 'registrations'] as const;
export type DetailList = (typeof DETAIL_LISTS)[number];

/** Rows a page: ten cards read well on a phone (the calls allow up to 100). */
export const DETAIL_ROWS = 10;
/** The lists' section, where tabs, filters and pages bring the reader back to. */
export const DETAIL_ANCHOR = 'invite-lists';
// the calls' bound (contracts/referral.ts paging)
const MOST_PAGES = 100_000;

export interface DetailView {
  list: DetailList;
  page: number;
  /** The awards of one state; all when absent. */
  state?: ReferralAwardState;
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/** The view of an address; unknown or broken parameters fall back to the defaults. */
export function detailView(params: URLSearchParams): DetailView {
  const list = oneOf(DETAIL_LISTS, params.get('list')) ?? 'awards';
  const view: DetailView = { list, page: Math.min(requestedPage(params.get('page')), MOST_PAGES) };
  const state = list === 'awards' ? oneOf(REFERRAL_AWARD_STATES, params.get('state')) : undefined;
  if (state) view.state = state;
  return view;
}

/** The address of a view on the screen at `path`: only what differs from the defaults, at the lists. */
export function detailHref(path: string, view: DetailView): string {
  const params = new URLSearchParams();
  if (view.list !== 'awards') params.set('list', view.list);
  if (view.state) params.set('state', view.state);
  if (view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#${DETAIL_ANCHOR}`;
}
