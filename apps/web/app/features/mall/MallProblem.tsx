import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { buttonStyle } from '../../ui/Button';

/** A mall page that cannot be shown: what went wrong, and the way back to the mall. */
export function MallProblem({ problem, back = '/mall' }: { problem: string; back?: string }) {
  const { t } = useTranslation('mall');
  return (
    <div className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
        <h1 className="text-xl font-semibold text-slate-900" data-testid="mall-problem">
          {problem}
        </h1>
        <Link to={back} className={buttonStyle({ size: 'sm', className: 'mt-6' })}>
          {back === '/mall' ? t('home.back') : t('orders.title')}
        </Link>
      </div>
    </div>
  );
}
