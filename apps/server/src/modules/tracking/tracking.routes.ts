import { logAccepted, usageLogBody, websiteVisitLogBody } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import { recordUsage, recordVisits } from './record-logs.ts';

const asList = <T>(body: T | T[]): T[] => (Array.isArray(body) ? body : [body]);

/** The log host's calls (spec §7): answered quickly, without cookies, never blocking a page. */
export const trackingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
    },
    async (request) => ({
      code: 200,
      data: { accepted: await recordUsage(db, asList(request.body)) },
      msg: 'ok',
    }),
  );
};
