import { useTranslation } from '../../i18n/react';

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] as const;

/** The programme's standing rules; a campaign's amounts and time limits are its own. */
export function InviteRules({ email }: { email: string }) {
  const { t } = useTranslation('invite');
  return (
    <section
      id="rules"
      aria-labelledby="invite-rules-title"
      className="mx-auto max-w-6xl scroll-mt-8 px-4 py-16 sm:px-6"
    >
      <h2 id="invite-rules-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {t('rules.title')}
      </h2>
      <ol
        className="mt-8 max-w-3xl list-decimal space-y-3 ps-6 text-slate-700 marker:font-semibold marker:text-brand-600"
        data-testid="invite-rules"
      >
        {RULES.map((rule) => (
          <li key={rule} className="ps-2">
            {t(`rules.${rule}`)}
            {rule === 'r6' && (
              <>
                {' '}
                <a href={`mailto:${email}`} dir="ltr" className="font-semibold text-brand-700 underline">
                  {email}
                </a>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
