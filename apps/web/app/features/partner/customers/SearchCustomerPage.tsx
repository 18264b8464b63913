import type { Language } from '@tallybook/domain';
import { Form } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Button } from '../../../ui/Button';
import { box } from '../../../ui/form-parts';
import { CustomerCard } from './CustomerCard';
import { CUSTOMER_LIST_PATH } from './customer-forms';
import type { FoundGroup } from './customer-list.server';
import { CustomerScreen, FormProblem, panelTitle } from './customer-parts';

/** spec §2 /agent/search-customer: a customer by phone or shop name, among the partner's own and the pool. */
export function SearchCustomerPage({
  language,
  keyword,
  found,
  problem,
}: {
  language: Language;
  keyword: string;
  found: { mine: FoundGroup; pool: FoundGroup } | null;
  problem: string;
}) {
  const { t } = useTranslation('partner-customers');
  const group = (scope: 'mine' | 'pool', { customers, total }: FoundGroup) => (
    <section key={scope} className="mt-6" aria-labelledby={`found-${scope}`} data-testid={`found-${scope}`}>
      <h2 id={`found-${scope}`} className={panelTitle}>
        {t(`search.${scope}`, { count: total })}
      </h2>
      {customers.length === 0 ? (
        <p className="text-slate-700">{t('search.noneHere')}</p>
      ) : (
        <ul className="space-y-3">
          {customers.map((customer) => (
            <CustomerCard key={customer.merchantId} customer={customer} language={language} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <CustomerScreen title={t('screens.search')} back={{ to: CUSTOMER_LIST_PATH, label: t('backToList') }}>
      <Form method="get" role="search" className="mt-4 flex gap-2" data-testid="form-search-customer">
        <label htmlFor="search-keyword" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="search-keyword"
          name="q"
          type="search"
          defaultValue={keyword}
          placeholder={t('search.placeholder')}
          className={`${box} flex-1`}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </Form>
      <div className="mt-4">
        <FormProblem problem={problem} />
      </div>
      {!keyword && <p className="mt-6 text-slate-700">{t('search.hint')}</p>}
      {found && group('mine', found.mine)}
      {found && group('pool', found.pool)}
    </CustomerScreen>
  );
}
