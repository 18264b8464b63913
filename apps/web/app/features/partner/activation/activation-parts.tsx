import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { dateTimeFormat } from '../../../lib/intl';
import { CopyButton } from '../home/CopyButton';

/** A panel of the activation screens: a white card with its heading, phone-sized first. */
export const panel = 'rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6';
export const panelTitle = 'text-lg font-semibold text-slate-900';

/** The frame of the activation screens (no site header, spec §2): back to the partner home, the eyebrow and title. */
export function ActivationFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation('partner-activation');
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl space-y-6 px-4 pt-6 pb-16 sm:px-6">
        <header>
          <Link to="/agent/home" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ‹
            </span>
            {t('back')}
          </Link>
          <p className="mt-4 text-sm font-semibold tracking-wide text-brand-600">{t('eyebrow')}</p>
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
          {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        </header>
        {children}
      </div>
    </div>
  );
}

/** An order number or a link: read left to right in any page, broken anywhere on a phone. */
export function Ltr({ children, className = '' }: { children: string; className?: string }) {
  return (
    <bdi dir="ltr" className={`break-all ${className}`}>
      {children}
    </bdi>
  );
}

/** A refusal of the form, read out when it appears. */
export function FormProblem({ children, testId, id }: { children: ReactNode; testId: string; id?: string }) {
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * The copy button of a link, once the page's scripts run: without them it could do nothing, and the
 * link beside it is selectable text.
 */
export function CopyWhenScripted({ text, label }: { text: string; label: string }) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted ? <CopyButton text={text} label={label} /> : null;
}

/** A day and time as the partner's language writes them, in China's time (the mall's pay deadline). */
export const formatDateTime = (language: string, iso: string) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(
    new Date(iso),
  );
