import { type ActivationOrderState, formatPrice, type Language, type PartnerActivation } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { Pagination } from '../../../ui/Pagination';
import { ACTIVATION_PATH, activatedHref, customerNameOf, payLinkOf } from './activation-forms';
import { CopyWhenScripted, Ltr, panel, panelTitle } from './activation-parts';

const STATE_TONE: Record<ActivationOrderState, string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-100 text-slate-700',
  refunding: 'bg-sky-100 text-sky-900',
  refunded: 'bg-slate-100 text-slate-700',
};

/** The state of an activation's order, as a small coloured label. */
export function ActivationState({ state }: { state: ActivationOrderState }) {
  const { t } = useTranslation('partner-activation');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_TONE[state]}`}
      data-testid="activation-state"
    >
      {t(`list.states.${state}`)}
    </span>
  );
}

/**
 * spec §2 service activation detail (active-service): the partner's activations, newest first, each
 * with its customer, service, edition, amount and state; while unpaid, the pay link to copy.
 */
export function ActivationList({
  language,
  origin,
  activations,
  total,
  page,
  rows,
  problem,
}: {
  language: Language;
  origin: string;
  activations: PartnerActivation[];
  total: number;
  page: number;
  rows: number;
  problem: string;
}) {
  const { t } = useTranslation('partner-activation');
  const date = (iso: string) => formatDate(language, iso, 'medium');
  return (
    <section className={`${panel} space-y-4`} aria-labelledby="activations-title" data-testid="activation-list">
      <h2 id="activations-title" className={panelTitle}>
        {t('list.title')}
      </h2>
      {problem ? (
        <p className="text-red-800">{t('list.problem', { problem })}</p>
      ) : activations.length === 0 ? (
        <p className="text-slate-700" data-testid="activation-list-empty">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {activations.map((activation) => {
            const payLink = activation.state === 'unpaid' ? payLinkOf(origin, activation) : null;
            return (
              <li
                key={activation.id}
                className="rounded-xl p-4 ring-1 ring-slate-200"
                data-testid="activation-row"
                data-order-no={activation.orderNo}
                data-state={activation.state}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold break-words text-slate-900">
                    {activation.serviceName} · {activation.edition}
                  </p>
                  <ActivationState state={activation.state} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                  <div className="col-span-2 min-w-0 sm:col-span-1">
                    <dt className="text-xs text-slate-600">{t('list.customer')}</dt>
                    <dd className="mt-0.5 break-words text-slate-900">{customerNameOf(activation)}</dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-xs text-slate-600">{t('list.amount')}</dt>
                    <dd className="mt-0.5 text-slate-900 tabular-nums">
                      {formatPrice(activation.amountFen, language)}
                    </dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-xs text-slate-600">{t('list.createdAt')}</dt>
                    <dd className="mt-0.5 text-slate-900">{date(activation.createdAt)}</dd>
                  </div>
                  <div className="col-span-2 min-w-0 sm:col-span-1">
                    <dt className="text-xs text-slate-600">{t('list.orderNo')}</dt>
                    <dd className="mt-0.5 font-mono text-[0.8125rem] text-slate-900">
                      <Ltr>{activation.orderNo}</Ltr>
                    </dd>
                  </div>
                  {activation.state === 'unpaid' && (
                    <div className="min-w-0">
                      <dt className="text-xs text-slate-600">{t('list.payBy')}</dt>
                      <dd className="mt-0.5 text-slate-900">{formatDateTime(language, activation.payDeadline)}</dd>
                    </div>
                  )}
                  {activation.paidAt && (
                    <div className="min-w-0">
                      <dt className="text-xs text-slate-600">{t('list.paidAt')}</dt>
                      <dd className="mt-0.5 text-slate-900">{date(activation.paidAt)}</dd>
                    </div>
                  )}
                  {activation.cancelledAt && (
                    <div className="min-w-0">
                      <dt className="text-xs text-slate-600">{t('list.cancelledAt')}</dt>
                      <dd className="mt-0.5 text-slate-900">{date(activation.cancelledAt)}</dd>
                    </div>
                  )}
                </dl>
                {payLink && (
                  <div className="mt-3 space-y-2">
                    <p className="text-xs text-slate-600">{t('list.payLink')}</p>
                    <p
                      className="rounded-md bg-slate-50 px-2 py-1 font-mono text-sm text-slate-800 ring-1 ring-slate-200 select-all"
                      data-testid="activation-pay-link"
                    >
                      <Ltr>{payLink}</Ltr>
                    </p>
                    <CopyWhenScripted text={payLink} label={`${t('list.payLink')} ${activation.orderNo}`} />
                  </div>
                )}
                <Link
                  to={activatedHref(activation.orderNo)}
                  className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
                >
                  {t('list.details')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={Math.ceil(total / rows)}
        total={total}
        hrefFor={(each) => `${ACTIVATION_PATH}?page=${each}#activations-title`}
      />
    </section>
  );
}
