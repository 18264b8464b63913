import { useTranslation } from '../../../i18n/react';

// spec §4 (application states) and §6: submitted -> under review -> approved.
const STEPS = ['apply', 'review', 'approved'] as const;

export function PartnerSteps() {
  const { t } = useTranslation('join-agent');
  return (
    <section aria-labelledby="steps-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-brand-900">
          {t('steps.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('steps.subtitle')}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3" data-testid="steps">
          {STEPS.map((step, index) => (
            <li key={step} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`steps.${step}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`steps.${step}.body`)}</p>
              <p className="mt-4 text-sm text-slate-600">
                {t('steps.status')}:{' '}
                <span
                  className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700"
                  data-testid="step-status"
                >
                  {t(`steps.${step}.status`)}
                </span>
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
