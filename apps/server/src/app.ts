import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  codeEnvelope,
  DEFAULT_REFERRAL_TERMS,
  DEFAULT_VAT_RATE_PERCENT,
  DEFAULT_XH_REFERRAL_TERMS,
  message,
  PARTNER_BALANCE_PROVIDER,
  type PublicConfig,
  type ReferralProgrammeTerms,
  type ReferralTerms,
} from '@tallybook/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoutes } from './admin/admin.routes.ts';
import { type BankAccountConfig, SANDBOX_BANK_ACCOUNT } from './config.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { advertisementRoutes, contentRoutes, downloadsRoutes } from './modules/content/index.ts';
import {
  type CaptchaSettings,
  currentUser,
  identityRoutes,
  type OnUserCreated,
  officialAccountOpenidOf,
  recordFollow,
  type SmsSendingPolicy,
} from './modules/identity/index.ts';
import { isPayingUser, LICENSING_JOBS, licencesOf, licensingRoutes } from './modules/licensing/index.ts';
import {
  DEFAULT_PAYMENT_PENDING_WINDOW_MINUTES,
  mallCustomerRoutes,
  ORDERS_JOBS,
  ordersOutboxHandlers,
  ordersRoutes,
  paymentJobs,
  type RefundChannels,
  receiptJobs,
  receiptsRoutes,
  refundJobs,
} from './modules/orders/index.ts';
import {
  attributeNewMerchant,
  DEFAULT_INCOME_SETTINGS,
  type IncomeSettings,
  incomeJobs,
  joinPromoter,
  PARTNER_JOBS,
  partnerActivationRoutes,
  partnerCertificateRoutes,
  partnerCustomerRoutes,
  partnerDeviceRoutes,
  partnerHomeRoutes,
  partnerIncomeRoutes,
  partnerOrderingRoutes,
  partnerOutboxHandlers,
  partnerRecommendRoutes,
  partnerRoutes,
  promoterOf,
  refundToOrderingBalance,
  settleTopUp,
} from './modules/partner/index.ts';
import {
  bindAtRegistration,
  campaignLinkRoutes,
  campaignOfferRoutes,
  inviteRoutes,
  priceAtCampaign,
  referralJobs,
  referralRoutes,
} from './modules/referral/index.ts';
import { supportRoutes } from './modules/support/index.ts';
import { ensureOwnTenant, ownedTenantOf } from './modules/tenancy/index.ts';
import {
  adConversionRoutes,
  forwardDueConversions,
  recordMerchantAttribution,
  trackingRoutes,
} from './modules/tracking/index.ts';
import { type AdPlatform, createSandboxAdPlatform } from './platform/ad-platforms/index.ts';
import { captchaOriginsOf } from './platform/captcha/risk-captcha.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import {
  ANSWER_CACHE_DEFAULTS,
  AnswerCache,
  type AnswerCacheOptions,
  installContentReadCache,
} from './platform/http/answer-cache.ts';
import { installCookiePolicy } from './platform/http/cookie-policy.ts';
import { failureBody } from './platform/http/envelope.ts';
import { envelopedFrameworkErrors, installErrorHandling } from './platform/http/errors.ts';
import { installJsonBodyLimits } from './platform/http/json-bodies.ts';
import { installLanguage } from './platform/http/language.ts';
import { ownOrigin, publicUrlOf } from './platform/http/public-url.ts';
import { qrImageRoutes } from './platform/http/qr-image.ts';
import { installSecurityHeaders } from './platform/http/security.ts';
import { installNulRefusal } from './platform/http/text-safety.ts';
import { localisableValidatorCompiler } from './platform/http/validation.ts';
import { registerWebApp, type ServerBuildSource } from './platform/http/web-app.ts';
import { PLATFORM_JOBS } from './platform/jobs/platform-jobs.ts';
import { startJobs } from './platform/jobs/scheduler.ts';
import { sandboxWechatProvider, type WechatOAuthProvider } from './platform/oauth/wechat.ts';
import { sandboxWechatMpProvider, type WechatMpProvider } from './platform/oauth/wechat-mp.ts';
import { wechatMpSandboxRoutes } from './platform/oauth/wechat-mp-sandbox.routes.ts';
import type { WechatOfficialAccount } from './platform/oauth/wechat-official-account.ts';
import { wechatSandboxRoutes } from './platform/oauth/wechat-sandbox.routes.ts';
import { drainOutbox } from './platform/outbox/outbox.ts';
import { type ConfiguredPaymentProviders, paymentProvidersFromConfig } from './platform/payments/payment-providers.ts';
import { sandboxGatewayRoutes } from './platform/payments/sandbox-gateway.routes.ts';
import type { PayoutProvider } from './platform/payouts/payout-provider.ts';
import type { RedPacketProvider } from './platform/payouts/red-packet-provider.ts';
import { createSandboxPayouts } from './platform/payouts/sandbox-payouts.ts';
import { createSandboxRedPackets } from './platform/payouts/sandbox-red-packets.ts';
import type { PdfPrinter } from './platform/printing/pdf-printer.ts';
import { type SmsProvider, sandboxSmsProvider } from './platform/sms/sms-provider.ts';
import { databaseFileStore, type FileStore } from './platform/storage/index.ts';
import { queueMerchantWelcome, workflowHandlers } from './workflows/index.ts';

export interface WebAppOptions {
  build: ServerBuildSource;
  /** Settings the browser may see (the error-reporting DSN). */
  publicConfig?: PublicConfig;
  /** The built client assets; absent in development, where Vite serves them. */
  clientDir?: string;
  mode: 'production' | 'development';
  /**
   * The cache of public pages for anonymous visitors (decision 0026): on in production with these
   * defaults; `false` turns it off. Never on in development, where pages change as code is edited.
   */
  pageCache?: AnswerCacheOptions | false;
}

export interface BuildAppOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Tracking log rows one address may have stored a minute (TRACKING_ROWS_PER_ADDRESS_PER_MINUTE, default 600). */
  trackingRowsPerAddressPerMinute?: number;
  development?: boolean;
  /** The server-rendered web app; without it the process serves the API alone (API tests). */
  web?: WebAppOptions;
  /** The back-office API's bearer token (ADMIN_TOKEN); without it that API refuses every call. */
  adminToken?: string;
  /**
   * SANDBOX (default true): the sandboxes of outside services stand in for every provider not given
   * here, and their pages (/sandbox/*) and the SMS outbox are served. False: nothing falls back to a
   * sandbox, no sandbox route exists, and a service without a provider is switched off (the SMS
   * provider is required).
   */
  sandbox?: boolean;
  /**
   * The site's public origin (PUBLIC_URL, e.g. `https://www.example.com`); by default the address the
   * server listens on. https makes every cookie Secure.
   */
  publicUrl?: string | undefined;
  /** The payment providers (paymentProvidersFromConfig); by default the sandbox for every pay type. */
  payments?: ConfiguredPaymentProviders;
  /** The SMS gateway; by default (sandbox) the outbox table. */
  sms?: SmsProvider;
  /** Which numbers are texted and how many an hour; DEFAULT_SMS_SENDING_POLICY by default. */
  smsPolicy?: SmsSendingPolicy;
  /**
   * The check before SMS sends: the provider's risk captcha (riskCaptchaFromConfig), the hourly cap of
   * puzzles and captchas per address, the fallback's SMS caps; by default (sandbox) the slide puzzle.
   */
  captcha?: CaptchaSettings;
  /** WeChat website login; by default (sandbox) the sandbox's authorisation page; null: switched off. */
  wechatLogin?: WechatOAuthProvider | null;
  /** WeChat's in-browser authorisation (the payer's open id); by default (sandbox) the sandbox's. */
  wechatPayer?: WechatOAuthProvider | null;
  /** WeChat's official account; by default (sandbox) the sandbox's scan page; null: switched off. */
  wechatMp?: WechatMpProvider | null;
  /** The real official account's event pushes (POST /wechat/mp/event) and the token they are signed with. */
  wechatMpEvents?: { officialAccount: WechatOfficialAccount; token: string };
  /** DOWNLOADS_BASE_URL: where client packages are hosted; /downloads/<file> redirects there. */
  downloadsBaseUrl?: string | undefined;
  /** DOWNLOADS_DIR: where this server keeps the packages it serves itself (default ./data/downloads). */
  downloadsDir?: string;
  /** Our account for bank transfers; by default (sandbox) a marked test account; null: switched off. */
  bankAccount?: BankAccountConfig | null;
  /** Minutes an unpaid order waits before it is cancelled (ORDER_PAY_TIMEOUT_MINUTES, default 30). */
  orderPayTimeoutMinutes?: number;
  /** Minutes a payment may stay pending before the job reconciles it with its provider (PAYMENT_PENDING_WINDOW_MINUTES, default 15). */
  paymentPendingWindowMinutes?: number;
  /**
   * Hours the customer has to pay the link of a partner's activation (PARTNER_ACTIVATION_PAY_HOURS,
   * default 72): the link is sent to someone else, who may not read it within the mall's 30 minutes.
   */
  activationPayHours?: number;
  /** The VAT rate (whole percent) mall prices include (MALL_VAT_RATE_PERCENT, default 6). */
  vatRatePercent?: number;
  /** The partner programme's terms (rates, parent share, rebate period, tax table); DEFAULT_INCOME_SETTINGS by default. */
  income?: IncomeSettings;
  /** Pays partners' withdrawals; by default (sandbox) the sandbox's payouts; null: switched off. */
  payouts?: PayoutProvider | null;
  /** The invite-and-reward programme's terms (REFERRAL_*); DEFAULT_REFERRAL_TERMS by default. */
  referral?: ReferralTerms;
  /** The second product's (xh) invite programme's terms (REFERRAL_XH_*); DEFAULT_XH_REFERRAL_TERMS by default. */
  referralXh?: ReferralTerms;
  /** Pays inviters' awards as WeChat red packets; by default (sandbox) the sandbox's; null: switched off. */
  redPackets?: RedPacketProvider | null;
  /** Receives ad conversions (Baidu OCPC); by default (sandbox) the sandbox's; null: forwarding off. */
  adPlatform?: AdPlatform | null;
  /** Where the product's files are kept (FILE_STORAGE); by default rows of the database. */
  files?: FileStore;
  /** Prints page-like PDFs (receipts) with headless Chromium; none: receipts are not printed (their pages are). */
  pdfPrinter?: PdfPrinter;
  /** Whether this process runs the scheduled jobs (under their leases); default true. */
  jobs?: boolean;
  /** Runs after the API routes and before the web app's catch-all (Vite's middleware in development). */
  beforeWebApp?: (app: FastifyInstance) => Promise<void>;
  /**
   * Serve content reads to anonymous callers from a cache (decision 0026): `npm start` turns it on;
   * off by default, so that a test writing content straight to the database reads it back at once.
   */
  contentReadCache?: AnswerCacheOptions | boolean;
}

const healthResponse = codeEnvelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }));

/** Where the browser goes to log in with WeChat: the provider's authorisation page and our app id. */
function authorizeEntryOf(provider: WechatOAuthProvider): { authorizeEndpoint: string; appId: string } {
  const sample = provider.authorizeUrl({ redirectUri: '/', state: 'state', scope: 'snsapi_login' });
  const url = new URL(sample, 'http://relative.invalid');
  const authorizeEndpoint = url.origin === 'http://relative.invalid' ? url.pathname : `${url.origin}${url.pathname}`;
  return { authorizeEndpoint, appId: url.searchParams.get('appid') ?? '' };
}

/** Builds the whole HTTP application from its modules. Tests build it too, with their own database. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Requests that arrive while the server shuts down get our envelope, not Fastify's default.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    ...envelopedFrameworkErrors,
    // Every schema is zod's: with our compilers' factories given, Fastify never loads its default
    // JSON-schema compilers (ajv, fast-json-stringify), which cost a cold start 0.15 s (issue 13).
    // Fastify types these factories as ajv's; the compilers are set, typed, just below.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => localisableValidatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(localisableValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  await app.register(cookie);
  installLanguage(app);
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return reply.status(503).send(failureBody('code', 503, message(request.language, 'serviceUnavailable')));
  });
  await installSecurityHeaders(app, {
    development: options.development ?? false,
    captchaOrigins: options.captcha?.provider ? captchaOriginsOf(options.captcha.provider) : undefined,
  });
  const readCache = options.contentReadCache
    ? new AnswerCache(options.contentReadCache === true ? ANSWER_CACHE_DEFAULTS : options.contentReadCache)
    : undefined;
  // before compression: the cache keeps (and serves) the answer's text, compressed per caller after
  if (readCache) installContentReadCache(app, readCache);
  // An answer up to 256 KB (a page is about 100 KB) is compressed in one synchronous call, not
  // through the plugin's stream: on two cores the stream made a page's brotli cost 5.5 ms against
  // 1.5 ms for the one call (issue 13); bigger answers still stream.
  // Brotli at quality 6, not the plugin's 4: the home page in Arabic is 15.8 KB instead of 17.7 KB
  // for the same 1.6 ms, and a document within about 14 KB paints one round trip sooner (issue 13).
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 256 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
  });
  installErrorHandling(app);
  installJsonBodyLimits(app);
  installNulRefusal(app);
  installCookiePolicy(app, { publicUrl: options.publicUrl });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tallybook API',
        version: '1.0.0',
        description:
          'Calls of the Tallybook website and mall. Content calls answer { success, data, msg }; the others { code, data, msg }.',
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered by id (recursive ones, such as the category tree's node) become components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/healthz',
    { schema: { tags: ['operations'], summary: 'Liveness and database check', response: { 200: healthResponse } } },
    async () => {
      await options.database.ping();
      return { code: 200, data: { status: 'ok' as const, database: options.database.engine }, msg: 'ok' };
    },
  );

  const packages = { baseUrl: options.downloadsBaseUrl, dir: options.downloadsDir ?? path.resolve('data/downloads') };
  await app.register(contentRoutes, { db: options.database.db, packages });
  await app.register(qrImageRoutes);
  const { db } = options.database;
  await app.register(downloadsRoutes, { db, ...packages });
  const sandbox = options.sandbox ?? true;
  const publicUrl = publicUrlOf(app, options.publicUrl);
  const sms = options.sms ?? (sandbox ? sandboxSmsProvider(db) : undefined);
  if (!sms) throw new Error('an SMS provider is required when the sandbox is off');
  // undefined: the sandbox stands in (SANDBOX on) or the feature is off; null: switched off on purpose.
  const orSandbox = <T>(given: T | null | undefined, sandboxed: () => T): T | undefined =>
    given === null ? undefined : (given ?? (sandbox ? sandboxed() : undefined));
  const wechatLogin = orSandbox(options.wechatLogin, () => sandboxWechatProvider(db));
  const wechatPayer = orSandbox(options.wechatPayer, () => sandboxWechatProvider(db));
  const wechatMp = orSandbox(options.wechatMp, () => sandboxWechatMpProvider);
  const payments =
    options.payments ??
    paymentProvidersFromConfig({ sandbox, sandboxSecret: undefined, wechatPay: undefined, alipay: undefined }, { db });
  const payouts = orSandbox(options.payouts, () => createSandboxPayouts(db));
  const redPackets = orSandbox(options.redPackets, () => createSandboxRedPackets(db));
  const referral = options.referral ?? DEFAULT_REFERRAL_TERMS;
  const referralProgrammes: ReferralProgrammeTerms = {
    tallybook: referral,
    xh: options.referralXh ?? DEFAULT_XH_REFERRAL_TERMS,
  };
  const adPlatform = orSandbox(options.adPlatform, () => createSandboxAdPlatform(db));
  const forwardConversions = async () => {
    if (!adPlatform) return;
    try {
      await forwardDueConversions(db, adPlatform, { logger: app.log });
    } catch (error) {
      app.log.error({ err: error }, 'ad conversion forwarding failed');
    }
  };
  const income = options.income ?? DEFAULT_INCOME_SETTINGS;
  const tenantLicences = licencesOf(db);
  // The workflows' subscribers, and the modules' own that need an outside service (the SMS gateway).
  const outboxHandlers = {
    ...workflowHandlers({ income, referral: referralProgrammes }),
    ...partnerOutboxHandlers(sms, publicUrl),
    ...ordersOutboxHandlers(sms),
  };
  const drainNow = async () => {
    try {
      await drainOutbox(db, outboxHandlers, { logger: app.log });
    } catch (error) {
      app.log.error({ err: error }, 'outbox drain failed');
    }
  };
  const onUserCreated: OnUserCreated = {
    // The merchant's tenant and welcome, its partner when it came through a partner's link (issue 14),
    // its inviter when it came through an invite link, and the record of where it came from (issue 16).
    inTransaction: async (tx, userId, registration) => {
      await queueMerchantWelcome(tx, userId);
      await attributeNewMerchant(tx, userId, registration.promoterCode);
      await bindAtRegistration(tx, userId, registration, referralProgrammes);
      await recordMerchantAttribution(tx, await ensureOwnTenant(tx, userId), registration);
    },
    // Deliver the welcome at once, so the new merchant sees the trial; the drain job retries a failure.
    afterCommit: async () => {
      await drainNow();
    },
  };
  await app.register(identityRoutes, {
    db,
    sms,
    smsPolicy: options.smsPolicy,
    captcha: options.captcha,
    wechat: wechatLogin,
    wechatMp,
    wechatMpEvents: options.wechatMpEvents,
    publicUrl,
    promoters: { join: (userId, input) => joinPromoter(db, userId, input), of: (userId) => promoterOf(db, userId) },
    // Identity knows users; licences belong to the tenant the user owns (decision 0017).
    licencesOf: async (userId) => {
      const tenantId = await ownedTenantOf(db, userId);
      return tenantId === undefined ? [] : tenantLicences(tenantId);
    },
    onUserCreated,
  });
  const bankAccount = orSandbox(options.bankAccount, () => SANDBOX_BANK_ACCOUNT);
  // The mall (decision 0020): its catalogue, the customer's licences, orders and payments.
  await app.register(advertisementRoutes, { db });
  await app.register(catalogueRoutes, { db });
  await app.register(licensingRoutes, { db });
  const files = options.files ?? databaseFileStore(db);
  await app.register(receiptsRoutes, { db, files });
  await app.register(ordersRoutes, {
    db,
    payments,
    publicUrl,
    bankTransfer: bankAccount !== undefined,
    // a partner's top-up of its ordering balance is paid at the mall's providers too (decision 0041)
    otherTrades: [(provider, notification) => settleTopUp(db, provider, notification)],
    payTimeoutMinutes: options.orderPayTimeoutMinutes ?? 30,
    paymentPendingWindowMinutes: options.paymentPendingWindowMinutes ?? DEFAULT_PAYMENT_PENDING_WINDOW_MINUTES,
    vatRatePercent: options.vatRatePercent ?? DEFAULT_VAT_RATE_PERCENT,
    // an order that names a campaign is priced by it (decision 0045)
    campaignPrices: priceAtCampaign,
  });
  await app.register(mallCustomerRoutes, {
    db,
    sms,
    wechat: wechatPayer,
    bankAccount,
  });
  if (options.web) {
    options.web.publicConfig = {
      ...options.web.publicConfig,
      outside: {
        wechatLogin: wechatLogin ? authorizeEntryOf(wechatLogin) : null,
        officialAccount: wechatMp !== undefined,
      },
    };
  }
  // The sandboxes' own pages exist only with SANDBOX on, and only for the services they stand in for.
  if (sandbox) {
    if (options.wechatLogin === undefined || options.wechatPayer === undefined) {
      await app.register(wechatSandboxRoutes, { db });
    }
    if (options.wechatMp === undefined) {
      await app.register(wechatMpSandboxRoutes, { follow: (sceneId, follower) => recordFollow(db, sceneId, follower) });
    }
    if (payments.sandbox) await app.register(sandboxGatewayRoutes, { gateway: payments.sandbox, publicUrl });
  }
  await app.register(partnerRoutes, { db, publicUrl });
  await app.register(partnerCustomerRoutes, { db, onUserCreated });
  await app.register(partnerDeviceRoutes, { db });
  await app.register(partnerCertificateRoutes, { db, publicUrl });
  await app.register(partnerHomeRoutes, { db, publicUrl });
  await app.register(partnerIncomeRoutes, { db, income });
  await app.register(partnerOrderingRoutes, { db, payments, publicUrl });
  await app.register(partnerActivationRoutes, {
    db,
    payTimeoutMinutes: (options.activationPayHours ?? 72) * 60,
    vatRatePercent: options.vatRatePercent ?? DEFAULT_VAT_RATE_PERCENT,
  });
  await app.register(referralRoutes, { db: options.database.db });
  await app.register(campaignOfferRoutes, { db });
  await app.register(campaignLinkRoutes, { db, publicUrl });
  await app.register(inviteRoutes, {
    db,
    publicUrl,
    programmes: referralProgrammes,
    redPackets,
    openidOf: (userId) => officialAccountOpenidOf(db, userId),
  });
  await app.register(partnerRecommendRoutes, { db, programmes: referralProgrammes });
  await app.register(trackingRoutes, {
    db: options.database.db,
    ...(options.trackingRowsPerAddressPerMinute
      ? { rowsPerAddress: { hits: options.trackingRowsPerAddressPerMinute, windowMs: 60_000 } }
      : {}),
  });
  await app.register(adConversionRoutes, {
    db,
    forwarding: adPlatform !== undefined,
    // a new conversion goes out at once; the job retries a failure
    forwardNow: forwardConversions,
  });
  await app.register(supportRoutes, {
    db: options.database.db,
    // A logged-in user with a paid licence in service goes to the paying queue.
    isPayingVisitor: async (request) => {
      const user = await currentUser(db, request);
      const tenantId = user ? await ownedTenantOf(db, user.userId) : undefined;
      return tenantId === undefined ? false : isPayingUser(db, tenantId);
    },
  });

  const web = options.web;
  const pageCache =
    web && web.mode === 'production' && web.pageCache !== false
      ? new AnswerCache(web.pageCache ?? ANSWER_CACHE_DEFAULTS)
      : undefined;
  // a refund goes back through the provider that took the payment, or to the partner's ordering balance
  const refunds: RefundChannels = {
    payments,
    internal: { [PARTNER_BALANCE_PROVIDER]: refundToOrderingBalance },
  };
  await app.register(adminRoutes, {
    db,
    adminToken: options.adminToken,
    refunds,
    // a refund's order.refunded is delivered at once (the partner's shares reversed); the drain job retries
    afterRefund: drainNow,
    smsOutbox: sandbox && !options.sms,
    // a decided partner application is texted at once; the drain job retries a failure
    afterPartnerDecision: drainNow,
    payouts,
    redPackets,
    sandbox,
    // a back-office change may be content a cached page or read shows: forget them all
    contentChanged: () => {
      pageCache?.clear();
      readCache?.clear();
    },
  });

  if (options.jobs !== false) {
    const drainJob = { name: 'platform/drain-outbox', everyMs: 2_000, run: drainNow };
    const forwardJob = { name: 'tracking/forward-conversions', everyMs: 5_000, run: forwardConversions };
    const jobs = startJobs(
      db,
      [
        ...PLATFORM_JOBS,
        drainJob,
        forwardJob,
        ...ORDERS_JOBS,
        ...refundJobs(payments),
        ...receiptJobs(options.pdfPrinter, { files, origin: () => ownOrigin(app), logger: app.log }),
        ...paymentJobs(payments, {
          pendingWindowMs: (options.paymentPendingWindowMinutes ?? DEFAULT_PAYMENT_PENDING_WINDOW_MINUTES) * 60_000,
          logger: app.log,
        }),
        ...LICENSING_JOBS,
        ...PARTNER_JOBS,
        ...incomeJobs(payouts),
        ...referralJobs(redPackets),
      ],
      app.log,
    );
    app.addHook('onClose', () => jobs.stop());
  }

  if (options.beforeWebApp) await options.beforeWebApp(app);
  if (web) await registerWebApp(app, { ...web, pageCache, contentReads: readCache });
  return app;
}
