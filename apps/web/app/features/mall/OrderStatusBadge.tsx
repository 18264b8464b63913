import { useTranslation } from '../../i18n/react';
import type { OrderStatus } from './mall-api';

const statusStyle: Record<OrderStatus, string> = {
  unpaid: 'bg-amber-50 text-amber-800 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
  refunding: 'bg-sky-50 text-sky-800 ring-sky-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** An order's status as a coloured badge, in my orders and on the order's own page. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('mall');
  return (
    <span
      className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${statusStyle[status]}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
