import { type Language, serviceState } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import { buttonStyle } from '../../ui/Button';
import type { Licence } from './mall-api';
import { ReadOnlyNotice } from './ReadOnlyNotice';

const stateStyle = {
  unpaid: 'bg-slate-100 text-slate-700',
  in_service: 'bg-emerald-50 text-emerald-800',
  expiring_this_month: 'bg-amber-50 text-amber-800',
  expiring_next_month: 'bg-amber-50 text-amber-800',
  expired: 'bg-red-50 text-red-800',
} as const;

/** The personal centre's view of the service: edition, expiry, seats and its state (spec §4 Service). */
export function MyServiceCard({
  licence,
  userType,
  language,
  now,
}: {
  licence: Licence | null;
  userType: 0 | 1;
  language: Language;
  /** The moment the page was rendered, so server and browser agree on the state. */
  now: string;
}) {
  const { t } = useTranslation('mall');
  const paid = Boolean(licence && !licence.trial);
  const state = serviceState({
    purchased: paid,
    expiresAt: licence?.expiresAt ? new Date(licence.expiresAt) : null,
    now: new Date(now),
  });
  return (
    <section
      className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="service-title"
      data-testid="my-service"
      data-user-type={userType}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="service-title" className="text-lg font-semibold text-slate-900">
          {t('service.title')}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${stateStyle[state]}`}
          data-testid="service-state"
        >
          {licence?.trial ? t('service.trial') : t(`service.state.${state}`)}
        </span>
      </div>
      {licence ? (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">{t('licence.edition')}</dt>
          <dd className="font-medium text-slate-900" data-testid="service-edition">
            {t(`levels.${licence.level}`)}
          </dd>
          <dt className="text-slate-500">{t('licence.expires')}</dt>
          <dd className="text-slate-900">
            {licence.expiresAt ? formatDate(language, licence.expiresAt) : t('duration.buyout')}
          </dd>
          <dt className="text-slate-500">{t('limits.users')}</dt>
          <dd className="text-slate-900" data-testid="service-users">
            {licence.users}
          </dd>
          <dt className="text-slate-500">{t('limits.stores')}</dt>
          <dd className="text-slate-900" data-testid="service-stores">
            {licence.stores}
          </dd>
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('service.none')}</p>
      )}
      {licence && <ReadOnlyNotice licence={licence} language={language} />}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/account/orders"
          className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {t('orders.title')}
        </Link>
        <Link to={`/mall/${licence?.serviceNumber ?? 'KDZHJ01'}`} className={buttonStyle({ size: 'sm' })}>
          {paid ? t('service.manage') : t('service.buy')}
        </Link>
      </div>
    </section>
  );
}
