import { formatPrice, type Language } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatDateTime } from '../../lib/dates';
import { buttonStyle } from '../../ui/Button';
import type { OrderDetail } from './mall-api';
import { OrderStatusBadge } from './OrderStatusBadge';
import { Card, OrderTotals } from './OrderSummary';

/** The fapiao of the order as it stands: not asked for, requested (not issued yet), issued or voided. */
function FapiaoState({ order, language }: { order: OrderDetail; language: Language }) {
  const { t } = useTranslation('mall');
  const invoice = order.invoice;
  if (!invoice) return <p>{order.status === 'paid' ? t('orderDetail.noFapiaoPaid') : t('orderDetail.noFapiao')}</p>;
  const values = {
    title: invoice.title,
    time: formatDateTime(
      language,
      invoice.status === 'issued' && invoice.issuedAt ? invoice.issuedAt : invoice.createdAt,
    ),
    email: invoice.email ?? '',
  };
  const key =
    invoice.status === 'issued'
      ? 'orderDetail.fapiaoIssued'
      : invoice.status === 'voided'
        ? 'orderDetail.fapiaoVoided'
        : invoice.email
          ? 'orderDetail.fapiaoRequested'
          : 'orderDetail.fapiaoRequestedNoEmail';
  const sentTo = invoice.status === 'issued' ? whereSent(invoice) : null;
  return (
    <>
      <p data-testid="fapiao-state" data-status={invoice.status}>
        <bdi>{t(key, values)}</bdi>
      </p>
      {sentTo && (
        <p data-testid="fapiao-sent-to">
          <bdi>{t(sentTo.key, sentTo.values)}</bdi>
        </p>
      )}
    </>
  );
}

/**
 * Where an issued fapiao went, from its request: the e-mail of an electronic one, the receiver of a
 * paper one. Nothing else is known yet: the table holds no fapiao number and no file (issue 64).
 */
function whereSent(invoice: NonNullable<OrderDetail['invoice']>) {
  if (invoice.mediaType === 'electronic' && invoice.email) {
    return { key: 'orderDetail.fapiaoSentTo', values: { email: invoice.email } } as const;
  }
  if (invoice.mediaType === 'paper' && invoice.receiverAddress) {
    return {
      key: 'orderDetail.fapiaoPostedTo',
      values: { name: invoice.receiverName ?? '', address: invoice.receiverAddress },
    } as const;
  }
  return null;
}

/**
 * One order, whole (issue 12): what was bought and paid, each payment attempt with its outcome, and
 * the fapiao's honest state. An unpaid order can be paid from here.
 */
export function OrderDetailPage({ order, language }: { order: OrderDetail; language: Language }) {
  const { t } = useTranslation('mall');
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <Link to="/account/orders" className="text-sm text-brand-700 hover:underline">
        {t('orderDetail.back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">
            <bdi>{order.title}</bdi>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {t('order.number', { orderNo: order.orderNo })} ·{' '}
            {t('orderDetail.placed', { time: formatDateTime(language, order.createdAt) })}
          </p>
          <p className="mt-1 text-sm text-slate-600" data-testid="order-dates">
            {order.status === 'unpaid' && t('orderDetail.payBy', { time: formatDateTime(language, order.payDeadline) })}
            {order.paidAt && t('orderDetail.paidAt', { time: formatDateTime(language, order.paidAt) })}
            {order.cancelledAt && t('orderDetail.cancelledAt', { time: formatDateTime(language, order.cancelledAt) })}
            {order.refundedAt && (
              <>
                {' · '}
                {t('orderDetail.refundedAt', { time: formatDateTime(language, order.refundedAt) })}
              </>
            )}
          </p>
          {order.cancelReason && (
            <p className="mt-1 text-sm text-slate-600" data-testid="cancel-reason">
              {order.cancelReason}
            </p>
          )}
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <Card title={t('order.summary')}>
        <OrderTotals amount={order.amount} discount={order.discount} vat={order.vat} language={language} />
        {order.status === 'unpaid' && (
          <Link
            to={`/order/pay?orderNo=${encodeURIComponent(order.orderNo)}`}
            className={buttonStyle({ className: 'mt-6' })}
          >
            {t('orders.continuePayment')}
          </Link>
        )}
      </Card>

      <Card title={t('orderDetail.payments')} testId="order-payments">
        {order.payments.length === 0 ? (
          <p className="text-slate-600">{t('orderDetail.noPayments')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {order.payments.map((payment) => (
              <li
                key={payment.tradeNo}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
                data-status={payment.status}
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {payment.payTypeName} · <bdi>{formatPrice(payment.amount, language)}</bdi>
                  </p>
                  <p className="text-xs break-all text-slate-500">
                    {formatDateTime(language, payment.createdAt)} ·{' '}
                    {t('orderDetail.tradeNo', { tradeNo: payment.tradeNo })}
                  </p>
                  {payment.status === 'refunded' && payment.refundedAt && (
                    <p className="mt-1 text-sm text-slate-700" data-testid="payment-refunded">
                      <bdi>
                        {t('orderDetail.paymentRefunded', {
                          amount: formatPrice(payment.amount, language),
                          payType: payment.payTypeName,
                          date: formatDate(language, payment.refundedAt),
                        })}
                      </bdi>
                    </p>
                  )}
                </div>
                <span className="text-sm text-slate-700">
                  {t(`orderDetail.paymentStatus.${payment.status}`)}
                  {payment.status === 'succeeded' && (
                    <>
                      {' · '}
                      <Link
                        to={`/account/orders/${encodeURIComponent(order.orderNo)}/receipt/${encodeURIComponent(payment.tradeNo)}`}
                        className="text-brand-700 hover:underline"
                        data-testid="payment-receipt"
                      >
                        {t('receipt.link')}
                      </Link>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t('orderDetail.fapiao')} testId="order-fapiao">
        <FapiaoState order={order} language={language} />
      </Card>
    </div>
  );
}
