import { useTranslation } from '../i18n/react';

/** spec §2: numbered steps, finished ones marked. `current` counts from 0. */
export function StepBar({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation('ui');
  return (
    <ol aria-label={t('steps.label')} className="flex items-center gap-2" data-testid="step-bar">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            data-state={done ? 'done' : active ? 'current' : 'todo'}
            className="flex flex-1 items-center gap-2 last:flex-initial max-xs:gap-1"
          >
            <span
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                done ? 'bg-emerald-600 text-white' : active ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-600'
              }`}
            >
              {done ? (
                <>
                  <span aria-hidden="true">✓</span>
                  <span className="sr-only">{t('steps.done')}</span>
                </>
              ) : (
                index + 1
              )}
            </span>
            {/* on a narrow phone a step's name goes onto two lines rather than past the screen's edge */}
            <span className={`text-sm ${active ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>{step}</span>
            {index < steps.length - 1 && (
              <span aria-hidden="true" className="h-px min-w-2 flex-1 bg-slate-200 max-xs:min-w-1" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
