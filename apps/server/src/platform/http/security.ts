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
 * The pages that show the SMS code's check (the phone-code fields: login, the partner's login and
 * application, the invitation's registration, the account's phone change). Only these allow the captcha
 * provider's widget, and only when a provider is configured.
 */
export const CAPTCHA_PAGES: readonly string[] = [
  '/login',
  '/agent/login',
  '/agent/join-apply',
  '/invite/register',
  '/account',
];

/** The origins a page may load from besides ours: the captcha provider's on its pages, none elsewhere. */
function captchaSources(origins: readonly string[]) {
  return (request: { url?: string }) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return CAPTCHA_PAGES.includes(page) ? origins.join(' ') : '';
  };
}

/**
 * Security headers on every response. Scripts run only from our origin or with this response's
 * nonce (React Router's hydration data is inline). Styles allow inline attributes, which React uses.
 * `captchaOrigins`: the captcha provider's, allowed (script, frame, picture, call, style) on
 * CAPTCHA_PAGES only.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { development: boolean; captchaOrigins?: readonly string[] | undefined },
): Promise<void> {
  const captcha = captchaSources(options.captchaOrigins ?? []);
  const withCaptcha = (sources: string[]) =>
    options.captchaOrigins?.length ? [...sources, (request: unknown) => captcha(request as { url?: string })] : sources;
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
            scriptSrc: withCaptcha([
              "'self'",
              ((_req: unknown, res: unknown) => `'nonce-${(res as { cspNonce?: string }).cspNonce ?? ''}'`) as never,
            ]),
            styleSrc: withCaptcha(["'self'", "'unsafe-inline'"]),
            imgSrc: withCaptcha(["'self'", 'data:', 'blob:']),
            fontSrc: ["'self'", 'data:'],
            connectSrc: withCaptcha(["'self'"]),
            frameSrc: withCaptcha(["'self'"]),
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
