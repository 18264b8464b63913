import { logAccepted, usageLogBody, websiteVisitLogBody } from '@tallybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { type ClientLimit, grantWithinLimit } from '../../platform/limits/client-limit.ts';
import { recordUsage, recordVisits } from './record-logs.ts';

const asList = <T>(body: T | T[]): T[] => (Array.isArray(body) ? body : [body]);

/**
 * A page sends a batch of a few rows every ten seconds or so (decision 0065); an office of people
 * behind one address sends a few hundred rows a minute. Past this, a client is filling the log
 * tables, and what it sends is dropped (TRACKING_ROWS_PER_ADDRESS_PER_MINUTE).
 */
export const TRACKING_ROWS_PER_ADDRESS: ClientLimit = { hits: 600, windowMs: 60_000 };

export interface TrackingRoutesOptions {
  db: Db;
  /** Log rows one address may have stored per window (default TRACKING_ROWS_PER_ADDRESS). */
  rowsPerAddress?: ClientLimit;
}

/**
 * The log host's calls (spec §7): answered quickly, without cookies, never blocking a page. The rows
 * of one address past its allowance are not stored, and the page is not told (decision 0086): its
 * logging drops failures silently anyway, and a script learns nothing from the answer.
 */
export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, options) => {
  const { db } = options;
  const limit = options.rowsPerAddress ?? TRACKING_ROWS_PER_ADDRESS;
  // The log calls carry no cookies (spec §7): the address is the only client there is to count.
  // Visit and usage logs share the allowance: both fill the same disk.
  const allowed = async <T>(request: FastifyRequest, rows: T[]): Promise<T[]> =>
    rows.slice(0, await grantWithinLimit(db, `tracking:rows:${request.ip}`, rows.length, limit));

  app.post(
    '/channel/website/log',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Record website visit logs (one entry or a batch)',
        body: websiteVisitLogBody,
        response: { 200: logAccepted },
      },
    },
    async (request) => ({
      code: 200,
      data: { accepted: await recordVisits(db, await allowed(request, asList(request.body))) },
      msg: 'ok',
    }),
  );

  app.post(
    '/log/log/zhjlog/batchinsert',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Record usage logs (one entry or a batch)',
        body: usageLogBody,
        response: { 200: logAccepted },
      },
    },
    async (request) => ({
      code: 200,
      data: { accepted: await recordUsage(db, await allowed(request, asList(request.body))) },
      msg: 'ok',
    }),
  );
};
