import { formatPrice, type Language, message, withdrawalAmount } from '@tallybook/domain';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Button } from '../../../ui/Button';
import { Field, input } from '../../../ui/form-parts';
import { StepBar } from '../../../ui/StepBar';
import type { WithdrawalTerms } from './income-data';
import {
  INCOME_INTENTS,
  type IncomeFormAnswer,
  PAYEE_ANCHOR,
  WITHDRAW_ANCHOR,
  type WithdrawalPreview,
} from './income-forms';
import { FormProblem, panel, panelTitle } from './income-parts';
import { INCOME_LISTS_ANCHOR, INCOME_PATH } from './income-view';
import { problemOf, useIncomeForm } from './use-income-form';

const INTENTS = [INCOME_INTENTS.previewWithdrawal, INCOME_INTENTS.withdraw] as const;

/**
 * spec §2 share and withdrawal detail, §5, §9: a withdrawal in two steps. The amount (yuan, at least
 * the minimum, at most the withdrawable balance) is previewed by the server (cash-apply-info), which
 * shows the income tax withheld and the net paid to the card; confirming sends it (cash-apply) with
 * the preview's Idempotency-Key, so a double submit withdraws once. Refusals are spec §5's messages;
 * without a payee, the way to the payee form.
 */
export function WithdrawPanel({ language, terms }: { language: Language; terms: WithdrawalTerms }) {
  const { t } = useTranslation('partner-income');
  const { fetcher, busy, answer, latest } = useIncomeForm(INTENTS);
  // "change the amount" sets the preview aside without a round trip
  const [setAside, setSetAside] = useState<IncomeFormAnswer>();
  const [checked, setChecked] = useState('');
  const shown = answer === setAside ? undefined : answer;
  // the preview stays while its confirmation is under way
  const previewed = latest === setAside ? undefined : latest;
  const confirming = busy && fetcher.formData?.get('intent') === INCOME_INTENTS.withdraw;
  const preview =
    previewed?.ok && previewed.intent === INCOME_INTENTS.previewWithdrawal && (confirming || !busy)
      ? previewed.preview
      : null;
  const requested = shown?.ok && shown.intent === INCOME_INTENTS.withdraw ? shown.withdrawal : null;
  const lastAmount =
    setAside?.ok && setAside.intent === INCOME_INTENTS.previewWithdrawal ? setAside.preview.amount : '';
  const problem = checked || problemOf(shown);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const amount = String(new FormData(event.currentTarget).get('amount') ?? '');
    // the server's order (spec §5): a payee first, then the amount against the balance and the minimum
    const rule = terms.payee ? withdrawalAmount(amount, terms.withdrawableFen) : null;
    const issue = !terms.payee
      ? message(language, 'bankDetailsRequired')
      : rule && !rule.ok
        ? message(language, rule.problem)
        : '';
    setChecked(issue);
    if (issue) event.preventDefault();
  };

  return (
    <section id={WITHDRAW_ANCHOR} aria-labelledby="withdraw-title" className={`${panel} space-y-4`}>
      <h2 id="withdraw-title" className={panelTitle}>
        {t('withdraw.title')}
      </h2>
      <StepBar steps={[t('withdraw.stepAmount'), t('withdraw.stepConfirm')]} current={preview ? 1 : 0} />
      {requested && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="withdraw-done">
          {t('withdraw.done', {
            amount: formatPrice(requested.grossFen, language),
            net: formatPrice(requested.netFen, language),
          })}{' '}
          <a href={`${INCOME_PATH}?list=withdrawals#${INCOME_LISTS_ANCHOR}`} className="font-semibold underline">
            {t('withdraw.seeWithdrawals')}
          </a>
        </p>
      )}
      {preview ? (
        <ConfirmStep
          language={language}
          terms={terms}
          preview={preview}
          fetcher={fetcher}
          busy={busy}
          onChange={(event) => {
            event.preventDefault();
            setSetAside(latest);
          }}
        />
      ) : (
        <fetcher.Form method="post" onSubmit={check} noValidate className="space-y-3" data-testid="form-withdraw">
          <input type="hidden" name="intent" value={INCOME_INTENTS.previewWithdrawal} />
          <Field id="withdraw-amount" label={t('withdraw.amount')}>
            <input
              id="withdraw-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={lastAmount}
              aria-describedby="withdraw-terms"
              onChange={() => setChecked('')}
              className={input}
            />
          </Field>
          <ul id="withdraw-terms" className="space-y-1 text-sm text-slate-600">
            <li data-testid="withdraw-available">
              {t('withdraw.available', { amount: formatPrice(terms.withdrawableFen, language) })}
            </li>
            <li data-testid="withdraw-minimum">
              {t('withdraw.minimum', { amount: formatPrice(terms.minimumFen, language) })}
            </li>
            <li>{t('withdraw.taxNote')}</li>
          </ul>
          {problem && (
            <FormProblem testId="withdraw-problem">
              {problem}
              {!terms.payee && (
                <>
                  {' '}
                  <a href={`#${PAYEE_ANCHOR}`} className="font-semibold underline">
                    {t('withdraw.addPayee')}
                  </a>
                </>
              )}
            </FormProblem>
          )}
          <Button type="submit" busy={busy}>
            {busy ? t('withdraw.previewing') : t('withdraw.preview')}
          </Button>
        </fetcher.Form>
      )}
    </section>
  );
}

function ConfirmStep({
  language,
  terms,
  preview,
  fetcher,
  busy,
  onChange,
}: {
  language: Language;
  terms: WithdrawalTerms;
  preview: WithdrawalPreview;
  fetcher: ReturnType<typeof useIncomeForm>['fetcher'];
  busy: boolean;
  onChange: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation('partner-income');
  const rows = [
    ['gross', preview.grossFen],
    ['tax', preview.taxFen],
    ['net', preview.netFen],
  ] as const;
  return (
    <div className="space-y-4" data-testid="withdraw-preview">
      <h3 className="font-semibold text-slate-900">{t('withdraw.check')}</h3>
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4">
        {rows.map(([key, fen]) => (
          <div key={key} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className={key === 'net' ? 'font-semibold text-slate-900' : 'text-slate-700'}>
              {t(`withdraw.${key}`)}
            </dt>
            <dd
              className={`tabular-nums ${key === 'net' ? 'text-lg font-bold text-brand-900' : 'text-slate-900'}`}
              data-testid={`preview-${key}`}
            >
              {formatPrice(fen, language)}
            </dd>
          </div>
        ))}
      </dl>
      {terms.payee && (
        <p className="text-sm text-slate-700">
          {t('withdraw.to', {
            bank: terms.payee.bankName,
            last4: terms.payee.cardLast4,
            name: terms.payee.payeeName,
          })}
        </p>
      )}
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-4" data-testid="form-confirm-withdrawal">
        <input type="hidden" name="intent" value={INCOME_INTENTS.withdraw} />
        <input type="hidden" name="amount" value={preview.amount} />
        <input type="hidden" name="idempotencyKey" value={preview.idempotencyKey} />
        <Button type="submit" busy={busy}>
          {busy ? t('withdraw.confirming') : t('withdraw.confirm')}
        </Button>
        <a href={`${INCOME_PATH}#${WITHDRAW_ANCHOR}`} onClick={onChange} className="font-semibold text-brand-700">
          {t('withdraw.change')}
        </a>
      </fetcher.Form>
    </div>
  );
}
