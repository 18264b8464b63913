import {
  type AchievementInfo,
  formatPrice,
  type Language,
  numberFormat,
  type PartnerQualification,
  type PartnerReferral,
} from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { CertificateDownloads } from '../certificate/CertificateDownloads';
import { ShareLink } from './ShareLink';

export interface PartnerHomePageProps {
  language: Language;
  partner: Pick<PartnerQualification, 'name' | 'level' | 'certificateNo'>;
  figures: AchievementInfo;
  referral: PartnerReferral;
  applyUrl: string;
}

const COUNTS = ['customers', 'newThisMonth', 'expiringSoon', 'team', 'activatedThisMonth', 'activatedTotal'] as const;
const INCOME = ['incomeThisMonthFen', 'incomeTotalFen'] as const;
const NAV = [
  { key: 'activate', to: '/agent/open' },
  { key: 'income', to: '/agent/divide' },
  { key: 'customers', to: '/agent/merchant' },
  { key: 'team', to: '/agent/add-promoter' },
  { key: 'settings', to: '/agent/system-set' },
  { key: 'addPromoter', to: '/agent/add-promoter#add' },
] as const;

/**
 * spec §2 /agent/home: the partner's figures from its customers and team, its referral code and the
 * invite, register and apply links to share (each with a QR code and a copy button), and the ways
 * into the rest of the partner area, income and withdrawals first (decision 0039).
 */
export function PartnerHomePage({ language, partner, figures, referral, applyUrl }: PartnerHomePageProps) {
  const { t } = useTranslation('partner-home');
  const count = numberFormat(language);
  const shown = referral.showFullName ? referral.name : referral.nickname;
  const links = [
    { id: 'code', value: referral.referralCode },
    { id: 'invite', value: referral.inviteUrl },
    { id: 'register', value: referral.registerUrl },
    { id: 'apply', value: applyUrl },
  ] as const;
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl space-y-8 px-4 pt-10 pb-16 sm:px-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('home.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {t('home.greeting', { name: shown })}
          </h1>
          <p className="mt-2 text-slate-600">
            {t(`levels.${partner.level}`)} · {t('home.certificate', { number: partner.certificateNo })}
          </p>
        </header>

        <section aria-labelledby="partner-figures">
          <h2 id="partner-figures" className="text-lg font-semibold text-slate-900">
            {t('home.figuresTitle')}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="partner-figures">
            {COUNTS.map((key) => (
              <Figure key={key} id={key} label={t(`home.figures.${key}`)} value={count.format(figures[key])} />
            ))}
            {INCOME.map((key) => {
              const id = key.replace(/Fen$/, '') as 'incomeThisMonth' | 'incomeTotal';
              return (
                <Figure
                  key={key}
                  id={id}
                  label={t(`home.figures.${id}`)}
                  value={formatPrice(figures[key], language)}
                  wide
                />
              );
            })}
          </dl>
        </section>

        <section aria-labelledby="partner-nav">
          <h2 id="partner-nav" className="text-lg font-semibold text-slate-900">
            {t('home.navTitle')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {NAV.map(({ key, to }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="block rounded-xl bg-white p-4 text-center font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
                >
                  {t(`home.nav.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="partner-links">
          <h2 id="partner-links" className="text-lg font-semibold text-slate-900">
            {t('links.title')}
          </h2>
          <p className="mt-1 text-slate-600">{t('links.intro')}</p>
          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
            {links.map(({ id, value }) => (
              <ShareLink key={id} id={id} title={t(`links.${id}`)} hint={t(`links.${id}Hint`)} value={value} />
            ))}
          </ul>
        </section>

        <CertificateDownloads certificateNo={partner.certificateNo} />
      </div>
    </div>
  );
}

/**
 * One figure of the glance. An amount (`wide`) takes a phone's whole row: half of it cannot hold six
 * figures and a currency in the glance's type, in any of the site's languages. Four to a row on a wide
 * screen, the type is a size smaller for the same reason.
 */
function Figure({ id, label, value, wide = false }: { id: string; label: string; value: string; wide?: boolean }) {
  return (
    <div
      className={`rounded-xl bg-white p-4 ring-1 ring-slate-200 ${wide ? 'col-span-2 sm:col-span-1' : ''}`.trimEnd()}
    >
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums lg:text-xl" data-testid={`figure-${id}`}>
        {value}
      </dd>
    </div>
  );
}
