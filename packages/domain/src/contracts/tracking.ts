import { z } from 'zod';
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
