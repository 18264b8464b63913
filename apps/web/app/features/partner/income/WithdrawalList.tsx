import {
  formatPrice,
  type Language,
  type PartnerWithdrawal,
  WITHDRAWAL_STATES,
  type WithdrawalState,
} from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { Reference, type RowFact, RowFacts, StateBadge } from './income-parts';
import { type IncomeView, incomeHref } from './income-view';

const STATE_TONE: Record<WithdrawalState, 'amber' | 'green' | 'red'> = {
  withdrawing: 'amber',
  withdrawn: 'green',
  rejected: 'red',
};

const chip =
  'rounded-full px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 aria-[current]:bg-brand-600 aria-[current]:text-white aria-[current]:ring-brand-600';

/**
 * spec §3 Withdrawal, §4 (withdrawing → withdrawn; rejected returns the money): the partner's
 * withdrawals of one state or all (withdraw-list), each with its amount, tax, net, dates, state, the
 * bank and the card's last four digits, and the reason of a rejection.
 */
export function WithdrawalList({
  language,
  view,
  withdrawals,
}: {
  language: Language;
  view: IncomeView;
  withdrawals: PartnerWithdrawal[];
}) {
  const { t } = useTranslation('partner-income');
  return (
    <div className="space-y-3">
      <nav aria-label={t('withdrawals.label')} className="flex flex-wrap gap-2" data-testid="withdrawal-states">
        {[undefined, ...WITHDRAWAL_STATES].map((state) => (
          <Link
            key={state ?? 'all'}
            to={incomeHref({ list: 'withdrawals', page: 1, ...(state && { state }) })}
            preventScrollReset
            aria-current={view.state === state ? 'true' : undefined}
            className={chip}
          >
            {state ? t(`withdrawals.states.${state}`) : t('withdrawals.all')}
          </Link>
        ))}
      </nav>
      {withdrawals.length > 0 && (
        <ul className="space-y-3" data-testid="withdrawal-list">
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} language={language} withdrawal={withdrawal} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WithdrawalRow({ language, withdrawal }: { language: Language; withdrawal: PartnerWithdrawal }) {
  const { t } = useTranslation('partner-income');
  const decided: RowFact[] = [];
  if (withdrawal.paidAt) decided.push([t('withdrawals.paid'), formatDate(language, withdrawal.paidAt, 'medium')]);
  else if (withdrawal.state === 'rejected' && withdrawal.decidedAt) {
    decided.push([t('withdrawals.rejectedOn'), formatDate(language, withdrawal.decidedAt, 'medium')]);
  }
  return (
    <li
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
      data-testid="withdrawal-row"
      data-state={withdrawal.state}
      data-withdrawal-no={withdrawal.withdrawalNo}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-bold text-brand-900 tabular-nums" data-testid="withdrawal-gross">
          {formatPrice(withdrawal.grossFen, language)}
        </p>
        <StateBadge tone={STATE_TONE[withdrawal.state]} testId="withdrawal-state">
          {t(`withdrawals.states.${withdrawal.state}`)}
        </StateBadge>
      </div>
      <RowFacts
        rows={[
          [t('withdrawals.tax'), formatPrice(withdrawal.taxFen, language)],
          [t('withdrawals.net'), formatPrice(withdrawal.netFen, language)],
          [t('withdrawals.requested'), formatDate(language, withdrawal.requestedAt, 'medium')],
          ...decided,
          [
            t('withdrawals.card'),
            <span key="card" data-testid="withdrawal-card">
              {t('withdrawals.cardEnding', { bank: withdrawal.bankName, last4: withdrawal.cardLast4 })}
            </span>,
          ],
          [t('withdrawals.number'), <Reference key="number">{withdrawal.withdrawalNo}</Reference>, 'wide'],
        ]}
      />
      {withdrawal.state === 'rejected' && withdrawal.rejectReason && (
        <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="withdrawal-reject-reason">
          {t('withdrawals.reason', { reason: withdrawal.rejectReason })}
        </p>
      )}
    </li>
  );
}
