import {
  BUSINESS_HOURS,
  FREE_TRIAL_DAYS,
  type Language,
  SUPPORT_EMAIL,
  TRIAL_DATA_RETENTION_DAYS,
} from '@tallybook/domain';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import type { FormattedClaims } from '../../../lib/claims';
import { CallToAction } from '../../../ui/CallToAction';
import { HeroPicture } from '../../../ui/HeroPicture';
import { IconTile } from '../../../ui/IconTile';
import { IntroEditions } from './IntroEditions';
import { IntroTopBar } from './IntroTopBar';
import { REGISTER_HREF } from './register-link';

const STATS = ['merchants', 'countries', 'barcodes', 'renewal'] as const;
const BENEFITS = [
  { key: 'stock', icon: 'M21 8 12 3 3 8v8l9 5 9-5z M3 8l9 5 9-5 M12 13v8' },
  { key: 'invoices', icon: 'M6 2h9l5 5v15H6z M14 2v6h6 M9 13h8 M9 17h5' },
  { key: 'barcodes', icon: 'M3 5v14 M7 5v14 M10 5v14 M14 5v14 M17 5v14 M21 5v14' },
  { key: 'devices', icon: 'M2 17h13 M4 5h11v12H4z M17 8h5v12h-5z' },
  { key: 'reports', icon: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2' },
  { key: 'support', icon: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.9A8 8 0 1 1 21 12z' },
] as const;

const trialValues = { days: FREE_TRIAL_DAYS, keepDays: TRIAL_DATA_RETENTION_DAYS };

function Hero() {
  const { t } = useTranslation('intro-ailit');
  const location = useLocation();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-14 sm:px-6 lg:grid-cols-2 lg:pt-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 text-lg text-slate-600">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={REGISTER_HREF}
              className="rounded-lg bg-accent-400 px-5 py-3 font-semibold text-brand-900 shadow hover:bg-accent-500"
            >
              {t('hero.cta', trialValues)}
            </a>
            <Link
              to={{ search: location.search, hash: '#editions' }}
              className="rounded-lg bg-white px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-100 hover:ring-brand-500"
            >
              {t('hero.secondary')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t('hero.note', trialValues)}</p>
        </div>
        <HeroPicture src="/images/marketing/overseas-devices.svg" alt={t('hero.illustrationAlt')} />
      </div>
    </section>
  );
}

function Stats({ claims }: { claims: FormattedClaims }) {
  const { t } = useTranslation('intro-ailit');
  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <dl
        aria-label={t('stats.label')}
        className="grid grid-cols-2 gap-6 rounded-2xl bg-white px-6 py-8 shadow-sm ring-1 ring-slate-200 md:grid-cols-4"
        data-testid="stats"
      >
        {STATS.map((key) => (
          <div key={key} className="flex flex-col text-center">
            <dt className="text-sm text-slate-600">{t(`stats.${key}`)}</dt>
            <dd className="order-first text-3xl font-extrabold text-brand-600">
              <bdi>{claims[key]}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Benefits({ claims }: { claims: FormattedClaims }) {
  const { t } = useTranslation('intro-ailit');
  const values = { barcodes: claims.barcodes, opens: BUSINESS_HOURS.opens, closes: BUSINESS_HOURS.closes };
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6 sm:pt-20">
      <h2 id="benefits-title" className="max-w-2xl text-3xl font-bold tracking-tight text-brand-900">
        {t('benefits.title')}
      </h2>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="benefits">
        {BENEFITS.map(({ key, icon }) => (
          <article key={key} className="rounded-2xl bg-slate-50 p-6">
            <IconTile path={icon} tone="solid" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`benefits.${key}.title`, values)}</h3>
            <p className="mt-2 text-slate-600">{t(`benefits.${key}.body`, values)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

function Trial() {
  const { t } = useTranslation('intro-ailit');
  return (
    <CallToAction id="trial-title" title={t('trial.title', trialValues)} body={t('trial.body', trialValues)}>
      <a
        href={REGISTER_HREF}
        className="inline-block rounded-lg bg-accent-400 px-6 py-3 font-semibold text-brand-900 shadow hover:bg-accent-500 focus-visible:outline-white!"
      >
        {t('trial.cta')}
      </a>
    </CallToAction>
  );
}

function Footer() {
  const { t } = useTranslation('intro-ailit');
  return (
    <footer className="mt-16 border-t border-slate-200 py-8 text-center text-sm text-slate-600">
      <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      <p className="mt-1">
        {t('footer.contact')}{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr" className="font-semibold text-brand-700 hover:underline">
          {SUPPORT_EMAIL}
        </a>
      </p>
    </footer>
  );
}

/** spec §2: /intro/ailit, the overseas landing page, self-contained (no site header or footer). */
export function IntroAilitPage({ language, claims }: { language: Language; claims: FormattedClaims }) {
  return (
    <>
      <IntroTopBar language={language} />
      <Hero />
      <Stats claims={claims} />
      <Benefits claims={claims} />
      <IntroEditions />
      <Trial />
      <Footer />
    </>
  );
}
