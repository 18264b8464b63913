import type { Language } from '@tallybook/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import { buttonStyle } from '../../ui/Button';
import { StepBar } from '../../ui/StepBar';
import { type Licence, mallApi, type Order, type OrderStatus } from './mall-api';
import { Card } from './OrderSummary';
import { useOrderSteps } from './order-steps';

const POLL_INTERVAL_MS = 1500;
/** How long the page waits for the provider's notification before saying it is still pending. */
const POLL_LIMIT_MS = 60_000;

/** Step 3: waits for the payment to be confirmed, then shows the licence it activated. */
export function OrderResultPage({
  order,
  licence: licenceAtLoad = null,
  language,
  outcome,
}: {
  order: Order;
  /** The licence of an order already paid when the page was loaded. */
  licence?: Licence | null;
  language: Language;
  /** What the payment page said when it sent the visitor back (paid, failed, cancelled), if anything. */
  outcome: string | null;
}) {
  const { t } = useTranslation('mall');
  const steps = useOrderSteps();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [timedOut, setTimedOut] = useState(false);
  const [licence, setLicence] = useState<Licence | null>(licenceAtLoad);

  useEffect(() => {
    if (status !== 'unpaid') return;
    const api = mallApi(language);
    const started = Date.now();
    let stopped = false;
    const poll = async () => {
      const result = await api.paymentState(order.orderNo);
      if (stopped) return;
      if (result.ok && result.data && result.data.status !== 'unpaid') {
        setStatus(result.data.status);
        return;
      }
      if (Date.now() - started > POLL_LIMIT_MS) {
        setTimedOut(true);
        return;
      }
      timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    let timer = setTimeout(poll, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [status, order.orderNo, language]);

  // an order paid while the page waited: its licence now
  useEffect(() => {
    if (status !== 'paid' || licenceAtLoad) return;
    void mallApi(language)
      .licence(order.serviceNumber)
      .then((result) => setLicence(result.ok ? result.data : null));
  }, [status, licenceAtLoad, order.serviceNumber, language]);

  const failed = status === 'unpaid' && (outcome === 'failed' || outcome === 'cancelled' || timedOut);
  return (
    <div className="space-y-5">
      <StepBar steps={steps} current={status === 'paid' ? 3 : 1} />
      <Card title={t('result.title')} testId="payment-result">
        <p className="font-semibold text-slate-900">{order.title}</p>
        <p className="mt-1 text-sm text-slate-600">{t('order.number', { orderNo: order.orderNo })}</p>
        <p
          className={`mt-4 text-lg font-semibold ${status === 'paid' ? 'text-emerald-700' : failed || status === 'cancelled' ? 'text-red-700' : 'text-slate-700'}`}
          data-testid="payment-status"
          data-status={status}
          role="status"
        >
          {status === 'paid'
            ? t('result.paid')
            : status === 'cancelled'
              ? t('result.cancelled')
              : status === 'refunding' || status === 'refunded'
                ? t(`pay.ended.${status}`)
                : outcome === 'cancelled'
                  ? t('result.payCancelled')
                  : failed
                    ? t('result.failed')
                    : t('result.waiting')}
        </p>
        {licence && status === 'paid' && (
          <dl
            className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-emerald-50 p-4 text-sm"
            data-testid="result-licence"
          >
            <dt className="text-slate-600">{t('licence.edition')}</dt>
            <dd className="font-semibold text-slate-900">{t(`levels.${licence.level}`)}</dd>
            <dt className="text-slate-600">{t('licence.expires')}</dt>
            <dd className="text-slate-900">
              {licence.expiresAt ? formatDate(language, licence.expiresAt) : t('duration.buyout')}
            </dd>
            <dt className="text-slate-600">{t('limits.users')}</dt>
            <dd className="text-slate-900">{licence.users}</dd>
            <dt className="text-slate-600">{t('limits.stores')}</dt>
            <dd className="text-slate-900">{licence.stores}</dd>
          </dl>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {status === 'unpaid' && failed && (
            <Link
              to={`/order/pay?orderNo=${encodeURIComponent(order.orderNo)}`}
              className={buttonStyle({ size: 'sm' })}
            >
              {t('result.retry')}
            </Link>
          )}
          <Link
            to="/account/orders"
            className="rounded-lg px-5 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t('orders.title')}
          </Link>
          {status === 'paid' && (
            <Link
              to="/account"
              className="rounded-lg px-5 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              {t('result.account')}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
