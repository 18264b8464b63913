import { NEWS_CATEGORY_ALIASES, type NewsCategoryAlias } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { newsPath } from './news-model';

/** The four news categories as tabs; the current one is marked. */
export function NewsTabs({ current }: { current: NewsCategoryAlias }) {
  const { t } = useTranslation('news');
  return (
    <nav aria-label={t('categories.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-2 border-b border-slate-200" data-testid="news-tabs">
        {NEWS_CATEGORY_ALIASES.map((alias) => {
          const active = alias === current;
          return (
            <li key={alias}>
              <Link
                to={newsPath(alias)}
                aria-current={active ? 'page' : undefined}
                data-track={`news.tab.${alias}`}
                className={`-mb-px inline-block border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4 sm:text-base ${
                  active
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {t(`categories.${alias}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
