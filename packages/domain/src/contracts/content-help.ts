import { z } from 'zod';
import { PAGE_SIZES } from '../rules/constants.ts';
import {
  CONTENT_PAGE_SIZE_MAX,
  HELP_ARTICLE_TYPES,
  HELP_CONTENT_IDS_MAX,
  HELP_KEYWORD_MAX_LENGTH,
  HELP_RECOMMEND_MAX_LEVEL,
  HELP_VOTES,
  HELP_WRAPPERS,
} from '../rules/content-limits.ts';
import { contentAlias, instant, languageParam, querySwitch, recordId } from './content-common.ts';
import { contentEnvelope, page, pageNumber } from './envelope.ts';

/**
 * spec §7: `GET /api/help`. Filters combine: a category (with everything below it), a tree by
 * alias, a recommend level, videos or documents, and a keyword searched in titles and bodies in
 * the visitor's language. A blank keyword searches nothing.
 */
export const helpListQuery = z.object({
  category_id: recordId.optional(),
  category_alias: contentAlias.optional(),
  recommend: z.coerce.number().int().min(0).max(HELP_RECOMMEND_MAX_LEVEL).optional(),
  is_video: querySwitch.optional(),
  keyword: z
    .string()
    .trim()
    .max(HELP_KEYWORD_MAX_LENGTH)
    .optional()
    .transform((keyword) => keyword || undefined),
  page: pageNumber(1),
  // spec §9: the manual list shows 30 a page (the video list asks for 9)
  page_size: pageNumber(PAGE_SIZES.manualList, CONTENT_PAGE_SIZE_MAX),
  lang: languageParam,
});
export type HelpListQuery = z.infer<typeof helpListQuery>;

/** spec §3: a help article as lists show it. */
export const helpArticleSummary = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  /** Plain text, a sentence or two. */
  summary: z.string(),
  thumbnail: z.string(),
  /** spec §3: 1 means video. */
  is_video: z.union([z.literal(0), z.literal(1)]),
  type: z.enum(HELP_ARTICLE_TYPES),
  wrapper: z.enum(HELP_WRAPPERS),
  recommend: z.number().int(),
  hits: z.number().int(),
  useful: z.number().int(),
  useless: z.number().int(),
  create_time: instant,
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummary>;

export const helpListResponse = contentEnvelope(page(helpArticleSummary));
export type HelpArticlePage = z.infer<typeof helpListResponse>['data'];

/** An article with its body, and for videos the clip and the frame shown before it plays. */
export const helpArticleContent = helpArticleSummary.extend({
  /** Sanitised rich text. */
  content: z.string(),
  video_url: z.string().nullable(),
  poster: z.string().nullable(),
});
export type HelpArticleContent = z.infer<typeof helpArticleContent>;

/** `GET /api/help/{id}`: the article (its hit already counted) and this visitor's vote, if any. */
export const helpArticleDetail = helpArticleContent.extend({ voted: z.enum(HELP_VOTES).nullable() });
export type HelpArticleDetail = z.infer<typeof helpArticleDetail>;

export const helpArticleResponse = contentEnvelope(helpArticleDetail);

/** spec §3, §7: `GET /api/help/addUsefulOrUseless`, one vote per visitor and article. */
export const helpFeedbackQuery = z.object({ id: recordId, type: z.enum(HELP_VOTES), lang: languageParam });
export type HelpFeedbackQuery = z.infer<typeof helpFeedbackQuery>;

export const helpFeedback = z.object({
  id: z.number().int(),
  useful: z.number().int(),
  useless: z.number().int(),
  /** The visitor's vote on this article: this one, or the one given before. */
  voted: z.enum(HELP_VOTES),
  /** False when the visitor had already voted, and nothing changed. */
  counted: z.boolean(),
});
export type HelpFeedback = z.infer<typeof helpFeedback>;

export const helpFeedbackResponse = contentEnvelope(helpFeedback);

/** spec §7: `POST /api/help/getContentByIds`; answers in the order asked, leaving out unknown ids. */
export const helpContentByIdsBody = z.object({ ids: z.array(recordId).min(1).max(HELP_CONTENT_IDS_MAX) });
export type HelpContentByIdsBody = z.infer<typeof helpContentByIdsBody>;

export const helpContentByIdsResponse = contentEnvelope(z.array(helpArticleContent));
