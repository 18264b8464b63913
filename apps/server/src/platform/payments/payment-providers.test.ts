import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIVE_PROVIDERS_ENVIRONMENT } from '../../../test/live-environment.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { PaymentNotConfigured } from './payment-provider.ts';
import { paymentProvidersFromConfig } from './payment-providers.ts';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const provider = generateKeyPairSync('rsa', { modulusLength: 2048 });
const FILES: Record<string, string> = {
  '/keys/wechat-merchant.pem': merchant.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString(),
  '/keys/wechat-platform.pem': provider.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  '/keys/alipay-app.pem': merchant.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  '/keys/alipay-public.pem': provider.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  '/keys/garbage.pem': 'not a key',
};
const readFile = (path: string) => {
  const text = FILES[path];
  if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
  return text;
};

const WECHATPAY = {
  WECHATPAY_MCHID: '1900009191',
  WECHATPAY_APPID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL: '3775B6A45ACD588826D15E583A95F5DD0BBDA0DA',
  WECHATPAY_PRIVATE_KEY_FILE: '/keys/wechat-merchant.pem',
  WECHATPAY_PLATFORM_CERT_FILE: '/keys/wechat-platform.pem',
  WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0119000091912026112200000000',
  WECHATPAY_APIV3_KEY: 'abcdefghijklmnopqrstuvwxyz012345',
};
const ALIPAY = {
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY_FILE: '/keys/alipay-app.pem',
  ALIPAY_PUBLIC_KEY_FILE: '/keys/alipay-public.pem',
};

const providersOf = (env: Record<string, string>) =>
  paymentProvidersFromConfig(loadConfig({ NODE_ENV: 'test', ...env }).payments, { readFile });

describe('payment configuration', () => {
  it('runs every pay type on the sandbox by default, signed with no public secret', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.payments).toEqual({
      sandbox: true,
      sandboxSecret: undefined,
      wechatPay: undefined,
      alipay: undefined,
    });
    const providers = paymentProvidersFromConfig(config.payments, { readFile });
    expect(providers.sandboxMounted).toBe(true);
    for (const payType of [1, 2, 26, 30, 36, 37]) expect(providers.forPayType(payType).name).toBe('sandbox');
    expect(providers.byName('sandbox')).toBe(providers.sandbox);
    expect(providers.byName('wechatpay')).toBeUndefined();
    expect(providers.byName('alipay')).toBeUndefined();
  });

  it('names each missing variable of a provider configured in part', () => {
    const { WECHATPAY_APIV3_KEY: _key, WECHATPAY_SERIAL: _serial, ...partial } = WECHATPAY;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/WECHATPAY_SERIAL: missing/);
    expect(() => loadConfig(partial)).toThrow(/WECHATPAY_APIV3_KEY: missing/);
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021000000000001' })).toThrow(/ALIPAY_PUBLIC_KEY_FILE: missing/);
  });

  it.each([
    ['PAYMENT_SANDBOX_SECRET', 'short'],
    ['PAYMENT_SANDBOX_SECRET', 'sixteen-chars-ok-but-not-32'],
    ['PAYMENT_SANDBOX_SECRET', 'tallybook-payment-sandbox-development-secret'],
    ['WECHATPAY_APIV3_KEY', 'not-32-characters'],
    ['WECHATPAY_MCHID', 'abc'],
    ['ALIPAY_GATEWAY', 'not a url'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('keeps a configured sandbox secret of 32 characters or more', () => {
    const secret = 'a-sandbox-secret-of-our-own-0123456789';
    expect(loadConfig({ PAYMENT_SANDBOX_SECRET: secret }).payments.sandboxSecret).toBe(secret);
  });

  it('with SANDBOX=false requires a real provider, naming the variables', () => {
    const live = {
      SANDBOX: 'false',
      PUBLIC_URL: 'https://www.example.com',
      BANK_TRANSFER: 'false',
      ...LIVE_PROVIDERS_ENVIRONMENT,
    };
    expect(() => loadConfig(live)).toThrow(/WECHATPAY_\*, ALIPAY_\*: missing/);
    expect(loadConfig({ ...live, ...ALIPAY }).payments).toMatchObject({ sandbox: false });
  });
});

describe('payment providers by pay type', () => {
  it('with SANDBOX off never falls back to the sandbox: a pay type without a provider has none', () => {
    const providers = providersOf({
      SANDBOX: 'false',
      PUBLIC_URL: 'https://www.example.com',
      BANK_TRANSFER: 'false',
      ...LIVE_PROVIDERS_ENVIRONMENT,
      ...WECHATPAY,
    });
    expect(providers.sandboxMounted).toBe(false);
    expect(providers.sandbox).toBeUndefined();
    for (const payType of [1, 26, 30]) expect(providers.forPayType(payType).name).toBe('wechatpay');
    for (const payType of [2, 36, 37]) expect(() => providers.forPayType(payType)).toThrow(PaymentNotConfigured);
    expect(providers.byName('sandbox')).toBeUndefined();
  });

  it('sends WeChat pay types to WeChat Pay and the rest to the sandbox when only WeChat Pay is configured', () => {
    const providers = providersOf(WECHATPAY);
    for (const payType of [1, 26, 30]) expect(providers.forPayType(payType).name).toBe('wechatpay');
    for (const payType of [2, 36, 37]) expect(providers.forPayType(payType).name).toBe('sandbox');
    expect(providers.sandboxMounted).toBe(true);
    expect(providers.byName('wechatpay')?.name).toBe('wechatpay');
  });

  it('sends Alipay pay types to Alipay when only Alipay is configured', () => {
    const providers = providersOf(ALIPAY);
    for (const payType of [2, 36]) expect(providers.forPayType(payType).name).toBe('alipay');
    for (const payType of [1, 26, 30]) expect(providers.forPayType(payType).name).toBe('sandbox');
    expect(providers.sandboxMounted).toBe(true);
  });

  it('unmounts the sandbox when both real providers are configured, and offers no other pay type', () => {
    const providers = providersOf({ ...WECHATPAY, ...ALIPAY });
    expect(providers.sandboxMounted).toBe(false);
    expect(providers.forPayType(1).name).toBe('wechatpay');
    expect(providers.forPayType(2).name).toBe('alipay');
    expect(() => providers.forPayType(37)).toThrow(PaymentNotConfigured);
    expect(providers.byName('sandbox')).toBeUndefined();
    expect(providers.byName('paypal')).toBeUndefined();
  });

  it('names the variable of a key file that cannot be read or holds no key', () => {
    expect(() => providersOf({ ...ALIPAY, ALIPAY_PUBLIC_KEY_FILE: '/keys/missing.pem' })).toThrow(
      /ALIPAY_PUBLIC_KEY_FILE="\/keys\/missing.pem": cannot be read/,
    );
    expect(() => providersOf({ ...WECHATPAY, WECHATPAY_PRIVATE_KEY_FILE: '/keys/garbage.pem' })).toThrow(
      /WECHATPAY_PRIVATE_KEY_FILE=.*holds no readable RSA key/,
    );
  });
});
