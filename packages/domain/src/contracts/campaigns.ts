import { z } from 'zod';
import {
  CAMPAIGN_ALIAS_PATTERN,
  CAMPAIGN_CHANNEL_PATTERN,
  CAMPAIGN_EVENTS,
  CAMPAIGN_LOG_BATCH_MAX,
  LOTTERY_RECORDS_MAX_PAGE_SIZE,
  SHARE_PERIODS,
} from '../rules/campaigns.ts';
import { COUPON_KINDS } from '../rules/mall-coupons.ts';
import { codeEnvelope, page, pageNumber } from './envelope.ts';

/**
 * The campaign calls under /ommall/activity/ (spec §7 Activity, api-paths.md, issue 16, decision
 * 0045): lottery, campaign coupons, campaign prices, logs and short links. Amounts are integer fen,
 * instants ISO strings.
 */
const fen = z.number().int().nonnegative();
const isoDate = z.string();

export const campaignAlias = z
  .string()
  .trim()
  .regex(CAMPAIGN_ALIAS_PATTERN)
  .meta({ examples: ['lucky-draw'] });
export const campaignChannel = z
  .string()
  .trim()
  .regex(CAMPAIGN_CHANNEL_PATTERN)
  .meta({ examples: ['sms'] });

/** ?alias= : the campaign a call is about. */
export const campaignQuery = z.object({ alias: campaignAlias });

const campaignStatus = z.enum(['upcoming', 'running', 'ended']);

/** When a campaign runs, and where now falls in it. */
export const campaignWindow = z.object({
  alias: z.string(),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  status: campaignStatus,
  now: isoDate,
});
export type CampaignWindow = z.infer<typeof campaignWindow>;
export const campaignWindowResponse = codeEnvelope(campaignWindow);

/** A mall coupon a campaign gives, with its terms (couponId: the campaign's offer of it). */
export const campaignCouponTerms = z.object({
  couponId: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** fixed: fen off; percent: percent off */
  value: z.number().int().positive(),
  minSpendFen: fen,
  serviceNumber: z.string().nullable(),
  validDays: z.number().int().positive(),
  /** Coupons still to claim; null: no limit. */
  stockLeft: z.number().int().nonnegative().nullable(),
});
export type CampaignCouponTerms = z.infer<typeof campaignCouponTerms>;

// ---------------------------------------------------------------- lottery

export const lotteryPrize = z.object({
  prizeId: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(['coupon', 'nothing']),
  /** The prize's share of the draw: weight / totalWeight of the prizes still in stock. */
  weight: z.number().int().positive(),
  /** Prizes left; null: no limit. */
  stockLeft: z.number().int().nonnegative().nullable(),
  coupon: campaignCouponTerms.omit({ couponId: true, stockLeft: true }).nullable(),
});

export const lotteryInfo = campaignWindow.omit({ now: true }).extend({
  prizes: z.array(lotteryPrize),
  totalWeight: z.number().int().nonnegative(),
  rules: z.object({
    freeChances: z.number().int().nonnegative(),
    sharePeriod: z.enum(SHARE_PERIODS),
    /** The rules in the caller's language, a sentence each. */
    text: z.array(z.string()),
  }),
  /** The caller's draws; null for a visitor who is not logged in. */
  chances: z
    .object({
      granted: z.number().int().nonnegative(),
      used: z.number().int().nonnegative(),
      left: z.number().int().nonnegative(),
      /** Whether a share now would add a draw. */
      shareAvailable: z.boolean(),
    })
    .nullable(),
});
export type LotteryInfo = z.infer<typeof lotteryInfo>;
export const lotteryInfoResponse = codeEnvelope(lotteryInfo);

export const lotteryDraw = z.object({
  drawId: z.number().int().positive(),
  prizeId: z.number().int().positive(),
  prizeName: z.string(),
  kind: z.enum(['coupon', 'nothing']),
  won: z.boolean(),
  /** The coupon won, now among the user's mall coupons. */
  couponUserId: z.number().int().positive().nullable(),
  drawnAt: isoDate,
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;
export const lotteryResultResponse = codeEnvelope(lotteryDraw.extend({ chancesLeft: z.number().int().nonnegative() }));

export const shareChanceResponse = codeEnvelope(z.object({ chancesLeft: z.number().int().nonnegative() }));

export const lotteryRecordsQuery = campaignQuery.extend({
  page: pageNumber(1),
  pageSize: pageNumber(10, LOTTERY_RECORDS_MAX_PAGE_SIZE),
});
export const lotteryRecordsResponse = codeEnvelope(page(lotteryDraw));

// ---------------------------------------------------------------- coupons

export const couponInfoResponse = codeEnvelope(
  campaignWindow.omit({ now: true }).extend({ coupons: z.array(campaignCouponTerms) }),
);

export const campaignCouponState = z.object({
  couponId: z.number().int().positive(),
  state: z.enum(['unclaimed', 'unused', 'used', 'expired']),
  couponUserId: z.number().int().positive().nullable(),
  expiresAt: isoDate.nullable(),
});
export const couponStatusResponse = codeEnvelope(
  z.object({ alias: z.string(), coupons: z.array(campaignCouponState) }),
);

export const claimedCampaignCoupon = z.object({
  couponId: z.number().int().positive(),
  couponUserId: z.number().int().positive(),
  expiresAt: isoDate,
});
export const claimCouponBody = z.object({ alias: campaignAlias, couponId: z.number().int().positive() });
export const claimCouponResponse = codeEnvelope(claimedCampaignCoupon);
export const claimCouponPackBody = z.object({ alias: campaignAlias });
export const claimCouponPackResponse = codeEnvelope(z.object({ granted: z.array(claimedCampaignCoupon) }));

// ---------------------------------------------------------------- promotions

export const promotionInfoResponse = codeEnvelope(
  campaignWindow.omit({ now: true }).extend({
    serviceNumber: z.string(),
    serviceName: z.string(),
    /** The campaign price is bought once per merchant. */
    oncePerUser: z.boolean(),
    /** Only a merchant who never paid an order may buy at the campaign price. */
    firstBuyOnly: z.boolean(),
  }),
);

export const promotionGoodsResponse = codeEnvelope(
  z.object({
    alias: z.string(),
    serviceNumber: z.string(),
    goods: z.array(
      z.object({
        skuId: z.number().int().positive(),
        name: z.string(),
        level: z.enum(['basic', 'professional']),
        months: z.number().int().positive().nullable(),
        /** The mall's price. */
        priceFen: fen,
        /** The campaign's price, paid at checkout with `campaign: alias` in the order. */
        promotionPriceFen: fen,
      }),
    ),
  }),
);

export const buyInDiscountQuery = campaignQuery.extend({ skuId: z.coerce.number().int().positive().optional() });
export const buyInDiscountResponse = codeEnvelope(z.object({ allowed: z.boolean(), reason: z.string().nullable() }));

export const checkOnceResponse = codeEnvelope(z.object({ oncePerUser: z.boolean(), taken: z.boolean() }));

export const firstBuyResponse = codeEnvelope(z.object({ firstBuy: z.boolean() }));

export const specifiedServiceResponse = codeEnvelope(
  z.object({ alias: z.string(), serviceNumber: z.string(), serviceName: z.string() }),
);

// ---------------------------------------------------------------- logs, next step, short links

export const campaignLogEntry = z.object({
  alias: campaignAlias,
  channel: campaignChannel.optional(),
  event: z.enum(CAMPAIGN_EVENTS),
});
export const channelClickQuery = z.object({ alias: campaignAlias, channel: campaignChannel });
export const channelActivityBody = campaignLogEntry.extend({ channel: campaignChannel });
export const batchLogBody = z.array(campaignLogEntry).min(1).max(CAMPAIGN_LOG_BATCH_MAX);
export const campaignLogResponse = codeEnvelope(z.object({ accepted: z.number().int().nonnegative() }));

export const CAMPAIGN_STEPS = [
  'login',
  'draw',
  'share',
  'claim',
  'checkout',
  'buy',
  'browse',
  'upcoming',
  'ended',
] as const;
export type CampaignStep = (typeof CAMPAIGN_STEPS)[number];
export const suggestionResponse = codeEnvelope(
  z.object({
    step: z.enum(CAMPAIGN_STEPS),
    /** What the page's button says, in the caller's language. */
    text: z.string(),
    /** Where it goes (a path of this site); null: an action on the page itself (draw, share, claim). */
    link: z.string().nullable(),
  }),
);

export const smsUrlQuery = z.object({ alias: campaignAlias, channel: campaignChannel.optional() });
export const smsUrlResponse = codeEnvelope(z.object({ url: z.string(), code: z.string(), target: z.string() }));
