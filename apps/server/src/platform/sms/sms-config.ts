import { ACCOUNT_LOOKUPS_PER_IP_PER_HOUR, SMS_DAILY_CAP_PER_IP } from '@tallybook/domain';
import { z } from 'zod';
import { ALIYUN_SMS_ENDPOINT, createAliyunSms } from './aliyun-sms.ts';
import type { SmsProvider, SmsTemplate } from './sms-provider.ts';
import { createTencentSms, TENCENT_SMS_ENDPOINT } from './tencent-sms.ts';

/** The SMS variables, merged into the server's environment schema (config.ts). */
export const smsEnvironment = {
  SMS_PROVIDER: z.enum(['aliyun', 'tencent']).optional(),
  SMS_SIGN_NAME: z.string().trim().min(1).max(40).optional(),
  SMS_TEMPLATE_VERIFICATION: z.string().trim().min(1).max(64).optional(),
  SMS_TEMPLATE_BANK_TRANSFER: z.string().trim().min(1).max(64).optional(),
  SMS_TEMPLATE_PARTNER_APPROVED: z.string().trim().min(1).max(64).optional(),
  SMS_TEMPLATE_PARTNER_REJECTED: z.string().trim().min(1).max(64).optional(),
  SMS_TEMPLATE_PAYMENT_REFUNDED: z.string().trim().min(1).max(64).optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().trim().min(1).optional(),
  ALIYUN_SMS_ENDPOINT: z.url({ protocol: /^https?$/ }).default(ALIYUN_SMS_ENDPOINT),
  TENCENT_SMS_SECRET_ID: z.string().trim().min(1).optional(),
  TENCENT_SMS_SECRET_KEY: z.string().trim().min(1).optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().regex(/^\d+$/, 'must be the SMS application’s SdkAppId (digits)').optional(),
  TENCENT_SMS_REGION: z
    .string()
    .regex(/^[a-z]+-[a-z]+$/, 'must be a region such as ap-guangzhou')
    .default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.url({ protocol: /^https?$/ }).default(TENCENT_SMS_ENDPOINT),
  SMS_ALLOWED_COUNTRY_CODES: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, 'must be country calling codes separated by commas, such as 86,852')
    .default('86')
    .transform((codes) => codes.split(',')),
  SMS_HOURLY_CAP: z.coerce.number().int().min(1).default(1000),
  SMS_HOURLY_CAP_PER_BLOCK: z.coerce.number().int().min(1).default(20),
  SMS_DAILY_CAP_PER_IP: z.coerce.number().int().min(1).default(SMS_DAILY_CAP_PER_IP),
  ACCOUNT_LOOKUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(ACCOUNT_LOOKUPS_PER_IP_PER_HOUR),
};

type SmsVariables = z.output<z.ZodObject<typeof smsEnvironment>>;

export type SmsConfig =
  | { provider: 'aliyun'; accessKeyId: string; accessKeySecret: string; endpoint: string; common: SmsCommon }
  | {
      provider: 'tencent';
      secretId: string;
      secretKey: string;
      sdkAppId: string;
      region: string;
      endpoint: string;
      common: SmsCommon;
    };

interface SmsCommon {
  signName: string;
  templates: Record<SmsTemplate, string>;
}

const PROVIDER_VARIABLES = {
  aliyun: ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET'],
  tencent: ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID'],
} as const;

/**
 * The real SMS provider's configuration (undefined: the sandbox's outbox, only while SANDBOX is on),
 * and the problems that stop the server, each naming its variable. Bank transfer needs a template
 * of its own only while it is on.
 */
export function readSmsConfig(
  values: SmsVariables,
  context: { sandbox: boolean; bankTransfer: boolean },
): { sms: SmsConfig | undefined; problems: string[] } {
  const provider = values.SMS_PROVIDER;
  if (!provider) {
    return {
      sms: undefined,
      problems: context.sandbox
        ? []
        : ['SMS_PROVIDER: missing (with SANDBOX=false a real SMS provider is required: aliyun or tencent)'],
    };
  }
  const required: (keyof SmsVariables)[] = [
    ...PROVIDER_VARIABLES[provider],
    'SMS_SIGN_NAME',
    'SMS_TEMPLATE_VERIFICATION',
    'SMS_TEMPLATE_PARTNER_APPROVED',
    'SMS_TEMPLATE_PARTNER_REJECTED',
    'SMS_TEMPLATE_PAYMENT_REFUNDED',
    ...(context.bankTransfer ? (['SMS_TEMPLATE_BANK_TRANSFER'] as const) : []),
  ];
  const problems = required
    .filter((name) => values[name] === undefined)
    .map((name) => `${name}: missing (SMS_PROVIDER=${provider} needs it)`);
  if (problems.length > 0) return { sms: undefined, problems };
  const common: SmsCommon = {
    signName: values.SMS_SIGN_NAME as string,
    templates: {
      verification: values.SMS_TEMPLATE_VERIFICATION as string,
      bankTransfer: values.SMS_TEMPLATE_BANK_TRANSFER ?? '',
      partnerApproved: values.SMS_TEMPLATE_PARTNER_APPROVED as string,
      partnerRejected: values.SMS_TEMPLATE_PARTNER_REJECTED as string,
      paymentRefunded: values.SMS_TEMPLATE_PAYMENT_REFUNDED as string,
    },
  };
  const sms: SmsConfig =
    provider === 'aliyun'
      ? {
          provider,
          accessKeyId: values.ALIYUN_SMS_ACCESS_KEY_ID as string,
          accessKeySecret: values.ALIYUN_SMS_ACCESS_KEY_SECRET as string,
          endpoint: values.ALIYUN_SMS_ENDPOINT,
          common,
        }
      : {
          provider,
          secretId: values.TENCENT_SMS_SECRET_ID as string,
          secretKey: values.TENCENT_SMS_SECRET_KEY as string,
          sdkAppId: values.TENCENT_SMS_SDK_APP_ID as string,
          region: values.TENCENT_SMS_REGION,
          endpoint: values.TENCENT_SMS_ENDPOINT,
          common,
        };
  return { sms, problems: [] };
}

/** The configured real SMS provider. */
export function smsProviderFromConfig(config: SmsConfig, deps: { fetch?: typeof fetch } = {}): SmsProvider {
  if (config.provider === 'aliyun') {
    return createAliyunSms({
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      endpoint: config.endpoint,
      ...config.common,
      ...deps,
    });
  }
  return createTencentSms({
    secretId: config.secretId,
    secretKey: config.secretKey,
    sdkAppId: config.sdkAppId,
    region: config.region,
    endpoint: config.endpoint,
    ...config.common,
    ...deps,
  });
}
