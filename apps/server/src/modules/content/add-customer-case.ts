import type { Db } from '../../platform/db/database.ts';
import { customerCases, customerCaseTranslations } from './cases.tables.ts';
import { richTextRows, type Translations } from './rich-text-translations.ts';

export interface CustomerCaseInput {
  industryId: number;
  cover: string;
  logo: string;
  publishedAt: Date;
  hits?: number;
  texts: Translations<{
    title: string;
    customer: string;
    region: string;
    summary?: string;
    highlights: string[];
    content: string;
    quote: string;
    quoteAuthor: string;
  }>;
}

/** Stores a customer case in each language given, its bodies sanitised. Answers its id. */
export async function addCustomerCase(db: Db, input: CustomerCaseInput): Promise<number> {
  const [added] = await db
    .insert(customerCases)
    .values({
      industryId: input.industryId,
      cover: input.cover,
      logo: input.logo,
      publishedAt: input.publishedAt,
      hits: input.hits ?? 0,
    })
    .returning({ id: customerCases.id });
  if (!added) throw new Error('the customer case was not stored');
  await db
    .insert(customerCaseTranslations)
    .values(richTextRows(input.texts, { caseId: added.id }).map(({ plainText: _plainText, ...row }) => row));
  return added.id;
}
