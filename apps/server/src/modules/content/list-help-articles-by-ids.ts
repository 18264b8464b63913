import type { ContentLanguage, HelpArticleContent } from '@tallybook/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { helpArticles } from './help.tables.ts';
import { helpArticleColumns, toHelpArticleContent } from './help-article-columns.ts';

/** spec §7: the articles with these ids, bodies included, in the order asked; unknown ids are left out. */
export async function listHelpArticlesByIds(
  db: Db,
  ids: readonly number[],
  language: ContentLanguage,
): Promise<HelpArticleContent[]> {
  const wanted = [...new Set(ids)];
  const columns = helpArticleColumns(language);
  const rows = await db
    .select(columns.content)
    .from(helpArticles)
    .leftJoin(columns.wanted, columns.wantedOn)
    .leftJoin(columns.english, columns.englishOn)
    .where(inArray(helpArticles.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toHelpArticleContent(row)] : [];
  });
}
