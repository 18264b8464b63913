import type { NewsCategoryAlias } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { RichText } from '../../ui/RichText';
import { HotNews } from './HotNews';
import { NewsTabs } from './NewsTabs';
import { type NewsArticle, type NewsCard, newsPath } from './news-model';

function Neighbours({ alias, article }: { alias: NewsCategoryAlias; article: NewsArticle }) {
  const { t } = useTranslation('news');
  const cell = 'flex flex-col gap-1 rounded-xl p-4 ring-1 ring-slate-200';
  return (
    <nav aria-label={t('detail.adjacent')} className="mt-10 grid gap-3 sm:grid-cols-2" data-testid="news-neighbours">
      {article.previous ? (
        <Link to={newsPath(alias, article.previous.id)} rel="prev" className={`${cell} hover:bg-brand-50`}>
          <span className="text-sm text-slate-600">
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ←
            </span>{' '}
            {t('detail.previous')}
          </span>
          <span className="font-semibold text-slate-900">{article.previous.title}</span>
        </Link>
      ) : (
        <p className={`${cell} text-sm text-slate-600`}>{t('detail.noPrevious')}</p>
      )}
      {article.next ? (
        <Link to={newsPath(alias, article.next.id)} rel="next" className={`${cell} text-end hover:bg-brand-50`}>
          <span className="text-sm text-slate-600">
            {t('detail.next')}{' '}
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              →
            </span>
          </span>
          <span className="font-semibold text-slate-900">{article.next.title}</span>
        </Link>
      ) : (
        <p className={`${cell} text-sm text-slate-600 sm:text-end`}>{t('detail.noNext')}</p>
      )}
    </nav>
  );
}

function Article({ alias, article }: { alias: NewsCategoryAlias; article: NewsArticle }) {
  const { t } = useTranslation('news');
  return (
    <article data-testid="news-article">
      <p className="text-sm font-semibold text-brand-600">{article.categoryName}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl">
        <bdi>{article.title}</bdi>
      </h1>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600" data-testid="news-facts">
        <div className="flex gap-1">
          <dt>{t('detail.published')}:</dt>
          <dd>
            <time data-testid="news-date">{article.date}</time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('detail.author')}:</dt>
          <dd data-testid="news-author">{article.author}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('detail.views')}:</dt>
          <dd data-testid="news-hits">{article.views}</dd>
        </div>
      </dl>
      {article.summary ? (
        <p className="mt-6 border-s-4 border-accent-400 ps-4 text-lg text-slate-700">
          <bdi>{article.summary}</bdi>
        </p>
      ) : null}
      <RichText
        html={article.content}
        dir="auto"
        className="mt-8 text-lg leading-relaxed text-slate-800"
        data-testid="news-content"
      />
      <Neighbours alias={alias} article={article} />
    </article>
  );
}

function NotFound() {
  const { t } = useTranslation('news');
  return (
    <div className="rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200" data-testid="news-not-found">
      <h1 className="text-2xl font-bold text-brand-900">{t('detail.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('detail.notFoundBody')}</p>
    </div>
  );
}

export interface NewsDetailPageProps {
  alias: NewsCategoryAlias;
  /** Null when the item does not exist (or could not be fetched). */
  article: NewsArticle | null;
  hot: NewsCard[];
}

/** spec §2: a news item, with its neighbours in its category and the hot news beside it. */
export function NewsDetailPage({ alias, article, hot }: NewsDetailPageProps) {
  const { t } = useTranslation('news');
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
      <NewsTabs current={alias} />
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {article ? <Article alias={alias} article={article} /> : <NotFound />}
          <Link
            to={newsPath(alias)}
            className="mt-8 inline-block font-semibold text-brand-700 hover:underline"
            data-testid="news-back"
          >
            {t('detail.backToList')}
          </Link>
        </div>
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <HotNews alias={alias} items={hot} />
        </div>
      </div>
    </div>
  );
}
