import type { ContentLanguage, PartnerPage, PartnerQuery } from '@tallybook/domain';
import { asc, count } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { partnerLogos, partnerLogoTranslations } from './site.tables.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/** spec §3, §7: the partners' logo wall, 12 to a page by default. */
export async function listPartners(db: Db, query: PartnerQuery, language: ContentLanguage): Promise<PartnerPage> {
  const wanted = aliasTable(partnerLogoTranslations, 'wanted');
  const english = aliasTable(partnerLogoTranslations, 'english');
  const [totals] = await db.select({ total: count() }).from(partnerLogos);
  const list = await db
    .select({
      id: partnerLogos.id,
      title: inLanguage(wanted.title, english.title),
      logo: partnerLogos.logo,
      url: partnerLogos.url,
    })
    .from(partnerLogos)
    .leftJoin(wanted, translationOf(wanted.logoId, partnerLogos.id, wanted.lang, language))
    .leftJoin(english, translationOf(english.logoId, partnerLogos.id, english.lang, FALLBACK_LANGUAGE))
    .orderBy(asc(partnerLogos.sortOrder), asc(partnerLogos.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { list, total: totals?.total ?? 0, page: query.page, page_size: query.page_size };
}
