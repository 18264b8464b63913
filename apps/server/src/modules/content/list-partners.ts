import type { ContentLanguage, PartnerPage, PartnerQuery } from '@tallybook/domain';
import { asc, count } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { partners, partnerTranslations } from './site.tables.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/** spec §3, §7: the partners' logo wall, 12 to a page by default. */
export async function listPartners(db: Db, query: PartnerQuery, language: ContentLanguage): Promise<PartnerPage> {
  const wanted = aliasTable(partnerTranslations, 'wanted');
  const english = aliasTable(partnerTranslations, 'english');
  const [totals] = await db.select({ total: count() }).from(partners);
  const list = await db
    .select({
      id: partners.id,
      title: inLanguage(wanted.title, english.title),
      logo: partners.logo,
      url: partners.url,
    })
    .from(partners)
    .leftJoin(wanted, translationOf(wanted.partnerId, partners.id, wanted.lang, language))
    .leftJoin(english, translationOf(english.partnerId, partners.id, english.lang, FALLBACK_LANGUAGE))
    .orderBy(asc(partners.sortOrder), asc(partners.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { list, total: totals?.total ?? 0, page: query.page, page_size: query.page_size };
}
