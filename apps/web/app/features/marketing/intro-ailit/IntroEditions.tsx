import { EDITION_CODES, EDITIONS } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';

/** spec §1: basic 1 store 1 user (extra users only); professional 1 store 3 users (extra users and stores). */
export function IntroEditions() {
  const { t } = useTranslation('intro-ailit');
  return (
    <section
      id="editions"
      aria-labelledby="editions-title"
      className="mx-auto max-w-6xl scroll-mt-6 px-4 py-16 sm:px-6 sm:py-20"
    >
      <h2 id="editions-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {t('editions.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('editions.subtitle')}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2" data-testid="editions">
        {EDITION_CODES.map((code) => {
          const edition = EDITIONS[code];
          const featured = code === 'professional';
          const muted = featured ? 'text-brand-100' : 'text-slate-600';
          return (
            <article
              key={code}
              className={`rounded-2xl p-8 ${featured ? 'bg-brand-900 text-white shadow-xl' : 'bg-white ring-1 ring-slate-200'}`}
            >
              <h3 className="text-2xl font-bold">{t(`editions.${code}.name`)}</h3>
              <p className={`mt-1 ${muted}`}>{t(`editions.${code}.summary`)}</p>
              <dl className="mt-6 grid grid-cols-2 gap-4 border-y border-current/15 py-6">
                <div className="flex flex-col">
                  <dt className={`text-sm ${muted}`}>{t('editions.stores')}</dt>
                  <dd className="order-first text-4xl font-extrabold">{edition.includedStores}</dd>
                </div>
                <div className="flex flex-col">
                  <dt className={`text-sm ${muted}`}>{t('editions.users')}</dt>
                  <dd className="order-first text-4xl font-extrabold">{edition.includedUsers}</dd>
                </div>
              </dl>
              <ul className="mt-6 space-y-2">
                <li className="flex gap-2">
                  <span aria-hidden="true" className={featured ? 'text-accent-400' : 'text-emerald-600'}>
                    ✓
                  </span>
                  {t('editions.extraUsers')}
                </li>
                <li className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className={
                      edition.canBuyExtraStores ? (featured ? 'text-accent-400' : 'text-emerald-600') : 'text-slate-400'
                    }
                  >
                    {edition.canBuyExtraStores ? '✓' : '✗'}
                  </span>
                  {edition.canBuyExtraStores ? t('editions.extraStores') : t('editions.noExtraStores')}
                </li>
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}
