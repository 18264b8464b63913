import type { HelpArticleType } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { helpArticles, helpArticleTranslations } from './help.tables.ts';
import { richTextRows, type Translations } from './rich-text-translations.ts';

export interface HelpArticleInput {
  categoryId: number;
  type: HelpArticleType;
  thumbnail: string;
  /** A video article has its clip and the frame shown before it plays. */
  video?: { url: string; poster: string };
  recommend?: number;
  sortOrder?: number;
  createdAt?: Date;
  hits?: number;
  useful?: number;
  useless?: number;
  texts: Translations<{ title: string; summary?: string; content: string }>;
}

/** Stores a help article in each language given, its bodies sanitised. Answers its id. */
export async function addHelpArticle(db: Db, input: HelpArticleInput): Promise<number> {
  const [article] = await db
    .insert(helpArticles)
    .values({
      categoryId: input.categoryId,
      type: input.type,
      isVideo: input.video !== undefined,
      videoUrl: input.video?.url ?? null,
      poster: input.video?.poster ?? null,
      thumbnail: input.thumbnail,
      recommend: input.recommend ?? 0,
      sortOrder: input.sortOrder ?? 0,
      hits: input.hits ?? 0,
      useful: input.useful ?? 0,
      useless: input.useless ?? 0,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: helpArticles.id });
  if (!article) throw new Error('the help article was not stored');
  await db.insert(helpArticleTranslations).values(richTextRows(input.texts, { articleId: article.id }));
  return article.id;
}
