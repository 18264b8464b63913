import { type GuideProgress, type Language, message, type Promoter, type UserInfo } from '@tallybook/domain';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import { useOutsideFeatures } from '../../lib/outside-features';
import { userState } from '../../lib/user-state';
import { Button } from '../../ui/Button';
import { Field, input } from '../../ui/form-parts';
import { toast } from '../../ui/Toast';
import { accountApi, accountCalls } from './account-api';
import { ChangePhoneForm } from './ChangePhoneForm';
import { FormFooter } from './FormFooter';
import { GuideChecklist } from './GuideChecklist';
import { InviteCard } from './InviteCard';
import { OfficialAccountCard } from './OfficialAccountCard';
import { PromoterCard } from './PromoterCard';
import { isAcceptablePassword, PASSWORD_MAX_LENGTH } from './password-rules';
import { useAccountCall } from './use-account-call';

/**
 * The personal centre: who is logged in, the onboarding guide, changing the password or the phone,
 * joining as a promoter, following the official account, logging out.
 */
export function AccountPage({
  user,
  language,
  promoter,
  guide,
  children,
}: {
  user: UserInfo;
  language: Language;
  promoter: Promoter | null;
  guide: GuideProgress | null;
  /** What other features add to the personal centre (the mall's service card), below the account. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const outside = useOutsideFeatures();
  // spec §4: a successful load of the user records the login
  useEffect(() => userState.remember(user), [user]);
  const refresh = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  // an account made through WeChat or by an SMS login has no password yet: it sets a first one
  const first = !user.hasPassword;
  // the page's action makes the call with the body made here (decision 0022); the page loads again
  const passwordCall = useAccountCall(
    (answer) => {
      if (!answer.ok) return;
      setOldPassword('');
      setNewPassword('');
      toast.success(answer.msg || message(language, first ? 'passwordSet' : 'passwordChanged'));
    },
    { revalidate: true },
  );
  const api = accountApi(language);

  const change = (event: FormEvent) => {
    event.preventDefault();
    const issue =
      !first && !oldPassword ? t('passwordEmpty') : !isAcceptablePassword(newPassword) ? t('passwordRule') : '';
    void passwordCall.send(issue, () =>
      accountCalls.changePassword(user.phone, first ? undefined : oldPassword, newPassword),
    );
  };

  // spec §4: client state is cleared only when the server confirms the logout.
  const logout = async () => {
    const result = await api.logout();
    if (!result.ok) {
      toast.error(result.msg);
      return;
    }
    userState.forget();
    toast.success(result.msg || message(language, 'loggedOut'));
    navigate('/login', { replace: true });
  };

  return (
    <div className="bg-slate-50 px-4 py-12">
      <div className="mx-auto max-w-xl space-y-6">
        <section className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8" aria-labelledby="account-title">
          <h1 id="account-title" className="text-2xl font-bold text-slate-900">
            {t('account.title')}
          </h1>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-slate-500">{t('phone')}</dt>
            <dd className="font-medium text-slate-900" data-testid="account-phone">
              {user.phoneHide}
            </dd>
            <dt className="text-slate-500">{t('account.since')}</dt>
            <dd className="text-slate-900">{formatDate(language, user.createdAt)}</dd>
            <dt className="text-slate-500">{t('account.plan')}</dt>
            <dd className="text-slate-900" data-testid="account-plan" data-user-type={user.userType}>
              {user.userType === 1 ? t('account.paying') : t('account.trial')}
            </dd>
          </dl>
          <Button onClick={logout} variant="danger" size="sm" className="mt-6">
            {t('account.logout')}
          </Button>
        </section>
        {children}
        {guide && <GuideChecklist progress={guide} language={language} />}
        <InviteCard />
        <section className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8" aria-labelledby="change-title">
          <h2 id="change-title" className="text-lg font-semibold text-slate-900">
            {first ? t('account.setPassword') : t('account.changePassword')}
          </h2>
          {first && <p className="mt-1 text-sm text-slate-600">{t('account.setPasswordIntro')}</p>}
          <form onSubmit={change} noValidate className="mt-4 space-y-4" data-testid="form-change-password">
            {!first && (
              <Field id="old-password" label={t('account.oldPassword')}>
                <input
                  id="old-password"
                  type="password"
                  autoComplete="current-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  value={oldPassword}
                  onChange={(event) => {
                    setOldPassword(event.target.value);
                    passwordCall.edited();
                  }}
                  className={input}
                />
              </Field>
            )}
            <Field id="new-password" label={t('newPassword')}>
              <input
                id="new-password"
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                value={newPassword}
                onChange={(event) => {
                  setNewPassword(event.target.value);
                  passwordCall.edited();
                }}
                className={input}
              />
              <p className="mt-1 text-xs text-slate-500">{t('passwordRule')}</p>
            </Field>
            <FormFooter problem={passwordCall.problem} busy={passwordCall.busy} submitLabel={t('account.save')} />
          </form>
        </section>
        <ChangePhoneForm user={user} language={language} />
        <PromoterCard promoter={promoter} language={language} />
        {outside.officialAccount && <OfficialAccountCard language={language} onFollowed={refresh} />}
      </div>
    </div>
  );
}
