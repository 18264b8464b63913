import { INCOME_LINE_TYPES, type IncomeLine, type Language } from '@tallybook/domain';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import { Button, buttonStyle } from '../../../ui/Button';
import { box } from '../../../ui/form-parts';
import { Reference } from './income-parts';
import { INCOME_PATH, type IncomeView, incomeHref } from './income-view';
import { formatSignedPrice } from './signed-price';

/**
 * The income ledger (serial-list): every movement of the partner's money, newest first, signed as it
 * moves it, between two months and of one type as the filter asks (a GET form: the view is the address).
 */
export function IncomeLedger({ language, view, lines }: { language: Language; view: IncomeView; lines: IncomeLine[] }) {
  const { t } = useTranslation('partner-income');
  const filtered = Boolean(view.from || view.to || view.type);
  return (
    <div className="space-y-3">
      <Form
        method="get"
        action={INCOME_PATH}
        preventScrollReset
        aria-label={t('ledger.filters')}
        className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-4 sm:items-end"
        data-testid="ledger-filters"
      >
        <input type="hidden" name="list" value="ledger" />
        <label className="min-w-0 text-sm text-slate-700">
          {t('ledger.from')}
          <input name="from" type="month" defaultValue={view.from ?? ''} className={`mt-1 ${box}`} />
        </label>
        <label className="min-w-0 text-sm text-slate-700">
          {t('ledger.to')}
          <input name="to" type="month" defaultValue={view.to ?? ''} className={`mt-1 ${box}`} />
        </label>
        <label className="col-span-2 min-w-0 text-sm text-slate-700 sm:col-span-1">
          {t('ledger.type')}
          <select name="type" defaultValue={view.type ?? ''} className={`mt-1 ${box}`}>
            <option value="">{t('ledger.anyType')}</option>
            {INCOME_LINE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`ledger.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex gap-2 sm:col-span-1">
          <Button type="submit" className="flex-1">
            {t('ledger.apply')}
          </Button>
          {filtered && (
            <Link
              to={incomeHref({ list: 'ledger', page: 1 })}
              preventScrollReset
              className={buttonStyle({ variant: 'secondary', className: 'flex-1' })}
            >
              {t('ledger.clear')}
            </Link>
          )}
        </div>
      </Form>
      {lines.length > 0 && (
        <ul
          className="divide-y divide-slate-100 rounded-xl bg-white px-4 ring-1 ring-slate-200"
          data-testid="ledger-list"
        >
          {lines.map((line) => (
            <li key={line.id} className="flex items-center justify-between gap-3 py-3" data-testid="ledger-row">
              <div className="min-w-0">
                <p className="font-medium text-slate-900" data-testid="ledger-type">
                  {t(`ledger.types.${line.type}`)}
                </p>
                <p className="mt-0.5 text-sm break-words text-slate-600">
                  {formatDate(language, line.at, 'medium')}
                  {line.orderNo || line.withdrawalNo ? ' · ' : ''}
                  {line.orderNo && (
                    <span>
                      {t('ledger.order')} <Reference>{line.orderNo}</Reference>
                    </span>
                  )}
                  {line.withdrawalNo && (
                    <span>
                      {t('ledger.withdrawal')} <Reference>{line.withdrawalNo}</Reference>
                    </span>
                  )}
                </p>
              </div>
              <p
                className={`shrink-0 font-semibold tabular-nums ${line.amountFen < 0 ? 'text-red-700' : 'text-emerald-700'}`}
                data-testid="ledger-amount"
              >
                {formatSignedPrice(line.amountFen, language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
