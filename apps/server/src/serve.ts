// The server once its database is open: migrations, demo content, the app and its signals. main.ts
// loads this module, and through it the code of the whole app, while the database opens: the copy
// of a new embedded database runs on a worker thread meanwhile (issue 13: cold start).
import path from 'node:path';
import { DEFAULT_LABOUR_TAX_TABLE } from '@tallybook/domain';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp, type WebAppOptions } from './app.ts';
import type { Config } from './config.ts';
import { ensureLogPartitions } from './log-partitions.ts';
import { adPlatformFromConfig } from './platform/ad-platforms/index.ts';
import { riskCaptchaFromConfig } from './platform/captcha/captcha-config.ts';
import type { DatabaseHandle, Db } from './platform/db/database.ts';
import { createWechatOfficialAccount } from './platform/oauth/wechat-official-account.ts';
import { createWechatInBrowserAuth, createWechatWebLogin } from './platform/oauth/wechat-web-login.ts';
import { paymentProvidersFromConfig } from './platform/payments/payment-providers.ts';
import { payoutProviderFromConfig } from './platform/payouts/payout-providers.ts';
import { redPacketProviderFromConfig } from './platform/payouts/red-packet-config.ts';
import { pdfPrinterFromConfig } from './platform/printing/pdf-printer.ts';
import { generatedSecret } from './platform/secrets/secrets.ts';
import { smsProviderFromConfig } from './platform/sms/sms-config.ts';
import { fileStoreFromConfig } from './platform/storage/index.ts';
import { prepareDatabase } from './prepare-database.ts';

export interface Startup {
  config: Config;
  /** `--dev`: Vite serves the web app. */
  development: boolean;
  database: DatabaseHandle;
  /** The built web app, loading since the start; undefined in development. */
  productionWeb: Promise<WebAppOptions> | undefined;
  /** When main() began (ms since the epoch). */
  started: number;
  /** How long each step of the start took (ms), in the "serving" log line. */
  startupSteps: Record<string, number>;
  /** Records the step that just ended. */
  stepDone(step: string): void;
}

/** The real WeChat apps that are configured; null for a feature switched off; absent: the sandbox. */
function wechatProviders(config: Config, db: Db): Partial<BuildAppOptions> {
  const { login, loginOff, officialAccount, officialAccountOff, apiBase, openBase } = config.wechat;
  const account = officialAccount && createWechatOfficialAccount({ ...officialAccount, db, apiBase });
  return {
    ...(login ? { wechatLogin: createWechatWebLogin({ ...login, apiBase, authorizeBase: openBase }) } : {}),
    ...(loginOff ? { wechatLogin: null } : {}),
    ...(officialAccount && account
      ? {
          wechatMp: account,
          wechatPayer: createWechatInBrowserAuth({ ...officialAccount, apiBase, authorizeBase: openBase }),
          wechatMpEvents: { officialAccount: account, token: officialAccount.token },
        }
      : {}),
    ...(officialAccountOff ? { wechatMp: null, wechatPayer: null } : {}),
  };
}

/** Readies the open database, then builds the app and serves until a signal stops it. */
export async function serve({
  config,
  development,
  database,
  productionWeb,
  started,
  startupSteps,
  stepDone,
}: Startup): Promise<void> {
  const seeded = await prepareDatabase(database, { seedDemo: config.seedDemo, stepDone });
  // Log partitions are made ahead of each month; a long-running process keeps making them.
  const partitionTimer = setInterval(() => void ensureLogPartitions(database.db).catch(() => {}), 24 * 60 * 60 * 1000);
  partitionTimer.unref();

  let closeVite: (() => Promise<void>) | undefined;
  let web: WebAppOptions;
  let beforeWebApp: ((app: FastifyInstance) => Promise<void>) | undefined;
  if (productionWeb) {
    web = await productionWeb;
    stepDone('webApp');
  } else {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: path.resolve(import.meta.dirname, '../../web'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    closeVite = () => vite.close();
    web = {
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as never,
      mode: 'development',
    };
    beforeWebApp = async (app) => {
      await app.register((await import('@fastify/middie')).default);
      app.use(vite.middlewares);
    };
  }

  web.publicConfig = { errorReportingDsn: config.sentryDsn };
  // The sandbox never signs with a published secret: without its own, it uses this database's.
  const sandboxSecret =
    config.payments.sandbox && !config.payments.sandboxSecret
      ? await generatedSecret(database.db, 'payment-sandbox')
      : config.payments.sandboxSecret;
  const app = await buildApp({
    database,
    development,
    trustProxy: config.trustProxy,
    trackingRowsPerAddressPerMinute: config.trackingRowsPerAddressPerMinute,
    adminToken: config.adminToken,
    sandbox: config.sandbox,
    publicUrl: config.publicUrl,
    bankAccount: config.bankAccount,
    smsPolicy: config.smsPolicy,
    captcha: {
      provider: config.captcha.provider ? riskCaptchaFromConfig(config.captcha.provider) : undefined,
      hourlyCapPerIp: config.captcha.hourlyCapPerIp,
      fallback: config.captcha.fallback,
    },
    ...wechatProviders(config, database.db),
    ...(config.sms ? { sms: smsProviderFromConfig(config.sms) } : {}),
    downloadsBaseUrl: config.downloadsBaseUrl,
    downloadsDir: config.downloadsDir,
    files: fileStoreFromConfig(config.files, database.db),
    pdfPrinter: pdfPrinterFromConfig(config.pdfPrinter),
    payments: paymentProvidersFromConfig({ ...config.payments, sandboxSecret }, { db: database.db }),
    orderPayTimeoutMinutes: config.orderPayTimeoutMinutes,
    paymentPendingWindowMinutes: config.paymentPendingWindowMinutes,
    activationPayHours: config.activationPayHours,
    vatRatePercent: config.vatRatePercent,
    income: { ...config.partnerIncome, taxTable: DEFAULT_LABOUR_TAX_TABLE },
    referral: config.referral,
    referralXh: config.referralXh,
    // undefined: payouts are off (SANDBOX off and no PAYOUT_PROVIDER); an approval then answers 503
    payouts: payoutProviderFromConfig(config.payouts, database.db) ?? null,
    // undefined: red packets are off (SANDBOX off and no REDPACK_*); send/redpack then answers 503
    redPackets: redPacketProviderFromConfig(config.redPackets, database.db) ?? null,
    // undefined: forwarding is off (SANDBOX off and no BAIDU_OCPC_TOKEN); conversions are recorded and wait
    adPlatform: adPlatformFromConfig(config.adPlatform, database.db) ?? null,
    web,
    beforeWebApp,
    contentReadCache: true,
    logger: {
      level: config.logLevel,
      ...(development ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
    },
  });

  stepDone('buildApp');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const forced = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forced.unref();
    // Keep-alive connections would hold the server open: close each as soon as its last response is out.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
    try {
      await app.close();
      clearInterval(sweep);
      await closeVite?.();
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  stepDone('listen');
  app.log.info(
    {
      database: database.engine,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      startedFrom: database.startedFromCopy ? 'the demo database of this build' : undefined,
      seeded,
      startupMs: Date.now() - started,
      startupSteps,
      sandbox: config.sandbox,
    },
    `Tallybook is serving on http://localhost:${(app.server.address() as { port: number }).port}`,
  );
  if (config.adPlatform.provider === 'off') {
    app.log.warn(
      'Ad conversion forwarding is off (no BAIDU_OCPC_TOKEN): conversions are recorded and wait until it is set.',
    );
  }
  if (config.sandbox) {
    app.log.warn(
      'SANDBOX is on: the sandboxes stand in for SMS, WeChat and payments (/sandbox/* pages: anyone may pay for free or log in as a sandbox person). Set SANDBOX=false in production.',
    );
  }
}
