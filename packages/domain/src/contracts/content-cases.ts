import { z } from 'zod';
import { CASE_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX } from '../rules/content-limits.ts';
import { contentAlias, instant, languageParam, querySwitch } from './content-common.ts';
import { contentEnvelope, page, pageNumber } from './envelope.ts';

/** spec §7: `GET /api/case`, filtered by industry, paged; `hot=1` orders by hits (the hot list). */
export const caseListQuery = z.object({
  industry: contentAlias.optional(),
  hot: querySwitch.optional(),
  page: pageNumber(1),
  page_size: pageNumber(CASE_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX),
  lang: languageParam,
});
export type CaseListQuery = z.infer<typeof caseListQuery>;

export const caseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The customer's business name. */
  customer: z.string(),
  industry: z.string(),
  industry_name: z.string(),
  region: z.string(),
  /** Plain text, a sentence or two. */
  summary: z.string(),
  cover: z.string(),
  /** The customer's logo. */
  logo: z.string(),
  /** Short results worth a headline ("Stocktaking in 3 hours instead of 2 days"). */
  highlights: z.array(z.string()),
  hits: z.number().int(),
  published_at: instant,
});
export type CaseSummary = z.infer<typeof caseSummary>;

/** An industry of the filter, with how many cases it holds. */
export const caseIndustry = z.object({ alias: z.string(), name: z.string(), total: z.number().int() });
export type CaseIndustry = z.infer<typeof caseIndustry>;

export const caseListPage = page(caseSummary).extend({ industries: z.array(caseIndustry) });
export type CaseListPage = z.infer<typeof caseListPage>;

export const caseListResponse = contentEnvelope(caseListPage);

/** `GET /api/case/{id}`: the case (its hit already counted) with the customer's own words. */
export const caseDetail = caseSummary.extend({
  /** Sanitised rich text. */
  content: z.string(),
  quote: z.string(),
  quote_author: z.string(),
});
export type CaseDetail = z.infer<typeof caseDetail>;

export const caseDetailResponse = contentEnvelope(caseDetail);
