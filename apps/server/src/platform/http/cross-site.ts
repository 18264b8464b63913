import type { FastifyRequest } from 'fastify';
import { AppError } from './envelope.ts';

/**
 * Refuses a state-changing call that a browser sent on behalf of another site (login CSRF, a forged
 * logout or password change riding on the session cookie). Browsers tell with `Sec-Fetch-Site`, and
 * with `Origin` on every cross-origin request; a call that carries neither (curl, a native app, a
 * server) is not a browser's and carries no ambient cookie of a victim.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  // A browser's own word (scripts cannot set it) settles it; `Origin` is the fallback of older browsers.
  // A same-origin form sent from a page with `Referrer-Policy: no-referrer` carries `Origin: null`.
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (origin === 'null') return true;
  // Older browsers send no `Origin` on a GET (an <img>, a link): its `Referer`, when there is one, tells.
  const source = typeof origin === 'string' && origin !== '' ? origin : request.headers.referer;
  if (typeof source !== 'string' || source === '') return false;
  try {
    return new URL(source).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true;
  }
}

/** A preHandler hook: 403 with "this request did not come from our site". */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (isCrossSite(request)) throw new AppError(403, 'crossSiteRefused');
}
