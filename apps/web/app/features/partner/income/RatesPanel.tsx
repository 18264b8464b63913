import type { Language, ServiceAwardInfo } from '@tallybook/domain';
import { numberFormat } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { panel, panelTitle } from './income-parts';

/** The partner's rates (service-award-info): its level's share of every service, its team's, and the rebate period. */
export function RatesPanel({ language, rates }: { language: Language; rates: ServiceAwardInfo }) {
  const { t } = useTranslation('partner-income');
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <section aria-labelledby="rates-title" className={`${panel} space-y-3`} data-testid="income-rates">
      <h2 id="rates-title" className={panelTitle}>
        {t('rates.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('rates.intro', { level: t(`rates.levels.${rates.level}`) })}</p>
      <ul className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
        {rates.list.map((service) => (
          <li key={service.serviceCode} className="flex items-center justify-between gap-4 py-2">
            <bdi className="text-slate-900">{service.serviceName}</bdi>
            <span className="font-semibold text-brand-900 tabular-nums" data-testid="rate">
              {percent.format(service.rateBp / 10_000)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        {t('rates.parentShare', { rate: percent.format(rates.parentShareBp / 10_000) })}{' '}
        {t('rates.period', { count: rates.rebatePeriodDays })}
      </p>
    </section>
  );
}
