import type { CaseDetail, ContentLanguage } from '@tallybook/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import { caseColumns, toCaseSummary } from './case-columns.ts';
import { caseIndustries, customerCases } from './cases.tables.ts';

/** spec §7: one customer case, counting the hit atomically (the hot list orders by hits). */
export async function getCase(db: Db, id: number, language: ContentLanguage): Promise<CaseDetail> {
  const [counted] = await db
    .update(customerCases)
    .set({ hits: sql`${customerCases.hits} + 1` })
    .where(eq(customerCases.id, id))
    .returning({ id: customerCases.id });
  if (!counted) throw notFound('caseNotFound', { ref: id });

  const columns = caseColumns(language);
  const [row] = await db
    .select(columns.detail)
    .from(customerCases)
    .innerJoin(caseIndustries, eq(caseIndustries.id, customerCases.industryId))
    .leftJoin(columns.wanted, columns.wantedOn)
    .leftJoin(columns.english, columns.englishOn)
    .leftJoin(columns.wantedIndustry, columns.wantedIndustryOn)
    .leftJoin(columns.englishIndustry, columns.englishIndustryOn)
    .where(eq(customerCases.id, id));
  if (!row) throw notFound('caseNotFound', { ref: id });
  const { content, quote, quote_author, ...summary } = row;
  return { ...toCaseSummary(summary), content: sanitizeRichText(content), quote, quote_author };
}
