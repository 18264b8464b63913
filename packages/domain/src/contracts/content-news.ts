import { z } from 'zod';
import {
  ALL_NEWS_ALIAS,
  CONTENT_PAGE_SIZE_MAX,
  GROUP_NEWS_SIZE,
  GROUP_NEWS_SIZE_MAX,
  NEWS_CATEGORY_ALIASES,
  NEWS_PAGE_SIZE,
} from '../rules/content-limits.ts';
import { instant, itemLink, languageParam, querySwitch } from './content-common.ts';
import { contentEnvelope, page, pageNumber } from './envelope.ts';

/**
 * spec §7: `GET /api/news` by category alias, paged, in `lang`; `hot=1` orders by hits
 * (the hot news beside a detail page).
 */
export const newsListQuery = z.object({
  category_alias: z.enum(NEWS_CATEGORY_ALIASES).default(ALL_NEWS_ALIAS),
  hot: querySwitch.optional(),
  page: pageNumber(1),
  page_size: pageNumber(NEWS_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX),
  lang: languageParam,
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

export const newsSummary = z.object({
  id: z.number().int(),
  category_alias: z.string(),
  category_name: z.string(),
  title: z.string(),
  /** Plain text, a sentence or two. */
  summary: z.string(),
  cover: z.string(),
  author: z.string(),
  published_at: instant,
  hits: z.number().int(),
});
export type NewsSummary = z.infer<typeof newsSummary>;

export const newsListResponse = contentEnvelope(page(newsSummary));
export type NewsPage = z.infer<typeof newsListResponse>['data'];

/** `GET /api/news/{id}`: the item (its hit already counted) with its neighbours in its category. */
export const newsDetail = newsSummary.extend({
  /** Sanitised rich text. */
  content: z.string(),
  /** The next older item of the same category. */
  previous: itemLink.nullable(),
  /** The next newer item of the same category. */
  next: itemLink.nullable(),
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const newsDetailResponse = contentEnvelope(newsDetail);

/** spec §7: `GET /api/group-news`, the latest items of each news category. */
export const groupNewsQuery = z.object({
  page_size: pageNumber(GROUP_NEWS_SIZE, GROUP_NEWS_SIZE_MAX),
  lang: languageParam,
});
export type GroupNewsQuery = z.infer<typeof groupNewsQuery>;

export const newsGroup = z.object({
  alias: z.string(),
  name: z.string(),
  description: z.string(),
  /** Newest first. */
  list: z.array(newsSummary),
});
export type NewsGroup = z.infer<typeof newsGroup>;

export const groupNewsResponse = contentEnvelope(z.array(newsGroup));
