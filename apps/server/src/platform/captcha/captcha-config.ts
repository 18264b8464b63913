import { CAPTCHA_HOURLY_CAP_PER_IP } from '@tallybook/domain';
import { z } from 'zod';
import type { RiskCaptcha } from './risk-captcha.ts';
import { createTencentCaptcha, TENCENT_CAPTCHA_ENDPOINT } from './tencent-captcha.ts';

/** The captcha variables, merged into the server's environment schema (config.ts). */
export const captchaEnvironment = {
  CAPTCHA_PROVIDER: z.enum(['tencent']).optional(),
  TENCENT_CAPTCHA_SECRET_ID: z.string().trim().min(1).optional(),
  TENCENT_CAPTCHA_SECRET_KEY: z.string().trim().min(1).optional(),
  TENCENT_CAPTCHA_APP_ID: z.string().regex(/^\d+$/, 'must be the captcha’s CaptchaAppId (digits)').optional(),
  TENCENT_CAPTCHA_APP_SECRET_KEY: z.string().trim().min(1).optional(),
  TENCENT_CAPTCHA_ENDPOINT: z.url({ protocol: /^https?$/ }).default(TENCENT_CAPTCHA_ENDPOINT),
  /** Puzzles and graphic captchas one address may ask for in an hour (the journeys raise it: one address). */
  CAPTCHA_HOURLY_CAP_PER_IP: z.coerce.number().int().min(1).default(CAPTCHA_HOURLY_CAP_PER_IP),
  /** While the provider cannot be reached: codes the whole site sends in an hour after the puzzle. */
  CAPTCHA_FALLBACK_SMS_HOURLY_CAP: z.coerce.number().int().min(1).default(100),
  /** While the provider cannot be reached: codes one address may ask for in a day after the puzzle. */
  CAPTCHA_FALLBACK_SMS_DAILY_CAP_PER_IP: z.coerce.number().int().min(1).default(5),
};

type CaptchaVariables = z.output<z.ZodObject<typeof captchaEnvironment>>;

export interface TencentCaptchaConfig {
  provider: 'tencent';
  secretId: string;
  secretKey: string;
  captchaAppId: string;
  appSecretKey: string;
  endpoint: string;
}

/** The SMS sends' tighter caps while the provider cannot be reached and the puzzle stands in. */
export interface CaptchaFallbackCaps {
  smsHourlyCap: number;
  smsDailyCapPerIp: number;
}

export interface CaptchaConfig {
  /** The provider's risk captcha (CAPTCHA_PROVIDER); undefined: our slide puzzle (SANDBOX on only). */
  provider: TencentCaptchaConfig | undefined;
  hourlyCapPerIp: number;
  fallback: CaptchaFallbackCaps;
}

const TENCENT_VARIABLES = [
  'TENCENT_CAPTCHA_SECRET_ID',
  'TENCENT_CAPTCHA_SECRET_KEY',
  'TENCENT_CAPTCHA_APP_ID',
  'TENCENT_CAPTCHA_APP_SECRET_KEY',
] as const;

/**
 * The captcha's configuration and the problems that stop the server. With SANDBOX=false and SMS on,
 * the puzzle alone is not a defence (a script passes it): the provider is required.
 */
export function readCaptchaConfig(
  values: CaptchaVariables,
  context: { sandbox: boolean; smsOn: boolean },
): { captcha: CaptchaConfig; problems: string[] } {
  const base = {
    hourlyCapPerIp: values.CAPTCHA_HOURLY_CAP_PER_IP,
    fallback: {
      smsHourlyCap: values.CAPTCHA_FALLBACK_SMS_HOURLY_CAP,
      smsDailyCapPerIp: values.CAPTCHA_FALLBACK_SMS_DAILY_CAP_PER_IP,
    },
  };
  if (!values.CAPTCHA_PROVIDER) {
    const problems =
      !context.sandbox && context.smsOn
        ? [
            'CAPTCHA_PROVIDER: missing (with SANDBOX=false and SMS on, a provider’s captcha guards every SMS send: tencent)',
          ]
        : [];
    return { captcha: { ...base, provider: undefined }, problems };
  }
  const problems = TENCENT_VARIABLES.filter((name) => values[name] === undefined).map(
    (name) => `${name}: missing (CAPTCHA_PROVIDER=tencent needs it)`,
  );
  if (problems.length > 0) return { captcha: { ...base, provider: undefined }, problems };
  return {
    captcha: {
      ...base,
      provider: {
        provider: 'tencent',
        secretId: values.TENCENT_CAPTCHA_SECRET_ID as string,
        secretKey: values.TENCENT_CAPTCHA_SECRET_KEY as string,
        captchaAppId: values.TENCENT_CAPTCHA_APP_ID as string,
        appSecretKey: values.TENCENT_CAPTCHA_APP_SECRET_KEY as string,
        endpoint: values.TENCENT_CAPTCHA_ENDPOINT,
      },
    },
    problems: [],
  };
}

/** The configured provider's adapter. */
export function riskCaptchaFromConfig(config: TencentCaptchaConfig, deps: { fetch?: typeof fetch } = {}): RiskCaptcha {
  return createTencentCaptcha({ ...config, ...deps });
}
