import type { NewsCategoryAlias, Slide } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { PageBanner } from '../../ui/PageBanner';
import { Pagination } from '../../ui/Pagination';
import { NewsTabs } from './NewsTabs';
import { type NewsCard, newsPath } from './news-model';

export interface NewsListPageProps {
  alias: NewsCategoryAlias;
  slide: Slide | undefined;
  items: NewsCard[];
  page: number;
  totalPages: number;
  total: number;
  hrefFor: (page: number) => string;
}

function NewsItem({ alias, item }: { alias: NewsCategoryAlias; item: NewsCard }) {
  const { t } = useTranslation('news');
  const href = newsPath(alias, item.id);
  return (
    <article className="grid gap-4 py-6 sm:grid-cols-[15rem_1fr] sm:gap-6">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <img
          src={item.cover}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
        />
      </Link>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-brand-600">{item.categoryName}</p>
        <h2 className="mt-1 text-xl font-bold text-slate-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            <bdi>{item.title}</bdi>
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-slate-700">
          <bdi>{item.summary}</bdi>
        </p>
        <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <time>{item.date}</time>
          <span>{item.author}</span>
          <span>{t('list.views', { count: item.hits })}</span>
        </p>
      </div>
    </article>
  );
}

/** spec §2: a news category: its banner, the category tabs and a page of its items. */
export function NewsListPage({ alias, slide, items, page, totalPages, total, hrefFor }: NewsListPageProps) {
  const { t } = useTranslation('news');
  return (
    <>
      <PageBanner
        slide={slide}
        fallbackTitle={t('banner.title')}
        fallbackSubtitle={t('banner.subtitle')}
        testId="news-banner"
      />
      <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 sm:px-6">
        <NewsTabs current={alias} />
        {items.length === 0 ? (
          <p className="py-16 text-center text-slate-600" data-testid="news-empty">
            {t('list.empty')}
          </p>
        ) : (
          <div className="divide-y divide-slate-200" data-testid="news-list">
            {items.map((item) => (
              <NewsItem key={item.id} alias={alias} item={item} />
            ))}
          </div>
        )}
        <Pagination page={page} totalPages={totalPages} total={total} hrefFor={hrefFor} />
      </div>
    </>
  );
}
