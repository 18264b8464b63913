import { type ActivationOffer, formatPrice, type Language, type PartnerOrdering } from '@tallybook/domain';
import { useState } from 'react';
import { Form, Link, useActionData, useFetcher } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Button, buttonStyle } from '../../../ui/Button';
import { box, Field } from '../../../ui/form-parts';
import { StepBar } from '../../../ui/StepBar';
import { ActivationList } from './ActivationList';
import type { ActivationScreenData, CustomerChoice, ServiceChoice } from './activation-data';
import {
  ACTIVATION_INTENTS,
  ACTIVATION_PATH,
  type ActivationAnswer,
  type ActivationField,
  type ActivationSelection,
  type TopUpAnswer,
} from './activation-forms';
import { ActivationFrame, FormProblem, panel, panelTitle } from './activation-parts';
import { OrderingPanel } from './OrderingPanel';

const select = `mt-1 ${box} bg-white`;

type ActivationFetcher = ReturnType<typeof useFetcher<ActivationAnswer>>;

/** The term of a SKU: its months, or perpetual. */
function useTerm() {
  const { t } = useTranslation('partner-activation');
  return (months: number | null) => (months === null ? t('offer.perpetual') : t('offer.months', { count: months }));
}

/**
 * spec §2 /agent/open (no site header): the partner chooses one of its customers, a service and its
 * edition; the server checks and prices it (active-verify), the partner confirms (service, with the
 * offer's Idempotency-Key) and goes on to the pay link. Below, the partner's activations. Every form
 * works without JavaScript through the route's action (decision 0022).
 */
export function ActivationPage(props: ActivationScreenData) {
  const { t } = useTranslation('partner-activation');
  // the forms post through one fetcher (a post to the page's own address is no navigation here); without
  // scripts, or before they ran, the answer is the action data of the page the post rendered
  const fetcher = useFetcher<ActivationAnswer>();
  const posted = useActionData<ActivationAnswer | TopUpAnswer | undefined>();
  const topUpRefusal = posted?.intent === ACTIVATION_INTENTS.topUp ? posted : null;
  const answer = fetcher.data ?? (posted?.intent === ACTIVATION_INTENTS.topUp ? undefined : posted);
  const ordering = props.ordering?.open ? props.ordering : null;
  const sending = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : undefined;
  // choosing again sets the offer aside until it is checked again
  const [changed, setChanged] = useState<ActivationAnswer>();
  const offered = answer?.ok && answer !== changed && sending !== ACTIVATION_INTENTS.check ? answer : null;
  const refusal = answer && !answer.ok && answer !== changed ? answer : null;
  const selection: ActivationSelection = answer?.selection ?? {
    merchantId: props.preselected,
    serviceNumber: props.catalogue.length === 1 ? (props.catalogue[0]?.serviceNumber ?? '') : '',
    skuId: '',
    payMode: 'link',
  };
  return (
    <ActivationFrame title={t('title')} intro={t(ordering ? 'introOrdering' : 'intro')}>
      {ordering && (
        <OrderingPanel language={props.language} ordering={ordering} topUp={props.topUp} refusal={topUpRefusal} />
      )}
      <StepBar
        steps={[t('steps.choose'), t('steps.check'), t(ordering ? 'steps.sendOrPay' : 'steps.send')]}
        current={offered ? 1 : 0}
      />
      <CustomerSearch keyword={props.keyword} total={props.customersTotal} shown={props.customers.length} />
      <ChooseForm
        customers={props.customers}
        catalogue={props.catalogue}
        catalogueProblem={props.catalogueProblem}
        customersProblem={props.customersProblem}
        keyword={props.keyword}
        selection={selection}
        ordering={ordering}
        language={props.language}
        refusal={refusal}
        busy={sending === ACTIVATION_INTENTS.check}
        fetcher={fetcher}
        onChange={() => setChanged(answer)}
      />
      {offered && (
        <OfferPanel
          language={props.language}
          offer={offered.offer}
          customer={props.customers.find((each) => String(each.merchantId) === offered.selection.merchantId)}
          selection={offered.selection}
          idempotencyKey={offered.idempotencyKey}
          busy={sending === ACTIVATION_INTENTS.activate}
          fetcher={fetcher}
        />
      )}
      <ActivationList
        language={props.language}
        origin={props.origin}
        activations={props.activations}
        total={props.activationsTotal}
        page={props.page}
        rows={props.rows}
        problem={props.listProblem}
      />
    </ActivationFrame>
  );
}

/** Narrows the customer select to those whose phone or shop name matches (`?q=`, a plain GET form). */
function CustomerSearch({ keyword, total, shown }: { keyword: string; total: number; shown: number }) {
  const { t } = useTranslation('partner-activation');
  // only worth offering once there are more customers than fit the select, or while a search is on
  if (!keyword && total <= shown) return null;
  return (
    <Form method="get" action={ACTIVATION_PATH} role="search" className={`${panel} space-y-2`}>
      <label htmlFor="activation-q" className="block text-sm font-medium text-slate-700">
        {t('form.find')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="activation-q"
          name="q"
          type="search"
          defaultValue={keyword}
          placeholder={t('form.findHint')}
          className={`${box} min-w-0 flex-1 basis-48`}
        />
        <Button type="submit" variant="outline">
          {t('form.search')}
        </Button>
      </div>
      {keyword && (
        <Link to={ACTIVATION_PATH} className="inline-block text-sm font-semibold text-brand-700 underline">
          {t('form.showAll')}
        </Link>
      )}
    </Form>
  );
}

function ChooseForm({
  customers,
  catalogue,
  catalogueProblem,
  customersProblem,
  keyword,
  selection,
  ordering,
  language,
  refusal,
  busy,
  fetcher,
  onChange,
}: {
  customers: CustomerChoice[];
  catalogue: ServiceChoice[];
  catalogueProblem: string;
  customersProblem: string;
  keyword: string;
  selection: ActivationSelection;
  ordering: PartnerOrdering | null;
  language: Language;
  refusal: Extract<ActivationAnswer, { ok: false }> | null;
  busy: boolean;
  fetcher: ActivationFetcher;
  onChange: () => void;
}) {
  const { t } = useTranslation('partner-activation');
  const term = useTerm();
  const [service, setService] = useState(selection.serviceNumber);
  // with scripts, the editions of the chosen service only; without, every service's, grouped
  const services = service ? catalogue.filter((each) => each.serviceNumber === service) : catalogue;
  const problemOf = (field: ActivationField) => (refusal?.field === field ? refusal.problem : '');
  const fieldProps = (field: ActivationField) =>
    problemOf(field) ? { 'aria-invalid': true, 'aria-describedby': `activation-${field}-problem` } : {};
  const fieldProblem = (field: ActivationField) =>
    problemOf(field) && (
      <p id={`activation-${field}-problem`} className="mt-1 text-sm text-red-800" data-testid={`problem-${field}`}>
        {problemOf(field)}
      </p>
    );
  return (
    <fetcher.Form
      method="post"
      className={`${panel} space-y-4`}
      aria-labelledby="activation-form-title"
      data-testid="form-activation"
      onChange={onChange}
    >
      <h2 id="activation-form-title" className={panelTitle}>
        {t('form.title')}
      </h2>
      <input type="hidden" name="intent" value={ACTIVATION_INTENTS.check} />
      {refusal && !refusal.field && <FormProblem testId="activation-problem">{refusal.problem}</FormProblem>}
      {customersProblem && <FormProblem testId="customers-problem">{customersProblem}</FormProblem>}
      <Field id="activation-customer" label={t('form.customer')}>
        <select
          id="activation-customer"
          name="merchantId"
          defaultValue={selection.merchantId}
          className={select}
          {...fieldProps('merchantId')}
        >
          <option value="">{t('form.chooseCustomer')}</option>
          {customers.map((customer) => (
            <option key={customer.merchantId} value={customer.merchantId}>
              {customer.name}
            </option>
          ))}
        </select>
        {fieldProblem('merchantId')}
        {customers.length === 0 && !customersProblem && (
          <p className="mt-1 text-sm text-slate-600" data-testid="no-customers">
            {keyword ? t('form.noMatch', { q: keyword }) : t('form.noCustomers')}{' '}
            {!keyword && (
              <Link to="/agent/merchant" className="font-semibold text-brand-700 underline">
                {t('form.addCustomers')}
              </Link>
            )}
          </p>
        )}
      </Field>
      {catalogueProblem ? (
        <FormProblem testId="catalogue-problem">{t('form.catalogueMissing')}</FormProblem>
      ) : (
        <>
          <Field id="activation-service" label={t('form.service')}>
            <select
              id="activation-service"
              name="serviceNumber"
              value={service}
              onChange={(event) => setService(event.target.value)}
              className={select}
              {...fieldProps('serviceNumber')}
            >
              <option value="">{t('form.chooseService')}</option>
              {catalogue.map((each) => (
                <option key={each.serviceNumber} value={each.serviceNumber}>
                  {each.name}
                </option>
              ))}
            </select>
            {fieldProblem('serviceNumber')}
          </Field>
          <Field id="activation-sku" label={t('form.edition')}>
            <select
              id="activation-sku"
              name="skuId"
              defaultValue={selection.skuId}
              className={select}
              {...fieldProps('skuId')}
            >
              <option value="">{t('form.chooseEdition')}</option>
              {services.map((each) => (
                <optgroup key={each.serviceNumber} label={each.name}>
                  {each.skus.map((sku) => (
                    <option key={sku.skuId} value={sku.skuId}>
                      {`${sku.edition} · ${term(sku.months)}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {fieldProblem('skuId')}
          </Field>
        </>
      )}
      {ordering && <PayModeChoice language={language} ordering={ordering} payMode={selection.payMode} />}
      <Button type="submit" busy={busy} data-testid="activation-check">
        {busy ? t('form.checking') : t('form.check')}
      </Button>
    </fetcher.Form>
  );
}

/** The offer as the server priced it, and its confirmation with the key drawn for it. */
function OfferPanel({
  language,
  offer,
  customer,
  selection,
  idempotencyKey,
  busy,
  fetcher,
}: {
  language: Language;
  offer: ActivationOffer;
  customer: CustomerChoice | undefined;
  selection: ActivationSelection;
  idempotencyKey: string;
  busy: boolean;
  fetcher: ActivationFetcher;
}) {
  const { t } = useTranslation('partner-activation');
  const term = useTerm();
  const fromBalance = offer.payMode === 'balance';
  const rows: Array<[key: string, value: string]> = [
    ['customer', customer?.name ?? `#${offer.merchantId}`],
    ['service', offer.serviceName],
    ['edition', offer.edition],
    ['term', term(offer.months)],
    ...(fromBalance ? [['mallPrice', formatPrice(offer.mallPriceFen, language)] as [string, string]] : []),
  ];
  return (
    <section className={`${panel} space-y-4`} aria-labelledby="offer-title" data-testid="activation-offer">
      <h2 id="offer-title" className={panelTitle}>
        {t('offer.title')}
      </h2>
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4">
        {rows.map(([key, value]) => (
          <div key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
            <dt className="text-slate-700">{t(`offer.${key}`)}</dt>
            <dd className="min-w-0 break-words text-slate-900" data-testid={`offer-${key}`}>
              {value}
            </dd>
          </div>
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
          <dt className="font-semibold text-slate-900">{fromBalance ? t('offer.balanceAmount') : t('offer.amount')}</dt>
          <dd className="text-lg font-bold text-brand-900 tabular-nums" data-testid="offer-amount">
            {formatPrice(offer.amountFen, language)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">{fromBalance ? t('offer.balanceNote') : t('offer.note')}</p>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-4" data-testid="form-confirm-activation">
        <input type="hidden" name="intent" value={ACTIVATION_INTENTS.activate} />
        <input type="hidden" name="merchantId" value={selection.merchantId} />
        <input type="hidden" name="serviceNumber" value={selection.serviceNumber} />
        <input type="hidden" name="skuId" value={selection.skuId} />
        <input type="hidden" name="payMode" value={offer.payMode} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <Button type="submit" busy={busy} data-testid="activation-confirm">
          {busy ? t('offer.confirming') : fromBalance ? t('offer.confirmBalance') : t('offer.confirm')}
        </Button>
        <a href="#activation-form-title" className={buttonStyle({ variant: 'link' })}>
          {t('offer.change')}
        </a>
      </fetcher.Form>
    </section>
  );
}

/** Who pays (decision 0041), offered while ordering is open: the customer by a pay link, or the partner from its balance now. */
function PayModeChoice({
  language,
  ordering,
  payMode,
}: {
  language: Language;
  ordering: PartnerOrdering;
  payMode: ActivationSelection['payMode'];
}) {
  const { t } = useTranslation('partner-activation');
  const options = [
    ['link', t('payMode.link')],
    ['balance', t('payMode.balance', { balance: formatPrice(ordering.balanceFen, language) })],
  ] as const;
  return (
    <fieldset className="space-y-2" data-testid="pay-mode">
      <legend className="text-sm font-medium text-slate-700">{t('payMode.legend')}</legend>
      {options.map(([value, label]) => (
        <label key={value} className="flex items-start gap-2 text-slate-800">
          <input type="radio" name="payMode" value={value} defaultChecked={payMode === value} className="mt-1" />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
