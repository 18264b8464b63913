import type { WechatScope } from '@tallybook/domain';
import { AppError } from '../http/envelope.ts';
import type { WechatOAuthProvider, WechatProfile } from './wechat.ts';

export const WECHAT_API_BASE = 'https://api.weixin.qq.com';
export const WECHAT_OPEN_BASE = 'https://open.weixin.qq.com';

/** WeChat could not be reached or answered with an error other than a bad code: 502, nothing changed. */
export class WechatUnavailable extends AppError {
  constructor(readonly reason: string) {
    super(502, 'wechatUnavailable');
  }
}

/** errcodes of sns/oauth2/access_token that mean "this code is no good" rather than "WeChat is down". */
const BAD_CODE_ERRORS = new Set([40029, 40163, 41008, 42003]);

export interface WechatOAuthOptions {
  appId: string;
  appSecret: string;
  apiBase?: string;
  authorizeBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type WechatAnswer = Record<string, unknown> & { errcode?: number; errmsg?: string };

/** One GET of WeChat's API: its JSON, or WechatUnavailable (network, timeout, not JSON). */
export async function wechatGet(
  options: { fetch?: typeof fetch; timeoutMs?: number },
  url: string,
  init: RequestInit = {},
): Promise<WechatAnswer> {
  try {
    const response = await (options.fetch ?? fetch)(url, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    return (await response.json()) as WechatAnswer;
  } catch (error) {
    throw new WechatUnavailable((error as Error).name);
  }
}

function oauthProvider(
  options: WechatOAuthOptions,
  authorizePath: string,
  scope: WechatScope,
  withUserInfo: boolean,
): WechatOAuthProvider {
  const apiBase = (options.apiBase ?? WECHAT_API_BASE).replace(/\/+$/, '');
  const authorizeBase = (options.authorizeBase ?? WECHAT_OPEN_BASE).replace(/\/+$/, '');
  return {
    authorizeUrl(input) {
      const query = new URLSearchParams({
        appid: options.appId,
        redirect_uri: input.redirectUri,
        response_type: 'code',
        scope,
        state: input.state,
      });
      return `${authorizeBase}${authorizePath}?${query}#wechat_redirect`;
    },

    async exchangeCode(code): Promise<WechatProfile | null> {
      if (code === '' || code.length > 256) return null;
      const token = await wechatGet(
        options,
        `${apiBase}/sns/oauth2/access_token?${new URLSearchParams({
          appid: options.appId,
          secret: options.appSecret,
          code,
          grant_type: 'authorization_code',
        })}`,
      );
      if (token.errcode) {
        if (BAD_CODE_ERRORS.has(token.errcode)) return null;
        throw new WechatUnavailable(`errcode ${token.errcode}`);
      }
      const openid = String(token.openid ?? '');
      if (!openid || typeof token.access_token !== 'string') throw new WechatUnavailable('no openid');
      if (!withUserInfo) return { openid, unionid: String(token.unionid ?? ''), nickname: '', avatar: '' };
      const user = await wechatGet(
        options,
        `${apiBase}/sns/userinfo?${new URLSearchParams({ access_token: token.access_token, openid })}`,
      );
      if (user.errcode) throw new WechatUnavailable(`userinfo errcode ${user.errcode}`);
      return {
        openid,
        unionid: String(user.unionid ?? token.unionid ?? ''),
        nickname: String(user.nickname ?? ''),
        avatar: String(user.headimgurl ?? ''),
      };
    },
  };
}

/**
 * WeChat website login (open platform, 网站应用): the QR-code authorisation page, the code exchanged
 * at sns/oauth2/access_token, the person read at sns/userinfo (openid, unionid, nickname, avatar).
 */
export function createWechatWebLogin(options: WechatOAuthOptions): WechatOAuthProvider {
  return oauthProvider(options, '/connect/qrconnect', 'snsapi_login', true);
}

/**
 * Authorisation inside WeChat's browser with the official account's app (snsapi_base): only the
 * openid, silently, for paying with WeChat Pay JSAPI (spec §4 open-id flow).
 */
export function createWechatInBrowserAuth(options: WechatOAuthOptions): WechatOAuthProvider {
  return oauthProvider(options, '/connect/oauth2/authorize', 'snsapi_base', false);
}
