import { smsOutboxQuery, smsOutboxResponse } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { readSmsOutbox } from '../../platform/sms/sms-provider.ts';
import { readPhone } from './accounts.ts';

export interface SmsOutboxAdminRoutesOptions {
  db: Db;
}

/**
 * The sandbox SMS provider's outbox for the back office (GET /admin/api/sms/outbox): served only
 * while the sandbox sends the messages (SANDBOX on, no real SMS provider). Without a guard of its
 * own: admin/admin.routes.ts mounts it behind the back office's one guard (decision 0020).
 */
export const smsOutboxAdminRoutes: FastifyPluginAsyncZod<SmsOutboxAdminRoutesOptions> = async (app, { db }) => {
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
