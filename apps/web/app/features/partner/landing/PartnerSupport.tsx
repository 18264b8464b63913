import { PARTNER_SUPPORT_HOURS, SUPPORT_EMAIL } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { IconTile } from '../../../ui/IconTile';

/** spec §1: partner copy says 9:00-18:00 UTC+8. */
export function PartnerSupport() {
  const { t } = useTranslation('join-agent');
  return (
    <section
      aria-labelledby="support-title"
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 sm:px-6 md:flex-row md:items-center"
    >
      <div className="flex flex-1 gap-4 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <IconTile path="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2" tone="white" />
        <div>
          <h2 id="support-title" className="text-xl font-bold text-brand-900">
            {t('support.title')}
          </h2>
          <p className="mt-1 text-slate-700" data-testid="partner-support-hours">
            {t('support.body', { opens: PARTNER_SUPPORT_HOURS.opens, closes: PARTNER_SUPPORT_HOURS.closes })}
          </p>
          <p className="mt-2 text-slate-700">
            {t('support.email')}:{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              dir="ltr"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
