import type { CaseSummary, Language } from '@tallybook/domain';
import { formatCount } from '../../lib/content-format';
import { formatDate } from '../../lib/dates';

/** A customer case as the pages show it: its date and hit count formatted in the page's language. */
export interface CaseCard {
  id: number;
  title: string;
  customer: string;
  industry: string;
  industryName: string;
  region: string;
  summary: string;
  cover: string;
  logo: string;
  highlights: string[];
  date: string;
  views: string;
}

export interface CaseStory extends CaseCard {
  /** Sanitised rich text (the server sanitises before it stores and sends). */
  content: string;
  quote: string;
  quoteAuthor: string;
}

export const CASES_PATH = '/case';
export const casePath = (id: number) => `${CASES_PATH}/${id}`;
export const industryPath = (alias: string | undefined) =>
  alias ? `${CASES_PATH}?industry=${encodeURIComponent(alias)}` : CASES_PATH;

/** The card of a case, formatted in the page's language (on the server, so both renders agree). */
export function caseCard(language: Language, item: CaseSummary): CaseCard {
  return {
    id: item.id,
    title: item.title,
    customer: item.customer,
    industry: item.industry,
    industryName: item.industry_name,
    region: item.region,
    summary: item.summary,
    cover: item.cover,
    logo: item.logo,
    highlights: item.highlights,
    date: formatDate(language, item.published_at),
    views: formatCount(language, item.hits),
  };
}
