import { formatPrice, type Language } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/dates';
import type { RegistrationRow } from './detail-data';
import { Ltr, RowFacts, StateBadge } from './detail-parts';

/** The friends of regist/detail: who (masked), when they registered, their first paid order, what they earned the user. */
export function RegistrationList({ language, friends }: { language: Language; friends: RegistrationRow[] }) {
  const { t } = useTranslation('invite-detail');
  return (
    <ul className="space-y-3" data-testid="registration-list">
      {friends.map((friend) => (
        <li
          key={`${friend.invitee}-${friend.boundAt}`}
          className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          data-testid="registration-row"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-slate-900">
              <Ltr>{friend.invitee}</Ltr>
            </p>
            <StateBadge tone={friend.firstPaidAt ? 'green' : 'amber'}>
              {friend.firstPaidAt ? t('registrations.paid') : t('registrations.notPaid')}
            </StateBadge>
          </div>
          <RowFacts
            rows={[
              [t('registrations.registered'), formatDate(language, friend.boundAt, 'medium')],
              [
                t('registrations.firstPaid'),
                friend.firstPaidAt ? formatDate(language, friend.firstPaidAt, 'medium') : t('registrations.none'),
              ],
              [t('registrations.awarded'), formatPrice(friend.awardedFen, language)],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
