// Demo content: case industries and customer cases, seeded once. The businesses are invented.
import type { Db } from '../../../platform/db/database.ts';
import { addCustomerCase } from '../add-customer-case.ts';
import { caseIndustries, caseIndustryTranslations } from '../cases.tables.ts';
import { CASE_INDUSTRIES, CASES } from './cases.data.ts';
import { paragraphs } from './demo-html.ts';
import { shanghai, translationRows } from './localized.ts';

export const caseCover = (slug: string) => `/images/content/cases/${slug}-cover.svg`;
export const caseLogo = (slug: string) => `/images/content/cases/${slug}-logo.svg`;

export async function seedCases(db: Db): Promise<void> {
  const industryIds = new Map<string, number>();
  for (const [sortOrder, industry] of CASE_INDUSTRIES.entries()) {
    const [row] = await db
      .insert(caseIndustries)
      .values({ alias: industry.alias, sortOrder })
      .returning({ id: caseIndustries.id });
    if (!row) throw new Error(`could not seed industry ${industry.alias}`);
    await db.insert(caseIndustryTranslations).values(translationRows(industry.texts, { industryId: row.id }));
    industryIds.set(industry.alias, row.id);
  }

  for (const demo of CASES) {
    const industryId = industryIds.get(demo.industry);
    if (industryId === undefined) throw new Error(`no industry ${demo.industry}`);
    const texts = Object.fromEntries(
      // The customer's words are a field of their own (the page shows them in a box), not part of the story.
      Object.entries(demo.texts).map(([lang, { body, ...text }]) => [lang, { ...text, content: paragraphs(body) }]),
    ) as Parameters<typeof addCustomerCase>[1]['texts'];
    await addCustomerCase(db, {
      industryId,
      cover: caseCover(demo.slug),
      logo: caseLogo(demo.slug),
      publishedAt: shanghai(demo.publishedAt),
      hits: demo.hits,
      texts,
    });
  }
}
