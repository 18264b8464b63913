import { formatPrice, type Language, type PaymentReceipt } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDateTime } from '../../lib/dates';
import { buttonStyle } from '../../ui/Button';
import { OrderTotals } from './OrderSummary';

const MALL = '/ommall/srvmall';

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,10rem)_1fr] gap-x-4 py-2 text-sm" data-testid={testId}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-all text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A payment's receipt (issue 64): a sheet that reads the same on the screen, printed from the browser
 * and as the PDF the job prints from this very page with its print styles. It is not a fapiao, and
 * says so. On the screen it offers the way back, printing, and the PDF once the job has made it.
 */
export function PaymentReceiptPage({
  receipt,
  language,
  printing,
}: {
  receipt: PaymentReceipt;
  language: Language;
  printing: boolean;
}) {
  const { t } = useTranslation('mall');
  const { payment } = receipt;
  return (
    <div className="min-h-screen bg-slate-50 px-4 py-8 print:bg-white print:p-0">
      {!printing && (
        <nav className="mx-auto mb-6 flex max-w-2xl flex-wrap items-center justify-between gap-3 print:hidden">
          <Link
            to={`/account/orders/${encodeURIComponent(receipt.orderNo)}`}
            className="text-sm text-brand-700 hover:underline"
          >
            {t('receipt.back')}
          </Link>
          <div className="flex flex-wrap gap-2">
            {receipt.pdfReady ? (
              <a
                href={`${MALL}/payment/${encodeURIComponent(payment.tradeNo)}/receipt.pdf?lang=${language}`}
                className={buttonStyle({ size: 'sm' })}
                data-testid="receipt-pdf"
                download
              >
                {t('receipt.downloadPdf')}
              </a>
            ) : (
              <span className="text-sm text-slate-600" data-testid="receipt-pdf-preparing">
                {t('receipt.pdfPreparing')}
              </span>
            )}
          </div>
        </nav>
      )}
      <article
        className="mx-auto max-w-2xl rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-10 print:max-w-none print:rounded-none print:p-0 print:ring-0"
        data-testid="receipt"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
          <div>
            <p className="text-lg font-bold text-brand-700">{t('receipt.issuer')}</p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900">{t('receipt.heading')}</h1>
          </div>
          <p className="text-sm text-slate-600">
            <bdi>{t('receipt.number', { tradeNo: payment.tradeNo })}</bdi>
          </p>
        </header>
        <dl className="divide-y divide-slate-100 py-4">
          <Row label={t('receipt.paidAt')} testId="receipt-paid-at">
            {formatDateTime(language, payment.settledAt ?? payment.createdAt)}
          </Row>
          <Row label={t('receipt.method')}>{payment.payTypeName}</Row>
          <Row label={t('receipt.order')}>
            <bdi>{receipt.orderNo}</bdi>
          </Row>
          <Row label={t('receipt.item')}>
            <bdi>{receipt.title}</bdi>
          </Row>
          <Row label={t('receipt.amountPaid')} testId="receipt-amount">
            <bdi className="text-base font-semibold">{formatPrice(payment.amount, language)}</bdi>
          </Row>
        </dl>
        <div className="border-t border-slate-200 pt-4">
          <OrderTotals amount={receipt.amount} discount={receipt.discount} vat={receipt.vat} language={language} />
        </div>
        {receipt.orderStatus === 'refunded' && (
          <p className="mt-4 text-sm text-slate-700" data-testid="receipt-refunded">
            {t('receipt.refunded')}
          </p>
        )}
        <p className="mt-8 text-xs text-slate-500">{t('receipt.notFapiao')}</p>
      </article>
      {!printing && (
        <p className="mx-auto mt-4 max-w-2xl text-center text-xs text-slate-500 print:hidden">
          {t('receipt.printHint')}
        </p>
      )}
    </div>
  );
}
