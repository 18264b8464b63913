import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { IncomeLists } from './IncomeLists';
import { IncomeSummary } from './IncomeSummary';
import type { IncomeScreenData } from './income-data';
import { PayeePanel } from './PayeePanel';
import { RatesPanel } from './RatesPanel';
import { WithdrawPanel } from './WithdrawPanel';

/**
 * spec §2 /agent/divide (with the layout and the widget): the partner's income and withdrawals. The
 * balances, the withdrawal (amount, then its tax and net before confirming), the payee it goes to,
 * the shares, ledger and withdrawals a page at a time, and the partner's rates (decision 0039).
 */
export function PartnerIncomePage({
  language,
  view,
  balances,
  withdrawal,
  rates,
  banks,
  open,
  listProblem,
}: IncomeScreenData) {
  const { t } = useTranslation('partner-income');
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl space-y-8 px-4 pt-10 pb-16 sm:px-6">
        <header>
          <Link to="/agent/home" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ‹
            </span>
            {t('back')}
          </Link>
          <p className="mt-4 text-sm font-semibold tracking-wide text-brand-600">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 max-w-3xl text-slate-600">{t('intro')}</p>
        </header>
        <IncomeSummary language={language} balances={balances} rebatePeriodDays={rates.rebatePeriodDays} />
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <WithdrawPanel language={language} terms={withdrawal} />
          <PayeePanel language={language} payee={withdrawal.payee} banks={banks} />
        </div>
        <IncomeLists language={language} view={view} open={open} problem={listProblem} />
        <RatesPanel language={language} rates={rates} />
      </div>
    </div>
  );
}
