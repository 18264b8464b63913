import path from 'node:path';
import { DEFAULT_VAT_RATE_PERCENT } from '@tallybook/domain';
import { z } from 'zod';
import { type PaymentConfig, paymentEnvironment, readPaymentConfig } from './platform/payments/payment-config.ts';

/**
 * Every environment variable the server reads, validated once at start-up.
 * A bad value stops the process with a message that names the variable.
 */
const environment = z.object({
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
  MALL_VAT_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(DEFAULT_VAT_RATE_PERCENT),
  ...paymentEnvironment,
});

export interface Config {
  port: number;
  host: string;
  env: 'development' | 'production' | 'test';
  logLevel: string;
  /** Where the embedded database keeps its files, when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** The web app's build output (`build/client` and `build/server` inside). */
  webBuildDir: string;
  /** The bearer token of the back-office API; without it that API refuses every call. */
  adminToken: string | undefined;
  /** The Sentry-compatible DSN the browser reports errors to (on the www, mwww and omwww hosts). */
  sentryDsn: string | undefined;
  /** The sandbox gateway's secret and the real payment providers that are configured. */
  payments: PaymentConfig;
  /** Minutes an unpaid mall order waits for payment before it is cancelled. */
  orderPayTimeoutMinutes: number;
  /** The VAT rate (whole percent) mall prices include, stated on fapiao. */
  vatRatePercent: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
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
  const { payments, problems } = readPaymentConfig(values, values.NODE_ENV);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    port: values.PORT,
    host: values.HOST,
    env: values.NODE_ENV,
    logLevel: values.LOG_LEVEL,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    seedDemo: values.SEED_DEMO === 'true',
    trustProxy: values.TRUST_PROXY === 'true',
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    webBuildDir: path.resolve(values.WEB_BUILD_DIR ?? path.join(repositoryRoot, 'apps/web/build')),
    adminToken: values.ADMIN_TOKEN,
    sentryDsn: values.SENTRY_DSN,
    payments,
    orderPayTimeoutMinutes: values.ORDER_PAY_TIMEOUT_MINUTES,
    vatRatePercent: values.MALL_VAT_RATE_PERCENT,
  };
}
