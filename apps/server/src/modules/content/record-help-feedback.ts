import type { HelpFeedback, HelpVote } from '@tallybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { helpArticles, helpFeedback } from './help.tables.ts';

interface Counters {
  id: number;
  useful: number;
  useless: number;
}

/**
 * spec §3, §7: a visitor's useful/useless vote on an article, counted once per visitor and article.
 * The vote's row and the counter move in one statement: a second vote (even at the same instant,
 * from the same visitor) finds the row there and moves nothing.
 */
export async function recordHelpFeedback(
  db: Db,
  articleId: number,
  visitorId: string,
  vote: HelpVote,
): Promise<HelpFeedback> {
  const [counted] = await queryRows<Counters>(
    db,
    sql`with inserted as (
        insert into help_feedback (article_id, visitor_id, vote)
        select id, ${visitorId}::uuid, ${vote}::help_vote from help_articles where id = ${articleId}
        on conflict (article_id, visitor_id) do nothing
        returning vote
      )
      update help_articles set
        useful = useful + (select count(*) from inserted where vote = 'useful'),
        useless = useless + (select count(*) from inserted where vote = 'useless')
      where id = ${articleId} and exists (select 1 from inserted)
      returning id, useful, useless`,
  );
  if (counted) return { ...counted, voted: vote, counted: true };

  const [earlier] = await db
    .select({
      id: helpArticles.id,
      useful: helpArticles.useful,
      useless: helpArticles.useless,
      vote: helpFeedback.vote,
    })
    .from(helpArticles)
    .leftJoin(helpFeedback, and(eq(helpFeedback.articleId, helpArticles.id), eq(helpFeedback.visitorId, visitorId)))
    .where(eq(helpArticles.id, articleId));
  if (!earlier) throw notFound('helpArticleNotFound', { ref: articleId });
  const { vote: given, ...counters } = earlier;
  return { ...counters, voted: given ?? vote, counted: false };
}
