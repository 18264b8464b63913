import { IDENTITY_CODES, type Language } from '@tallybook/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { userState } from '../../lib/user-state';
import { Button } from '../../ui/Button';
import { Field, input } from '../../ui/form-parts';
import { toast } from '../../ui/Toast';
import { accountCalls } from './account-api';
import { PhoneField, SmsCodeField } from './PhoneCodeFields';
import { PASSWORD_MAX_LENGTH } from './password-rules';
import { FormProblem, TermsAgreement } from './RegisterParts';
import { useAccountCall } from './use-account-call';
import { useRegisterFields } from './use-register-fields';

// A page that registers inside itself (the invite area's /invite/register, issue 16) embeds this form:
// the login's fields and checks, posted to the page's action (decision 0022). The phone check and the
// password transform are heavy, so such a page loads it as a chunk of its own (React.lazy).

/**
 * Registers a new phone (SMS code after the slide puzzle, password, the terms agreed) with the
 * session keywords as attribution (an inviter's code among them), then goes to `next`. A phone
 * already registered is told so, with the way to log in and come back to `back`.
 */
export default function RegisterForm({ language, next, back }: { language: Language; next: string; back: string }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const { phone, setPhone, code, setCode, password, setPassword, agreed, setAgreed, check } =
    useRegisterFields(language);
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
    navigate(next, { replace: true });
  });
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setRegistered('');
      call.edited();
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRegistered('');
    // the registration carries the session keywords (an inviter's code and its programme among them)
    void call.send(check(), () => accountCalls.register(phone, code, password));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="form-register">
      <PhoneField
        id="register-phone"
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
      <Field id="register-password" label={t('password')}>
        <input
          id="register-password"
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
      <TermsAgreement agreed={agreed} onChange={edit(setAgreed)} />
      <FormProblem
        problem={call.problem}
        registered={registered}
        loginInstead={(label) => (
          <Link
            to={`/login?${new URLSearchParams({ next: back })}`}
            className="font-semibold text-brand-700 underline"
            data-testid="login-instead"
          >
            {label}
          </Link>
        )}
      />
      <Button type="submit" busy={call.busy} block>
        {t('register.submit')}
      </Button>
    </form>
  );
}
