import type { CaseIndustry, CaseListPage, CaseListQuery, ContentLanguage } from '@tallybook/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { caseColumns, toCaseSummary } from './case-columns.ts';
import { caseIndustries, caseIndustryTranslations, customerCases } from './cases.tables.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/**
 * spec §2, §7: customer cases, newest first and paged, of one industry when asked; `hot=1`
 * orders by hits (the hot list beside a case). Answers the industries that hold cases, for the filter.
 */
export async function listCases(db: Db, query: CaseListQuery, language: ContentLanguage): Promise<CaseListPage> {
  const columns = caseColumns(language);
  const where = query.industry === undefined ? undefined : eq(caseIndustries.alias, query.industry);
  const order =
    query.hot === '1'
      ? [desc(customerCases.hits), desc(customerCases.publishedAt), desc(customerCases.id)]
      : [desc(customerCases.publishedAt), desc(customerCases.id)];

  const [totals] = await db
    .select({ total: count() })
    .from(customerCases)
    .innerJoin(caseIndustries, eq(caseIndustries.id, customerCases.industryId))
    .where(where);
  const rows = await db
    .select(columns.summary)
    .from(customerCases)
    .innerJoin(caseIndustries, eq(caseIndustries.id, customerCases.industryId))
    .leftJoin(columns.wanted, columns.wantedOn)
    .leftJoin(columns.english, columns.englishOn)
    .leftJoin(columns.wantedIndustry, columns.wantedIndustryOn)
    .leftJoin(columns.englishIndustry, columns.englishIndustryOn)
    .where(where)
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    list: rows.map(toCaseSummary),
    total: totals?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
    industries: await listIndustries(db, language),
  };
}

async function listIndustries(db: Db, language: ContentLanguage): Promise<CaseIndustry[]> {
  const wanted = aliasTable(caseIndustryTranslations, 'wanted');
  const english = aliasTable(caseIndustryTranslations, 'english');
  return db
    .select({
      alias: caseIndustries.alias,
      name: inLanguage(wanted.name, english.name),
      total: count(customerCases.id),
    })
    .from(caseIndustries)
    .innerJoin(customerCases, eq(customerCases.industryId, caseIndustries.id))
    .leftJoin(wanted, translationOf(wanted.industryId, caseIndustries.id, wanted.lang, language))
    .leftJoin(english, translationOf(english.industryId, caseIndustries.id, english.lang, FALLBACK_LANGUAGE))
    .groupBy(caseIndustries.id, wanted.name, english.name)
    .orderBy(asc(caseIndustries.sortOrder), asc(caseIndustries.id));
}
