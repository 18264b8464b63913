import type { BuildAppOptions } from '../src/app.ts';

/**
 * Variables a live server (SANDBOX=false) needs besides the one a test is about: a real SMS
 * provider (Tencent Cloud, with made-up credentials), the captcha before its sends (Tencent Cloud
 * Captcha, made up too) and WeChat's features switched off.
 */
export const LIVE_PROVIDERS_ENVIRONMENT: Readonly<Record<string, string>> = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDtestsecretid0000000000000000',
  TENCENT_SMS_SECRET_KEY: 'testsecretkey000000000000000000',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  SMS_SIGN_NAME: 'Tallybook',
  SMS_TEMPLATE_VERIFICATION: '1000001',
  SMS_TEMPLATE_BANK_TRANSFER: '1000002',
  SMS_TEMPLATE_PARTNER_APPROVED: '1000003',
  SMS_TEMPLATE_PARTNER_REJECTED: '1000004',
  CAPTCHA_PROVIDER: 'tencent',
  TENCENT_CAPTCHA_SECRET_ID: 'AKIDtestcaptchaid000000000000000',
  TENCENT_CAPTCHA_SECRET_KEY: 'testcaptchakey00000000000000000',
  TENCENT_CAPTCHA_APP_ID: '190000000',
  TENCENT_CAPTCHA_APP_SECRET_KEY: 'testcaptchaappsecret0000000',
  SMS_TEMPLATE_PAYMENT_REFUNDED: '1000005',
  WECHAT_LOGIN: 'false',
  WECHAT_OFFICIAL_ACCOUNT: 'false',
};

/** buildApp options of a live server (SANDBOX off) for API tests; each test adds the provider it is about. */
export const LIVE_APP_OPTIONS = {
  seed: false,
  jobs: false,
  sandbox: false,
  publicUrl: 'https://www.tallybook.example',
  bankAccount: null,
  sms: { send: async () => {} },
} as const satisfies Partial<BuildAppOptions> & { seed: boolean };
