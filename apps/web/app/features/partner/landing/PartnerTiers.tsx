import { useTranslation } from '../../../i18n/react';

// spec §6: membership tiers; non-members cannot apply.
const TIERS = [
  { key: 'silver', medal: 'bg-slate-300 text-slate-900' },
  { key: 'gold', medal: 'bg-accent-400 text-brand-900' },
  { key: 'diamond', medal: 'bg-brand-600 text-white' },
] as const;

export function PartnerTiers() {
  const { t } = useTranslation('join-agent');
  return (
    <section aria-labelledby="tiers-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="tiers-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {t('tiers.title')}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{t('tiers.subtitle')}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-3" data-testid="tiers">
        {TIERS.map(({ key, medal }) => (
          <article
            key={key}
            className={`rounded-2xl p-6 ring-1 ${
              key === 'diamond' ? 'bg-brand-900 text-white ring-brand-900' : 'bg-white ring-slate-200'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex size-12 items-center justify-center rounded-full text-xl font-extrabold ${medal}`}
            >
              ◆
            </span>
            <h3 className="mt-4 text-xl font-bold">{t(`tiers.${key}.name`)}</h3>
            <p className={`mt-2 ${key === 'diamond' ? 'text-brand-100' : 'text-slate-600'}`}>
              {t(`tiers.${key}.body`)}
            </p>
          </article>
        ))}
      </div>
      <p className="mt-6 text-sm text-slate-600">{t('tiers.terms')}</p>
    </section>
  );
}
