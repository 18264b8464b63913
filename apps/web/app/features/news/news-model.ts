import { type Language, NEWS_CATEGORY_ALIASES, type NewsCategoryAlias, type NewsSummary } from '@tallybook/domain';
import { formatCount } from '../../lib/content-format';
import { formatDate } from '../../lib/dates';

/** spec §2: only these aliases are news pages; any other goes home. */
export function isNewsAlias(value: string | undefined): value is NewsCategoryAlias {
  return (NEWS_CATEGORY_ALIASES as readonly string[]).includes(value ?? '');
}

/** A news item as the pages show it: its date and hit count already formatted in the page's language. */
export interface NewsCard {
  id: number;
  title: string;
  summary: string;
  cover: string;
  author: string;
  categoryName: string;
  date: string;
  /** How many times it was read: the list's "880 views" chooses its plural form by this number. */
  hits: number;
  /** The same, written in the page's language, for the article's facts. */
  views: string;
}

export interface NewsArticle extends NewsCard {
  /** Sanitised rich text (the server sanitises before it stores and sends). */
  content: string;
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

export const newsPath = (alias: NewsCategoryAlias, id?: number) => (id === undefined ? `/${alias}` : `/${alias}/${id}`);

/** The card of an item, formatted in the page's language (on the server, so both renders agree). */
export function newsCard(language: Language, item: NewsSummary): NewsCard {
  return {
    id: item.id,
    title: item.title,
    summary: item.summary,
    cover: item.cover,
    author: item.author,
    categoryName: item.category_name,
    date: formatDate(language, item.published_at),
    hits: item.hits,
    views: formatCount(language, item.hits),
  };
}
