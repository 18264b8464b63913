import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';

/** The registration's consent: the service terms and the privacy policy, each opened beside the form. */
export function TermsAgreement({ agreed, onChange }: { agreed: boolean; onChange: (agreed: boolean) => void }) {
  const { t } = useTranslation('login');
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={agreed}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4"
      />
      <span>
        {t('register.agree')}{' '}
        <Link to="/license/service-licence" target="_blank" className="font-medium text-brand-700 underline">
          {t('register.terms')}
        </Link>{' '}
        ·{' '}
        <Link to="/privacy" target="_blank" className="font-medium text-brand-700 underline">
          {t('register.privacy')}
        </Link>
      </span>
    </label>
  );
}

/**
 * The form's problem, said in place; a phone already registered is followed by the way to log in
 * (`loginInstead`, a link the form builds).
 */
export function FormProblem({
  problem,
  registered,
  loginInstead,
}: {
  problem: string | undefined;
  registered: string;
  loginInstead: (label: string) => ReactNode;
}) {
  const { t } = useTranslation('login');
  return (
    <p role="alert" className="min-h-5 text-sm text-red-700" data-testid="form-problem">
      {registered || problem}
      {registered && <> {loginInstead(t('loginInstead'))}</>}
    </p>
  );
}
