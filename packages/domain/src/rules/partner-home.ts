import { shanghaiDate, startOfShanghaiDay } from './mall-calendar.ts';

/**
 * The partner home and team (spec §2 /agent/home, /agent/add-promoter, §7 achievement-info,
 * team-list; issue 14).
 */

/** The home's "expiring soon": customers whose protection period ends within this many days. */
export const EXPIRING_SOON_DAYS = 7;

/** team-list pages (spec §7: currentPage, pageSize). */
export const TEAM_PAGE_SIZE = { default: 10, max: 50 } as const;

/** Info-by-code look-ups of one address in a minute: a visitor checks a code or two, not a list. */
export const REFERRAL_CODE_LOOKUPS_PER_MINUTE = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 UTC+8 of the first day of the business month (UTC+8, mall-calendar.ts) that contains `instant`. */
export function startOfShanghaiMonth(instant: Date): Date {
  const { day } = shanghaiDate(instant);
  return new Date(startOfShanghaiDay(instant).getTime() - (day - 1) * DAY_MS);
}

/** The end of the "expiring soon" window that starts at `now`. */
export function expiringSoonUntil(now: Date): Date {
  return new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
}
