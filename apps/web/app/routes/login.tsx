import type { UserInfo } from '@tallybook/domain';
import { redirect } from 'react-router';
import { accountCall } from '../features/account/account-call.server';
import { LOGIN_MODES, type LoginMode, LoginPage } from '../features/account/LoginPage';
import { WechatReturn } from '../features/account/WechatLogin';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/login';

// spec §2: /login has no customer-service widget (and online chat is never started on it)
export const handle = { layout: true, kefu: false, nav: false };

/** Only our own pages are places to go back to after logging in. */
function safeNext(value: string | null): string {
  return value && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/account';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'login');
  const { language } = seo;
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get('next'));
  // Someone already logged in goes on to where they were heading.
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const user = await api.get<UserInfo>('/webzhj/info');
  if (user.ok) throw redirect(next);
  const asked = url.searchParams.get('register') === '1' ? 'register' : url.searchParams.get('mode');
  const messages = pageNamespaces('login');
  // spec §4: back from WeChat's authorisation page with its code and our state
  if (asked === 'wechat') {
    const wechat = { code: url.searchParams.get('code') ?? '', state: url.searchParams.get('state') ?? '' };
    return { mode: 'wechat' as const, wechat, next, language, seo, messages };
  }
  const mode: LoginMode = LOGIN_MODES.find((each) => each === asked) ?? 'password';
  return { mode, wechat: null, next, language, seo, messages };
}

/** The login, registration and reset forms post the body the browser made here (decisions 0010, 0022). */
export async function action({ request, context }: Route.ActionArgs) {
  return accountCall(await request.json().catch(() => null), pageLanguage(request), context.apiFetch);
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function Login({ loaderData }: Route.ComponentProps) {
  const { mode, wechat, next, language } = loaderData;
  if (mode === 'wechat' && wechat) {
    return <WechatReturn code={wechat.code} state={wechat.state} next={next} language={language} />;
  }
  return <LoginPage key={mode} mode={mode} language={language} next={next} />;
}
