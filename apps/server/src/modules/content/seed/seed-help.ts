// Demo content: the help centre's category tree and articles, seeded once. Not real customer data.
import type { Db } from '../../../platform/db/database.ts';
import { addHelpArticle } from '../add-help-article.ts';
import { categories, categoryTranslations } from '../help.tables.ts';
import { inline, orderedList, paragraphs, tip } from './demo-html.ts';
import { type DemoHelpText, HELP_ARTICLES } from './help-articles.data.ts';
import { type DemoCategory, HELP_TREE } from './help-categories.data.ts';
import { shanghai, translationRows } from './localized.ts';

export const helpThumbnail = (section: string) => `/images/content/help/thumb-${section}.svg`;
export const videoPoster = (clip: string) => `/images/content/help/video-${clip}.svg`;
export const videoUrl = (clip: string) => `/media/help-${clip}.mp4`;

interface SeededCategory {
  id: number;
  /** The level-1 section the category belongs to (its thumbnail). */
  section: string;
}

async function seedCategory(
  db: Db,
  category: DemoCategory,
  parentId: number | null,
  section: string | null,
  sortOrder: number,
  seeded: Map<string, SeededCategory>,
): Promise<void> {
  const [row] = await db
    .insert(categories)
    .values({ parentId, alias: category.alias, icon: category.icon ?? null, sortOrder })
    .returning({ id: categories.id });
  if (!row) throw new Error(`could not seed category ${category.alias}`);
  await db.insert(categoryTranslations).values(translationRows(category.texts, { categoryId: row.id }));
  seeded.set(category.alias, { id: row.id, section: section ?? category.alias });
  for (const [index, child] of (category.children ?? []).entries()) {
    // the root's children are the sections; deeper categories belong to their parent's section
    await seedCategory(db, child, row.id, parentId === null ? child.alias : section, index, seeded);
  }
}

function articleHtml(text: DemoHelpText): string {
  const [intro = '', ...more] = text.body;
  return [
    `<p>${inline(intro)}</p>`,
    text.steps ? orderedList(text.steps) : '',
    paragraphs(more),
    text.tip ? tip(text.tip) : '',
  ].join('');
}

export async function seedHelpCentre(db: Db): Promise<void> {
  const seeded = new Map<string, SeededCategory>();
  await seedCategory(db, HELP_TREE, null, null, 0, seeded);

  for (const [index, article] of HELP_ARTICLES.entries()) {
    const category = seeded.get(article.category);
    if (!category) throw new Error(`help article ${article.texts['en-US'].title}: no category ${article.category}`);
    const texts = Object.fromEntries(
      Object.entries(article.texts).map(([lang, text]) => [
        lang,
        { title: text.title, summary: (text.body[0] ?? '').replaceAll('**', ''), content: articleHtml(text) },
      ]),
    ) as Parameters<typeof addHelpArticle>[1]['texts'];
    await addHelpArticle(db, {
      categoryId: category.id,
      type: article.type,
      thumbnail: article.video ? videoPoster(article.video) : helpThumbnail(category.section),
      ...(article.video ? { video: { url: videoUrl(article.video), poster: videoPoster(article.video) } } : {}),
      recommend: article.recommend ?? 0,
      sortOrder: index,
      createdAt: shanghai(article.createdAt),
      hits: article.hits,
      useful: article.useful,
      useless: article.useless,
      texts,
    });
  }
}
