import { PARTNER_CENTRE_PATH } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { buttonStyle } from '../../ui/Button';

/** An approved partner's way from the personal centre to the partner centre (issue 64). */
export function PartnerCentreCard() {
  const { t } = useTranslation('login');
  return (
    <section
      className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="partner-centre-title"
      data-testid="partner-centre"
    >
      <h2 id="partner-centre-title" className="text-lg font-semibold text-slate-900">
        {t('partnerCentre.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('partnerCentre.body')}</p>
      <Link to={PARTNER_CENTRE_PATH} className={buttonStyle({ className: 'mt-4' })}>
        {t('partnerCentre.link')}
      </Link>
    </section>
  );
}
