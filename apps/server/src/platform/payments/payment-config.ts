import { z } from 'zod';
import { ALIPAY_GATEWAY } from './alipay.ts';

/**
 * The sandbox's secret when PAYMENT_SANDBOX_SECRET is not set: public, so only for development and
 * for a demo without real providers (where the sandbox's Pay button is free anyway).
 */
export const SANDBOX_DEVELOPMENT_SECRET = 'tallybook-payment-sandbox-development-secret';

/** The payment variables, merged into the server's environment schema (config.ts). */
export const paymentEnvironment = {
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  WECHATPAY_MCHID: z.string().regex(/^\d+$/, 'must be the merchant number (digits)').optional(),
  WECHATPAY_APPID: z.string().min(1).optional(),
  WECHATPAY_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]+$/, "must be the merchant certificate's serial (hex)")
    .optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_CERT_FILE: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_SERIAL: z.string().min(1).optional(),
  WECHATPAY_APIV3_KEY: z.string().length(32, 'must be 32 characters').optional(),
  ALIPAY_APP_ID: z.string().regex(/^\d+$/, 'must be the application id (digits)').optional(),
  ALIPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  ALIPAY_GATEWAY: z.url().default(ALIPAY_GATEWAY),
};

type PaymentVariables = z.output<z.ZodObject<typeof paymentEnvironment>>;

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  merchantSerial: string;
  privateKeyFile: string;
  platformCertFile: string;
  platformSerial: string;
  apiV3Key: string;
}

export interface AlipayConfig {
  appId: string;
  privateKeyFile: string;
  publicKeyFile: string;
  gateway: string;
}

export interface PaymentConfig {
  /** Signs the sandbox gateway's pay-page tokens and notifications. */
  sandboxSecret: string;
  /** Set when every WECHATPAY_* variable is; otherwise WeChat pay types go to the sandbox. */
  wechatPay: WechatPayConfig | undefined;
  /** Set when every ALIPAY_* variable is; otherwise Alipay pay types go to the sandbox. */
  alipay: AlipayConfig | undefined;
}

const WECHATPAY_VARIABLES = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_PLATFORM_CERT_FILE',
  'WECHATPAY_PLATFORM_SERIAL',
  'WECHATPAY_APIV3_KEY',
] as const;
const ALIPAY_VARIABLES = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'] as const;

/** A provider configured in part is a mistake: each missing variable is named. */
function missingOf(values: PaymentVariables, names: readonly (keyof PaymentVariables)[], provider: string): string[] {
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length === 0 || missing.length === names.length) return [];
  return missing.map(
    (name) => `${name}: missing (${provider} is configured in part: set every one of ${names.join(', ')}, or none)`,
  );
}

/** The payment configuration, and the problems that stop the server (each a line naming its variable). */
export function readPaymentConfig(
  values: PaymentVariables,
  nodeEnv: 'development' | 'production' | 'test',
): { payments: PaymentConfig; problems: string[] } {
  const problems = [
    ...missingOf(values, WECHATPAY_VARIABLES, 'WeChat Pay'),
    ...missingOf(values, ALIPAY_VARIABLES, 'Alipay'),
  ];
  const wechatPay: WechatPayConfig | undefined =
    values.WECHATPAY_MCHID &&
    values.WECHATPAY_APPID &&
    values.WECHATPAY_SERIAL &&
    values.WECHATPAY_PRIVATE_KEY_FILE &&
    values.WECHATPAY_PLATFORM_CERT_FILE &&
    values.WECHATPAY_PLATFORM_SERIAL &&
    values.WECHATPAY_APIV3_KEY
      ? {
          mchId: values.WECHATPAY_MCHID,
          appId: values.WECHATPAY_APPID,
          merchantSerial: values.WECHATPAY_SERIAL,
          privateKeyFile: values.WECHATPAY_PRIVATE_KEY_FILE,
          platformCertFile: values.WECHATPAY_PLATFORM_CERT_FILE,
          platformSerial: values.WECHATPAY_PLATFORM_SERIAL,
          apiV3Key: values.WECHATPAY_APIV3_KEY,
        }
      : undefined;
  const alipay: AlipayConfig | undefined =
    values.ALIPAY_APP_ID && values.ALIPAY_PRIVATE_KEY_FILE && values.ALIPAY_PUBLIC_KEY_FILE
      ? {
          appId: values.ALIPAY_APP_ID,
          privateKeyFile: values.ALIPAY_PRIVATE_KEY_FILE,
          publicKeyFile: values.ALIPAY_PUBLIC_KEY_FILE,
          gateway: values.ALIPAY_GATEWAY,
        }
      : undefined;
  // With real money in play the sandbox (still serving the other pay types) must not sign with a public secret.
  if (nodeEnv === 'production' && (wechatPay || alipay) && !values.PAYMENT_SANDBOX_SECRET) {
    problems.push(
      'PAYMENT_SANDBOX_SECRET: missing (required in production once a real payment provider is configured)',
    );
  }
  return {
    payments: { sandboxSecret: values.PAYMENT_SANDBOX_SECRET ?? SANDBOX_DEVELOPMENT_SECRET, wechatPay, alipay },
    problems,
  };
}
