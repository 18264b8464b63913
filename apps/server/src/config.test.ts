import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVE_PROVIDERS_ENVIRONMENT } from '../test/live-environment.ts';
import { ConfigError, loadConfig } from './config.ts';

/** A live server's start with Alipay as its payment provider and bank transfer off. */
const LIVE_WITH_ALIPAY = {
  SANDBOX: 'false',
  PUBLIC_URL: 'https://www.tallybook.example',
  BANK_TRANSFER: 'false',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY_FILE: '/k',
  ALIPAY_PUBLIC_KEY_FILE: '/p',
};

describe('configuration', () => {
  it('runs on port 3000 with the embedded database under ./data by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/var/lib/tallybook', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/tallybook');
    expect(config.databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('sells with 6% VAT inside the price and a 30-minute payment window unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ vatRatePercent: 6, orderPayTimeoutMinutes: 30 });
    expect(loadConfig({ MALL_VAT_RATE_PERCENT: '13', ORDER_PAY_TIMEOUT_MINUTES: '15' })).toMatchObject({
      vatRatePercent: 13,
      orderPayTimeoutMinutes: 15,
    });
  });

  it('gives a customer 72 hours to pay a partner’s activation link unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ activationPayHours: 72 });
    expect(loadConfig({ PARTNER_ACTIVATION_PAY_HOURS: '24' })).toMatchObject({ activationPayHours: 24 });
  });

  it('pays partners 10, 15 and 20 % by level, a parent 10 % of its sub-partners’ shares, after 7 days, unless told otherwise', () => {
    expect(loadConfig({}).partnerIncome).toEqual({
      rebateRatesBp: { silver: 1000, gold: 1500, diamond: 2000 },
      parentShareBp: 1000,
      rebatePeriodDays: 7,
    });
    expect(
      loadConfig({ PARTNER_REBATE_GOLD_BP: '1800', PARTNER_PARENT_SHARE_BP: '0', PARTNER_REBATE_PERIOD_DAYS: '15' })
        .partnerIncome,
    ).toMatchObject({ rebateRatesBp: { gold: 1800 }, parentShareBp: 0, rebatePeriodDays: 15 });
  });

  it('rewards inviters ¥5 and ¥20, holds awards 7 days, caps 20 in 30 days, unless told otherwise', () => {
    expect(loadConfig({}).referral).toEqual({
      enabled: true,
      registerAwardFen: 500,
      firstOrderAwardFen: 2000,
      refundWindowDays: 7,
      inviterCap: 20,
      capPeriodDays: 30,
      bindWindowHours: 72,
      inviteeCoupon: { valueFen: 3000, minSpendFen: 30000, validDays: 30 },
    });
    expect(
      loadConfig({ REFERRAL_PROGRAMME: 'false', REFERRAL_FIRST_ORDER_AWARD_FEN: '5000', REFERRAL_INVITER_CAP: '5' })
        .referral,
    ).toMatchObject({ enabled: false, firstOrderAwardFen: 5000, inviterCap: 5 });
    // one award must fit in one red packet (200 yuan)
    expect(() => loadConfig({ REFERRAL_FIRST_ORDER_AWARD_FEN: '20001' })).toThrow(/REFERRAL_FIRST_ORDER_AWARD_FEN/);
  });

  it('prices the second product’s (xh) invite programme by REFERRAL_XH_*, apart from the main one (decision 0046)', () => {
    expect(loadConfig({}).referralXh).toEqual({
      enabled: true,
      registerAwardFen: 800,
      firstOrderAwardFen: 1500,
      refundWindowDays: 7,
      inviterCap: 20,
      capPeriodDays: 30,
      bindWindowHours: 72,
      inviteeCoupon: { valueFen: 2000, minSpendFen: 20000, validDays: 15 },
    });
    const config = loadConfig({
      REFERRAL_XH_PROGRAMME: 'false',
      REFERRAL_XH_REGISTER_AWARD_FEN: '300',
      REFERRAL_XH_INVITEE_COUPON_DAYS: '10',
    });
    expect(config.referralXh).toMatchObject({
      enabled: false,
      registerAwardFen: 300,
      inviteeCoupon: { validDays: 10 },
    });
    expect(config.referral).toMatchObject({ enabled: true, registerAwardFen: 500, inviteeCoupon: { validDays: 30 } });
    expect(() => loadConfig({ REFERRAL_XH_FIRST_ORDER_AWARD_FEN: '20001' })).toThrow(
      /REFERRAL_XH_FIRST_ORDER_AWARD_FEN/,
    );
    expect(() => loadConfig({ REFERRAL_XH_CAP_PERIOD_DAYS: '0' })).toThrow(/REFERRAL_XH_CAP_PERIOD_DAYS/);
  });

  it('pays red packets through the sandbox by default, nobody with SANDBOX=false, and WeChat Pay when configured whole', () => {
    expect(loadConfig({}).redPackets).toEqual({ provider: 'sandbox' });
    const live = { ...LIVE_WITH_ALIPAY, ...LIVE_PROVIDERS_ENVIRONMENT };
    expect(loadConfig(live).redPackets).toEqual({ provider: 'off' });
    const wechat = {
      REDPACK_MCHID: '1900000109',
      REDPACK_APPID: 'wx8888888888888888',
      REDPACK_API_KEY: 'a'.repeat(32),
      REDPACK_CERT_P12_FILE: '/etc/tallybook/apiclient_cert.p12',
      REDPACK_CLIENT_IP: '10.0.0.1',
    };
    expect(loadConfig({ ...live, ...wechat }).redPackets).toMatchObject({ provider: 'wechat', mchId: '1900000109' });
    expect(() => loadConfig({ ...live, REDPACK_MCHID: '1900000109' })).toThrow(/REDPACK_API_KEY: missing/);
  });

  it('caps SMS codes per IP address at 30 a day unless SMS_DAILY_CAP_PER_IP says otherwise', () => {
    expect(loadConfig({}).smsPolicy.dailyCapPerIp).toBe(30);
    expect(loadConfig({ SMS_DAILY_CAP_PER_IP: '1000' }).smsPolicy.dailyCapPerIp).toBe(1000);
    expect(() => loadConfig({ SMS_DAILY_CAP_PER_IP: '0' })).toThrow(/SMS_DAILY_CAP_PER_IP/);
    expect(loadConfig({}).smsPolicy.accountLookupsPerIpPerHour).toBe(30);
    expect(loadConfig({ ACCOUNT_LOOKUPS_PER_IP_PER_HOUR: '1000' }).smsPolicy.accountLookupsPerIpPerHour).toBe(1000);
  });

  it('stores 600 tracking log rows per address a minute unless TRACKING_ROWS_PER_ADDRESS_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).trackingRowsPerAddressPerMinute).toBe(600);
    expect(loadConfig({ TRACKING_ROWS_PER_ADDRESS_PER_MINUTE: '5000' }).trackingRowsPerAddressPerMinute).toBe(5000);
    expect(() => loadConfig({ TRACKING_ROWS_PER_ADDRESS_PER_MINUTE: '0' })).toThrow(
      /TRACKING_ROWS_PER_ADDRESS_PER_MINUTE=/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'not-a-port'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'yes'],
    ['SENTRY_DSN', 'not a url'],
    ['ADMIN_TOKEN', 'short'],
    ['MALL_VAT_RATE_PERCENT', '6.5'],
    ['MALL_VAT_RATE_PERCENT', '-1'],
    ['ORDER_PAY_TIMEOUT_MINUTES', '0'],
    ['PARTNER_ACTIVATION_PAY_HOURS', '721'],
    ['PARTNER_REBATE_DIAMOND_BP', '10001'],
    ['PARTNER_PARENT_SHARE_BP', '-1'],
    ['PARTNER_REBATE_PERIOD_DAYS', '2.5'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('runs with the sandbox on by default, its marked test bank account and no public URL', () => {
    const config = loadConfig({});
    expect(config.sandbox).toBe(true);
    expect(config.publicUrl).toBeUndefined();
    expect(config.bankAccount?.company).toMatch(/^SANDBOX/);
  });

  it('with SANDBOX=false refuses to start without a public URL or a bank account, naming each variable', () => {
    const live = {
      SANDBOX: 'false',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY_FILE: '/k',
      ALIPAY_PUBLIC_KEY_FILE: '/p',
      ...LIVE_PROVIDERS_ENVIRONMENT,
    };
    const refusal = () => loadConfig(live);
    expect(refusal).toThrow(ConfigError);
    for (const name of ['PUBLIC_URL', 'BANK_TRANSFER_COMPANY', 'BANK_TRANSFER_BANK', 'BANK_TRANSFER_ACCOUNT']) {
      expect(refusal).toThrow(new RegExp(`${name}: missing`));
    }
    const bank = {
      BANK_TRANSFER_COMPANY: 'Tallybook Software Co., Ltd.',
      BANK_TRANSFER_BANK: 'China Merchants Bank',
      BANK_TRANSFER_ACCOUNT: '7559 2871 0010 602',
    };
    const config = loadConfig({ ...live, ...bank, PUBLIC_URL: 'https://www.tallybook.example/' });
    expect(config).toMatchObject({ sandbox: false, publicUrl: 'https://www.tallybook.example' });
    expect(config.bankAccount).toEqual({
      company: bank.BANK_TRANSFER_COMPANY,
      bank: bank.BANK_TRANSFER_BANK,
      account: bank.BANK_TRANSFER_ACCOUNT,
    });
    expect(
      loadConfig({ ...live, BANK_TRANSFER: 'false', PUBLIC_URL: 'https://www.tallybook.example' }).bankAccount,
    ).toBeNull();
  });

  it('with SANDBOX=false requires a real SMS provider, and names what a provider set in part lacks', () => {
    const live = {
      ...LIVE_WITH_ALIPAY,
    };
    expect(() => loadConfig(live)).toThrow(/SMS_PROVIDER: missing/);
    const partial = () => loadConfig({ ...live, SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI' });
    for (const name of [
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'SMS_SIGN_NAME',
      'SMS_TEMPLATE_VERIFICATION',
      'SMS_TEMPLATE_PARTNER_APPROVED',
      'SMS_TEMPLATE_PARTNER_REJECTED',
      'SMS_TEMPLATE_PAYMENT_REFUNDED',
    ]) {
      expect(partial).toThrow(new RegExp(`${name}: missing`));
    }
    expect(loadConfig({ ...live, ...LIVE_PROVIDERS_ENVIRONMENT }).sms).toMatchObject({
      provider: 'tencent',
      sdkAppId: '1400000000',
    });
    // With the sandbox the outbox stands in; a provider set there is used all the same.
    expect(loadConfig({}).sms).toBeUndefined();
    expect(loadConfig({ ...LIVE_PROVIDERS_ENVIRONMENT }).sms?.provider).toBe('tencent');
  });

  it('with SANDBOX=false and SMS on requires the provider’s captcha, and names what a captcha set in part lacks', () => {
    const { CAPTCHA_PROVIDER: _provider, ...withoutCaptcha } = LIVE_PROVIDERS_ENVIRONMENT;
    expect(() => loadConfig({ ...LIVE_WITH_ALIPAY, ...withoutCaptcha })).toThrow(/CAPTCHA_PROVIDER: missing/);
    const partial = () =>
      loadConfig({ ...LIVE_WITH_ALIPAY, ...withoutCaptcha, CAPTCHA_PROVIDER: 'tencent', TENCENT_CAPTCHA_APP_ID: '' });
    expect(partial).toThrow(/TENCENT_CAPTCHA_APP_ID: missing/);
    expect(loadConfig({ ...LIVE_WITH_ALIPAY, ...LIVE_PROVIDERS_ENVIRONMENT }).captcha.provider).toMatchObject({
      provider: 'tencent',
      captchaAppId: '190000000',
      endpoint: 'https://captcha.tencentcloudapi.com',
    });
    // With the sandbox our slide puzzle stands in
    expect(loadConfig({}).captcha.provider).toBeUndefined();
  });

  it('caps puzzles at 120 an address an hour, and SMS sends after the fallback puzzle tighter, unless told otherwise', () => {
    expect(loadConfig({}).captcha).toMatchObject({
      hourlyCapPerIp: 120,
      fallback: { smsHourlyCap: 100, smsDailyCapPerIp: 5 },
    });
    expect(loadConfig({ CAPTCHA_HOURLY_CAP_PER_IP: '2000' }).captcha.hourlyCapPerIp).toBe(2000);
    expect(() => loadConfig({ CAPTCHA_HOURLY_CAP_PER_IP: '0' })).toThrow(/CAPTCHA_HOURLY_CAP_PER_IP/);
  });

  it('with SANDBOX=false needs the WeChat apps of the WeChat features that are on, and none of those switched off', () => {
    const live = {
      ...LIVE_WITH_ALIPAY,
      ...LIVE_PROVIDERS_ENVIRONMENT,
      WECHAT_LOGIN: 'true',
      WECHAT_OFFICIAL_ACCOUNT: 'true',
    };
    const refusal = () => loadConfig(live);
    for (const name of [
      'WECHAT_LOGIN_APP_ID',
      'WECHAT_LOGIN_APP_SECRET',
      'WECHAT_MP_APP_ID',
      'WECHAT_MP_APP_SECRET',
      'WECHAT_MP_TOKEN',
    ]) {
      expect(refusal).toThrow(new RegExp(`${name}: missing`));
    }
    const configured = loadConfig({
      ...live,
      WECHAT_LOGIN_APP_ID: 'wx1234567890abcdef',
      WECHAT_LOGIN_APP_SECRET: '0123456789abcdef0123456789abcdef',
      WECHAT_OFFICIAL_ACCOUNT: 'false',
    });
    expect(configured.wechat).toMatchObject({
      login: { appId: 'wx1234567890abcdef' },
      officialAccount: undefined,
      officialAccountOff: true,
    });
    // With the sandbox, nothing is needed; a group set in part is still a mistake.
    expect(loadConfig({}).wechat).toMatchObject({ login: undefined, loginOff: false });
    expect(() => loadConfig({ WECHAT_MP_APP_ID: 'wxfedcba0987654321' })).toThrow(/WECHAT_MP_TOKEN: missing/);
  });

  it('pays withdrawals through the sandbox by default, and through nobody with SANDBOX=false and no provider', () => {
    expect(loadConfig({}).payouts).toEqual({ provider: 'sandbox', completionDelayMs: 0 });
    expect(loadConfig({ PAYOUT_SANDBOX_DELAY_MS: '1500' }).payouts).toEqual({
      provider: 'sandbox',
      completionDelayMs: 1500,
    });
    // Payouts are a feature that is off without a provider: the server starts, and refuses withdrawals.
    expect(loadConfig({ ...LIVE_WITH_ALIPAY, ...LIVE_PROVIDERS_ENVIRONMENT }).payouts).toEqual({ provider: 'off' });
  });

  it('forwards ad conversions to the sandbox by default, to nobody with SANDBOX=false and no Baidu token', () => {
    expect(loadConfig({}).adPlatform).toEqual({ provider: 'sandbox' });
    const live = { ...LIVE_WITH_ALIPAY, ...LIVE_PROVIDERS_ENVIRONMENT };
    expect(loadConfig(live).adPlatform).toEqual({ provider: 'off' });
    expect(loadConfig({ ...live, BAIDU_OCPC_TOKEN: 'account-token-1' }).adPlatform).toMatchObject({
      provider: 'baidu-ocpc',
      token: 'account-token-1',
    });
    expect(() => loadConfig({ ...live, BAIDU_OCPC_ENDPOINT: 'https://fake.example/' })).toThrow(
      /BAIDU_OCPC_TOKEN: missing/,
    );
  });

  it("with PAYOUT_PROVIDER=alipay pays out with the payments' Alipay app, or with an app of its own", () => {
    const live = { ...LIVE_WITH_ALIPAY, ...LIVE_PROVIDERS_ENVIRONMENT, PAYOUT_PROVIDER: 'alipay' };
    expect(loadConfig(live).payouts).toEqual({
      provider: 'alipay',
      alipay: {
        variables: 'ALIPAY',
        appId: '2021000000000001',
        privateKeyFile: '/k',
        publicKeyFile: '/p',
        gateway: 'https://openapi.alipay.com/gateway.do',
        certificates: undefined,
      },
    });
    const own = {
      PAYOUT_ALIPAY_APP_ID: '2021000000000002',
      PAYOUT_ALIPAY_PRIVATE_KEY_FILE: '/payout-k',
      PAYOUT_ALIPAY_PUBLIC_KEY_FILE: '/payout-p',
      PAYOUT_ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
      PAYOUT_ALIPAY_APP_CERT_FILE: '/app.crt',
      PAYOUT_ALIPAY_ROOT_CERT_FILE: '/root.crt',
    };
    expect(loadConfig({ ...live, ...own }).payouts).toEqual({
      provider: 'alipay',
      alipay: {
        variables: 'PAYOUT_ALIPAY',
        appId: '2021000000000002',
        privateKeyFile: '/payout-k',
        publicKeyFile: '/payout-p',
        gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
        certificates: { appCertFile: '/app.crt', rootCertFile: '/root.crt' },
      },
    });
    // With the sandbox on, a provider set is used all the same.
    expect(loadConfig({ PAYOUT_PROVIDER: 'alipay', ...own }).payouts.provider).toBe('alipay');
  });

  it('refuses payout settings that cannot work, naming each variable', () => {
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'alipay' })).toThrow(/PAYOUT_ALIPAY_\*: missing/);
    const partial = () => loadConfig({ PAYOUT_PROVIDER: 'alipay', PAYOUT_ALIPAY_APP_ID: '2021000000000002' });
    expect(partial).toThrow(/PAYOUT_ALIPAY_PRIVATE_KEY_FILE: missing/);
    expect(partial).toThrow(/PAYOUT_ALIPAY_PUBLIC_KEY_FILE: missing/);
    expect(() =>
      loadConfig({ ...LIVE_WITH_ALIPAY, PAYOUT_PROVIDER: 'alipay', PAYOUT_ALIPAY_APP_CERT_FILE: '/a' }),
    ).toThrow(/PAYOUT_ALIPAY_ROOT_CERT_FILE: missing/);
    // Credentials without the switch would leave withdrawals on the sandbox by surprise.
    expect(() => loadConfig({ PAYOUT_ALIPAY_GATEWAY: 'https://openapi.alipay.com/gateway.do' })).toThrow(
      /PAYOUT_PROVIDER: missing \(PAYOUT_ALIPAY_GATEWAY set/,
    );
  });

  it.each([
    ['WECHAT_LOGIN_APP_ID', 'not-an-app-id'],
    ['WECHAT_MP_TOKEN', 'a'],
    ['SMS_PROVIDER', 'twilio'],
    ['TENCENT_SMS_SDK_APP_ID', 'app'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['PUBLIC_URL', 'https://example.com/shop'],
    ['PUBLIC_URL', 'https://example.com/?a=1'],
    ['SANDBOX', 'off'],
    ['BANK_TRANSFER_ACCOUNT', 'IBAN-or-words'],
    ['DOWNLOADS_BASE_URL', 'not a url'],
    ['PAYOUT_PROVIDER', 'wechatpay'],
    ['PAYOUT_ALIPAY_APP_ID', 'app'],
    ['PAYOUT_ALIPAY_GATEWAY', 'not a url'],
    ['PAYOUT_SANDBOX_DELAY_MS', '-1'],
    ['PAYOUT_SANDBOX_DELAY_MS', '1.5'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});
