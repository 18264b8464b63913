import {
  bankOfCard,
  cardNoProblem,
  type Language,
  message,
  normalizeCardNo,
  PAYEE_NAME_MAX_LENGTH,
  type PartnerPayee,
  payeeNameProblem,
  residentIdProblem,
} from '@tallybook/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { box, Field, input } from '../../../ui/form-parts';
import { type BankOption, INCOME_INTENTS, PAYEE_ANCHOR } from './income-forms';
import { FormProblem, panel, panelTitle } from './income-parts';
import { problemOf, useIncomeForm } from './use-income-form';

/** A BIN is six digits: fewer name no bank yet. */
const BIN_LENGTH = 6;
const SEARCH_DELAY_MS = 300;

/**
 * spec §2 bank card and payee account settings, §3 Withdrawal (bank account number, bank name, ID
 * card), §5: the payee on file, masked as the server answers it (bank-info), and the form to add or
 * change it (bank): the card number, its bank (found by name or by the card's first digits through
 * bank-name-search, or left to the card's BIN), the resident ID number and the holder's name.
 */
export function PayeePanel({
  language,
  payee,
  banks,
}: {
  language: Language;
  payee: PartnerPayee | null;
  banks: BankOption[];
}) {
  const { t } = useTranslation('partner-income');
  const save = useIncomeForm([INCOME_INTENTS.savePayee]);
  const search = useIncomeForm([INCOME_INTENTS.searchBanks]);
  const saved = save.answer?.ok === true;
  // a refusal, or a search made before the scripts ran, keeps the form open on a payee already on file; a save closes it
  const open = !saved && Boolean(problemOf(save.answer) || search.answer);
  const form = <PayeeForm language={language} banks={banks} save={save} search={search} />;
  return (
    <section id={PAYEE_ANCHOR} aria-labelledby="payee-title" className={`${panel} space-y-4`}>
      <h2 id="payee-title" className={panelTitle}>
        {t('payee.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('payee.intro')}</p>
      {saved && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="payee-saved">
          {t('payee.saved')}
        </p>
      )}
      {payee ? (
        <>
          <PayeeOnFile language={language} payee={payee} />
          {/* a payee changed becomes the one on file and the form closes: a new element */}
          <details key={payee.updatedAt} open={open} className="rounded-xl ring-1 ring-slate-200">
            <summary className="cursor-pointer p-4 font-semibold text-brand-700">{t('payee.change')}</summary>
            <div className="px-4 pb-4">{form}</div>
          </details>
        </>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-800" data-testid="payee-none">
            {t('payee.none')}
          </p>
          {form}
        </>
      )}
    </section>
  );
}

function PayeeOnFile({ language, payee }: { language: Language; payee: PartnerPayee }) {
  const { t } = useTranslation('partner-income');
  const rows: Array<[string, string, boolean]> = [
    [t('payee.bank'), payee.bankName, false],
    [t('payee.card'), payee.cardNoMasked, true],
    [t('payee.holder'), payee.payeeName, false],
    [t('payee.id'), payee.residentIdMasked, true],
  ];
  return (
    <div className="rounded-xl bg-slate-50 p-4" data-testid="payee-on-file">
      <p className="text-xs font-semibold tracking-wide text-slate-600">{t('payee.onFile')}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([term, value, code]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {code ? (
                <bdi dir="ltr" className="font-mono">
                  {value}
                </bdi>
              ) : (
                <bdi>{value}</bdi>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {t('payee.updated', { date: formatDate(language, payee.updatedAt, 'medium') })}
      </p>
    </div>
  );
}

type IncomeForm = ReturnType<typeof useIncomeForm>;

function PayeeForm({
  language,
  banks,
  save,
  search,
}: {
  language: Language;
  banks: BankOption[];
  save: IncomeForm;
  search: IncomeForm;
}) {
  const { t } = useTranslation('partner-income');
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // what the card and bank fields hold, for the bank the card's BIN names (the fields keep their own values)
  const [cardNo, setCardNo] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [checked, setChecked] = useState('');

  const found = search.latest?.ok && search.latest.intent === INCOME_INTENTS.searchBanks ? search.latest : null;
  const keyword = String(search.fetcher.formData?.get('keyword') ?? found?.keyword ?? '');
  // the bank chosen stays a choice when a search no longer lists it
  const chosen = [...banks, ...(found?.banks ?? [])].find((bank) => bank.code === bankCode);
  const choices = found?.banks ?? banks;
  const options = chosen && !choices.some((bank) => bank.code === chosen.code) ? [chosen, ...choices] : choices;
  const digits = normalizeCardNo(cardNo);
  const cardBank = digits.length >= BIN_LENGTH && /^\d+$/.test(digits) ? bankOfCard(digits) : undefined;
  const problem = checked || problemOf(save.answer);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (save.answer?.ok) {
      formRef.current?.reset();
      setCardNo('');
      setBankCode('');
    }
  }, [save.answer]);

  const searchSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search.fetcher.submit(searchRef.current), SEARCH_DELAY_MS);
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '');
    const rule =
      cardNoProblem(field('cardNo')) ?? residentIdProblem(field('residentId')) ?? payeeNameProblem(field('payeeName'));
    const issue = rule ? message(language, rule, { max: PAYEE_NAME_MAX_LENGTH }) : '';
    setChecked(issue);
    if (issue) event.preventDefault();
  };

  return (
    <div className="space-y-4">
      <search.fetcher.Form ref={searchRef} method="post" className="space-y-1" data-testid="bank-search">
        <input type="hidden" name="intent" value={INCOME_INTENTS.searchBanks} />
        <label htmlFor="bank-keyword" className="block text-sm font-medium text-slate-700">
          {t('payee.bankSearch')}
        </label>
        <div className="flex gap-2">
          <input
            id="bank-keyword"
            name="keyword"
            type="search"
            maxLength={40}
            autoComplete="off"
            defaultValue={found?.keyword ?? ''}
            aria-describedby="bank-keyword-hint"
            onChange={searchSoon}
            className={`${box} min-w-0 flex-1`}
          />
          <Button type="submit" variant="secondary" busy={search.busy}>
            {t('payee.search')}
          </Button>
        </div>
        <p id="bank-keyword-hint" className="text-xs text-slate-600">
          {t('payee.bankSearchHint')}
        </p>
        {problemOf(search.answer) && <FormProblem testId="bank-search-problem">{problemOf(search.answer)}</FormProblem>}
        {found && found.banks.length === 0 && (
          <p role="status" className="text-sm text-amber-800" data-testid="bank-search-none">
            {t('payee.noBanks', { keyword })}
          </p>
        )}
      </search.fetcher.Form>

      <save.fetcher.Form
        ref={formRef}
        method="post"
        onSubmit={check}
        noValidate
        className="space-y-3"
        data-testid="form-payee"
      >
        <input type="hidden" name="intent" value={INCOME_INTENTS.savePayee} />
        <Field id="payee-bank" label={t('payee.bankCode')}>
          <select
            id="payee-bank"
            name="bankCode"
            defaultValue=""
            onChange={(event) => setBankCode(event.target.value)}
            className={input}
          >
            <option value="">{t('payee.bankFromCard')}</option>
            {options.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="payee-card" label={t('payee.cardNo')}>
          <input
            id="payee-card"
            name="cardNo"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            aria-describedby="payee-card-bank"
            onChange={(event) => {
              setCardNo(event.target.value);
              setChecked('');
            }}
            className={`${input} text-start font-mono`}
          />
        </Field>
        <p id="payee-card-bank" className="min-h-5 text-xs text-slate-600" data-testid="payee-card-bank">
          {bankCode === '' && digits.length >= BIN_LENGTH
            ? cardBank
              ? t('payee.recognised', { bank: cardBank.names[language] })
              : t('payee.notRecognised')
            : ''}
        </p>
        <Field id="payee-resident-id" label={t('payee.residentId')}>
          <input
            id="payee-resident-id"
            name="residentId"
            autoComplete="off"
            dir="ltr"
            maxLength={64}
            onChange={() => setChecked('')}
            className={`${input} text-start font-mono`}
          />
        </Field>
        <Field id="payee-name" label={t('payee.payeeName')}>
          <input
            id="payee-name"
            name="payeeName"
            autoComplete="name"
            maxLength={PAYEE_NAME_MAX_LENGTH}
            onChange={() => setChecked('')}
            className={input}
          />
        </Field>
        {problem && <FormProblem testId="payee-problem">{problem}</FormProblem>}
        <Button type="submit" busy={save.busy}>
          {save.busy ? t('payee.saving') : t('payee.save')}
        </Button>
      </save.fetcher.Form>
    </div>
  );
}
