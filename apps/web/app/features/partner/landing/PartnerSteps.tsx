import { useTranslation } from '../../../i18n/react';
import { NumberedSteps } from '../../../ui/NumberedSteps';

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
        <NumberedSteps
          columns="md:grid-cols-3"
          testId="steps"
          steps={STEPS.map((step) => ({
            key: step,
            title: t(`steps.${step}.title`),
            body: t(`steps.${step}.body`),
            more: (
              <p className="mt-4 text-sm text-slate-600">
                {t('steps.status')}:{' '}
                <span
                  className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700"
                  data-testid="step-status"
                >
                  {t(`steps.${step}.status`)}
                </span>
              </p>
            ),
          }))}
        />
      </div>
    </section>
  );
}
