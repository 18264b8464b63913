import type { HelpArticleSummary } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import { Pagination } from '../../ui/Pagination';
import { articlePath } from './help-paths';

/** An article as a list shows it: the API's counters and category stay on the server (issue 13). */
export type ListedArticle = Pick<
  HelpArticleSummary,
  'id' | 'title' | 'summary' | 'thumbnail' | 'is_video' | 'type' | 'wrapper' | 'hits' | 'create_time'
>;

export const listedArticle = (article: ListedArticle): ListedArticle => ({
  id: article.id,
  title: article.title,
  summary: article.summary,
  thumbnail: article.thumbnail,
  is_video: article.is_video,
  type: article.type,
  wrapper: article.wrapper,
  hits: article.hits,
  create_time: article.create_time,
});

function Badge({ article }: { article: ListedArticle }) {
  const { t } = useTranslation('help');
  const label = article.is_video === 1 ? t('list.video') : t(`list.${article.type}`);
  const tone = article.is_video === 1 ? 'bg-rose-50 text-rose-800' : 'bg-brand-50 text-brand-700';
  return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

/** Manuals and answers as rows: title, a line of summary, date and views. */
export function ArticleRows({ articles, language }: { articles: ListedArticle[]; language: string }) {
  const { t } = useTranslation('help');
  return (
    <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200" data-testid="help-articles">
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={articlePath(article)} className="group block px-5 py-4 hover:bg-slate-50">
            <div className="flex items-start gap-2">
              <Badge article={article} />
              <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">
                <bdi>{article.title}</bdi>
              </h3>
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">
              <bdi>{article.summary}</bdi>
            </p>
            <p className="mt-2 text-xs text-slate-500">
              {formatDate(language, article.create_time, 'medium')} · {t('list.views', { count: article.hits })}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Videos as cards with their thumbnail and a play mark. */
export function VideoCards({ articles, language }: { articles: ListedArticle[]; language: string }) {
  const { t } = useTranslation('help');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="help-videos">
      {articles.map((article, index) => (
        <li key={article.id}>
          <Link
            to={articlePath(article)}
            className="group block overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 hover:ring-brand-500"
          >
            <div className="relative aspect-video bg-slate-100">
              {/* The first card's picture is the largest thing a phone shows first: fetched at once;
                  the others wait until they are scrolled near (decision 0070). */}
              <img
                src={article.thumbnail}
                alt=""
                width={480}
                height={270}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="h-full w-full object-cover"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 m-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-900/80 text-white group-hover:bg-brand-600"
              >
                ▶
              </span>
            </div>
            <div className="p-4">
              <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">
                <bdi>{article.title}</bdi>
              </h3>
              <p className="mt-2 text-xs text-slate-500">
                {formatDate(language, article.create_time, 'medium')} · {t('list.views', { count: article.hits })}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Rows for documents, cards for videos, or a line saying there is nothing. */
export function Articles({
  articles,
  language,
  videos = false,
}: {
  articles: ListedArticle[];
  language: string;
  videos?: boolean;
}) {
  const { t } = useTranslation('help');
  if (articles.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">{t('list.empty')}</p>;
  }
  return videos ? (
    <VideoCards articles={articles} language={language} />
  ) : (
    <ArticleRows articles={articles} language={language} />
  );
}

/** A page of a list of articles, as list pages receive it. */
export interface ArticlePage {
  list: ListedArticle[];
  total: number;
  page: number;
  totalPages: number;
}

/** A page of articles with the shared pagination below it (pages are links: `hrefFor`). */
export function PagedArticles({
  articles,
  hrefFor,
  language,
  videos = false,
}: {
  articles: ArticlePage;
  hrefFor: (page: number) => string;
  language: string;
  videos?: boolean;
}) {
  return (
    <>
      <Articles articles={articles.list} language={language} videos={videos} />
      <div className="mt-8">
        <Pagination page={articles.page} totalPages={articles.totalPages} total={articles.total} hrefFor={hrefFor} />
      </div>
    </>
  );
}
