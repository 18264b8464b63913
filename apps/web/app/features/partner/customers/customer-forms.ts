/**
 * The customer screens' forms post to their page's action (decision 0022), each with its intent; a
 * refused post comes back with the server's message in the partner's language.
 */
export const CUSTOMER_INTENTS = {
  add: 'add-customer',
  claim: 'claim-customer',
  followUp: 'follow-up',
  labels: 'save-labels',
  giveUp: 'give-up',
  bind: 'bind-partner',
} as const;
export type CustomerIntent = (typeof CUSTOMER_INTENTS)[keyof typeof CUSTOMER_INTENTS];

export interface CustomerFormProblem {
  intent: CustomerIntent;
  problem: string;
}

/** The notices a screen shows after another's form brought it there (`?notice=`). */
export const CUSTOMER_NOTICES = ['added', 'claimed', 'followedUp', 'labelsSaved', 'abandoned'] as const;
export type CustomerNotice = (typeof CUSTOMER_NOTICES)[number];

export const noticeOf = (params: URLSearchParams): CustomerNotice | null =>
  CUSTOMER_NOTICES.find((notice) => notice === params.get('notice')) ?? null;

export const opportunityHref = (merchantId: number, notice?: CustomerNotice) =>
  `/agent/merchant/chance-detail?${new URLSearchParams({ merchantId: String(merchantId), ...(notice && { notice }) })}`;
export const customerInfoHref = (merchantId: number) =>
  `/agent/merchant-info?${new URLSearchParams({ merchantId: String(merchantId) })}`;
export const followUpHref = (merchantId: number) =>
  `/agent/merchant/edit-clues?${new URLSearchParams({ merchantId: String(merchantId) })}`;
export const CUSTOMER_LIST_PATH = '/agent/merchant';
export const SEARCH_CUSTOMER_PATH = '/agent/search-customer';
