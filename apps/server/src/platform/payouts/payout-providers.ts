import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.ts';
import { privateKeyFrom, publicKeyFrom } from '../payments/keys.ts';
import { fromConfigFile } from '../payments/payment-providers.ts';
import { alipayAppCertSn, alipayRootCertSn } from './alipay-certificate-serials.ts';
import { createAlipayPayouts } from './alipay-payouts.ts';
import type { AlipayPayoutConfig, PayoutConfig } from './payout-config.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createSandboxPayouts } from './sandbox-payouts.ts';

export interface PayoutProviderDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  /** Reads a key or certificate file (tests pass them from memory). */
  readFile?: (path: string) => string;
}

function alipayPayoutsFrom(config: AlipayPayoutConfig, deps: PayoutProviderDeps): PayoutProvider {
  const readFile = deps.readFile ?? ((path: string) => readFileSync(path, 'utf8'));
  const readKey =
    <T>(read: (text: string) => T) =>
    (text: string): T => {
      try {
        return read(text);
      } catch {
        throw new Error('holds no readable RSA key');
      }
    };
  const { certificates } = config;
  return createAlipayPayouts({
    appId: config.appId,
    privateKey: fromConfigFile(
      `${config.variables}_PRIVATE_KEY_FILE`,
      config.privateKeyFile,
      readFile,
      readKey(privateKeyFrom),
    ),
    alipayPublicKey: fromConfigFile(
      `${config.variables}_PUBLIC_KEY_FILE`,
      config.publicKeyFile,
      readFile,
      readKey(publicKeyFrom),
    ),
    gateway: config.gateway,
    certificateSerials: certificates
      ? {
          appCertSn: fromConfigFile('PAYOUT_ALIPAY_APP_CERT_FILE', certificates.appCertFile, readFile, alipayAppCertSn),
          alipayRootCertSn: fromConfigFile(
            'PAYOUT_ALIPAY_ROOT_CERT_FILE',
            certificates.rootCertFile,
            readFile,
            alipayRootCertSn,
          ),
        }
      : undefined,
    fetch: deps.fetch,
    now: deps.now,
  });
}

/**
 * The payout provider (decisions 0011 and 0013, as for payments and SMS): Alipay when PAYOUT_PROVIDER
 * says so; otherwise the sandbox with SANDBOX on, and nobody with SANDBOX off. Undefined means payouts
 * are off: a withdrawal is refused with PayoutsNotConfigured (`requirePayoutProvider`), never sent to
 * the sandbox.
 */
export function payoutProviderFromConfig(
  config: PayoutConfig,
  db: Database,
  deps: PayoutProviderDeps = {},
): PayoutProvider | undefined {
  switch (config.provider) {
    case 'alipay':
      return alipayPayoutsFrom(config.alipay, deps);
    case 'sandbox':
      return createSandboxPayouts(db, { completionDelayMs: config.completionDelayMs, now: deps.now });
    case 'off':
      return undefined;
  }
}
