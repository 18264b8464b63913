import { logAccepted, usageLogBody, websiteVisitLogBody } from '@tallybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { type ClientLimit, enforceClientLimit } from '../../platform/limits/client-limit.ts';
import { recordUsage, recordVisits } from './record-logs.ts';

const asList = <T>(body: T | T[]): T[] => (Array.isArray(body) ? body : [body]);

/** A page sends a few batches a minute; a client past this is flooding the log tables. */
export const TRACKING_WRITES_PER_ADDRESS: ClientLimit = { hits: 120, windowMs: 60_000 };

export interface TrackingRoutesOptions {
  db: Db;
  /** Log writes one address may make per window (default TRACKING_WRITES_PER_ADDRESS). */
  writesPerAddress?: ClientLimit;
}

/** The log host's calls (spec §7): answered quickly, without cookies, never blocking a page. */
export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, options) => {
  const { db } = options;
  const limit = options.writesPerAddress ?? TRACKING_WRITES_PER_ADDRESS;
  // The log calls carry no cookies (spec §7): the address is the only client there is to count.
  const limitWrites = (request: FastifyRequest) => enforceClientLimit(db, `tracking:${request.ip}`, limit);
  app.post(
    '/channel/website/log',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Record website visit logs (one entry or a batch)',
        body: websiteVisitLogBody,
        response: { 200: logAccepted },
      },
      preHandler: limitWrites,
    },
    async (request) => ({
      code: 200,
      data: { accepted: await recordVisits(db, asList(request.body)) },
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
      preHandler: limitWrites,
    },
    async (request) => ({
      code: 200,
      data: { accepted: await recordUsage(db, asList(request.body)) },
      msg: 'ok',
    }),
  );
};
