import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIVE_PROVIDERS_ENVIRONMENT } from '../../../test/live-environment.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Database } from '../db/database.ts';
import { selfSignedCertificate } from '../payments/certificate-test-kit.ts';
import { PayoutsNotConfigured, requirePayoutProvider } from './payout-provider.ts';
import { payoutProviderFromConfig } from './payout-providers.ts';

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipaySide = generateKeyPairSync('rsa', { modulusLength: 2048 });
const FILES: Record<string, string> = {
  '/keys/alipay-app.pem': app.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  '/keys/alipay-public.pem': alipaySide.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  '/keys/app-cert.crt': selfSignedCertificate(app.publicKey, app.privateKey, 'Tallybook App'),
  '/keys/root-cert.crt': selfSignedCertificate(alipaySide.publicKey, alipaySide.privateKey, 'Root R1'),
  '/keys/garbage.pem': 'not a key',
};
const readFile = (path: string) => {
  const text = FILES[path];
  if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
  return text;
};

/** Choosing a provider sends no query: a database that answers none proves it. */
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('no query was expected');
  },
});

const ALIPAY = {
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY_FILE: '/keys/alipay-app.pem',
  ALIPAY_PUBLIC_KEY_FILE: '/keys/alipay-public.pem',
};
const LIVE = {
  SANDBOX: 'false',
  PUBLIC_URL: 'https://www.tallybook.example',
  BANK_TRANSFER: 'false',
  ...LIVE_PROVIDERS_ENVIRONMENT,
  ...ALIPAY,
};

const providerOf = (env: Record<string, string>) =>
  payoutProviderFromConfig(loadConfig({ NODE_ENV: 'test', ...env }).payouts, noDatabase, { readFile });

describe('the payout provider of a configuration', () => {
  it('is the sandbox while SANDBOX is on and no provider is configured', () => {
    expect(providerOf({})?.name).toBe('sandbox');
    expect(providerOf(ALIPAY)?.name).toBe('sandbox');
  });

  it('is nobody with SANDBOX off and no provider, never the sandbox: a payout is refused', () => {
    const provider = providerOf(LIVE);
    expect(provider).toBeUndefined();
    expect(() => requirePayoutProvider(provider)).toThrow(PayoutsNotConfigured);
    expect(() => requirePayoutProvider(provider)).toThrow(/payouts are off/);
  });

  it('is Alipay when PAYOUT_PROVIDER says so, with the sandbox on as well as off', () => {
    expect(providerOf({ ...LIVE, PAYOUT_PROVIDER: 'alipay' })?.name).toBe('alipay');
    expect(providerOf({ ...ALIPAY, PAYOUT_PROVIDER: 'alipay' })?.name).toBe('alipay');
    const sandbox = providerOf({});
    expect(requirePayoutProvider(sandbox)).toBe(sandbox);
  });

  it('reads the certificates of certificate mode', () => {
    const provider = providerOf({
      ...LIVE,
      PAYOUT_PROVIDER: 'alipay',
      PAYOUT_ALIPAY_APP_CERT_FILE: '/keys/app-cert.crt',
      PAYOUT_ALIPAY_ROOT_CERT_FILE: '/keys/root-cert.crt',
    });
    expect(provider?.name).toBe('alipay');
  });

  it('names the variable of a key or certificate file that cannot be read or holds nothing usable', () => {
    const live = { ...LIVE, PAYOUT_PROVIDER: 'alipay' };
    expect(() => providerOf({ ...live, ALIPAY_PUBLIC_KEY_FILE: '/keys/missing.pem' })).toThrow(ConfigError);
    expect(() => providerOf({ ...live, ALIPAY_PUBLIC_KEY_FILE: '/keys/missing.pem' })).toThrow(
      /ALIPAY_PUBLIC_KEY_FILE="\/keys\/missing.pem": cannot be read/,
    );
    const own = {
      PAYOUT_ALIPAY_APP_ID: '2021000000000002',
      PAYOUT_ALIPAY_PRIVATE_KEY_FILE: '/keys/garbage.pem',
      PAYOUT_ALIPAY_PUBLIC_KEY_FILE: '/keys/alipay-public.pem',
    };
    expect(() => providerOf({ ...live, ...own })).toThrow(/PAYOUT_ALIPAY_PRIVATE_KEY_FILE=.*holds no readable RSA key/);
    expect(() =>
      providerOf({
        ...live,
        PAYOUT_ALIPAY_APP_CERT_FILE: '/keys/app-cert.crt',
        PAYOUT_ALIPAY_ROOT_CERT_FILE: '/keys/garbage.pem',
      }),
    ).toThrow(/PAYOUT_ALIPAY_ROOT_CERT_FILE=.*holds no RSA root certificate/);
  });
});
