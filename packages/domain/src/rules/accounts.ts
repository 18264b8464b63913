import { OPERATION_LOCK_MS } from './constants.ts';

/** Accounts: sessions, verification codes and their limits (spec §4, §5, §8, §9). */

/** An SMS verification code: six digits, valid five minutes, used once. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** spec §9: one code per phone and purpose every three minutes (the operation-frequency lock). */
export const SMS_SEND_LOCK_MS = OPERATION_LOCK_MS;
/** Codes a phone may receive per calendar day (Asia/Shanghai). */
export const SMS_DAILY_CAP_PER_PHONE = 10;
/** Codes one IP address may ask for per calendar day (Asia/Shanghai). */
export const SMS_DAILY_CAP_PER_IP = 30;
/** Account look-ups (does this phone have an account) one IP address may make in an hour, by default. */
export const ACCOUNT_LOOKUPS_PER_IP_PER_HOUR = 30;
/** Wrong guesses of one code before it is spent. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** register, login and reset a password; bind: a logged-in user's new phone (POST /user/phone/bind); partner: the phone of a partner application (POST /ommall/promoter/info). */
export const SMS_PURPOSES = ['register', 'login', 'reset', 'bind', 'partner'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Wrong passwords (per phone, and per IP) after which a login needs the graphic captcha. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
/** How long wrong passwords are remembered. */
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Graphic captchas one IP address may ask for per hour. */
export const CAPTCHA_HOURLY_CAP_PER_IP = 120;

/** A login session lasts 30 days; POST /webzhj/login/token renews it. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Answer codes the web client acts on. */
export const IDENTITY_CODES = {
  /** spec §4, §8: not logged in or the session timed out. */
  notLoggedIn: 401,
  /** The login needs a graphic captcha (GET /webzhj/authcode) before it is tried again. */
  captchaRequired: 428,
  /**
   * POST /webzhj/login/wechat: the WeChat person has no account yet; data is `wechatBindInfo` and the
   * client binds a phone with POST /webzhj/login/wechat/bind (spec §4 Wechat login). HTTP status 200.
   */
  wechatBindRequired: 40001,
  /** The phone already has an account (a registration, a register code, a phone change). */
  phoneRegistered: 409,
} as const;

export const NICKNAME_MAX_LENGTH = 32;

/** spec §3: the user info's licence summary (userType, buyouts) from its licence entries. */
export const SUBSCRIBE_TYPES = { trial: 0, subscription: 1, buyout: 2 } as const;
export const BUYOUT_SERVICE_CODES = { xh: 'ZHJXH', zhj: 'KDZHJ01' } as const;

export function summariseLicences(
  licences: ReadonlyArray<{ serviceType: string; expired: boolean; subscribeType: number }>,
): { userType: 0 | 1; isXHBuyout: boolean; isZHJBuyout: boolean } {
  const buyout = (code: string) =>
    licences.some((licence) => licence.serviceType === code && licence.subscribeType === SUBSCRIBE_TYPES.buyout);
  const paying = licences.some((licence) => !licence.expired && licence.subscribeType !== SUBSCRIBE_TYPES.trial);
  return {
    userType: paying ? 1 : 0,
    isXHBuyout: buyout(BUYOUT_SERVICE_CODES.xh),
    isZHJBuyout: buyout(BUYOUT_SERVICE_CODES.zhj),
  };
}

/** The slide puzzle (POST /webzhj/slidevalid): picture and piece sizes in px, answer tolerance. */
export const SLIDE_PUZZLE = { width: 300, height: 150, piece: 50, tolerancePx: 4, ttlMs: 2 * 60 * 1000 } as const;
/** A passed puzzle's token is good for one SMS send within this time. */
export const SLIDE_TOKEN_TTL_MS = 5 * 60 * 1000;

/**
 * WeChat login (issue 5). The server's built-in sandbox plays WeChat's OAuth authorisation page at
 * `WECHAT_AUTHORIZE_PATH` (like WeChat's test mode); the web sends the browser there with this appid,
 * a redirect_uri on our own host, a scope and a state, and gets `code` and `state` back in the query.
 */
export const WECHAT_SANDBOX_APP_ID = 'tallybook-web-sandbox';
export const WECHAT_AUTHORIZE_PATH = '/sandbox/wechat/authorize';
/** snsapi_login: the QR login of a website; snsapi_userinfo: asks for the profile; snsapi_base: silent. */
export const WECHAT_SCOPES = ['snsapi_login', 'snsapi_base', 'snsapi_userinfo'] as const;
export type WechatScope = (typeof WECHAT_SCOPES)[number];
/** An authorisation code of WeChat is good for one exchange within five minutes. */
export const WECHAT_CODE_TTL_MS = 5 * 60 * 1000;
/** After a login of an unbound WeChat, a phone must be bound within ten minutes (one bind per token). */
export const WECHAT_BIND_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * Following the WeChat official account (GET /wechat/mp/qrcode, /wechat/mp/subscribe): a one-time
 * scene per QR code, like WeChat's temporary parametric QR codes. The built-in sandbox plays the
 * phone that scans it at `WECHAT_MP_SCAN_PATH?scene=`.
 */
export const WECHAT_MP_SCENE_TTL_MS = 10 * 60 * 1000;
export const WECHAT_MP_SCAN_PATH = '/sandbox/wechat/mp/scan';
/** QR codes one user may ask for per hour. */
export const WECHAT_MP_SCENES_PER_USER_PER_HOUR = 30;
/** What a scene has come to: nobody followed yet, followed (by an openid), or past its ten minutes. */
export const WECHAT_MP_SCENE_STATES = ['waiting', 'subscribed', 'expired'] as const;
export type WechatMpSceneState = (typeof WECHAT_MP_SCENE_STATES)[number];
