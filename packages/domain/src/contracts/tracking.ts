import { z } from 'zod';
import {
  AD_CONVERSION_TYPE_VALUES,
  type AdConversionType,
  BAIDU_CLICK_TOKEN_PARAM,
  CLICK_TOKEN_PATTERN,
  clickTokenOfUrl,
  MAX_CLICK_TOKEN_LENGTH,
  MAX_LANDING_URL_LENGTH,
} from '../rules/ad-conversions.ts';
import { ORIGIN_IDS } from '../rules/constants.ts';
import { MAX_LOG_BATCH } from '../rules/content-limits.ts';
import { codeEnvelope } from './envelope.ts';

const text = (max: number) => z.string().trim().max(max);

/** spec §3: Website visit log. */
export const websiteVisitLog = z.object({
  webSiteName: text(64).min(1),
  channelNumber: text(80).min(1),
  kdUid: text(64).nullish(),
  deviceId: text(64).min(1),
  operName: text(200).min(1),
  osVersion: text(200).default(''),
  isMobile: z.boolean(),
  grade: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  operNameParent: text(200).nullish(),
  webSiteUrl: text(2000).min(1),
});
export type WebsiteVisitLog = z.input<typeof websiteVisitLog>;

/** One entry, or a batch of them. */
export const websiteVisitLogBody = z.union([websiteVisitLog, z.array(websiteVisitLog).min(1).max(MAX_LOG_BATCH)]);

/** spec §3: Usage log (logtype new_zhj, product 20, origin 6 web / 1 Android / 2 iOS). */
export const usageLog = z.object({
  logtype: text(32).min(1),
  product_id: z.coerce.number().int().nonnegative(),
  channel: text(80).default(''),
  device_id: text(64).min(1),
  soft_version: text(40).default(''),
  operate_time: z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })]),
  origin_id: z.union([z.literal(ORIGIN_IDS.web), z.literal(ORIGIN_IDS.android), z.literal(ORIGIN_IDS.ios)]),
  func_number: text(80).min(1),
  user: text(64).nullish(),
});
export type UsageLog = z.input<typeof usageLog>;

export const usageLogBody = z.union([usageLog, z.array(usageLog).min(1).max(MAX_LOG_BATCH)]);

export const logAccepted = codeEnvelope(z.object({ accepted: z.number().int() }));

/** A conversion type: one of Baidu's newType numbers the site reports (a number, or its digits). */
const adConversionType = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a number')
      .transform(Number),
  ])
  .refine((value) => (AD_CONVERSION_TYPE_VALUES as readonly number[]).includes(value), {
    message: `must be one of the conversion types ${AD_CONVERSION_TYPE_VALUES.join(', ')}`,
  })
  .transform((value) => value as AdConversionType);

/** An ad platform's click token (Baidu's bd_vid). */
export const adClickToken = z
  .string()
  .min(1, 'the click token is missing')
  .max(MAX_CLICK_TOKEN_LENGTH, `the click token is longer than ${MAX_CLICK_TOKEN_LENGTH} characters`)
  .regex(CLICK_TOKEN_PATTERN, 'the click token may hold letters, digits and . _ ~ - only');

const landingUrl = z
  .string()
  .max(MAX_LANDING_URL_LENGTH, `the url is longer than ${MAX_LANDING_URL_LENGTH} characters`)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'the url must be an http(s) address');

/**
 * POST /api/track/baidu-ocpc (spec §7): the landing address of a Baidu ad click (which carries the
 * click token as bd_vid), the click token, and the conversion type.
 */
export const baiduOcpcBody = z
  .strictObject({ url: landingUrl, token: adClickToken, type: adConversionType })
  .refine((body) => clickTokenOfUrl(body.url) === body.token, {
    message: `the url must be the landing address that carries this click token (${BAIDU_CLICK_TOKEN_PARAM}=token)`,
    path: ['url'],
  });
export type BaiduOcpcBody = z.input<typeof baiduOcpcBody>;

/** POST /api/track/{token}: the conversion callback of a known click; the type is a registration unless given. */
export const adConversionCallbackParams = z.object({ token: adClickToken });
// nullish: a call without a body arrives as null
export const adConversionCallbackBody = z.strictObject({ type: adConversionType.optional() }).nullish();

/**
 * A conversion as recorded: a replay answers the first one's id with recorded false; a call past its
 * address's allowance is not stored and answers no id (null), recorded false (decision 0086).
 */
export const adConversionRecorded = codeEnvelope(
  z.object({ conversionId: z.number().int().nullable(), recorded: z.boolean(), merchantKnown: z.boolean() }),
);

export const AD_FORWARDING_STATES = ['pending', 'forwarded', 'failed'] as const;

/** GET /suggestion/valid/info: whether the ad click a landing page carries is one that still counts. */
export const adClickValidityQuery = z.object({ token: adClickToken });
export const adClickValidity = codeEnvelope(
  z.object({
    token: z.string(),
    /** Known, and clicked within AD_CLICK_VALID_DAYS: a conversion now is the click's. */
    valid: z.boolean(),
    platform: z.string().nullable(),
    clickedAt: z.iso.datetime().nullable(),
    validUntil: z.iso.datetime().nullable(),
    /** Whether this server forwards conversions to the ad platform (off: they are recorded and wait). */
    forwarding: z.boolean(),
    conversions: z.array(
      z.object({ type: z.number().int(), recordedAt: z.iso.datetime(), forwarding: z.enum(AD_FORWARDING_STATES) }),
    ),
  }),
);

/** The back office's view of where a merchant came from (one record per merchant, first touch). */
export const merchantAttribution = z.object({
  tenantId: z.number().int(),
  channel: z.string(),
  appOrigin: z.number().int(),
  deviceCode: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  inviteCode: z.string().nullable(),
  partnerCode: z.string().nullable(),
  adClickToken: z.string().nullable(),
  recordedAt: z.iso.datetime(),
});
export const merchantAttributionParams = z.object({ tenantId: z.coerce.number().int().positive().max(2_147_483_647) });
export const merchantAttributionResponse = codeEnvelope(merchantAttribution);
