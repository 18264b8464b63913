import { GUIDE_STEPS, type GuideProgress, type GuideStep, type Language } from '@tallybook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { toast } from '../../ui/Toast';
import { accountApi } from './account-api';

/** The onboarding guide: the first steps of a new merchant, ticked off as they are done. */
export function GuideChecklist({ progress, language }: { progress: GuideProgress; language: Language }) {
  const { t } = useTranslation('login');
  const [steps, setSteps] = useState(progress);
  const [saving, setSaving] = useState<GuideStep | null>(null);
  // The page's data changes when a step is done elsewhere (following the official account).
  useEffect(() => setSteps(progress), [progress]);
  const done = GUIDE_STEPS.filter((step) => steps[step]).length;

  // The tick shows at once; the server's answer (the whole guide) settles it, or a failure undoes it.
  const toggle = async (step: GuideStep, checked: boolean) => {
    setSaving(step);
    setSteps((current) => ({ ...current, [step]: checked }));
    const result = await accountApi(language).guide(step, checked);
    setSaving(null);
    if (!result.ok || !result.data) {
      setSteps((current) => ({ ...current, [step]: !checked }));
      toast.error(result.msg);
      return;
    }
    setSteps(result.data);
  };

  return (
    <section
      className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="guide-title"
      data-testid="guide"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="guide-title" className="text-lg font-semibold text-slate-900">
          {t('guide.title')}
        </h2>
        <p className="text-sm text-slate-600" data-testid="guide-progress">
          {t('guide.progress', { done, total: GUIDE_STEPS.length })}
        </p>
      </div>
      <ul className="mt-4 space-y-2">
        {GUIDE_STEPS.map((step) => (
          <li key={step}>
            <label className="flex items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={steps[step]}
                disabled={saving === step}
                onChange={(event) => void toggle(step, event.target.checked)}
                data-testid={`guide-${step}`}
              />
              <span className={steps[step] ? 'text-slate-500 line-through' : ''}>{t(`guide.steps.${step}`)}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
