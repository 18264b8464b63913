import { formatPrice, MIN_WITHDRAWAL_FEN } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';
import { CallToAction } from '../../../ui/CallToAction';
import { HeroPicture } from '../../../ui/HeroPicture';
import { IconTile } from '../../../ui/IconTile';
import { PartnerActions } from './PartnerActions';
import { PartnerFaq } from './PartnerFaq';
import { PartnerSteps } from './PartnerSteps';
import { PartnerSupport } from './PartnerSupport';
import { PartnerTiers } from './PartnerTiers';

// spec §1, §6: agents as persons or companies, in a Chinese and an international version.
const AUDIENCES = [
  { key: 'person', icon: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1' },
  { key: 'company', icon: 'M3 21h18 M5 21V7l7-4 7 4v14 M9 9h.01 M15 9h.01 M9 13h.01 M15 13h.01 M10 21v-4h4v4' },
  { key: 'chinese', icon: 'M4 4h16v16H4z M4 9h16 M9 4v16' },
  {
    key: 'international',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3a14 14 0 0 1 0 18 M12 3a14 14 0 0 0 0 18',
  },
] as const;

// spec §1: own customers, follow-up, rebates withdrawn to a bank card, channel ordering platform.
const BENEFITS = [
  {
    key: 'customers',
    icon: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2 M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M22 21v-2a4 4 0 0 0-3-3.9 M16 3.1a4 4 0 0 1 0 7.8',
  },
  { key: 'followUp', icon: 'M9 11l3 3 8-8 M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9' },
  { key: 'income', icon: 'M2 7h20v12H2z M2 11h20 M6 15h4' },
  { key: 'ordering', icon: 'M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z M3 6h18 M16 10a4 4 0 0 1-8 0' },
] as const;

function Hero() {
  const { t } = useTranslation('join-agent');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-14 pb-16 sm:px-6 lg:grid-cols-2 lg:pt-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 text-lg text-slate-600">{t('hero.subtitle')}</p>
          <div className="mt-8">
            <PartnerActions />
          </div>
        </div>
        <HeroPicture src="/images/marketing/partner-network.svg" alt={t('hero.illustrationAlt')} />
      </div>
    </section>
  );
}

function Audience() {
  const { t } = useTranslation('join-agent');
  return (
    <section aria-labelledby="audience-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="audience-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {t('audience.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('audience.subtitle')}</p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="audiences">
        {AUDIENCES.map(({ key, icon }) => (
          <article key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <IconTile path={icon} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`audience.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`audience.${key}.body`)}</p>
          </article>
        ))}
      </div>
      <p className="mt-6 flex gap-2 text-sm text-slate-600">
        <span aria-hidden="true" className="text-brand-600">
          ⓘ
        </span>
        {t('audience.oneVersion')}
      </p>
    </section>
  );
}

function Benefits() {
  const { t } = useTranslation('join-agent');
  const language = useLanguage();
  return (
    <section aria-labelledby="benefits-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="benefits-title" className="text-3xl font-bold tracking-tight">
          {t('benefits.title')}
        </h2>
        <div className="mt-10 grid gap-x-10 gap-y-10 md:grid-cols-2" data-testid="benefits">
          {BENEFITS.map(({ key, icon }) => (
            <article key={key} className="flex gap-4">
              <IconTile path={icon} tone="accent" />
              <div>
                <h3 className="text-lg font-semibold">{t(`benefits.${key}.title`)}</h3>
                <p className="mt-2 text-brand-100">
                  {t(`benefits.${key}.body`, { minimum: formatPrice(MIN_WITHDRAWAL_FEN, language) })}
                </p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function ApplyBanner() {
  const { t } = useTranslation('join-agent');
  return (
    <CallToAction id="cta-title" title={t('cta.title')} body={t('cta.body')}>
      <PartnerActions tone="dark" />
    </CallToAction>
  );
}

/** The partner/agent programme landing of spec §1, §2 and §6; its application form comes later. */
export function JoinAgentPage() {
  return (
    <>
      <Hero />
      <Audience />
      <Benefits />
      <PartnerSteps />
      <PartnerTiers />
      <PartnerSupport />
      <PartnerFaq />
      <ApplyBanner />
    </>
  );
}
