import {
  IDENTITY_CODES,
  type Language,
  message,
  phoneProblem,
  type UserInfo,
  verificationCodeProblem,
} from '@tallybook/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { createHttpClient } from '../../lib/http';
import { replaceInvitee } from '../../lib/invitee-storage';
import { useOutsideFeatures } from '../../lib/outside-features';
import { userState } from '../../lib/user-state';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { attribution } from './account-api';
import { PhoneField, SmsCodeField } from './PhoneCodeFields';
import { useAccountCall } from './use-account-call';

/** The OAuth state of the login in progress, kept in this tab until WeChat sends the visitor back. */
const STATE_KEY = 'tb_wechat_state';

interface BindInfo {
  bindToken: string;
  nickname: string;
  avatar: string;
}

/** Sends the visitor to WeChat's authorisation page (WeChat's, or the sandbox's); it comes back to /login. */
export function startWechatLogin(entry: { authorizeEndpoint: string; appId: string }, next: string): void {
  const state = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  window.sessionStorage.setItem(STATE_KEY, state);
  const back = new URL('/login', window.location.origin);
  back.searchParams.set('mode', 'wechat');
  if (next !== '/account') back.searchParams.set('next', next);
  const url = new URL(entry.authorizeEndpoint, window.location.origin);
  url.searchParams.set('appid', entry.appId);
  url.searchParams.set('redirect_uri', back.toString());
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', state);
  url.hash = 'wechat_redirect';
  window.location.assign(url.toString());
}

/** Log in with WeChat; nothing where this site has WeChat login switched off. */
export function WechatButton({ next }: { next: string }) {
  const { t } = useTranslation('login');
  const { wechatLogin } = useOutsideFeatures();
  if (!wechatLogin) return null;
  return (
    <button
      type="button"
      onClick={() => startWechatLogin(wechatLogin, next)}
      className="flex h-11 w-full items-center justify-center gap-2 rounded-lg font-semibold text-emerald-800 ring-1 ring-emerald-600 hover:bg-emerald-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M9 4C5.1 4 2 6.6 2 9.9c0 1.9 1 3.5 2.6 4.6L4 16.8l2.5-1.3c.8.2 1.6.3 2.5.3h.4a5.2 5.2 0 0 1-.2-1.4c0-3.2 3-5.8 6.8-5.8h.4C15.8 5.9 12.7 4 9 4zm7 6c-3.3 0-6 2.2-6 5s2.7 5 6 5c.7 0 1.4-.1 2-.3l2 1.1-.5-1.9c1.5-.9 2.5-2.3 2.5-3.9 0-2.8-2.7-5-6-5z" />
      </svg>
      {t('wechat.button')}
    </button>
  );
}

/**
 * spec §4: back from WeChat with a code. A known WeChat logs in; an unknown one (code 40001) keeps the
 * returned info and binds a phone first, then logs in.
 */
export function WechatReturn({
  code,
  state,
  next,
  language,
}: {
  code: string;
  state: string;
  next: string;
  language: Language;
}) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [bind, setBind] = useState<BindInfo | null>(null);
  // what went wrong with the WeChat answer itself (a forged state, a spent code)
  const [problem, setProblem] = useState('');
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  // the login page's action binds the phone (decision 0022) and hands the session on
  const call = useAccountCall((answer) => {
    if (!answer.ok) return;
    if (answer.data && 'kdUid' in answer.data) userState.remember(answer.data);
    toast.success(answer.msg);
    navigate(next, { replace: true });
  });
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    call.edited();
  };
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const expected = window.sessionStorage.getItem(STATE_KEY);
    window.sessionStorage.removeItem(STATE_KEY);
    // The code is spent by this one call: the address is cleaned so a reload does not replay it.
    window.history.replaceState(
      window.history.state,
      '',
      `/login?mode=wechat${next === '/account' ? '' : `&next=${encodeURIComponent(next)}`}`,
    );
    if (!code || !expected || expected !== state) {
      setProblem(t('wechat.failed'));
      return;
    }
    void (async () => {
      const result = await createHttpClient({ language }).post<UserInfo | BindInfo>('/webzhj/login/wechat', {
        code,
        state,
      });
      if (result.code === IDENTITY_CODES.wechatBindRequired && result.data && 'bindToken' in result.data) {
        setBind(result.data);
        return;
      }
      if (!result.ok) {
        setProblem(result.msg);
        return;
      }
      if (result.data && 'kdUid' in result.data) {
        userState.remember(result.data);
        // spec §4: code 200 replaces the stored invitee info with the result
        replaceInvitee(result.data);
      }
      toast.success(result.msg);
      navigate(next, { replace: true });
    })();
  }, [code, state, next, language, navigate, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bind) return;
    const issue = phoneProblem(phone) ?? verificationCodeProblem(smsCode);
    void call.send(issue ? message(language, issue) : undefined, () => ({
      intent: 'wechat-bind',
      // binding a WeChat to a new phone opens an account, so it carries the attribution too
      body: { bindToken: bind.bindToken, phone: phone.trim(), code: smsCode.trim(), ...attribution() },
    }));
  };

  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{bind ? t('wechat.bindTitle') : t('wechat.title')}</h1>
        {!bind && !problem && <p className="mt-3 text-slate-600">{t('wechat.checking')}</p>}
        {bind && (
          <>
            <div className="mt-4 flex items-center gap-3 rounded-lg bg-emerald-50 p-3" data-testid="wechat-profile">
              {bind.avatar && <img src={bind.avatar} alt="" width={40} height={40} className="size-10 rounded-full" />}
              <p className="text-sm text-emerald-900">{t('wechat.bindIntro', { nickname: bind.nickname })}</p>
            </div>
            <form onSubmit={submit} noValidate className="mt-6 space-y-4" data-testid="form-wechat-bind">
              <PhoneField id="bind-phone" label={t('phone')} value={phone} onChange={edit(setPhone)} />
              <SmsCodeField
                id="bind-code"
                label={t('code')}
                value={smsCode}
                onChange={edit(setSmsCode)}
                phone={phone}
                purpose="login"
                language={language}
              />
              <Button type="submit" busy={call.busy} block>
                {t('wechat.bindSubmit')}
              </Button>
            </form>
          </>
        )}
        <p role="alert" className="mt-4 min-h-5 text-sm text-red-700" data-testid="form-problem">
          {problem || call.problem}
        </p>
        <Link to="/login" replace className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          {t('backToLogin')}
        </Link>
      </div>
    </div>
  );
}
