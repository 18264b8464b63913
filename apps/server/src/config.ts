import path from 'node:path';
import {
  DEFAULT_PARENT_SHARE_BP,
  DEFAULT_REBATE_PERIOD_DAYS,
  DEFAULT_REFERRAL_TERMS,
  DEFAULT_VAT_RATE_PERCENT,
  DEFAULT_XH_REFERRAL_TERMS,
  PARTNER_LEVEL_REBATE_BP,
  type PartnerLevel,
  RED_PACKET_MAX_FEN,
  type ReferralTerms,
} from '@tallybook/domain';
import { z } from 'zod';
import type { SmsSendingPolicy } from './modules/identity/index.ts';
import { TRACKING_ROWS_PER_ADDRESS } from './modules/tracking/index.ts';
import { type AdPlatformConfig, adPlatformEnvironment, readAdPlatformConfig } from './platform/ad-platforms/index.ts';
import { type CaptchaConfig, captchaEnvironment, readCaptchaConfig } from './platform/captcha/captcha-config.ts';
import { readWechatConfig, type WechatConfig, wechatEnvironment } from './platform/oauth/wechat-config.ts';
import { type PaymentConfig, paymentEnvironment, readPaymentConfig } from './platform/payments/payment-config.ts';
import { type PayoutConfig, payoutEnvironment, readPayoutConfig } from './platform/payouts/payout-config.ts';
import {
  type RedPacketConfig,
  readRedPacketConfig,
  redPacketEnvironment,
} from './platform/payouts/red-packet-config.ts';
import { type PdfPrinterConfig, pdfPrinterEnvironment, readPdfPrinterConfig } from './platform/printing/pdf-printer.ts';
import { readSmsConfig, type SmsConfig, smsEnvironment } from './platform/sms/sms-config.ts';
import { type FileStorageConfig, fileStorageEnvironment, readFileStorageConfig } from './platform/storage/index.ts';

/**
 * Every environment variable the server reads, validated once at start-up.
 * A bad value stops the process with a message that names the variable.
 */
const onOff = (fallback: 'true' | 'false') => z.enum(['true', 'false']).default(fallback);
/** A rate in basis points: 0 to 10,000 (100 %). */
const basisPoints = z.coerce.number().int().min(0).max(10_000);

/** An origin (scheme, host, port): links, payment notifications and OAuth redirects are built on it. */
const publicOrigin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((value) => {
    const url = new URL(value);
    return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username;
  }, 'must be an origin only (scheme, host and port), such as https://www.example.com')
  .transform((value) => new URL(value).origin);

/** One invite programme's terms as settings, each named `${prefix}${name}` (REFERRAL_INVITER_CAP, REFERRAL_XH_INVITER_CAP). */
const referralTermsSettings = (defaults: ReferralTerms) => ({
  PROGRAMME: onOff(defaults.enabled ? 'true' : 'false'),
  REGISTER_AWARD_FEN: z.coerce.number().int().min(0).max(RED_PACKET_MAX_FEN).default(defaults.registerAwardFen),
  FIRST_ORDER_AWARD_FEN: z.coerce.number().int().min(0).max(RED_PACKET_MAX_FEN).default(defaults.firstOrderAwardFen),
  REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(defaults.refundWindowDays),
  INVITER_CAP: z.coerce.number().int().min(0).max(100_000).default(defaults.inviterCap),
  CAP_PERIOD_DAYS: z.coerce.number().int().min(1).max(3_650).default(defaults.capPeriodDays),
  BIND_WINDOW_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(defaults.bindWindowHours),
  INVITEE_COUPON_FEN: z.coerce.number().int().min(0).max(1_000_000).default(defaults.inviteeCoupon.valueFen),
  INVITEE_COUPON_MIN_SPEND_FEN: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .default(defaults.inviteeCoupon.minSpendFen),
  INVITEE_COUPON_DAYS: z.coerce.number().int().min(1).max(3_650).default(defaults.inviteeCoupon.validDays),
});
type ReferralTermsSettings = ReturnType<typeof referralTermsSettings>;
type ReferralTermsValues = { [K in keyof ReferralTermsSettings]: z.output<ReferralTermsSettings[K]> };

function referralTermsEnvironment<P extends string>(prefix: P, defaults: ReferralTerms) {
  return Object.fromEntries(
    Object.entries(referralTermsSettings(defaults)).map(([name, setting]) => [`${prefix}${name}`, setting]),
  ) as { [K in keyof ReferralTermsSettings as `${P}${K}`]: ReferralTermsSettings[K] };
}

function readReferralTerms(values: Record<string, unknown>, prefix: string): ReferralTerms {
  const value = <K extends keyof ReferralTermsValues>(name: K) => values[`${prefix}${name}`] as ReferralTermsValues[K];
  return {
    enabled: value('PROGRAMME') === 'true',
    registerAwardFen: value('REGISTER_AWARD_FEN'),
    firstOrderAwardFen: value('FIRST_ORDER_AWARD_FEN'),
    refundWindowDays: value('REFUND_WINDOW_DAYS'),
    inviterCap: value('INVITER_CAP'),
    capPeriodDays: value('CAP_PERIOD_DAYS'),
    bindWindowHours: value('BIND_WINDOW_HOURS'),
    inviteeCoupon: {
      valueFen: value('INVITEE_COUPON_FEN'),
      minSpendFen: value('INVITEE_COUPON_MIN_SPEND_FEN'),
      validDays: value('INVITEE_COUPON_DAYS'),
    },
  };
}

const environment = z.object({
  SANDBOX: onOff('true'),
  PUBLIC_URL: publicOrigin.optional(),
  BANK_TRANSFER: onOff('true'),
  BANK_TRANSFER_COMPANY: z.string().trim().min(1).max(100).optional(),
  BANK_TRANSFER_BANK: z.string().trim().min(1).max(100).optional(),
  BANK_TRANSFER_ACCOUNT: z
    .string()
    .trim()
    .regex(/^\d[\d ]{5,40}\d$/, 'must be the account number (digits, spaces allowed)')
    .optional(),
  DOWNLOADS_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  DOWNLOADS_DIR: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // tracking log rows one network address may have stored a minute; past it they are dropped (decision 0086)
  TRACKING_ROWS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(TRACKING_ROWS_PER_ADDRESS.hits),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  WEB_BUILD_DIR: z.string().min(1).optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SENTRY_DSN: z.url().optional(),
  ORDER_PAY_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  PAYMENT_PENDING_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  PARTNER_ACTIVATION_PAY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(72),
  MALL_VAT_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(DEFAULT_VAT_RATE_PERCENT),
  // the partner programme's terms (decision 0039): rebate rates in basis points per level, a parent's
  // share of its sub-partners' rebates, and the days a share is held before it can be withdrawn
  PARTNER_REBATE_SILVER_BP: basisPoints.default(PARTNER_LEVEL_REBATE_BP.silver),
  PARTNER_REBATE_GOLD_BP: basisPoints.default(PARTNER_LEVEL_REBATE_BP.gold),
  PARTNER_REBATE_DIAMOND_BP: basisPoints.default(PARTNER_LEVEL_REBATE_BP.diamond),
  PARTNER_PARENT_SHARE_BP: basisPoints.default(DEFAULT_PARENT_SHARE_BP),
  PARTNER_REBATE_PERIOD_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_REBATE_PERIOD_DAYS),
  // the invite programmes' terms (decisions 0044, 0046): awards in fen (each fits one red packet), the
  // refund window that holds them, the cap per inviter and period, the friend's coupon; REFERRAL_* for
  // the main product's programme, REFERRAL_XH_* for the second product's (Tallybook POS)
  ...referralTermsEnvironment('REFERRAL_', DEFAULT_REFERRAL_TERMS),
  ...referralTermsEnvironment('REFERRAL_XH_', DEFAULT_XH_REFERRAL_TERMS),
  ...paymentEnvironment,
  ...payoutEnvironment,
  ...redPacketEnvironment,
  ...adPlatformEnvironment,
  ...smsEnvironment,
  ...wechatEnvironment,
  ...captchaEnvironment,
  ...fileStorageEnvironment,
  ...pdfPrinterEnvironment,
});

/** Our account for bank transfers (对公转账), texted to a customer who pays an order that way. */
export interface BankAccountConfig {
  company: string;
  bank: string;
  account: string;
}

export interface Config {
  /**
   * Whether the sandboxes of outside services are served (SANDBOX): `/sandbox/*` pages, the SMS
   * outbox, and the sandbox payment gateway for pay types without a real provider. Off in production.
   */
  sandbox: boolean;
  /** The site's public origin (PUBLIC_URL); unset only with the sandbox on (then: where it listens). */
  publicUrl: string | undefined;
  /** Our bank account for transfers; null when bank transfer is switched off (BANK_TRANSFER=false). */
  bankAccount: BankAccountConfig | null;
  /** The real SMS provider (SMS_PROVIDER); undefined: the sandbox's outbox (SANDBOX on only). */
  sms: SmsConfig | undefined;
  /** WeChat login and the official account: real apps, sandboxes or switched off. */
  wechat: WechatConfig;
  /** The provider's risk captcha before SMS sends (CAPTCHA_PROVIDER), the puzzles' hourly cap, the fallback's SMS caps. */
  captcha: CaptchaConfig;
  /** Which numbers are texted and how many an hour (SMS_ALLOWED_COUNTRY_CODES, SMS_HOURLY_CAP*). */
  smsPolicy: SmsSendingPolicy;
  /** Where the product's files are kept (FILE_STORAGE: the database by default, a folder, or an S3-compatible bucket). */
  files: FileStorageConfig;
  /** How page-like PDFs (receipts) are printed (PDF_PRINTER, PDF_CHROMIUM_PATH): headless Chromium, or not at all. */
  pdfPrinter: PdfPrinterConfig;
  /** Where client packages are downloaded from (DOWNLOADS_BASE_URL); relative download links resolve against it. */
  downloadsBaseUrl: string | undefined;
  /** Where this server keeps client packages it serves itself (DOWNLOADS_DIR, default <DATA_DIR>/downloads). */
  downloadsDir: string;
  port: number;
  host: string;
  env: 'development' | 'production' | 'test';
  logLevel: string;
  /** Where the embedded database keeps its files, when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  /** Tracking log rows one address may have stored a minute (TRACKING_ROWS_PER_ADDRESS_PER_MINUTE). */
  trackingRowsPerAddressPerMinute: number;
  shutdownTimeoutMs: number;
  /** The web app's build output (`build/client` and `build/server` inside). */
  webBuildDir: string;
  /** The bearer token of the back-office API; without it that API refuses every call. */
  adminToken: string | undefined;
  /** The Sentry-compatible DSN the browser reports errors to (on the www, mwww and omwww hosts). */
  sentryDsn: string | undefined;
  /** The sandbox gateway's secret and the real payment providers that are configured. */
  payments: PaymentConfig;
  /** Who pays withdrawals to bank cards (PAYOUT_PROVIDER): Alipay, the sandbox (SANDBOX on) or nobody. */
  payouts: PayoutConfig;
  /** Who pays inviters' red packets (REDPACK_*): WeChat Pay, the sandbox (SANDBOX on) or nobody. */
  redPackets: RedPacketConfig;
  /** Who receives ad conversions (BAIDU_OCPC_TOKEN): Baidu OCPC, the sandbox (SANDBOX on) or nobody (forwarding off). */
  adPlatform: AdPlatformConfig;
  /** Minutes an unpaid mall order waits for payment before it is cancelled. */
  orderPayTimeoutMinutes: number;
  /** Minutes a payment at a provider may stay pending before the job asks the provider and settles or closes it (decision 0087). */
  paymentPendingWindowMinutes: number;
  /** Hours the customer has to pay an activation's link that a partner sent, before it is cancelled. */
  activationPayHours: number;
  /** The VAT rate (whole percent) mall prices include, stated on fapiao. */
  vatRatePercent: number;
  /** The invite-and-reward programme's terms (REFERRAL_*). */
  referral: ReferralTerms;
  /** The second product's (Tallybook POS, xh) invite programme's terms (REFERRAL_XH_*, decision 0046). */
  referralXh: ReferralTerms;
  /** The partner programme's terms: rebate rates per level, the parent's share, the rebate period. */
  partnerIncome: {
    rebateRatesBp: Readonly<Record<PartnerLevel, number>>;
    parentShareBp: number;
    rebatePeriodDays: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A made-up account that says what it is: the sandbox texts it (to the SMS outbox) so that a demo's
 * bank transfer can be tried, and no one could mistake it for an account to pay into.
 */
export const SANDBOX_BANK_ACCOUNT: BankAccountConfig = {
  company: 'SANDBOX – Tallybook test account, do not pay',
  bank: 'Sandbox Bank',
  account: '0000 0000 0000 000',
};

const BANK_VARIABLES = ['BANK_TRANSFER_COMPANY', 'BANK_TRANSFER_BANK', 'BANK_TRANSFER_ACCOUNT'] as const;

function readBankAccount(
  values: z.output<typeof environment>,
  sandbox: boolean,
  problems: string[],
): BankAccountConfig | null {
  if (values.BANK_TRANSFER === 'false') return null;
  const company = values.BANK_TRANSFER_COMPANY;
  const bank = values.BANK_TRANSFER_BANK;
  const account = values.BANK_TRANSFER_ACCOUNT;
  if (company && bank && account) return { company, bank, account };
  const missing = BANK_VARIABLES.filter((name) => values[name] === undefined);
  if (sandbox && missing.length === BANK_VARIABLES.length) return SANDBOX_BANK_ACCOUNT;
  for (const name of missing) {
    problems.push(
      `${name}: missing (bank transfer is on: set every one of ${BANK_VARIABLES.join(', ')}, or BANK_TRANSFER=false)`,
    );
  }
  return null;
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const sandbox = values.SANDBOX === 'true';
  const { payments, problems } = readPaymentConfig(values, sandbox);
  const { payouts, problems: payoutProblems } = readPayoutConfig(values, { sandbox, paymentAlipay: payments.alipay });
  problems.push(...payoutProblems);
  const { redPackets, problems: redPacketProblems } = readRedPacketConfig(values, { sandbox });
  problems.push(...redPacketProblems);
  const { adPlatform, problems: adPlatformProblems } = readAdPlatformConfig(values, { sandbox });
  problems.push(...adPlatformProblems);
  const bankAccount = readBankAccount(values, sandbox, problems);
  const { sms, problems: smsProblems } = readSmsConfig(values, { sandbox, bankTransfer: bankAccount !== null });
  problems.push(...smsProblems);
  const { wechat, problems: wechatProblems } = readWechatConfig(values, sandbox);
  problems.push(...wechatProblems);
  // SMS is on wherever codes can be sent: the sandbox's outbox or a real provider
  const { captcha, problems: captchaProblems } = readCaptchaConfig(values, { sandbox, smsOn: true });
  problems.push(...captchaProblems);
  const { files, problems: fileProblems } = readFileStorageConfig(values, values.DATA_DIR);
  problems.push(...fileProblems);
  const { pdfPrinter, problems: printerProblems } = readPdfPrinterConfig(values);
  problems.push(...printerProblems);
  if (!sandbox && !values.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: missing (with SANDBOX=false the site’s public origin is required, e.g. https://www.example.com)',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    sandbox,
    publicUrl: values.PUBLIC_URL,
    bankAccount,
    sms,
    wechat,
    captcha,
    smsPolicy: {
      allowedCountryCodes: values.SMS_ALLOWED_COUNTRY_CODES,
      hourlyCap: values.SMS_HOURLY_CAP,
      hourlyCapPerBlock: values.SMS_HOURLY_CAP_PER_BLOCK,
      dailyCapPerIp: values.SMS_DAILY_CAP_PER_IP,
      accountLookupsPerIpPerHour: values.ACCOUNT_LOOKUPS_PER_IP_PER_HOUR,
    },
    files,
    pdfPrinter,
    downloadsBaseUrl: values.DOWNLOADS_BASE_URL,
    downloadsDir: path.resolve(values.DOWNLOADS_DIR ?? path.join(values.DATA_DIR, 'downloads')),
    port: values.PORT,
    host: values.HOST,
    env: values.NODE_ENV,
    logLevel: values.LOG_LEVEL,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    seedDemo: values.SEED_DEMO === 'true',
    trustProxy: values.TRUST_PROXY === 'true',
    trackingRowsPerAddressPerMinute: values.TRACKING_ROWS_PER_ADDRESS_PER_MINUTE,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    webBuildDir: path.resolve(values.WEB_BUILD_DIR ?? path.join(repositoryRoot, 'apps/web/build')),
    adminToken: values.ADMIN_TOKEN,
    sentryDsn: values.SENTRY_DSN,
    payments,
    payouts,
    redPackets,
    adPlatform,
    orderPayTimeoutMinutes: values.ORDER_PAY_TIMEOUT_MINUTES,
    paymentPendingWindowMinutes: values.PAYMENT_PENDING_WINDOW_MINUTES,
    activationPayHours: values.PARTNER_ACTIVATION_PAY_HOURS,
    vatRatePercent: values.MALL_VAT_RATE_PERCENT,
    referral: readReferralTerms(values, 'REFERRAL_'),
    referralXh: readReferralTerms(values, 'REFERRAL_XH_'),
    partnerIncome: {
      rebateRatesBp: {
        silver: values.PARTNER_REBATE_SILVER_BP,
        gold: values.PARTNER_REBATE_GOLD_BP,
        diamond: values.PARTNER_REBATE_DIAMOND_BP,
      },
      parentShareBp: values.PARTNER_PARENT_SHARE_BP,
      rebatePeriodDays: values.PARTNER_REBATE_PERIOD_DAYS,
    },
  };
}
