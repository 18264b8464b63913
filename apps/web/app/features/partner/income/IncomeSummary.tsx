import { formatPrice, type Language } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import type { IncomeBalances } from './income-data';
import { WITHDRAW_ANCHOR } from './income-forms';

const FIGURES = [
  { key: 'pending', fen: 'pendingFen' },
  { key: 'withdrawing', fen: 'withdrawingFen' },
  { key: 'paidOut', fen: 'paidOutFen' },
  { key: 'taxWithheld', fen: 'taxWithheldFen' },
  { key: 'cumulativeShare', fen: 'cumulativeShareFen' },
  { key: 'cumulativeIncome', fen: 'cumulativeIncomeFen' },
] as const;

/**
 * The partner's money at a glance (spec §3 Share detail: cumulative share and income; decision 0039's
 * five balances): what it can withdraw now, and below, what is pending through the rebate period,
 * being withdrawn, paid out, withheld as tax, and its cumulative share and income.
 */
export function IncomeSummary({
  language,
  balances,
  rebatePeriodDays,
}: {
  language: Language;
  balances: IncomeBalances;
  rebatePeriodDays: number;
}) {
  const { t } = useTranslation('partner-income');
  return (
    <section aria-labelledby="income-summary-title" data-testid="income-summary">
      <h2 id="income-summary-title" className="sr-only">
        {t('summary.title')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-brand-700 p-5 text-white sm:p-6">
        <div>
          <p className="text-sm font-medium text-brand-100">{t('summary.withdrawable')}</p>
          <p className="mt-1 text-3xl font-extrabold tabular-nums" data-testid="balance-withdrawable">
            {formatPrice(balances.withdrawableFen, language)}
          </p>
        </div>
        <a
          href={`#${WITHDRAW_ANCHOR}`}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('summary.withdraw')}
        </a>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
        {FIGURES.map(({ key, fen }) => (
          <div key={key} className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{t(`summary.${key}`)}</dt>
            <dd
              className="mt-1 text-xl font-bold break-words text-brand-900 tabular-nums"
              data-testid={`balance-${key}`}
            >
              {formatPrice(balances[fen], language)}
            </dd>
            <dd className="mt-1 text-xs text-slate-600">
              {key === 'pending' ? t('summary.pendingHint', { count: rebatePeriodDays }) : t(`summary.${key}Hint`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
