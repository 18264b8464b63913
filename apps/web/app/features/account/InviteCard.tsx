import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';

/** issue 64: the personal centre's way to the user's own invitations (/invite), which nothing linked. */
export function InviteCard() {
  const { t } = useTranslation('login');
  return (
    <section
      className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="invite-card-title"
      data-testid="account-invite"
    >
      <h2 id="invite-card-title" className="text-lg font-semibold text-slate-900">
        {t('account.inviteTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('account.inviteBody')}</p>
      <Link
        to="/invite"
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('account.inviteLink')}
      </Link>
    </section>
  );
}
