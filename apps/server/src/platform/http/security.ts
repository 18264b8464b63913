import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'node:http' {
  interface ServerResponse {
    /** A fresh nonce per response, allowed by the Content-Security-Policy for inline scripts. */
    cspNonce?: string;
  }
}

/**
 * Security headers on every response. Scripts run only from our origin or with this response's
 * nonce (React Router's hydration data is inline). Styles allow inline attributes, which React uses.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: { development: boolean }): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.cspNonce = randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    global: true,
    // Vite's development server injects its own inline scripts; production is strict.
    contentSecurityPolicy: options.development
      ? false
      : {
          useDefaults: true,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as { cspNonce?: string }).cspNonce ?? ''}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            frameAncestors: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: with it a same-origin form posted before the page's scripts load
    // carries Origin: null, which React Router's action guard refuses. Other sites still get nothing.
    referrerPolicy: { policy: 'same-origin' },
    hsts: options.development ? false : undefined,
    // Headers for browsers and plug-ins long gone (IE8's downloads, Flash's cross-domain policies, the
    // XSS auditor Chrome removed in 2019, DNS prefetch left at its default): bytes on every response
    // that protect nobody today (issue 13: the document's size).
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
  });
}
