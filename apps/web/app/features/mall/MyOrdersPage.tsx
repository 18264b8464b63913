import { formatPrice, type Language } from '@tallybook/domain';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDateTime } from '../../lib/dates';
import { Button, buttonStyle } from '../../ui/Button';
import { useConfirm } from '../../ui/ConfirmDialog';
import { Pagination } from '../../ui/Pagination';
import { toast } from '../../ui/Toast';
import { EMPTY_INVOICE, type InvoiceChoice, InvoiceForm, invoiceForSending } from './InvoiceForm';
import { type InvoiceMessages, invoiceMessages, type RequestInvoiceResult } from './invoice-check';
import { mallApi, type Order } from './mall-api';
import { OrderStatusBadge } from './OrderStatusBadge';

export const ORDER_TABS = ['all', 'unpaid', 'paid', 'cancelled', 'refunded'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/**
 * A paid order's fapiao request, after the fact: the route's action sends it (decision 0022), the
 * fetcher's state is the button's busy state and its answer the form's problem.
 */
function RequestInvoice({ order, language, onDone }: { order: Order; language: Language; onDone: () => void }) {
  const { t } = useTranslation('mall');
  const fetcher = useFetcher<RequestInvoiceResult>();
  const [choice, setChoice] = useState<InvoiceChoice>({ wanted: true, request: EMPTY_INVOICE });
  const [saveProfile, setSaveProfile] = useState(true);
  // the checks run here first, so a mistake is shown without a round trip
  const [checked, setChecked] = useState<InvoiceMessages | null>(null);
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok) return;
    toast.success(t('orders.invoiceRequested'));
    onDone();
  }, [fetcher.state, fetcher.data, onDone, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice.wanted) return onDone();
    const request = invoiceForSending(choice.request);
    const found = invoiceMessages(request, language);
    setChecked(found);
    if (Object.values(found)[0]) return;
    fetcher.submit(
      { orderId: order.orderId, userId: order.userId, saveProfile, invoice: request },
      { method: 'post', encType: 'application/json' },
    );
  };

  const serverProblems = answer && !answer.ok ? answer.problems : undefined;
  const problem = Object.values(checked ?? {})[0] ?? (answer && !answer.ok ? answer.problem : '');
  return (
    <form onSubmit={submit} noValidate className="mt-4 rounded-xl bg-slate-50 p-4" data-testid="request-invoice">
      <InvoiceForm
        choice={choice}
        onChange={setChoice}
        problems={serverProblems ?? checked ?? {}}
        saveProfile={saveProfile}
        onSaveProfileChange={setSaveProfile}
      />
      <p role="alert" className="mt-2 min-h-5 text-sm text-red-700">
        {problem}
      </p>
      <Button type="submit" busy={busy} size="sm">
        {t('orders.sendInvoiceRequest')}
      </Button>
    </form>
  );
}

function OrderRow({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation('mall');
  const confirm = useConfirm();
  const revalidator = useRevalidator();
  const [invoicing, setInvoicing] = useState(false);
  // the action's answer makes React Router load the page again; closing is all that is left
  const closeInvoice = useCallback(() => setInvoicing(false), []);

  const cancel = async () => {
    const ok = await confirm({
      message: t('orders.cancelConfirm', { orderNo: order.orderNo }),
      warning: true,
      // "Cancel / OK" would leave it unclear which button cancels the order
      okLabel: t('orders.cancel'),
      cancelLabel: t('orders.keepOrder'),
    });
    if (!ok) return;
    const result = await mallApi(language).cancel(order);
    if (!result.ok) {
      toast.error(result.msg);
      return;
    }
    toast.success(t('orders.cancelled'));
    void revalidator.revalidate();
  };

  return (
    <li
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="order-row"
      data-order-no={order.orderNo}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {/* the order's own page: its payments and fapiao */}
            <Link to={`/account/orders/${encodeURIComponent(order.orderNo)}`} className="hover:underline">
              {order.title}
            </Link>
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {t('order.number', { orderNo: order.orderNo })} · {formatDateTime(language, order.createdAt)}
          </p>
          {order.status === 'cancelled' && order.cancelReason && (
            // why it was cancelled: by the buyer, unpaid in time, or made moot by another order
            <p className="mt-1 text-sm text-slate-600" data-testid="cancel-reason">
              {order.cancelReason}
            </p>
          )}
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold text-slate-900" data-fen={order.finalAmount}>
          {formatPrice(order.finalAmount, language)}
          {order.discount > 0 && (
            <span className="ms-2 text-xs font-normal text-slate-500">
              <s>{formatPrice(order.amount, language)}</s>
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {order.status === 'unpaid' && (
            <>
              <Button onClick={cancel} variant="secondary" size="sm">
                {t('orders.cancel')}
              </Button>
              <Link
                to={`/order/pay?orderNo=${encodeURIComponent(order.orderNo)}`}
                className={buttonStyle({ size: 'sm' })}
              >
                {t('orders.continuePayment')}
              </Link>
            </>
          )}
          {order.status === 'paid' &&
            (order.invoice ? (
              <span className="text-sm text-slate-600" data-testid="invoice-status">
                {t('orders.invoice', { status: t(`invoiceStatus.${order.invoice.status}`) })}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => setInvoicing((open) => !open)}
                aria-expanded={invoicing}
                className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {t('orders.requestInvoice')}
              </button>
            ))}
        </div>
      </div>
      {invoicing && !order.invoice && <RequestInvoice order={order} language={language} onDone={closeInvoice} />}
    </li>
  );
}

/** My orders: tabs by status, each order with what can be done with it (spec §4 Order). */
export function MyOrdersPage({
  tab,
  orders,
  page,
  total,
  totalPages,
  problem,
  language,
}: {
  tab: OrderTab;
  orders: Order[];
  page: number;
  total: number;
  totalPages: number;
  problem: string | null;
  language: Language;
}) {
  const { t } = useTranslation('mall');
  const hrefFor = (target: OrderTab, pageNumber = 1) => {
    const query = new URLSearchParams();
    if (target !== 'all') query.set('status', target);
    if (pageNumber > 1) query.set('page', String(pageNumber));
    const search = query.toString();
    return `/account/orders${search ? `?${search}` : ''}`;
  };
  return (
    <div className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{t('orders.title')}</h1>
          <Link to="/account" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('result.account')}
          </Link>
        </div>
        <nav aria-label={t('orders.filter')} className="mt-6 overflow-x-auto">
          <ul className="flex gap-2">
            {ORDER_TABS.map((each) => (
              <li key={each}>
                <Link
                  to={hrefFor(each)}
                  aria-current={each === tab ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ${
                    each === tab
                      ? 'bg-brand-600 text-white'
                      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50'
                  }`}
                >
                  {t(`orders.tabs.${each}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {problem && (
          <p role="alert" className="mt-6 text-red-700">
            {problem}
          </p>
        )}
        {orders.length === 0 && !problem ? (
          <p className="mt-8 rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
            {t('orders.empty')}{' '}
            <Link to="/mall" className="font-semibold text-brand-700 hover:underline">
              {t('home.title')}
            </Link>
          </p>
        ) : (
          <ul className="mt-6 space-y-4">
            {orders.map((order) => (
              <OrderRow key={order.orderNo} order={order} language={language} />
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          total={total}
          hrefFor={(pageNumber) => hrefFor(tab, pageNumber)}
        />
      </div>
    </div>
  );
}
