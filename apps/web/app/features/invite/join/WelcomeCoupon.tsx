import { formatPrice, type Language } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';

/**
 * The friend's welcome coupon as a ticket: the amount off, the minimum spend, and how long it lasts
 * (days from registering on the offer; the date it ends once it is held).
 */
export function WelcomeCoupon({
  language,
  valueFen,
  minSpendFen,
  validDays,
  expiresAt,
  name,
}: {
  language: Language;
  valueFen: number;
  minSpendFen: number;
  validDays?: number;
  expiresAt?: string;
  name?: string;
}) {
  const { t } = useTranslation('invite-join');
  return (
    <div
      className="flex items-stretch overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-rose-200"
      data-testid="welcome-coupon"
    >
      <div className="flex min-w-28 shrink-0 flex-col items-center justify-center bg-rose-600 px-4 py-4 text-white sm:min-w-36">
        <span className="whitespace-nowrap text-2xl font-extrabold" data-testid="coupon-value">
          {formatPrice(valueFen, language)}
        </span>
        <span className="mt-1 text-xs font-medium">{t('coupon.off')}</span>
      </div>
      <div className="min-w-0 flex-1 border-s-2 border-dashed border-rose-200 px-4 py-3">
        <p className="font-semibold text-slate-900">{name ?? t('coupon.title')}</p>
        <p className="mt-1 text-sm text-slate-700" data-testid="coupon-min-spend">
          {minSpendFen > 0
            ? t('coupon.minSpend', { amount: formatPrice(minSpendFen, language) })
            : t('coupon.noMinimum')}
        </p>
        <p className="mt-1 text-sm text-slate-600" data-testid="coupon-validity">
          {expiresAt
            ? t('coupon.until', { date: formatDate(language, expiresAt) })
            : t('coupon.validDays', { count: validDays ?? 0 })}
        </p>
      </div>
    </div>
  );
}
