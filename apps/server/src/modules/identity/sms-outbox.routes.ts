import { smsOutboxQuery, smsOutboxResponse } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { requireAdmin } from '../../platform/http/admin-guard.ts';
import { readSmsOutbox } from '../../platform/sms/sms-provider.ts';
import { readPhone } from './accounts.ts';

export interface SmsOutboxRoutesOptions {
  db: Db;
  adminToken: string | undefined;
}

/**
 * The sandbox SMS provider's outbox for the back office (GET /admin/api/sms/outbox): served only
 * while the sandbox sends the messages (SANDBOX on, no real SMS provider).
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod<SmsOutboxRoutesOptions> = async (app, { db, adminToken }) => {
  app.addHook('preHandler', requireAdmin(adminToken, db));
  app.get(
    '/admin/api/sms/outbox',
    {
      schema: {
        tags: ['back office'],
        summary: 'Messages of the sandbox SMS provider, newest first (optionally of one phone)',
        querystring: smsOutboxQuery,
        response: { 200: smsOutboxResponse },
      },
    },
    async (request) => {
      const phone = request.query.phone ? readPhone(request.query.phone) : undefined;
      const entries = await readSmsOutbox(db, phone);
      return {
        code: 200,
        data: entries.map((entry) => ({
          ...entry,
          code: /(?<!\d)(\d{6})(?!\d)/.exec(entry.text)?.[1] ?? null,
          createdAt: entry.createdAt.toISOString(),
        })),
        msg: 'ok',
      };
    },
  );
};
