import { shanghaiDate } from './mall-calendar.ts';

/**
 * Campaigns (spec §2 /auto-activity/:alias, §7 Activity; issue 16; decision 0045): a lottery, coupons
 * to claim or a campaign price, each on a campaign page live between two instants.
 */

/** A campaign's alias and a channel's name: what a campaign page's path carries. */
export const CAMPAIGN_ALIAS_PATTERN = /^[a-z0-9-]{1,64}$/i;
export const CAMPAIGN_CHANNEL_PATTERN = /^[a-z0-9_-]{1,32}$/i;

/** The most entries one batch-log call may carry; a page sends a few at a time. */
export const CAMPAIGN_LOG_BATCH_MAX = 50;
/** What a campaign page logs. */
export const CAMPAIGN_EVENTS = ['click', 'visit', 'share', 'draw', 'claim', 'buy'] as const;
export type CampaignEvent = (typeof CAMPAIGN_EVENTS)[number];

/** The most draws a page of lottery-records lists. */
export const LOTTERY_RECORDS_MAX_PAGE_SIZE = 50;

export type CampaignStatus = 'upcoming' | 'running' | 'ended';

/** Where `now` falls in a campaign's window: from `startsAt` (included) to `endsAt` (excluded; null: open). */
export function campaignStatus(window: { startsAt: Date; endsAt: Date | null }, now: Date): CampaignStatus {
  if (now.getTime() < window.startsAt.getTime()) return 'upcoming';
  if (window.endsAt && now.getTime() >= window.endsAt.getTime()) return 'ended';
  return 'running';
}

/** One more draw after a share: once each business day (UTC+8), or once in the whole campaign. */
export const SHARE_PERIODS = ['day', 'campaign'] as const;
export type SharePeriod = (typeof SHARE_PERIODS)[number];

/** The period a share at `now` falls in: `2026-11-27` (the UTC+8 date) or `campaign`. */
export function sharePeriodKey(period: SharePeriod, now: Date): string {
  if (period === 'campaign') return 'campaign';
  const { year, month, day } = shanghaiDate(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A prize still in the pool and its weight (a positive whole number). */
export interface WeightedPrize {
  prizeId: number;
  weight: number;
}

/** The sum of the pool's weights: a draw rolls a whole number from 0 to this, excluded. */
export function totalWeight(pool: readonly WeightedPrize[]): number {
  return pool.reduce((sum, prize) => {
    if (!Number.isSafeInteger(prize.weight) || prize.weight < 1) throw new RangeError(`Invalid weight ${prize.weight}`);
    return sum + prize.weight;
  }, 0);
}

/**
 * The prize a roll lands on: the pool laid end to end in its order, each prize as wide as its
 * weight, and `roll` (0 ≤ roll < total weight) a point on that line. Anyone holding the recorded
 * pool and roll of a draw can redo it and find the same prize.
 */
export function prizeForRoll(pool: readonly WeightedPrize[], roll: number): WeightedPrize {
  const total = totalWeight(pool);
  if (!Number.isSafeInteger(roll) || roll < 0 || roll >= total)
    throw new RangeError(`Roll ${roll} outside 0..${total}`);
  let edge = 0;
  for (const prize of pool) {
    edge += prize.weight;
    if (roll < edge) return prize;
  }
  throw new RangeError('unreachable: the roll is below the total weight');
}
