import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { PosterPanel } from './PosterPanel';
import { SHARE_PATHS, type ShareKit } from './share-data';

const TABS = ['product', 'register'] as const;
const tab =
  'flex items-center justify-center rounded-lg px-2 py-2 text-center text-sm font-semibold text-slate-700 aria-[current]:bg-white aria-[current]:text-brand-700 aria-[current]:shadow-sm sm:text-base';

/**
 * /invite/share-product and /invite/share-register (issue 16): the poster of the user's product
 * link or register link, to save, download, copy or share; the other poster one tab away.
 */
export function SharePage({ kit }: { kit: ShareKit }) {
  const { t } = useTranslation('invite-share');
  const kind = kit.kind === 'register' ? 'register' : 'product';
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <p>
        <Link to="/invite" className="text-sm font-semibold text-brand-700 underline" data-testid="share-back">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ‹
          </span>{' '}
          {t('links.back')}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t(`${kind}.title`, { product: kit.product })}
      </h1>
      <p className="mt-2 text-slate-600">{t(`${kind}.subtitle`)}</p>
      <nav aria-label={t('tabs.label')} className="mt-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map((each) => (
          <Link key={each} to={SHARE_PATHS[each]} aria-current={each === kind ? 'page' : undefined} className={tab}>
            {t(`tabs.${each}`)}
          </Link>
        ))}
      </nav>
      <PosterPanel kit={kit} />
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-6">
        <Link to="/invite/detail" className="font-semibold text-brand-700 underline">
          {t('links.detail')}
        </Link>
        <Link to="/invite/rule" className="font-semibold text-brand-700 underline">
          {t('links.rules')}
        </Link>
        <Link to={SHARE_PATHS.xh} className="font-semibold text-brand-700 underline">
          {t('links.xh')}
        </Link>
      </p>
    </div>
  );
}
