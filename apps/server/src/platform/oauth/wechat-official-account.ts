import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { wechatAccessTokens } from './wechat.tables.ts';
import type { WechatMpProvider } from './wechat-mp.ts';
import { WECHAT_API_BASE, WechatUnavailable, wechatGet } from './wechat-web-login.ts';

export const WECHAT_QR_BASE = 'https://mp.weixin.qq.com/cgi-bin/showqrcode';
/** A token is renewed this long before WeChat says it ends. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;
/** errcodes that say the access token is invalid or expired: fetch a new one once. */
const STALE_TOKEN_ERRORS = new Set([40001, 40014, 42001]);

export interface WechatOfficialAccountOptions {
  appId: string;
  appSecret: string;
  db: Database;
  apiBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface WechatOfficialAccount extends WechatMpProvider {
  /** The unionid of a follower (cgi-bin/user/info), '' when the account is not bound to an open platform. */
  unionidOf(openid: string): Promise<string>;
}

/**
 * WeChat's own check of a push to our server (消息推送): SHA-1 of the token, timestamp and nonce,
 * sorted as strings and joined. True when `signature` matches, compared in constant time.
 */
export function wechatPushSignatureValid(
  token: string,
  push: { signature: string; timestamp: string; nonce: string },
): boolean {
  const expected = createHash('sha1').update([token, push.timestamp, push.nonce].sort().join('')).digest('hex');
  const given = Buffer.from(push.signature.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected, 'utf8'));
}

/**
 * The official account (公众号): access token from cgi-bin/token kept in the database for every
 * process, temporary QR codes with a string scene (cgi-bin/qrcode/create, QR_STR_SCENE) whose
 * picture is showqrcode's, and a follower's unionid (cgi-bin/user/info).
 */
export function createWechatOfficialAccount(options: WechatOfficialAccountOptions): WechatOfficialAccount {
  const apiBase = (options.apiBase ?? WECHAT_API_BASE).replace(/\/+$/, '');
  const { db } = options;

  async function fetchToken(): Promise<string> {
    const answer = await wechatGet(
      options,
      `${apiBase}/cgi-bin/token?${new URLSearchParams({
        grant_type: 'client_credential',
        appid: options.appId,
        secret: options.appSecret,
      })}`,
    );
    if (typeof answer.access_token !== 'string') throw new WechatUnavailable(`token errcode ${answer.errcode}`);
    const expiresAt = new Date(Date.now() + Number(answer.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS);
    await db
      .insert(wechatAccessTokens)
      .values({ appId: options.appId, accessToken: answer.access_token, expiresAt })
      .onConflictDoUpdate({ target: wechatAccessTokens.appId, set: { accessToken: answer.access_token, expiresAt } });
    return answer.access_token;
  }

  async function accessToken(): Promise<string> {
    const [kept] = await db
      .select({ accessToken: wechatAccessTokens.accessToken })
      .from(wechatAccessTokens)
      .where(sql`${wechatAccessTokens.appId} = ${options.appId} and ${wechatAccessTokens.expiresAt} > now()`);
    return kept?.accessToken ?? fetchToken();
  }

  /** A call with the access token; a token WeChat calls stale is forgotten and fetched again, once. */
  async function withToken(call: (token: string) => Promise<Awaited<ReturnType<typeof wechatGet>>>) {
    const first = await call(await accessToken());
    if (!first.errcode || !STALE_TOKEN_ERRORS.has(first.errcode)) return first;
    await db.delete(wechatAccessTokens).where(eq(wechatAccessTokens.appId, options.appId));
    return call(await fetchToken());
  }

  return {
    async qrUrl({ sceneId, expiresInSeconds }) {
      const answer = await withToken((token) =>
        wechatGet(options, `${apiBase}/cgi-bin/qrcode/create?${new URLSearchParams({ access_token: token })}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            expire_seconds: expiresInSeconds,
            action_name: 'QR_STR_SCENE',
            action_info: { scene: { scene_str: sceneId } },
          }),
        }),
      );
      if (typeof answer.ticket !== 'string') throw new WechatUnavailable(`qrcode errcode ${answer.errcode}`);
      return `${WECHAT_QR_BASE}?${new URLSearchParams({ ticket: answer.ticket })}`;
    },

    async unionidOf(openid) {
      const answer = await withToken((token) =>
        wechatGet(
          options,
          `${apiBase}/cgi-bin/user/info?${new URLSearchParams({ access_token: token, openid, lang: 'zh_CN' })}`,
        ),
      );
      if (answer.errcode) throw new WechatUnavailable(`user/info errcode ${answer.errcode}`);
      return String(answer.unionid ?? '');
    },
  };
}
