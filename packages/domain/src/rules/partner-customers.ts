import type { MessageKey } from './messages.ts';

/**
 * A partner's customers and leads (spec §3 Customer/merchant, §4 protection period and opportunity,
 * §5, issue 14): who owns a merchant, for how long, and what the partner notes of them.
 */

/** spec §3: purchase intention. */
export const PURCHASE_INTENTIONS = ['high', 'medium', 'general'] as const;
export type PurchaseIntention = (typeof PURCHASE_INTENTIONS)[number];

/**
 * How a partner came to own a customer: registered through its link (or a team promoter's), bound
 * through an invitation or the bind screen, entered by hand, or claimed from the pool.
 */
export const CUSTOMER_SOURCES = ['link', 'invite', 'bind', 'manual', 'claim'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

/** The events of a customer's owner history. */
export const CUSTOMER_EVENTS = ['attributed', 'released', 'abandoned'] as const;
export type CustomerEvent = (typeof CUSTOMER_EVENTS)[number];

/** spec §4: the sorts of the customer list, in the spec's order of priority. */
export const CUSTOMER_SORTS = ['poolEntry', 'registration', 'followUp'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** spec §4 opportunity abandoned with a reason (give-up-enum). */
export const GIVE_UP_REASONS = ['noNeed', 'chosePeer', 'unreachable', 'closedDown', 'duplicate', 'other'] as const;
export type GiveUpReason = (typeof GIVE_UP_REASONS)[number];

/** The label choices (label-enums); a partner may also write labels of its own. */
export const CUSTOMER_LABEL_CHOICES = ['keyAccount', 'chain', 'priceSensitive', 'decisionMaker', 'trialUser'] as const;

/** industry-enum: the trades a customer's shop is in. */
export const CUSTOMER_INDUSTRIES = [
  'grocery',
  'clothing',
  'foodAndDrink',
  'building',
  'electronics',
  'beauty',
  'motherAndBaby',
  'stationery',
  'agriculture',
  'other',
] as const;
export type CustomerIndustry = (typeof CUSTOMER_INDUSTRIES)[number];

/** How long a partner owns a customer before the customer goes back to the pool; a business setting. */
export const DEFAULT_CUSTOMER_PROTECTION_DAYS = 90;
/** How long a partner that abandoned a customer waits before claiming it again (issue 64); a business setting. */
export const DEFAULT_RECLAIM_COOL_DOWN_DAYS = 30;
/** The merchant-list call's one page (spec §7: page 1, rows 10000). */
export const MERCHANT_LIST_MAX_ROWS = 10_000;

export const CUSTOMER_LIMITS = {
  followUpNote: 500,
  label: 16,
  labels: 10,
  giveUpNote: 200,
  shopName: 60,
  address: 200,
  search: 60,
  deviceSerial: 40,
  deviceModel: 40,
  storeName: 60,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a protection period ending at `until`: 0 once it has ended, a started day counts as one. */
export function remainingProtectionDays(until: Date, now: Date): number {
  const left = until.getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** spec §5: purchase intention and follow-up note must both be filled before saving. */
export function followUpProblem(input: { intention?: string | null; note: string }): MessageKey | undefined {
  if (!input.intention || !(PURCHASE_INTENTIONS as readonly string[]).includes(input.intention))
    return 'followUpRequired';
  if (!input.note.trim()) return 'followUpRequired';
  if ([...input.note.trim()].length > CUSTOMER_LIMITS.followUpNote) return 'followUpNoteTooLong';
  return undefined;
}
