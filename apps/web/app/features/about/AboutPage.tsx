import { BUSINESS_HOURS, type ContactChannel, TRIAL_DATA_RETENTION_DAYS } from '@tallybook/domain';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { CLAIM_KEYS, type FormattedClaims } from '../../lib/claims';
import { buttonStyle } from '../../ui/Button';
import { HeroPicture } from '../../ui/HeroPicture';
import { IconTile } from '../../ui/IconTile';
import { AboutContact } from './AboutContact';
import { MILESTONES } from './milestones';

const VALUES = [
  { key: 'plain', icon: 'M4 6h16M4 12h10M4 18h7' },
  { key: 'data', icon: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z M9 12l2 2 4-4' },
  { key: 'fair', icon: 'M12 3v18M7 7h7.5a3.5 3.5 0 0 1 0 7H9a3.5 3.5 0 0 0 0 7h8' },
  { key: 'people', icon: 'M16 19v-1a4 4 0 0 0-8 0v1 M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M19 19v-1a3 3 0 0 0-2-2.8' },
] as const;

function Hero() {
  const { t } = useTranslation('about');
  const location = useLocation();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-14 pb-16 sm:px-6 lg:grid-cols-2 lg:pt-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 text-lg text-slate-600">{t('hero.subtitle')}</p>
          <Link
            to={{ search: location.search, hash: '#contact' }}
            className={buttonStyle({ size: 'lg', className: 'mt-8 shadow' })}
          >
            {t('hero.contact')}
          </Link>
        </div>
        <HeroPicture src="/images/marketing/about-counter.svg" alt={t('hero.illustrationAlt')} />
      </div>
    </section>
  );
}

function Story() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="story-title" className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-3">
      <h2 id="story-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {t('story.title')}
      </h2>
      <div className="space-y-5 text-lg leading-relaxed text-slate-700 lg:col-span-2">
        <p>{t('story.p1')}</p>
        <p>{t('story.p2')}</p>
        <p>{t('story.p3')}</p>
      </div>
    </section>
  );
}

function Claims({ claims }: { claims: FormattedClaims }) {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="claims-title" className="bg-brand-900 py-16 text-white">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="claims-title" className="text-3xl font-bold tracking-tight">
          {t('claims.title')}
        </h2>
        <p className="mt-2 text-brand-100">{t('claims.subtitle')}</p>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-5" data-testid="claims">
          {CLAIM_KEYS.map((key) => (
            <div key={key} className="flex flex-col border-s-2 border-accent-400 ps-4">
              <dt className="text-sm text-brand-100">{t(`claims.${key}`)}</dt>
              <dd className="order-first text-2xl font-extrabold text-white sm:text-3xl xl:text-4xl">
                <bdi>{claims[key]}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Values() {
  const { t } = useTranslation('about');
  const hours = { opens: BUSINESS_HOURS.opens, closes: BUSINESS_HOURS.closes, days: TRIAL_DATA_RETENTION_DAYS };
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="values-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {t('values.title')}
      </h2>
      <div className="mt-10 grid gap-6 sm:grid-cols-2" data-testid="values">
        {VALUES.map(({ key, icon }) => (
          <article key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <IconTile path={icon} tone="warm" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`values.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`values.${key}.body`, hours)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

function Timeline() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="timeline-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-3">
        <h2 id="timeline-title" className="text-3xl font-bold tracking-tight text-brand-900">
          {t('timeline.title')}
        </h2>
        <ol className="space-y-8 border-s-2 border-brand-100 lg:col-span-2" data-testid="timeline">
          {MILESTONES.map(({ year, key }) => (
            <li key={key} className="relative ps-8">
              <span
                aria-hidden="true"
                className="absolute -start-[9px] top-1 size-4 rounded-full border-4 border-slate-50 bg-brand-600 ring-2 ring-brand-100"
              />
              <p className="text-sm font-bold text-brand-600">{year}</p>
              <p className="mt-1 text-lg text-slate-700">{t(`timeline.${key}`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The company page: who we are, the claims of spec §1, what we care about, milestones and contact. */
export function AboutPage({ claims, chat }: { claims: FormattedClaims; chat: ContactChannel | null }) {
  return (
    <>
      <Hero />
      <Story />
      <Claims claims={claims} />
      <Values />
      <Timeline />
      <AboutContact chat={chat} />
    </>
  );
}
