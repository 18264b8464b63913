import { type KeyObject, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError } from '../../config.ts';
import type { Database } from '../db/database.ts';
import { type Alipay, createAlipay } from './alipay.ts';
import { privateKeyFrom, publicKeyFrom } from './keys.ts';
import type { PaymentConfig } from './payment-config.ts';
import { PaymentNotConfigured, type PaymentProvider, type PaymentProviders } from './payment-provider.ts';
import { createSandboxGateway, type SandboxGateway, type SandboxGatewayOptions } from './sandbox-gateway.ts';
import { databaseRefundBook } from './sandbox-refunds.ts';
import { databaseTradeBook } from './sandbox-trades.ts';
import { createWechatPay, type WechatPay } from './wechat-pay-v3.ts';

/** spec §4: WeChat Pay on the web (1, Native QR), in WeChat's browser (26, JSAPI) and in the apps (30, APP). */
export const WECHATPAY_PAY_TYPES: readonly number[] = [1, 26, 30];
/** spec §4: Alipay on the web (2, page pay) and in the apps (36). */
export const ALIPAY_PAY_TYPES: readonly number[] = [2, 36];

export interface PaymentProviderDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  /** Reads a key file (tests pass keys from memory). */
  readFile?: (path: string) => string;
  /** Tuning of the sandbox gateway (retry waits, token lifetime, undelivered notifications). */
  sandbox?: Omit<SandboxGatewayOptions, 'secret' | 'fetch' | 'now' | 'refundBook' | 'tradeBook'>;
  /** The database the sandbox keeps its refunds in, across restarts; without it, in memory (tests). */
  db?: Database;
}

export interface ConfiguredPaymentProviders extends PaymentProviders {
  /** The sandbox gateway, for `sandboxGatewayRoutes`: present only when `sandboxMounted`. */
  sandbox: SandboxGateway | undefined;
}

/**
 * A configured file's content read by `read`, or a ConfigError naming the variable that named the
 * file: it cannot be read, or `read` refuses it (`unreadable`, else `read`'s own message).
 */
export function fromConfigFile<T>(
  variable: string,
  path: string,
  readFile: (path: string) => string,
  read: (text: string) => T,
  unreadable?: string,
): T {
  let text: string;
  try {
    text = readFile(path);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${variable}=${JSON.stringify(path)}: cannot be read (${(error as Error).message})`,
    );
  }
  try {
    return read(text);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${variable}=${JSON.stringify(path)}: ${unreadable ?? (error as Error).message}`,
    );
  }
}

const keyFromFile = <T extends KeyObject>(
  variable: string,
  path: string,
  readFile: (path: string) => string,
  read: (text: string) => T,
): T => fromConfigFile(variable, path, readFile, read, 'holds no readable RSA key');

/**
 * The provider of every pay type (decisions 0012, 0013): WeChat Pay and Alipay where fully
 * configured; with SANDBOX on, the sandbox gateway for the pay types neither takes. With SANDBOX off
 * such a pay type has no provider and is refused (PaymentNotConfigured), never sent to the sandbox.
 * A sandbox without a configured secret signs with a random one of this process.
 */
export function paymentProvidersFromConfig(
  config: PaymentConfig,
  deps: PaymentProviderDeps = {},
): ConfiguredPaymentProviders {
  const readFile = deps.readFile ?? ((path: string) => readFileSync(path, 'utf8'));
  const wechatPay: WechatPay | undefined = config.wechatPay
    ? createWechatPay({
        mchId: config.wechatPay.mchId,
        appId: config.wechatPay.appId,
        merchantSerial: config.wechatPay.merchantSerial,
        merchantPrivateKey: keyFromFile(
          'WECHATPAY_PRIVATE_KEY_FILE',
          config.wechatPay.privateKeyFile,
          readFile,
          privateKeyFrom,
        ),
        platformPublicKey: keyFromFile(
          'WECHATPAY_PLATFORM_CERT_FILE',
          config.wechatPay.platformCertFile,
          readFile,
          publicKeyFrom,
        ),
        platformSerial: config.wechatPay.platformSerial,
        apiV3Key: config.wechatPay.apiV3Key,
        fetch: deps.fetch,
        now: deps.now,
      })
    : undefined;
  const alipay: Alipay | undefined = config.alipay
    ? createAlipay({
        appId: config.alipay.appId,
        privateKey: keyFromFile('ALIPAY_PRIVATE_KEY_FILE', config.alipay.privateKeyFile, readFile, privateKeyFrom),
        alipayPublicKey: keyFromFile('ALIPAY_PUBLIC_KEY_FILE', config.alipay.publicKeyFile, readFile, publicKeyFrom),
        gateway: config.alipay.gateway,
        now: deps.now,
        fetch: deps.fetch,
      })
    : undefined;
  // With both real providers there is no sandbox at all: a pay type of neither is not offered.
  const sandbox: SandboxGateway | undefined =
    config.sandbox && (!wechatPay || !alipay)
      ? createSandboxGateway({
          ...deps.sandbox,
          ...(deps.db ? { refundBook: databaseRefundBook(deps.db), tradeBook: databaseTradeBook(deps.db) } : {}),
          secret: config.sandboxSecret ?? randomBytes(32).toString('base64url'),
          fetch: deps.fetch,
          now: deps.now,
        })
      : undefined;

  const providerOf = (payType: number): PaymentProvider | undefined => {
    if (wechatPay && WECHATPAY_PAY_TYPES.includes(payType)) return wechatPay;
    if (alipay && ALIPAY_PAY_TYPES.includes(payType)) return alipay;
    return sandbox;
  };

  return {
    sandbox,
    sandboxMounted: sandbox !== undefined,
    offers: (payType) => providerOf(payType) !== undefined,
    forPayType(payType) {
      const provider = providerOf(payType);
      if (!provider) throw new PaymentNotConfigured(payType);
      return provider;
    },
    byName(name) {
      if (name === 'wechatpay') return wechatPay;
      if (name === 'alipay') return alipay;
      if (name === 'sandbox') return sandbox;
      return undefined;
    },
  };
}
