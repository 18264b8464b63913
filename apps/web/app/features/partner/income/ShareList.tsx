import { formatPrice, type Language, numberFormat, type RebateShare, type RebateShareState } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { Reference, RowFacts, StateBadge } from './income-parts';

const STATE_TONE: Record<RebateShareState, 'amber' | 'green' | 'grey'> = {
  pending: 'amber',
  withdrawable: 'green',
  reversed: 'grey',
};

/**
 * spec §3 Share detail (rebate-info): each share with its order, the customer's shop, the service,
 * the amount and rate, its state and the end of its rebate period, and the referrer whose link
 * brought the customer.
 */
export function ShareList({ language, shares }: { language: Language; shares: RebateShare[] }) {
  const { t } = useTranslation('partner-income');
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <ul className="space-y-3" data-testid="share-list">
      {shares.map((share) => (
        <li
          key={share.id}
          className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          data-testid="share-row"
          data-state={share.state}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                <bdi>{share.serviceName}</bdi>
                {share.kind === 'override' && (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                    {t('shares.override')}
                  </span>
                )}
              </p>
              <p className="mt-0.5 text-sm break-words text-slate-600">
                <bdi>{share.merchantName || t('shares.unnamedShop')}</bdi>
              </p>
            </div>
            <div className="shrink-0 text-end">
              <p className="text-lg font-bold text-brand-900 tabular-nums" data-testid="share-amount">
                {formatPrice(share.amountFen, language)}
              </p>
              <StateBadge tone={STATE_TONE[share.state]} testId="share-state">
                {t(`shares.states.${share.state}`)}
              </StateBadge>
            </div>
          </div>
          <RowFacts
            rows={[
              [t('shares.order'), <Reference key="order">{share.orderNo}</Reference>, 'wide'],
              [
                share.kind === 'override' ? t('shares.overrideBase') : t('shares.base'),
                formatPrice(share.baseFen, language),
              ],
              [t('shares.rate'), percent.format(share.rateBp / 10_000)],
              [t('shares.earned'), formatDate(language, share.earnedAt, 'medium')],
              [
                t('shares.periodEnd'),
                <span key="end" data-testid="share-period-end">
                  {formatDate(language, share.rebatePeriodEnd, 'medium')}
                </span>,
              ],
              [t('shares.referrer'), share.referrer ? <bdi key="referrer">{share.referrer}</bdi> : t('shares.ownLink')],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
