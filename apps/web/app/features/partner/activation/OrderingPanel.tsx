import {
  formatPrice,
  type Language,
  MAX_TOP_UP_FEN,
  MIN_TOP_UP_FEN,
  type OrderingTopUp,
  type PartnerOrdering,
} from '@tallybook/domain';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Button } from '../../../ui/Button';
import { box, Field } from '../../../ui/form-parts';
import { ACTIVATION_INTENTS, type TopUpAnswer } from './activation-forms';
import { FormProblem, panel, panelTitle } from './activation-parts';

/** The mall's web pay types a top-up may be paid with (spec §4: 1 WeChat Pay, 2 Alipay). */
const TOP_UP_PAY_TYPES = [1, 2] as const;

/** A discount in basis points as a percentage in the page's language. */
export const discountPercent = (language: Language, discountBp: number) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(discountBp / 10_000);

/**
 * The partner's ordering balance (decision 0041), shown while a channel manager has opened its
 * ordering: the balance, the discount, how the last top-up went, and a top-up form that goes on to the
 * payment provider's page. It posts through a fetcher, as the screen's other forms (a post to the page's
 * own address is no navigation here); without scripts it is a plain form and `refusal` the action's answer.
 */
export function OrderingPanel({
  language,
  ordering,
  topUp,
  refusal,
}: {
  language: Language;
  ordering: PartnerOrdering;
  topUp: OrderingTopUp | null;
  refusal: TopUpAnswer | null;
}) {
  const { t } = useTranslation('partner-activation');
  const fetcher = useFetcher<TopUpAnswer>();
  const busy = fetcher.state !== 'idle';
  const problem = fetcher.data ?? refusal;
  const topUpNote: Record<OrderingTopUp['state'], string> = {
    succeeded: 'ordering.topUpDone',
    pending: 'ordering.topUpPending',
    failed: 'ordering.topUpFailed',
    cancelled: 'ordering.topUpFailed',
  };
  return (
    <section className={`${panel} space-y-4`} aria-labelledby="ordering-title" data-testid="ordering">
      <h2 id="ordering-title" className={panelTitle}>
        {t('ordering.title')}
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-slate-700">{t('ordering.balance')}</span>
        <span className="text-2xl font-bold text-brand-900 tabular-nums" data-testid="ordering-balance">
          {formatPrice(ordering.balanceFen, language)}
        </span>
      </p>
      {ordering.discountBp !== null && (
        <p className="text-sm text-slate-700" data-testid="ordering-discount">
          {t('ordering.discount', { percent: discountPercent(language, ordering.discountBp) })}
        </p>
      )}
      {topUp && (
        <p
          role="status"
          className={`rounded-lg p-3 text-sm ${topUp.state === 'succeeded' ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-slate-800'}`}
          data-testid="top-up-state"
          data-state={topUp.state}
        >
          {t(topUpNote[topUp.state], { amount: formatPrice(topUp.amountFen, language) })}
        </p>
      )}
      <fetcher.Form method="post" className="space-y-3" data-testid="form-top-up">
        <input type="hidden" name="intent" value={ACTIVATION_INTENTS.topUp} />
        {problem && <FormProblem testId="top-up-problem">{problem.problem}</FormProblem>}
        <div className="flex flex-wrap gap-3">
          <div className="min-w-0 flex-1 basis-40">
            <Field id="top-up-amount" label={t('ordering.amount')}>
              <input
                id="top-up-amount"
                name="amountYuan"
                inputMode="numeric"
                pattern="[0-9]*"
                required
                defaultValue={problem?.amountYuan ?? ''}
                aria-describedby="top-up-hint"
                className={`mt-1 ${box} w-full`}
              />
            </Field>
          </div>
          <div className="min-w-0 flex-1 basis-40">
            <Field id="top-up-pay-type" label={t('ordering.payWith')}>
              <select id="top-up-pay-type" name="payType" className={`mt-1 ${box} w-full bg-white`}>
                {TOP_UP_PAY_TYPES.map((payType) => (
                  <option key={payType} value={payType}>
                    {t(`ordering.payTypes.${payType}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </div>
        <p id="top-up-hint" className="text-sm text-slate-600">
          {t('ordering.amountHint', { min: MIN_TOP_UP_FEN / 100, max: MAX_TOP_UP_FEN / 100 })}
        </p>
        <Button type="submit" busy={busy} data-testid="top-up">
          {busy ? t('ordering.toppingUp') : t('ordering.topUp')}
        </Button>
      </fetcher.Form>
    </section>
  );
}
