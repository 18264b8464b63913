import type { Language } from '@tallybook/domain';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import type { Licence } from './mall-api';

/** Issue 6: an expired licence leaves the workspace read-only; an ended trial says when its data goes. */
export function ReadOnlyNotice({ licence, language }: { licence: Licence; language: Language }) {
  const { t } = useTranslation('mall');
  if (licence.access !== 'read_only') return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
      data-testid="licence-read-only"
    >
      {licence.trial && licence.dataKeptUntil
        ? t('licence.trialEnded', { date: formatDate(language, licence.dataKeptUntil) })
        : t('licence.licenceEnded')}
    </p>
  );
}
