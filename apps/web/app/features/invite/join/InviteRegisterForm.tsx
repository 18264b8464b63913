import { IDENTITY_CODES, type Language, message, phoneProblem, verificationCodeProblem } from '@tallybook/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { userState } from '../../../lib/user-state';
import { Button } from '../../../ui/Button';
import { Field, input } from '../../../ui/form-parts';
import { toast } from '../../../ui/Toast';
import { accountCalls } from '../../account/account-api';
import { PhoneField, SmsCodeField } from '../../account/PhoneCodeFields';
import { isAcceptablePassword, PASSWORD_MAX_LENGTH } from '../../account/password-rules';
import { useAccountCall } from '../../account/use-account-call';
import { type InviteProgramme, successHref } from './invite-join-data';

// The login's phone check and password transform are heavy: this form is its own chunk, loaded by the
// registration page (the invite area's pages stay within their JavaScript budget).

/** The registration form of the invite area: the login feature's fields, the friend's code in the session keywords. */
export default function InviteRegisterForm({
  language,
  programme,
  here,
}: {
  language: Language;
  programme: InviteProgramme;
  here: string;
}) {
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
