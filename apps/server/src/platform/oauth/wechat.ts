import { createHash, randomBytes } from 'node:crypto';
import { WECHAT_AUTHORIZE_PATH, WECHAT_CODE_TTL_MS, WECHAT_SANDBOX_APP_ID, type WechatScope } from '@tallybook/domain';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { wechatSandboxCodes } from './wechat.tables.ts';

/** Who WeChat says the person is, after an authorisation code was exchanged. */
export interface WechatProfile {
  /** Unique per person and app (appid). */
  openid: string;
  /** Unique per person across the apps of one WeChat open-platform account. */
  unionid: string;
  nickname: string;
  /** An image URL (the sandbox: an SVG data URL). */
  avatar: string;
}

/**
 * WeChat's OAuth 2 web authorisation. The browser is sent to `authorizeUrl`; WeChat sends it back to
 * `redirectUri` with `code` and `state`; the server exchanges the code (once, within five minutes).
 * The built-in sandbox is the default; a real adapter (open.weixin.qq.com, sns/oauth2/access_token
 * and sns/userinfo) implements the same.
 */
export interface WechatOAuthProvider {
  authorizeUrl(input: { redirectUri: string; state: string; scope: WechatScope }): string;
  /** The person of a code, or null when the code is unknown, used or expired. */
  exchangeCode(code: string): Promise<WechatProfile | null>;
}

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** The sandbox's authorisation page (same host): appid, redirect_uri, response_type, scope, state. */
export function sandboxAuthorizeUrl(input: { redirectUri: string; state: string; scope: WechatScope }): string {
  const query = new URLSearchParams({
    appid: WECHAT_SANDBOX_APP_ID,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: input.scope,
    state: input.state,
  });
  return `${WECHAT_AUTHORIZE_PATH}?${query}#wechat_redirect`;
}

/** A new single-use code of the sandbox for `profile` (what its page does when a person allows). */
export async function issueSandboxCode(db: Database, profile: WechatProfile): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.insert(wechatSandboxCodes).values({
    codeHash: hashOf(code),
    ...profile,
    expiresAt: new Date(Date.now() + WECHAT_CODE_TTL_MS),
  });
  return code;
}

/** Forgets the sandbox's codes that were used or expired more than a day ago. */
export async function purgeSandboxCodes(db: Database): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`;
  await db
    .delete(wechatSandboxCodes)
    .where(or(lt(wechatSandboxCodes.expiresAt, dayAgo), lt(wechatSandboxCodes.usedAt, dayAgo)));
}

/** WeChat's test mode: codes come from the sandbox's own authorisation page and live in the database. */
export function sandboxWechatProvider(db: Database): WechatOAuthProvider {
  return {
    authorizeUrl: sandboxAuthorizeUrl,
    async exchangeCode(code) {
      if (code === '' || code.length > 256) return null;
      // One statement spends the code: of two exchanges at once, one gets the person.
      const [spent] = await db
        .update(wechatSandboxCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(wechatSandboxCodes.codeHash, hashOf(code)),
            isNull(wechatSandboxCodes.usedAt),
            gt(wechatSandboxCodes.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!spent) return null;
      return { openid: spent.openid, unionid: spent.unionid, nickname: spent.nickname, avatar: spent.avatar };
    },
  };
}
