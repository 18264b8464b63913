import type { Language } from '@tallybook/domain';
import { type ReactNode, Suspense } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { buttonStyle } from '../../../ui/Button';
import { BIND_INVITER, type BindResult, type InviteProgramme, type InviteTerms, successHref } from './invite-join-data';
import { WelcomeCoupon } from './WelcomeCoupon';

export interface InviteRegisterPageProps {
  language: Language;
  programme: InviteProgramme;
  code: string;
  terms: InviteTerms;
  /** The logged-in user's masked phone; null for a visitor. */
  phoneHide: string | null;
  /** The registration form (the account feature's, composed by the route; it may be a lazy chunk). */
  registerForm: ReactNode;
}

/** A logged-in user: said so, and offered to accept the invitation within the bind window, or to go on. */
function LoggedIn({
  phoneHide,
  terms,
  programme,
}: {
  phoneHide: string;
  terms: InviteTerms;
  programme: InviteProgramme;
}) {
  const { t } = useTranslation('invite-join');
  const bind = useFetcher<BindResult>();
  const answer = bind.data;
  const bound = answer?.ok === true;
  const canBind = terms.enabled && terms.inviter !== null;
  return (
    <div className="space-y-4" data-testid="logged-in">
      <p className="text-slate-800">{t('register.loggedIn', { phone: `\u2066${phoneHide}\u2069` })}</p>
      {canBind && terms.inviter && !bound && (
        <bind.Form method="post" className="space-y-2">
          <p className="text-sm text-slate-600">
            {t('register.bindHint', {
              count: terms.terms.bindWindowHours,
              name: `\u2068${terms.inviter.nickname}\u2069`,
            })}
          </p>
          <input type="hidden" name="intent" value={BIND_INVITER} />
          <button
            type="submit"
            disabled={bind.state !== 'idle'}
            className={buttonStyle({ block: true })}
            data-testid="bind-inviter"
          >
            {t('register.bind')}
          </button>
        </bind.Form>
      )}
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`text-sm ${answer.ok ? 'text-emerald-700' : 'text-red-700'}`}
          data-testid="bind-answer"
        >
          {answer.ok ? t(answer.bound ? 'register.bound' : 'register.alreadyBound') : answer.problem}
        </p>
      )}
      <Link
        to={bound ? successHref(programme) : '/account'}
        className={buttonStyle({ variant: bound ? 'primary' : 'outline', block: true })}
        data-testid="go-on"
      >
        {bound ? t('register.seeWelcome') : t('register.goOn')}
      </Link>
    </div>
  );
}

/** /invite/register: registering through an invitation, with the coupon the friend will get. */
export function InviteRegisterPage({
  language,
  programme,
  code,
  terms,
  phoneHide,
  registerForm,
}: InviteRegisterPageProps) {
  const { t } = useTranslation('invite-join');
  const { inviter, product, enabled } = terms;
  const coupon = terms.terms.inviteeCoupon;
  const offered = enabled && inviter !== null && coupon.valueFen > 0;
  return (
    <div data-testid="invite-join-page" className="bg-slate-50 px-4 py-8 sm:py-14">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold text-brand-700">{product.name}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900" data-testid="register-title">
          {inviter
            ? t('register.titleInvited', { name: `\u2068${inviter.nickname}\u2069` })
            : t('register.title', { product: product.name })}
        </h1>
        {!inviter && code && (
          <p className="mt-2 text-sm text-slate-600" data-testid="invite-not-found">
            {t('landing.notFound.unknown', { code })}
          </p>
        )}
        {!enabled && (
          <p
            role="note"
            className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
            data-testid="programme-off"
          >
            {t('programmeOff')}
          </p>
        )}
        {offered && (
          <div className="mt-4">
            <p className="mb-2 text-sm text-slate-700">{t('register.youGet')}</p>
            <WelcomeCoupon
              language={language}
              valueFen={coupon.valueFen}
              minSpendFen={coupon.minSpendFen}
              validDays={coupon.validDays}
            />
          </div>
        )}
        <div className="mt-6">
          {phoneHide ? (
            <LoggedIn phoneHide={phoneHide} terms={terms} programme={programme} />
          ) : (
            <Suspense fallback={<p className="text-sm text-slate-600">{t('register.loading')}</p>}>
              {registerForm}
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
