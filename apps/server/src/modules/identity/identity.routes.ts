import { codeEnvelope, message } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { subscribeOverseasMerchant } from './subscribe-overseas-merchant.ts';

// The address is checked by the operation so that its failures carry the spec's own words.
const subscribeBody = z.object({
  email: z.string().max(320).default(''),
  origin: z.literal(1),
});

/** The identity module's calls (spec §7 User). */
export const identityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/servicebook/merchant/overseas/add',
    {
      schema: {
        tags: ['identity'],
        summary: 'Subscribe an overseas merchant’s email (footer subscribe, origin 1)',
        body: subscribeBody,
        response: { 200: codeEnvelope(z.object({ subscribed: z.boolean() })) },
      },
    },
    async (request) => ({
      code: 200,
      data: await subscribeOverseasMerchant(db, { ...request.body, language: request.language }),
      msg: message(request.language, 'submitted'),
    }),
  );
};
