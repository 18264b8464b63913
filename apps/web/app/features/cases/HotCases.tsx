import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { type CaseCard, casePath } from './case-model';

/** The most read customer cases, beside a case. */
export function HotCases({ items }: { items: CaseCard[] }) {
  const { t } = useTranslation('cases');
  return (
    <aside aria-labelledby="hot-cases-title" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
      <h2 id="hot-cases-title" className="text-lg font-bold text-brand-900">
        {t('hot.title')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('hot.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4" data-testid="hot-cases">
          {items.map((item) => (
            <li key={item.id} className="flex gap-3">
              <img
                src={item.logo}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="size-10 shrink-0 rounded-lg"
              />
              <div className="min-w-0">
                <Link
                  to={casePath(item.id)}
                  className="line-clamp-2 font-medium text-slate-800 hover:text-brand-700 hover:underline"
                >
                  <bdi>{item.title}</bdi>
                </Link>
                <p className="mt-1 truncate text-xs text-slate-600">
                  {item.customer}
                  <span aria-hidden="true"> · </span>
                  {item.industryName}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
