import type { CaseSummary, ContentLanguage } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import { caseIndustries, caseIndustryTranslations, customerCases, customerCaseTranslations } from './cases.tables.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/** The joins and columns of a customer case, its industry's name included. */
export function caseColumns(language: ContentLanguage) {
  const wanted = aliasTable(customerCaseTranslations, 'wanted');
  const english = aliasTable(customerCaseTranslations, 'english');
  const wantedIndustry = aliasTable(caseIndustryTranslations, 'wanted_industry');
  const englishIndustry = aliasTable(caseIndustryTranslations, 'english_industry');
  const summary = {
    id: customerCases.id,
    title: inLanguage(wanted.title, english.title),
    customer: inLanguage(wanted.customer, english.customer),
    industry: caseIndustries.alias,
    industry_name: inLanguage(wantedIndustry.name, englishIndustry.name),
    region: inLanguage(wanted.region, english.region),
    summary: inLanguage(wanted.summary, english.summary),
    cover: customerCases.cover,
    logo: customerCases.logo,
    highlights: sql<string[]>`coalesce(${wanted.highlights}, ${english.highlights}, '[]'::jsonb)`,
    hits: customerCases.hits,
    publishedAt: customerCases.publishedAt,
  };
  return {
    wanted,
    english,
    wantedOn: translationOf(wanted.caseId, customerCases.id, wanted.lang, language),
    englishOn: translationOf(english.caseId, customerCases.id, english.lang, FALLBACK_LANGUAGE),
    wantedIndustry,
    englishIndustry,
    wantedIndustryOn: translationOf(wantedIndustry.industryId, caseIndustries.id, wantedIndustry.lang, language),
    englishIndustryOn: translationOf(
      englishIndustry.industryId,
      caseIndustries.id,
      englishIndustry.lang,
      FALLBACK_LANGUAGE,
    ),
    summary,
    detail: {
      ...summary,
      content: inLanguage(wanted.content, english.content),
      quote: inLanguage(wanted.quote, english.quote),
      quote_author: inLanguage(wanted.quoteAuthor, english.quoteAuthor),
    },
  };
}

export function toCaseSummary({
  publishedAt,
  ...row
}: Omit<CaseSummary, 'published_at'> & { publishedAt: Date }): CaseSummary {
  return { ...row, published_at: publishedAt.toISOString() };
}
