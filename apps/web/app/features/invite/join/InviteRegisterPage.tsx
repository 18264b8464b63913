import { IDENTITY_CODES, type Language, message, phoneProblem, verificationCodeProblem } from '@tallybook/domain';
import { type FormEvent, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { userState } from '../../../lib/user-state';
import { Button, buttonStyle } from '../../../ui/Button';
import { Field, input } from '../../../ui/form-parts';
import { toast } from '../../../ui/Toast';
import { accountCalls } from '../../account/account-api';
import { PhoneField, SmsCodeField } from '../../account/PhoneCodeFields';
import { isAcceptablePassword, PASSWORD_MAX_LENGTH } from '../../account/password-rules';
import { useAccountCall } from '../../account/use-account-call';
import { BIND_INVITER, type BindResult, type InviteProgramme, type InviteTerms, successHref } from './invite-join-data';
import { WelcomeCoupon } from './WelcomeCoupon';

export interface InviteRegisterPageProps {
  language: Language;
  programme: InviteProgramme;
  code: string;
  terms: InviteTerms;
  /** The logged-in user's masked phone; null for a visitor. */
  phoneHide: string | null;
  /** This page's address (where logging in comes back to). */
  here: string;
}

/** The registration form of the invite area: the login feature's fields, the friend's code in the session keywords. */
function RegisterForm({ language, programme, here }: { language: Language; programme: InviteProgramme; here: string }) {
  const { t } = useTranslation('login');
  const { t: j } = useTranslation('invite-join');
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  // "already registered": said in place, with the way to log in and come back here
  const [registered, setRegistered] = useState('');
  const call = useAccountCall((answer) => {
    if (!answer.ok) {
      if (answer.code === IDENTITY_CODES.phoneRegistered) setRegistered(answer.msg);
      return;
    }
    toast.success(answer.msg);
    // spec §4: a registration re-initialises the user
    if (answer.data && 'kdUid' in answer.data) userState.remember(answer.data);
    navigate(successHref(programme), { replace: true });
  });
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setRegistered('');
      call.edited();
    };
  // the browser checks what it can first; the server checks all of it again
  const check = (): string | undefined => {
    const phoneIssue = phoneProblem(phone);
    if (phoneIssue) return message(language, phoneIssue);
    const codeIssue = verificationCodeProblem(code);
    if (codeIssue) return message(language, codeIssue);
    if (!isAcceptablePassword(password)) return t('passwordRule');
    if (!agreed) return message(language, 'termsRequired');
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRegistered('');
    // the registration carries the session keywords: the inviter's code and its programme
    void call.send(check(), () => accountCalls.register(phone, code, password));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="form-invite-register">
      <PhoneField
        id="invite-phone"
        name="phone"
        label={t('phone')}
        value={phone}
        onChange={edit(setPhone)}
        placeholder={t('phonePlaceholder')}
      />
      <SmsCodeField
        id="login-code"
        name="code"
        label={t('code')}
        value={code}
        onChange={edit(setCode)}
        phone={phone}
        purpose="register"
        language={language}
        onRefused={({ msg, status }) =>
          status === IDENTITY_CODES.phoneRegistered ? setRegistered(msg) : toast.error(msg)
        }
      />
      <Field id="invite-password" label={t('password')}>
        <input
          id="invite-password"
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => edit(setPassword)(event.target.value)}
          className={input}
        />
        <p className="mt-1 text-xs text-slate-500">{t('passwordRule')}</p>
      </Field>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => edit(setAgreed)(event.target.checked)}
          className="mt-0.5 size-4"
        />
        <span>
          {t('register.agree')}{' '}
          <Link to="/license/service-licence" target="_blank" className="font-medium text-brand-700 underline">
            {t('register.terms')}
          </Link>{' '}
          ·{' '}
          <Link to="/privacy" target="_blank" className="font-medium text-brand-700 underline">
            {t('register.privacy')}
          </Link>
        </span>
      </label>
      <p role="alert" className="min-h-5 text-sm text-red-700" data-testid="form-problem">
        {registered || call.problem}
        {registered && (
          <>
            {' '}
            <Link
              to={`/login?${new URLSearchParams({ next: here })}`}
              className="font-semibold text-brand-700 underline"
              data-testid="login-instead"
            >
              {j('register.loginInstead')}
            </Link>
          </>
        )}
      </p>
      <Button type="submit" busy={call.busy} block>
        {t('register.submit')}
      </Button>
    </form>
  );
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
export function InviteRegisterPage({ language, programme, code, terms, phoneHide, here }: InviteRegisterPageProps) {
  const { t } = useTranslation('invite-join');
  const { inviter, product, enabled } = terms;
  const coupon = terms.terms.inviteeCoupon;
  const offered = enabled && inviter !== null && coupon.valueFen > 0;
  return (
    <main id="main" className="bg-slate-50 px-4 py-8 sm:py-14">
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
            <RegisterForm language={language} programme={programme} here={here} />
          )}
        </div>
      </div>
    </main>
  );
}
