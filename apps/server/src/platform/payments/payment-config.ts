import { z } from 'zod';
import { ALIPAY_GATEWAY } from './alipay.ts';

/**
 * The public development secret earlier versions fell back to: anyone could sign a notification with
 * it, so it is refused as a configured secret (issue 10).
 */
const PUBLISHED_SECRET = 'tallybook-payment-sandbox-development-secret';

/** A secret that signs payment notifications must not be guessable: 32 characters at least. */
export const MIN_PAYMENT_SECRET_LENGTH = 32;

/** The payment variables, merged into the server's environment schema (config.ts). */
export const paymentEnvironment = {
  PAYMENT_SANDBOX_SECRET: z
    .string()
    .min(MIN_PAYMENT_SECRET_LENGTH, `must be at least ${MIN_PAYMENT_SECRET_LENGTH} characters`)
    .refine((secret) => secret !== PUBLISHED_SECRET, 'is a published secret: choose your own')
    .optional(),
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
  /**
   * Whether the sandbox gateway serves the pay types no real provider takes (SANDBOX). Off, such a
   * pay type is refused and nothing falls back to the sandbox.
   */
  sandbox: boolean;
  /**
   * Signs the sandbox gateway's pay-page tokens and notifications (PAYMENT_SANDBOX_SECRET). Unset,
   * the server uses a random secret of its database's own (`sandboxSecretOf`), never a public one.
   */
  sandboxSecret: string | undefined;
  /** Set when every WECHATPAY_* variable is; otherwise WeChat's pay types have no real provider. */
  wechatPay: WechatPayConfig | undefined;
  /** Set when every ALIPAY_* variable is; otherwise Alipay's pay types have no real provider. */
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
  sandbox: boolean,
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
  // Without the sandbox a merchant could pay with nothing at all: a live server needs a real provider.
  if (!sandbox && !wechatPay && !alipay) {
    problems.push(
      `WECHATPAY_*, ALIPAY_*: missing (with SANDBOX=false a real payment provider is required: set every one of ${WECHATPAY_VARIABLES.join(', ')}, or of ${ALIPAY_VARIABLES.join(', ')})`,
    );
  }
  return {
    payments: { sandbox, sandboxSecret: values.PAYMENT_SANDBOX_SECRET, wechatPay, alipay },
    problems,
  };
}
