import { formatPrice, type Language, type PartnerActivation } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../../lib/dates';
import { buttonStyle } from '../../../ui/Button';
import { StepBar } from '../../../ui/StepBar';
import { ActivationState } from './ActivationList';
import { ACTIVATION_PATH, customerNameOf } from './activation-forms';
import { ActivationFrame, CopyWhenScripted, Ltr, panel } from './activation-parts';

/**
 * spec §2 /agent/open-success (no site header): one activation of the partner's, with the pay link
 * (this site's mall pay page) to send the customer, which a copy button copies and which stays
 * selectable text without scripts; an unknown or another partner's order is the not-found message.
 */
export function ActivatedPage({
  language,
  activation,
  payLink,
}: {
  language: Language;
  activation: PartnerActivation | null;
  payLink: string | null;
}) {
  const { t } = useTranslation('partner-activation');
  const links = (
    <div className="flex flex-wrap gap-3">
      <Link
        to={ACTIVATION_PATH}
        className={buttonStyle({ variant: activation?.state === 'unpaid' ? 'outline' : 'primary' })}
      >
        {t('success.another')}
      </Link>
      <Link to="/agent/home" className={buttonStyle({ variant: 'outline' })}>
        {t('success.home')}
      </Link>
    </div>
  );
  if (!activation) {
    return (
      <ActivationFrame title={t('success.notFoundTitle')}>
        <p className={`${panel} text-slate-700`} data-testid="activation-not-found">
          {t('success.notFound')}
        </p>
        {links}
      </ActivationFrame>
    );
  }
  // once paid, the page says what happened: the amount was paid, from the balance when it was (issue 64)
  const settled = activation.state === 'paid' || activation.state === 'refunding' || activation.state === 'refunded';
  const rows: Array<[key: string, label: string, value: React.ReactNode]> = [
    ['customer', 'customer', customerNameOf(activation)],
    ['service', 'service', activation.serviceName],
    ['edition', 'edition', activation.edition],
    ['amount', settled ? 'amountPaid' : 'amount', formatPrice(activation.amountFen, language)],
  ];
  const lastStep = settled && activation.payMode === 'balance' ? t('steps.paidFromBalance') : t('steps.send');
  return (
    <ActivationFrame
      title={activation.state === 'unpaid' ? t('success.title') : t('title')}
      intro={activation.state === 'unpaid' ? t('success.intro') : undefined}
    >
      <StepBar steps={[t('steps.choose'), t('steps.check'), lastStep]} current={2} />
      <section
        className={`${panel} space-y-4`}
        aria-label={t('list.details')}
        data-testid="activation-detail"
        data-state={activation.state}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600">
            {t('list.orderNo')} <Ltr className="font-mono text-slate-900">{activation.orderNo}</Ltr>
          </p>
          <ActivationState state={activation.state} />
        </div>
        <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4">
          {rows.map(([key, label, value]) => (
            <div key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
              <dt className="text-slate-700">{t(`offer.${label}`)}</dt>
              <dd className="min-w-0 break-words text-slate-900" data-testid={`activation-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {payLink ? (
          <div className="space-y-2" data-testid="pay-link-panel">
            <h2 className="font-semibold text-slate-900">{t('success.payLink')}</h2>
            <p
              className="rounded-md bg-slate-50 px-2 py-2 font-mono text-sm text-slate-800 ring-1 ring-slate-200 select-all"
              data-testid="pay-link"
            >
              <Ltr>{payLink}</Ltr>
            </p>
            <CopyWhenScripted text={payLink} label={t('success.copyLabel')} />
            <p className="text-sm text-slate-700">{t('success.note')}</p>
            <p className="text-sm text-slate-600">
              {t('success.payBy', { date: formatDateTime(language, activation.payDeadline) })}
            </p>
          </div>
        ) : (
          <p
            role="status"
            className={`rounded-lg p-3 text-sm ${activation.state === 'paid' ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-slate-800'}`}
            data-testid="activation-outcome"
          >
            {activation.state === 'cancelled'
              ? t('success.cancelled')
              : activation.state === 'refunding' || activation.state === 'refunded'
                ? t('success.refunded')
                : activation.payMode === 'balance'
                  ? t('success.paidFromBalance')
                  : t('success.paid')}
          </p>
        )}
      </section>
      {links}
    </ActivationFrame>
  );
}
