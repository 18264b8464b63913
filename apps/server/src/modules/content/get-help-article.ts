import type { ContentLanguage, HelpArticleDetail } from '@tallybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { helpArticles, helpFeedback } from './help.tables.ts';
import { helpArticleColumns, toHelpArticleContent } from './help-article-columns.ts';

/**
 * spec §3, §7: one help article, counting the hit (one atomic increment per call), with the
 * visitor's earlier vote when the visitor is known.
 */
export async function getHelpArticle(
  db: Db,
  id: number,
  language: ContentLanguage,
  visitorId: string | undefined,
): Promise<HelpArticleDetail> {
  const [counted] = await db
    .update(helpArticles)
    .set({ hits: sql`${helpArticles.hits} + 1` })
    .where(eq(helpArticles.id, id))
    .returning({ id: helpArticles.id });
  if (!counted) throw notFound('helpArticleNotFound', { ref: id });

  const columns = helpArticleColumns(language);
  const [row] = await db
    .select(columns.content)
    .from(helpArticles)
    .leftJoin(columns.wanted, columns.wantedOn)
    .leftJoin(columns.english, columns.englishOn)
    .where(eq(helpArticles.id, id));
  if (!row) throw notFound('helpArticleNotFound', { ref: id });

  const [vote] = visitorId
    ? await db
        .select({ vote: helpFeedback.vote })
        .from(helpFeedback)
        .where(and(eq(helpFeedback.articleId, id), eq(helpFeedback.visitorId, visitorId)))
    : [];
  return { ...toHelpArticleContent(row), voted: vote?.vote ?? null };
}
