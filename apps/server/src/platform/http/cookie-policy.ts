import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../sessions/sessions.ts';

export interface CookiePolicyOptions {
  /** The configured public origin; when it is https every cookie is `Secure`, whatever the proxy says. */
  publicUrl?: string;
}

function setCookieHeaders(reply: FastifyReply): string[] {
  const header = reply.getHeader('set-cookie');
  if (header === undefined) return [];
  return (Array.isArray(header) ? header : [header]).map(String);
}

/** Adds `Secure` to a `Set-Cookie` value that lacks it. */
export function withSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/**
 * Two rules for every answer, in one place so that no cookie or page escapes them:
 * - behind a TLS-terminating proxy that the app is not told to trust, `request.protocol` says http,
 *   so a cookie's `Secure` is decided by the configured public URL, not by the request;
 * - an answer to a logged-in request (or one that logs in) is the user's own: `no-store`, so that no
 *   shared or back-button cache keeps it. Fingerprinted assets (immutable) stay cacheable.
 */
export function installCookiePolicy(app: FastifyInstance, options: CookiePolicyOptions): void {
  const alwaysSecure = options.publicUrl?.startsWith('https://') ?? false;
  app.addHook('onSend', async (request, reply, payload) => {
    const cookies = setCookieHeaders(reply);
    if (alwaysSecure && cookies.length > 0) {
      // Fastify appends to `set-cookie`: without the removal each cookie went out twice, the first
      // copy without `Secure`.
      reply.removeHeader('set-cookie');
      reply.header('set-cookie', cookies.map(withSecure));
    }
    const loggedIn =
      Boolean(request.cookies?.[SESSION_COOKIE]) || cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (loggedIn && !cacheControl.includes('immutable')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
