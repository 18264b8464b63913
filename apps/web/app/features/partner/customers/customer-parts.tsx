import {
  CUSTOMER_LABEL_CHOICES,
  DEFAULT_PACK_ORIGIN,
  PACKAGED_ORIGINS,
  POS_APP_PACK_ORIGIN,
  type PurchaseIntention,
} from '@tallybook/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import type { CustomerNotice } from './customer-forms';

/** The page of a customer screen: a back link, its title, and its content, sized for a phone first. */
export function CustomerScreen({
  title,
  back,
  actions,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-4 sm:px-6">
      {back && (
        <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          <span aria-hidden="true" className="rtl:-scale-x-100">
            ‹
          </span>
          {back.label}
        </Link>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {actions && <div className="ms-auto flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** What another screen's form did, said once on arrival (`?notice=`). */
export function CustomerNoticeBanner({ notice }: { notice: CustomerNotice | null }) {
  const { t } = useTranslation('partner-customers');
  if (!notice) return null;
  return (
    <p role="status" data-testid="customer-notice" className="mt-4 rounded-lg bg-emerald-50 p-3 text-emerald-900">
      {t(`notices.${notice}`)}
    </p>
  );
}

export function FormProblem({ problem }: { problem: string }) {
  if (!problem) return null;
  return (
    <p role="alert" data-testid="form-problem" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {problem}
    </p>
  );
}

/** The protection countdown (spec §4): the days left of the partner's hold on the customer. */
export function ProtectionCountdown({ remainingDays }: { remainingDays: number | null }) {
  const { t } = useTranslation('partner-customers');
  if (remainingDays === null) return null;
  const ending = remainingDays <= 7;
  return (
    <span
      data-testid="protection-countdown"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        ending ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-800'
      }`}
    >
      {remainingDays > 0 ? t('countdown.daysLeft', { count: remainingDays }) : t('countdown.ended')}
    </span>
  );
}

export function IntentionBadge({ intention }: { intention: PurchaseIntention | null }) {
  const { t } = useTranslation('partner-customers');
  if (!intention) return <span className="text-sm text-slate-600">{t('intention.none')}</span>;
  const tone = {
    high: 'bg-red-50 text-red-800',
    medium: 'bg-amber-50 text-amber-900',
    general: 'bg-slate-100 text-slate-700',
  };
  return (
    <span
      data-testid="customer-intention"
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[intention]}`}
    >
      {t(`intention.${intention}`)}
    </span>
  );
}

/** A label in the partner's language when it is one of label-enums' choices, as written otherwise. */
export function useLabelText() {
  const { t } = useTranslation('partner-customers');
  return (label: string) =>
    (CUSTOMER_LABEL_CHOICES as readonly string[]).includes(label) ? t(`labelChoices.${label}`) : label;
}

/** The registration channels (pack_origin) the catalogues name; the server's "partner" is a hand entry. */
const CHANNEL_KEYS: Record<string, string> = {
  [DEFAULT_PACK_ORIGIN]: 'site',
  partner: 'partner',
  [POS_APP_PACK_ORIGIN]: 'posApp',
  ...Object.fromEntries(PACKAGED_ORIGINS.map((origin) => [origin, origin])),
};

/** A registration channel in the partner's language; another channel's own code as it came. */
export function useChannelText() {
  const { t } = useTranslation('partner-customers');
  return (channel: string) => {
    const key = CHANNEL_KEYS[channel];
    return key ? t(`channels.${key}`) : channel || t('none');
  };
}

export function LabelChips({ labels }: { labels: string[] }) {
  const labelText = useLabelText();
  if (labels.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid="customer-labels">
      {labels.map((label) => (
        <li key={label} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {labelText(label)}
        </li>
      ))}
    </ul>
  );
}

/** A date of a customer screen, on the company's clock; a dash for none. */
export function CustomerDate({ language, iso }: { language: string; iso: string | null }) {
  const { t } = useTranslation('partner-customers');
  return <>{iso ? formatDate(language, iso, 'medium') : t('none')}</>;
}

/** The pairs of a customer's facts: a term and its value, two columns on a wide screen. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-medium text-slate-600">{term}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const panel = 'mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6';
export const panelTitle = 'mb-3 text-base font-semibold text-slate-900';
