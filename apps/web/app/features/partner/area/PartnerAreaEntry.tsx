import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { buttonStyle } from '../../../ui/Button';
import { PartnerSteps } from '../landing/PartnerSteps';
import { PartnerSupport } from '../landing/PartnerSupport';
import { PARTNER_PROGRAMME_PATH, type PartnerArea, type PartnerAreaPath, partnerLoginHref } from './partner-areas';

export interface PartnerAreaEntryProps {
  path: PartnerAreaPath;
  area: PartnerArea;
  /** The logged-in user's masked phone; null for a visitor. */
  phoneHide: string | null;
}

const primary = buttonStyle({ size: 'lg', className: 'shadow' });
const secondary =
  'rounded-lg bg-white px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-100 hover:ring-brand-500';

/**
 * The way into one part of the partner area (spec §2 agent area): what that part is for, then
 * logging in and applying; below, how a visitor becomes a partner and whom to ask.
 */
export function PartnerAreaEntry({ path, area, phoneHide }: PartnerAreaEntryProps) {
  const { t } = useTranslation('partner-area');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white" data-testid="partner-area-entry">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-16 sm:px-6 lg:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-600">{t('eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-brand-900">
            {t(`areas.${area}.title`)}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-slate-700">{t(`areas.${area}.body`)}</p>
          <p className="mt-4 max-w-3xl text-slate-600">{t('intro')}</p>
          {phoneHide && (
            <p
              className="mt-6 max-w-3xl rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200"
              data-testid="logged-in"
            >
              {t('loggedIn', { phone: phoneHide })}
            </p>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            {phoneHide ? (
              <Link to="/account" className={primary}>
                {t('account')}
              </Link>
            ) : (
              <Link to={partnerLoginHref(path)} className={primary} data-track="partnerArea.login">
                {t('login')}
              </Link>
            )}
            <Link to={PARTNER_PROGRAMME_PATH} className={secondary} data-track="partnerArea.apply">
              {t('apply')}
            </Link>
          </div>
        </div>
      </section>
      <PartnerSteps />
      <div className="py-16">
        <PartnerSupport />
      </div>
    </>
  );
}
