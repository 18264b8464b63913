import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { codeEnvelope, DEFAULT_VAT_RATE_PERCENT, message, type PublicConfig } from '@tallybook/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentRoutes } from './modules/content/index.ts';
import { currentUser, identityRoutes } from './modules/identity/index.ts';
import {
  isPayingUser,
  licencesOf,
  MALL_JOBS,
  mallCustomerRoutes,
  mallRoutes,
  welcomeMerchant,
} from './modules/mall/index.ts';
import { referralRoutes } from './modules/referral/index.ts';
import { supportRoutes } from './modules/support/index.ts';
import { trackingRoutes } from './modules/tracking/index.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { installCookiePolicy } from './platform/http/cookie-policy.ts';
import { failureBody } from './platform/http/envelope.ts';
import { envelopedFrameworkErrors, installErrorHandling } from './platform/http/errors.ts';
import { installLanguage } from './platform/http/language.ts';
import { installSecurityHeaders } from './platform/http/security.ts';
import { installNulRefusal } from './platform/http/text-safety.ts';
import { registerWebApp, type ServerBuildSource } from './platform/http/web-app.ts';
import { startJobs } from './platform/jobs/scheduler.ts';
import { SANDBOX_DEVELOPMENT_SECRET } from './platform/payments/payment-config.ts';
import { type ConfiguredPaymentProviders, paymentProvidersFromConfig } from './platform/payments/payment-providers.ts';
import { sandboxGatewayRoutes } from './platform/payments/sandbox-gateway.routes.ts';

export interface WebAppOptions {
  build: ServerBuildSource;
  /** Settings the browser may see (the error-reporting DSN). */
  publicConfig?: PublicConfig;
  /** The built client assets; absent in development, where Vite serves them. */
  clientDir?: string;
  mode: 'production' | 'development';
}

export interface BuildAppOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** The configured public origin (PUBLIC_URL, e.g. `https://www.example.com`): https makes every cookie Secure. */
  publicUrl?: string;
  development?: boolean;
  /** The server-rendered web app; without it the process serves the API alone (API tests). */
  web?: WebAppOptions;
  /** The back-office API's bearer token (ADMIN_TOKEN); without it that API refuses every call. */
  adminToken?: string;
  /** The payment providers (paymentProvidersFromConfig); by default the sandbox for every pay type. */
  payments?: ConfiguredPaymentProviders;
  /** Minutes an unpaid order waits before it is cancelled (ORDER_PAY_TIMEOUT_MINUTES, default 30). */
  orderPayTimeoutMinutes?: number;
  /** The VAT rate (whole percent) mall prices include (MALL_VAT_RATE_PERCENT, default 6). */
  vatRatePercent?: number;
  /** Whether this process runs the scheduled jobs (under their leases); default true. */
  jobs?: boolean;
  /** Runs after the API routes and before the web app's catch-all (Vite's middleware in development). */
  beforeWebApp?: (app: FastifyInstance) => Promise<void>;
}

const healthResponse = codeEnvelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }));

/** Builds the whole HTTP application from its modules. Tests build it too, with their own database. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Requests that arrive while the server shuts down get our envelope, not Fastify's default.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    ...envelopedFrameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
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
  await installSecurityHeaders(app, { development: options.development ?? false });
  await app.register(compress, { threshold: 1024 });
  installErrorHandling(app);
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

  await app.register(contentRoutes, { db: options.database.db });
  const { db } = options.database;
  await app.register(identityRoutes, {
    db,
    adminToken: options.adminToken,
    licencesOf: licencesOf(db),
    onUserCreated: (userId) => welcomeMerchant(db, userId),
  });
  const payments =
    options.payments ??
    paymentProvidersFromConfig({ sandboxSecret: SANDBOX_DEVELOPMENT_SECRET, wechatPay: undefined, alipay: undefined });
  if (payments.sandboxMounted) await app.register(sandboxGatewayRoutes, { gateway: payments.sandbox });
  await app.register(mallRoutes, {
    db,
    payments,
    payTimeoutMinutes: options.orderPayTimeoutMinutes ?? 30,
    vatRatePercent: options.vatRatePercent ?? DEFAULT_VAT_RATE_PERCENT,
    adminToken: options.adminToken,
  });
  await app.register(mallCustomerRoutes, { db: options.database.db, adminToken: options.adminToken });
  await app.register(referralRoutes, { db: options.database.db });
  await app.register(trackingRoutes, { db: options.database.db });
  await app.register(supportRoutes, {
    db: options.database.db,
    adminToken: options.adminToken,
    // A logged-in user with a paid licence in service goes to the paying queue.
    isPayingVisitor: async (request) => {
      const user = await currentUser(db, request);
      return user ? isPayingUser(db, user.userId) : false;
    },
  });

  if (options.jobs !== false) {
    const jobs = startJobs(db, MALL_JOBS, app.log);
    app.addHook('onClose', () => jobs.stop());
  }

  if (options.beforeWebApp) await options.beforeWebApp(app);
  if (options.web) await registerWebApp(app, options.web);
  return app;
}
