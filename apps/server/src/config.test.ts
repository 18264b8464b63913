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

  it('caps SMS codes per IP address at 30 a day unless SMS_DAILY_CAP_PER_IP says otherwise', () => {
    expect(loadConfig({}).smsPolicy.dailyCapPerIp).toBe(30);
    expect(loadConfig({ SMS_DAILY_CAP_PER_IP: '1000' }).smsPolicy.dailyCapPerIp).toBe(1000);
    expect(() => loadConfig({ SMS_DAILY_CAP_PER_IP: '0' })).toThrow(/SMS_DAILY_CAP_PER_IP/);
    expect(loadConfig({}).smsPolicy.accountLookupsPerIpPerHour).toBe(30);
    expect(loadConfig({ ACCOUNT_LOOKUPS_PER_IP_PER_HOUR: '1000' }).smsPolicy.accountLookupsPerIpPerHour).toBe(1000);
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
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
});
