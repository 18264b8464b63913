import { IDENTITY_CODES, type Language, message, type SmsPurpose } from '@tallybook/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useOutsideFeatures } from '../../lib/outside-features';
import { userState } from '../../lib/user-state';
import { Button } from '../../ui/Button';
import { box, Field, input } from '../../ui/form-parts';
import { toast } from '../../ui/Toast';
import { accountApi, accountCalls } from './account-api';
import { PhoneField, SmsCodeField } from './PhoneCodeFields';
import { PASSWORD_MAX_LENGTH } from './password-rules';
import { FormProblem, TermsAgreement } from './RegisterParts';
import { useAccountCall } from './use-account-call';
import { useRegisterFields } from './use-register-fields';
import { WechatButton } from './WechatLogin';

export const LOGIN_MODES = ['password', 'sms', 'register', 'reset'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

interface Captcha {
  id: string;
  svg: string;
}

/** spec §2 /login: log in by password or SMS code, register, or reset a forgotten password. */
export function LoginPage({ mode, language, next }: { mode: LoginMode; language: Language; next: string }) {
  const { t } = useTranslation('login');
  const outside = useOutsideFeatures();
  const navigate = useNavigate();
  // a password reset comes back to the login with the phone it was for
  const carried = (useLocation().state as { phone?: unknown } | null)?.phone;
  // the registration's fields and their check, which the other modes use for the part they ask
  const registration = useRegisterFields(language, typeof carried === 'string' ? carried : '');
  const { phone, setPhone, code, setCode, password, setPassword, agreed, setAgreed } = registration;
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  // "already registered", from the code button or the registration: answered in place, with the way to log in
  const [registered, setRegistered] = useState('');
  const api = accountApi(language);
  // Moving between login, registration and reset keeps where the visitor goes afterwards.
  const modeHref = (target: LoginMode) =>
    `/login?mode=${target}${next === '/account' ? '' : `&next=${encodeURIComponent(next)}`}`;

  const loadCaptcha = async () => {
    const result = await api.captcha();
    if (result.ok && result.data) setCaptcha({ id: result.data.captchaId, svg: result.data.svg });
    else toast.error(result.msg);
    setCaptchaAnswer('');
  };

  // the page's action makes the call with the body made here (decision 0022)
  const call = useAccountCall((answer) => {
    if (!answer.ok) {
      if (mode === 'register' && answer.code === IDENTITY_CODES.phoneRegistered) setRegistered(answer.msg);
      // After repeated wrong passwords the server asks for the graphic captcha.
      if (mode === 'password' && (answer.code === IDENTITY_CODES.captchaRequired || captcha)) void loadCaptcha();
      return;
    }
    toast.success(answer.msg);
    // spec §4: a successful login (a registration too) re-initialises the user
    if (answer.data && 'kdUid' in answer.data) userState.remember(answer.data);
    if (mode === 'reset') {
      navigate(modeHref('password'), { replace: true, state: { phone } });
      return;
    }
    navigate(next, { replace: true });
  });
  // a field changed: what was said about the form no longer stands
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setRegistered('');
      call.edited();
    };

  // The client checks what it can first (spec §5 messages); the server checks all of it again.
  const check = (): string | undefined => {
    const problem = registration.check({
      code: mode !== 'password',
      newPassword: mode === 'register' || mode === 'reset',
      terms: mode === 'register',
    });
    // the password login asks its password, and the captcha once the server wants one
    if (problem || mode !== 'password') return problem;
    if (!password) return t('passwordEmpty');
    if (captcha && !captchaAnswer.trim()) return message(language, 'graphicCodeOrParamEmpty');
    return undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRegistered('');
    void call.send(check(), () =>
      mode === 'password'
        ? accountCalls.passwordLogin(phone, password, captcha ? { id: captcha.id, answer: captchaAnswer } : undefined)
        : mode === 'sms'
          ? accountCalls.smsLogin(phone, code)
          : mode === 'register'
            ? accountCalls.register(phone, code, password)
            : accountCalls.resetPassword(phone, code, password),
    );
  };

  const tabs: Array<{ mode: LoginMode; label: string }> = [
    { mode: 'password', label: t('tabs.password') },
    { mode: 'sms', label: t('tabs.sms') },
  ];
  const heading = mode === 'register' ? t('register.title') : mode === 'reset' ? t('reset.title') : t('login.title');
  const codePurpose: SmsPurpose = mode === 'register' ? 'register' : mode === 'reset' ? 'reset' : 'login';

  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t(`${mode === 'sms' || mode === 'password' ? 'login' : mode}.subtitle`)}
        </p>
        {(mode === 'password' || mode === 'sms') && (
          <nav aria-label={t('tabs.label')} className="mt-6 flex gap-1 rounded-lg bg-slate-100 p-1">
            {tabs.map((tab) => (
              <Link
                key={tab.mode}
                to={modeHref(tab.mode)}
                replace
                aria-current={tab.mode === mode ? 'page' : undefined}
                className="flex-1 rounded-md py-2 text-center text-sm font-medium text-slate-600 aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-sm"
              >
                {tab.label}
              </Link>
            ))}
          </nav>
        )}
        <form onSubmit={submit} noValidate className="mt-6 space-y-4" data-testid={`form-${mode}`}>
          <PhoneField
            id="login-phone"
            name="phone"
            label={t('phone')}
            value={phone}
            onChange={edit(setPhone)}
            placeholder={t('phonePlaceholder')}
          />
          {mode !== 'password' && (
            <SmsCodeField
              id="login-code"
              name="code"
              label={t('code')}
              value={code}
              onChange={edit(setCode)}
              phone={phone}
              purpose={codePurpose}
              language={language}
              onRefused={
                mode === 'register'
                  ? ({ msg, status }) =>
                      status === IDENTITY_CODES.phoneRegistered ? setRegistered(msg) : toast.error(msg)
                  : undefined
              }
            />
          )}
          {mode !== 'sms' && (
            <Field id="login-password" label={mode === 'reset' ? t('newPassword') : t('password')}>
              <input
                id="login-password"
                name="password"
                type="password"
                autoComplete={mode === 'password' ? 'current-password' : 'new-password'}
                maxLength={PASSWORD_MAX_LENGTH}
                value={password}
                onChange={(event) => edit(setPassword)(event.target.value)}
                className={input}
              />
              {mode !== 'password' && <p className="mt-1 text-xs text-slate-500">{t('passwordRule')}</p>}
            </Field>
          )}
          {mode === 'password' && captcha && (
            <Field id="login-captcha" label={t('captcha')}>
              <div className="mt-1 flex items-center gap-2">
                <input
                  id="login-captcha"
                  name="captcha"
                  autoComplete="off"
                  value={captchaAnswer}
                  onChange={(event) => edit(setCaptchaAnswer)(event.target.value)}
                  className={box}
                />
                <button
                  type="button"
                  onClick={loadCaptcha}
                  aria-label={t('captchaRefresh')}
                  className="h-11 w-32 shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-300"
                  data-testid="captcha-image"
                  // The server draws the captcha as SVG text of its own; nothing of the visitor's is in it.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn by our own server
                  dangerouslySetInnerHTML={{ __html: captcha.svg }}
                />
              </div>
            </Field>
          )}
          {mode === 'register' && <TermsAgreement agreed={agreed} onChange={edit(setAgreed)} />}
          <FormProblem
            problem={call.problem}
            registered={registered}
            loginInstead={(label) => (
              <Link
                to={modeHref('password')}
                replace
                state={{ phone }}
                className="font-semibold text-brand-700 underline"
                data-testid="login-instead"
              >
                {label}
              </Link>
            )}
          />
          <Button type="submit" busy={call.busy} block>
            {mode === 'register' ? t('register.submit') : mode === 'reset' ? t('reset.submit') : t('login.submit')}
          </Button>
        </form>
        {(mode === 'password' || mode === 'sms') && outside.wechatLogin && (
          <>
            <p className="my-4 flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
              {t('wechat.or')}
            </p>
            <WechatButton next={next} />
          </>
        )}
        <div className="mt-6 flex justify-between text-sm">
          {mode === 'register' || mode === 'reset' ? (
            <Link to={modeHref('password')} replace className="font-medium text-brand-700 hover:underline">
              {t('backToLogin')}
            </Link>
          ) : (
            <>
              <Link to={modeHref('reset')} replace className="font-medium text-brand-700 hover:underline">
                {t('forgot')}
              </Link>
              <Link to={modeHref('register')} replace className="font-medium text-brand-700 hover:underline">
                {t('toRegister')}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
