import { type Language, pageCount } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Pagination } from '../../../ui/Pagination';
import { IncomeLedger } from './IncomeLedger';
import type { OpenIncomeList } from './income-data';
import { FormProblem, panelTitle } from './income-parts';
import { INCOME_LISTS, INCOME_LISTS_ANCHOR, INCOME_ROWS, type IncomeView, incomeHref } from './income-view';
import { ShareList } from './ShareList';
import { WithdrawalList } from './WithdrawalList';

/**
 * The income screen's lists, one open at a time as the address says (spec §2 share and withdrawal
 * detail): the shares, the income ledger and the withdrawals, each a page at a time.
 */
export function IncomeLists({
  language,
  view,
  open,
  problem,
}: {
  language: Language;
  view: IncomeView;
  open: OpenIncomeList;
  problem: string;
}) {
  const { t } = useTranslation('partner-income');
  return (
    <section
      id={INCOME_LISTS_ANCHOR}
      aria-labelledby="income-lists-title"
      className="scroll-mt-4 space-y-4"
      data-testid="income-lists"
    >
      <h2 id="income-lists-title" className={panelTitle}>
        {t('lists.label')}
      </h2>
      <nav aria-label={t('lists.label')} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {INCOME_LISTS.map((list) => (
          <Link
            key={list}
            to={incomeHref({ list, page: 1 })}
            preventScrollReset
            aria-current={open.list === list ? 'page' : undefined}
            className="flex items-center justify-center rounded-lg px-1 py-2 text-center text-sm font-semibold text-slate-700 aria-[current]:bg-white aria-[current]:text-brand-700 aria-[current]:shadow-sm sm:text-base"
          >
            {t(`lists.${list}`)}
          </Link>
        ))}
      </nav>
      {problem && <FormProblem testId="income-list-problem">{problem}</FormProblem>}
      <p className="text-sm text-slate-600" data-testid="income-list-count">
        {t(`${open.list}.count`, { count: open.total })}
      </p>
      {open.list === 'shares' && <ShareList language={language} shares={open.rows} />}
      {open.list === 'ledger' && <IncomeLedger language={language} view={view} lines={open.rows} />}
      {open.list === 'withdrawals' && <WithdrawalList language={language} view={view} withdrawals={open.rows} />}
      {open.rows.length === 0 && !problem && (
        <p
          className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200"
          data-testid="income-list-empty"
        >
          {t(`${open.list}.empty`)}
        </p>
      )}
      <Pagination
        page={view.page}
        totalPages={pageCount(open.total, INCOME_ROWS)}
        total={open.total}
        hrefFor={(page) => incomeHref({ ...view, page })}
      />
    </section>
  );
}
