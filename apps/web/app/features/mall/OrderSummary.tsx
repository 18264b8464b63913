import { formatPrice, type Language, payableAmount } from '@tallybook/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/react';

/** Amount, discount and what is paid, as every order screen shows them; a placed order also states its VAT. */
export function OrderTotals({
  amount,
  discount,
  vat,
  language,
}: {
  amount: number;
  discount: number;
  vat?: { ratePercent: number; amount: number } | null;
  language: Language;
}) {
  const { t } = useTranslation('mall');
  const finalAmount = payableAmount(amount, discount);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
      <dt className="text-slate-600">{t('order.amount')}</dt>
      <dd className="text-end text-slate-900">{formatPrice(amount, language)}</dd>
      <dt className="text-slate-600">{t('order.discount')}</dt>
      <dd className="text-end text-emerald-700" data-testid="order-discount" data-fen={discount}>
        {discount > 0 ? `−${formatPrice(discount, language)}` : formatPrice(0, language)}
      </dd>
      <dt className="border-t border-slate-200 pt-3 font-semibold text-slate-900">{t('order.finalAmount')}</dt>
      <dd
        className="border-t border-slate-200 pt-3 text-end text-2xl font-extrabold text-brand-700"
        data-testid="order-final-amount"
        data-fen={finalAmount}
      >
        {formatPrice(finalAmount, language)}
      </dd>
      {vat && (
        <dd className="col-span-2 text-end text-xs text-slate-600" data-testid="order-vat" data-fen={vat.amount}>
          {t('order.vatIncluded', { rate: vat.ratePercent, amount: formatPrice(vat.amount, language) })}
        </dd>
      )}
    </dl>
  );
}

/** A titled white card of an order screen. */
export function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
      data-testid={testId}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
