import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { CopyButton } from '../../../ui/CopyButton';
import { PartnerScreenFrame } from '../PartnerScreenFrame';

/** A panel of the activation screens: a white card with its heading, phone-sized first. */
export const panel = 'rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6';
export const panelTitle = 'text-lg font-semibold text-slate-900';

/** The frame of the activation screens (no site header, spec §2): back to the partner home, the eyebrow and title. */
export function ActivationFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation('partner-activation');
  return (
    <PartnerScreenFrame back={t('back')} eyebrow={t('eyebrow')} title={title} intro={intro}>
      {children}
    </PartnerScreenFrame>
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
