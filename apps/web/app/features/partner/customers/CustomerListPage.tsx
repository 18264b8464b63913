import {
  CUSTOMER_SORTS,
  type CustomerIndustry,
  type Language,
  type PartnerCustomer,
  PURCHASE_INTENTIONS,
} from '@tallybook/domain';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Button, buttonStyle } from '../../../ui/Button';
import { box } from '../../../ui/form-parts';
import { AddCustomerForm } from './AddCustomerForm';
import { CustomerCard } from './CustomerCard';
import { type CustomerNotice, SEARCH_CUSTOMER_PATH } from './customer-forms';
import { CUSTOMER_ROWS_STEP, type CustomerListView, customerListHref } from './customer-list-query';
import { CustomerNoticeBanner, CustomerScreen, FormProblem, useLabelText } from './customer-parts';

export interface CustomerListPageProps {
  language: Language;
  view: CustomerListView;
  customers: PartnerCustomer[];
  total: number;
  problem: string;
  labels: string[];
  industries: CustomerIndustry[];
  notice: CustomerNotice | null;
}

const chip =
  'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 text-slate-700 aria-[current]:bg-brand-600 aria-[current]:text-white aria-[current]:ring-brand-600';

/**
 * spec §2 /agent/merchant, §4: the partner's customers and the pool, in the spec's three orders,
 * filtered by label, intention, protection expiry and a phone or shop name; a customer added by hand.
 */
export function CustomerListPage(props: CustomerListPageProps) {
  const { language, view, customers, total, problem, labels, industries, notice } = props;
  const { t } = useTranslation('partner-customers');
  const labelText = useLabelText();
  const filtered = Boolean(view.label || view.intention || view.expiringWithinDays !== undefined || view.keyword);
  return (
    <CustomerScreen
      title={t('screens.list')}
      actions={
        <Link to={SEARCH_CUSTOMER_PATH} className={buttonStyle({ variant: 'outline', size: 'sm' })}>
          {t('search.open')}
        </Link>
      }
    >
      <CustomerNoticeBanner notice={notice} />
      <nav aria-label={t('tabs.label')} className="mt-4 grid grid-cols-2 rounded-xl bg-slate-100 p-1">
        {(['mine', 'pool'] as const).map((scope) => (
          <Link
            key={scope}
            to={customerListHref({
              scope,
              sort: scope === 'pool' ? 'poolEntry' : 'registration',
              shown: CUSTOMER_ROWS_STEP,
            })}
            aria-current={view.scope === scope ? 'page' : undefined}
            className="rounded-lg py-2 text-center font-semibold text-slate-700 aria-[current]:bg-white aria-[current]:text-brand-700 aria-[current]:shadow-sm"
          >
            {t(`tabs.${scope}`)}
          </Link>
        ))}
      </nav>

      <nav aria-label={t('sorts.label')} className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600">{t('sorts.label')}</span>
        {CUSTOMER_SORTS.map((sort) => (
          <Link
            key={sort}
            to={customerListHref(view, { sort, shown: CUSTOMER_ROWS_STEP })}
            aria-current={view.sort === sort ? 'true' : undefined}
            className={chip}
          >
            {t(`sorts.${sort}`)}
          </Link>
        ))}
      </nav>

      <details className="mt-4 rounded-2xl bg-white ring-1 ring-slate-200" open={filtered}>
        <summary className="cursor-pointer list-none p-4 font-semibold text-slate-900">{t('filters.title')}</summary>
        <Form method="get" className="grid gap-3 px-4 pb-4 sm:grid-cols-2" data-testid="customer-filters">
          {view.scope === 'pool' && <input type="hidden" name="scope" value="pool" />}
          <input type="hidden" name="sort" value={view.sort} />
          <label className="text-sm text-slate-700 sm:col-span-2">
            {t('filters.keyword')}
            <input name="q" type="search" defaultValue={view.keyword ?? ''} className={`mt-1 ${box}`} />
          </label>
          <label className="text-sm text-slate-700">
            {t('filters.label')}
            <select name="label" defaultValue={view.label ?? ''} className={`mt-1 ${box}`}>
              <option value="">{t('filters.any')}</option>
              {labels.map((label) => (
                <option key={label} value={label}>
                  {labelText(label)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm text-slate-700">
            {t('filters.intention')}
            <select name="intention" defaultValue={view.intention ?? ''} className={`mt-1 ${box}`}>
              <option value="">{t('filters.any')}</option>
              {PURCHASE_INTENTIONS.map((intention) => (
                <option key={intention} value={intention}>
                  {t(`intention.${intention}`)}
                </option>
              ))}
            </select>
          </label>
          {view.scope === 'mine' && (
            <label className="text-sm text-slate-700">
              {t('filters.expiring')}
              <input
                name="expiring"
                type="number"
                min={0}
                max={3650}
                inputMode="numeric"
                defaultValue={view.expiringWithinDays ?? ''}
                className={`mt-1 ${box}`}
              />
            </label>
          )}
          <div className="flex items-end gap-2 sm:col-span-2">
            <Button type="submit">{t('filters.apply')}</Button>
            {filtered && (
              <Link
                to={customerListHref({ scope: view.scope, sort: view.sort, shown: CUSTOMER_ROWS_STEP })}
                className={buttonStyle({ variant: 'secondary' })}
              >
                {t('filters.clear')}
              </Link>
            )}
          </div>
        </Form>
      </details>

      {view.scope === 'mine' && <AddCustomerForm language={language} industries={industries} />}

      <div className="mt-4 space-y-3">
        <FormProblem problem={problem} />
        <p className="text-sm text-slate-600" data-testid="customer-total">
          {t(view.scope === 'pool' ? 'total.pool' : 'total.mine', { count: total })}
        </p>
        {customers.length === 0 ? (
          <p
            className="rounded-2xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200"
            data-testid="customers-empty"
          >
            {t(filtered ? 'empty.filtered' : view.scope === 'pool' ? 'empty.pool' : 'empty.mine')}
          </p>
        ) : (
          <ul className="space-y-3" data-testid="customer-list">
            {customers.map((customer) => (
              <CustomerCard key={customer.merchantId} customer={customer} language={language} />
            ))}
          </ul>
        )}
        {customers.length < total && (
          <Link
            to={customerListHref(view, { shown: view.shown + CUSTOMER_ROWS_STEP })}
            preventScrollReset
            className={buttonStyle({ variant: 'secondary', block: true })}
          >
            {t('showMore', { shown: customers.length, total })}
          </Link>
        )}
      </div>
    </CustomerScreen>
  );
}
