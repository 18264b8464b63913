import { z } from 'zod';
import { contentAlias, instant, languageParam, recordId } from './content-common.ts';
import { contentEnvelope } from './envelope.ts';

/**
 * spec §3, §7: an agreement (privacy policy, service licence ...) by alias: its doc, in force
 * unless `version_id` picks one of its history, and its history list.
 */
export const agreementQuery = z.object({
  alias: contentAlias.meta({ examples: ['privacy'] }),
  /** An id from the history list; absent means the version in force. */
  version_id: recordId.optional(),
  lang: languageParam,
});
export type AgreementQuery = z.infer<typeof agreementQuery>;

export const agreementDoc = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  /** Sanitised rich text. */
  content: z.string(),
  effective_at: instant,
});
export type AgreementDoc = z.infer<typeof agreementDoc>;

export const agreementHistoryItem = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  /** What changed from the version before, in a sentence. */
  summary: z.string(),
  effective_at: instant,
  /** True for the version in force (the newest that has taken effect). */
  current: z.boolean(),
});
export type AgreementHistoryItem = z.infer<typeof agreementHistoryItem>;

export const agreementDetail = z.object({
  alias: z.string(),
  doc: agreementDoc,
  /** Newest first. */
  history: z.array(agreementHistoryItem),
});
export type AgreementDetail = z.infer<typeof agreementDetail>;

export const agreementDetailResponse = contentEnvelope(agreementDetail);
