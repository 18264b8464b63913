import { WECHAT_AUTHORIZE_PATH, WECHAT_SANDBOX_APP_ID } from '@tallybook/domain';
import type { ApiResult } from '../../lib/http';

/**
 * spec §4 Wechat open-id flow, for payments inside WeChat's browser on a phone (the mall pays with
 * the open id): 1. a stored code is exchanged for the open id; 2. otherwise a code in the address is
 * stored and the address cleaned; 3. otherwise, without an open id, the visitor goes to WeChat's
 * authorisation page with scope snsapi_base (silent), which comes back with a code.
 */
export const WECHAT_CODE_KEY = 'tb_wechat_code';
export const WECHAT_OPENID_KEY = 'tb_wechat_openid';
/** Set once this tab went to the authorisation page, so that a failing exchange cannot loop. */
export const WECHAT_AUTHORISING_KEY = 'tb_wechat_authorising';
/** What WeChat (and the app that opened the page) add to the address, cleaned after a code is kept. */
export const WECHAT_RETURN_PARAMS = ['isappinstalled', 'code', 'state', 'app_id', 'source', 'scope'] as const;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OpenidFlowHost {
  userAgent: string;
  /** The address of the page. */
  href: string;
  /** Where the code and the "authorising" mark live (the tab's session storage). */
  session: StorageLike;
  /** Where the open id lives (local storage). */
  local: StorageLike;
  /** Changes the address without a reload (history.replaceState). */
  replaceUrl(url: string): void;
  /** Leaves for another page (location.assign). */
  redirect(url: string): void;
  /** GET /ommall/srvmall/wechat/openid?code= (the mall remembers the open id for payments). */
  exchange(code: string): Promise<ApiResult<{ openid: string }>>;
  /** A random OAuth state. */
  newState(): string;
}

export type OpenidFlowStep = 'notWechat' | 'exchanged' | 'exchangeFailed' | 'codeSaved' | 'authorising' | 'done';

/** spec §4: the flow runs only in WeChat's own browser. */
export function isWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/**
 * The address without the parameters WeChat added (WECHAT_RETURN_PARAMS), relative to the site. The
 * authorisation page's `#wechat_redirect` marker, which browsers carry across its redirect, goes too.
 */
export function cleanWechatReturnUrl(href: string): string {
  const url = new URL(href);
  for (const name of WECHAT_RETURN_PARAMS) url.searchParams.delete(name);
  const hash = url.hash === '#wechat_redirect' ? '' : url.hash;
  return `${url.pathname}${url.search}${hash}`;
}

/** WeChat's authorisation page (the sandbox's here) with scope snsapi_base, back to this address. */
export function baseAuthorizeUrl(href: string, state: string): string {
  const back = new URL(cleanWechatReturnUrl(href), href);
  const query = new URLSearchParams({
    appid: WECHAT_SANDBOX_APP_ID,
    redirect_uri: back.toString(),
    response_type: 'code',
    scope: 'snsapi_base',
    state,
  });
  return `${WECHAT_AUTHORIZE_PATH}?${query}#wechat_redirect`;
}

/** One step of the flow (see above); a saved code is exchanged by the next step. */
export async function wechatOpenidStep(host: OpenidFlowHost): Promise<OpenidFlowStep> {
  if (!isWechatBrowser(host.userAgent)) return 'notWechat';
  const stored = host.session.getItem(WECHAT_CODE_KEY);
  if (stored) {
    // a code is good for one exchange, whatever its outcome
    host.session.removeItem(WECHAT_CODE_KEY);
    const result = await host.exchange(stored);
    if (!result.ok || !result.data?.openid) return 'exchangeFailed';
    host.local.setItem(WECHAT_OPENID_KEY, result.data.openid);
    host.session.removeItem(WECHAT_AUTHORISING_KEY);
    return 'exchanged';
  }
  const code = new URL(host.href).searchParams.get('code');
  if (code) {
    host.session.setItem(WECHAT_CODE_KEY, code);
    host.replaceUrl(cleanWechatReturnUrl(host.href));
    return 'codeSaved';
  }
  if (!host.local.getItem(WECHAT_OPENID_KEY) && !host.session.getItem(WECHAT_AUTHORISING_KEY)) {
    host.session.setItem(WECHAT_AUTHORISING_KEY, '1');
    host.redirect(baseAuthorizeUrl(host.href, host.newState()));
    return 'authorising';
  }
  return 'done';
}

/** Runs the flow on this page load: a code found in the address is exchanged at once. */
export async function runWechatOpenidFlow(host: OpenidFlowHost): Promise<OpenidFlowStep> {
  const step = await wechatOpenidStep(host);
  return step === 'codeSaved'
    ? wechatOpenidStep({ ...host, href: new URL(cleanWechatReturnUrl(host.href), host.href).toString() })
    : step;
}
