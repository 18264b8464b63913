import { useTranslation } from '../../i18n/react';

/** On the home page after a campaign that is over: the reason the visitor is here and not there. */
export function CampaignEndedNotice() {
  const { t } = useTranslation('home');
  return (
    <div className="border-b border-amber-200 bg-amber-50 px-4 py-3 sm:px-6" data-testid="campaign-ended">
      <p role="status" className="mx-auto max-w-6xl text-sm font-medium text-amber-900">
        {t('notice.campaignEnded')}
      </p>
    </div>
  );
}
