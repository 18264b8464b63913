import type { OkAnswer, UserInfo } from '@tallybook/domain';

/**
 * The account forms whose body the browser must make itself (decision 0010: the password is
 * transformed with the phone before it leaves the browser; the registration's attribution is the
 * browser's). The browser posts the finished body to its page's action, which makes the call with
 * the visitor's cookies and hands on the session cookie it answers (decision 0022).
 */
export const ACCOUNT_CALLS = {
  'password-login': '/webzhj/official/weblogin',
  'sms-login': '/webzhj/vcode',
  register: '/webzhj/regist',
  'reset-password': '/webzhj/phone/passwordreset',
  'change-password': '/webzhj/passwordreset',
  'bind-phone': '/user/phone/bind',
  'wechat-bind': '/webzhj/login/wechat/bind',
} as const;

export type AccountCallIntent = keyof typeof ACCOUNT_CALLS;

export interface AccountCall {
  intent: AccountCallIntent;
  body: Record<string, unknown>;
}

export interface AccountCallResult {
  intent: AccountCallIntent;
  ok: boolean;
  /** The envelope's code (a captcha required, say). */
  code?: number;
  msg: string;
  /** The user, after a login, registration or phone change. */
  data: UserInfo | OkAnswer | null;
}

export const isAccountCallIntent = (value: unknown): value is AccountCallIntent =>
  typeof value === 'string' && Object.hasOwn(ACCOUNT_CALLS, value);
