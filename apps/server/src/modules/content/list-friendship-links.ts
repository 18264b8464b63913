import type { ContentLanguage, FriendshipLinkPage, FriendshipLinkQuery } from '@tallybook/domain';
import { asc, count } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { friendshipLinks, friendshipLinkTranslations } from './site.tables.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/** spec §2, §3, §7: the footer's friendship links, 20 to a page by default. */
export async function listFriendshipLinks(
  db: Db,
  query: FriendshipLinkQuery,
  language: ContentLanguage,
): Promise<FriendshipLinkPage> {
  const wanted = aliasTable(friendshipLinkTranslations, 'wanted');
  const english = aliasTable(friendshipLinkTranslations, 'english');
  const [totals] = await db.select({ total: count() }).from(friendshipLinks);
  const list = await db
    .select({
      id: friendshipLinks.id,
      title: inLanguage(wanted.title, english.title),
      url: friendshipLinks.url,
    })
    .from(friendshipLinks)
    .leftJoin(wanted, translationOf(wanted.linkId, friendshipLinks.id, wanted.lang, language))
    .leftJoin(english, translationOf(english.linkId, friendshipLinks.id, english.lang, FALLBACK_LANGUAGE))
    .orderBy(asc(friendshipLinks.sortOrder), asc(friendshipLinks.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { list, total: totals?.total ?? 0, page: query.page, page_size: query.page_size };
}
