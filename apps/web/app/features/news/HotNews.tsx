import type { NewsCategoryAlias } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { type NewsCard, newsPath } from './news-model';

/** The most read news of the category, beside an article. */
export function HotNews({ alias, items }: { alias: NewsCategoryAlias; items: NewsCard[] }) {
  const { t } = useTranslation('news');
  return (
    <aside aria-labelledby="hot-news-title" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
      <h2 id="hot-news-title" className="text-lg font-bold text-brand-900">
        {t('hot.title')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('hot.empty')}</p>
      ) : (
        <ol className="mt-4 space-y-4" data-testid="hot-news">
          {items.map((item, index) => (
            <li key={item.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`flex size-6 shrink-0 items-center justify-center rounded-md text-xs font-bold ${
                  index < 3 ? 'bg-accent-400 text-brand-900' : 'bg-slate-200 text-slate-700'
                }`}
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <Link
                  to={newsPath(alias, item.id)}
                  className="line-clamp-2 font-medium text-slate-800 hover:text-brand-700 hover:underline"
                >
                  <bdi>{item.title}</bdi>
                </Link>
                <p className="mt-1 text-xs text-slate-600">
                  <time>{item.date}</time>
                  <span aria-hidden="true"> · </span>
                  {t('list.views', { count: item.hits })}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
