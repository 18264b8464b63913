import { postTencentCloud } from '../sms/tencent-sms.ts';
import type { CaptchaVerdict, RiskCaptcha } from './risk-captcha.ts';

export const TENCENT_CAPTCHA_ENDPOINT = 'https://captcha.tencentcloudapi.com';

export interface TencentCaptchaOptions {
  /** The Tencent Cloud API key that signs the call (TC3-HMAC-SHA256). */
  secretId: string;
  secretKey: string;
  /** The captcha's CaptchaAppId and AppSecretKey (the console's 密钥 column). */
  captchaAppId: string;
  appSecretKey: string;
  endpoint?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

interface DescribeCaptchaResultAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    CaptchaCode?: number;
    CaptchaMsg?: string;
    EvilLevel?: number;
  };
}

/**
 * CaptchaCode of DescribeCaptchaResult (version 2019-07-22) that mean the provider could not judge
 * the ticket, not that it was bad: 26 its internal error, 100 our app id and secret do not match (a
 * configuration fault no visitor can cause). Every other code but 1 refuses the ticket: 7 randstr
 * mismatch, 8 expired (5 minutes), 9 reused, 15 not decryptable (forged), 16 another app's, 21 risky.
 */
const PROVIDER_FAULTS = new Set([26, 100]);

/**
 * Tencent Cloud Captcha's server-side check of a ticket (DescribeCaptchaResult), signed as the SMS
 * adapter signs its calls. A ticket passes once: Tencent answers 9 for a second check.
 */
export function createTencentCaptcha(options: TencentCaptchaOptions): RiskCaptcha {
  const endpoint = (options.endpoint ?? TENCENT_CAPTCHA_ENDPOINT).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    provider: 'tencent',
    appId: options.captchaAppId,
    async verify({ ticket, randstr, userIp }): Promise<CaptchaVerdict> {
      const payload = JSON.stringify({
        CaptchaType: 9,
        Ticket: ticket,
        UserIp: userIp,
        Randstr: randstr,
        CaptchaAppId: Number(options.captchaAppId),
        AppSecretKey: options.appSecretKey,
      });
      let answer: DescribeCaptchaResultAnswer;
      try {
        const response = await postTencentCloud({
          endpoint,
          service: 'captcha',
          action: 'DescribeCaptchaResult',
          version: '2019-07-22',
          secretId: options.secretId,
          secretKey: options.secretKey,
          payload,
          fetch: fetchImpl,
          now,
          timeoutMs,
        });
        if (response.status >= 500) return { outcome: 'unreachable', reason: `HTTP ${response.status}` };
        answer = (await response.json()) as DescribeCaptchaResultAnswer;
      } catch (error) {
        return { outcome: 'unreachable', reason: `unreachable (${(error as Error).name})` };
      }
      const failure = answer.Response?.Error?.Code;
      // AuthFailure, InternalError, RequestLimitExceeded ...: nothing a visitor's ticket caused
      if (failure) return { outcome: 'unreachable', reason: failure };
      const code = answer.Response?.CaptchaCode;
      if (code === 1) return { outcome: 'passed' };
      if (code === undefined) return { outcome: 'unreachable', reason: 'no CaptchaCode' };
      const reason = `CaptchaCode ${code}${answer.Response?.CaptchaMsg ? ` ${answer.Response.CaptchaMsg}` : ''}`;
      return PROVIDER_FAULTS.has(code) ? { outcome: 'unreachable', reason } : { outcome: 'refused', reason };
    },
  };
}
