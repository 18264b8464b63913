import { PARTNER_VERSIONS, type PartnerStanding, type PartnerVersion } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { buttonStyle } from '../../../ui/Button';
import { PARTNER_PROGRAMME_PATH } from '../area/partner-areas';

export interface PartnerLoginPageProps {
  version: PartnerVersion | null;
  phoneHide: string | null;
  standing: PartnerStanding | null;
  /** The role check's refusal (spec §8: login failed on a conflicting agent role). */
  refusal: string;
}

const APPLY_PATH = '/agent/join-apply';
const card = 'rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8';
const loginHref = (version: PartnerVersion) =>
  `/login?${new URLSearchParams({ next: `/agent/login?version=${version}` })}`;

/**
 * spec §2 /agent/login: the version first (a partner of the Chinese version cannot log in as an
 * international one, spec §6), then the account's login; an account that is not a partner yet is
 * shown where its application stands.
 */
export function PartnerLoginPage({ version, phoneHide, standing, refusal }: PartnerLoginPageProps) {
  const { t } = useTranslation(['partner-area', 'partner-apply']);
  const application = standing?.application ?? null;
  const versionButtons = (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      {PARTNER_VERSIONS.map((each) => (
        <Link
          key={each}
          to={phoneHide ? `/agent/login?version=${each}` : loginHref(each)}
          className={buttonStyle({
            size: 'lg',
            variant: each === 'cn' ? 'primary' : 'outline',
            block: true,
            className: 'justify-center text-center',
          })}
          data-testid={`partner-login-${each}`}
        >
          {t('loginPage.as', { version: t(`partner-apply:versions.${each}`) })}
        </Link>
      ))}
    </div>
  );

  let body: React.ReactNode;
  if (refusal) {
    body = (
      <section className={card} data-testid="partner-login-refused">
        <p role="alert" className="font-medium text-red-700">
          {refusal}
        </p>
        <p className="mt-2 text-slate-700">{t('loginPage.otherVersion')}</p>
        {versionButtons}
      </section>
    );
  } else if (phoneHide && standing?.partner) {
    body = (
      <section className={card} data-testid="partner-login-choose">
        <p className="text-slate-700">{t('loggedIn', { phone: phoneHide })}</p>
        {versionButtons}
      </section>
    );
  } else if (phoneHide) {
    body = (
      <section className={card} data-testid="partner-login-not-partner">
        <h2 className="text-lg font-semibold text-slate-900">{t('loginPage.notPartner')}</h2>
        <p className="mt-2 text-slate-700">
          {application && application.state !== 'rejected'
            ? t('loginPage.applicationState', { state: t(`partner-apply:states.${application.state}`) })
            : t('loginPage.applyFirst', { phone: phoneHide })}
        </p>
        <Link to={APPLY_PATH} className={`mt-6 inline-block ${buttonStyle({ size: 'lg' })}`}>
          {application && application.state !== 'rejected' ? t('loginPage.seeApplication') : t('apply')}
        </Link>
      </section>
    );
  } else {
    body = (
      <section className={card} data-testid="partner-login-visitor">
        <p className="text-slate-700">{t('areas.login.body')}</p>
        {versionButtons}
      </section>
    );
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl space-y-6 px-4 pt-10 pb-16 sm:px-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {t('areas.login.title')}
          </h1>
          {version && <p className="mt-2 text-slate-600">{t(`partner-apply:versions.${version}`)}</p>}
        </header>
        {body}
        <p className="text-sm text-slate-600">
          {t('loginPage.newHere')}{' '}
          <Link to={APPLY_PATH} className="font-medium text-brand-700 underline">
            {t('apply')}
          </Link>{' '}
          ·{' '}
          <Link to={PARTNER_PROGRAMME_PATH} className="font-medium text-brand-700 underline">
            {t('programme')}
          </Link>
        </p>
      </div>
    </div>
  );
}
