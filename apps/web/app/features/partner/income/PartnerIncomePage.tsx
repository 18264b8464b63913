import { useTranslation } from '../../../i18n/react';
import { PartnerScreenFrame } from '../PartnerScreenFrame';
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
    <PartnerScreenFrame back={t('back')} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} wide>
      <IncomeSummary language={language} balances={balances} rebatePeriodDays={rates.rebatePeriodDays} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <WithdrawPanel language={language} terms={withdrawal} />
        <PayeePanel language={language} payee={withdrawal.payee} banks={banks} />
      </div>
      <IncomeLists language={language} view={view} open={open} problem={listProblem} />
      <RatesPanel language={language} rates={rates} />
    </PartnerScreenFrame>
  );
}
