import { codeEnvelope, contentLanguageFor } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { getCampaign } from './get-campaign.ts';

const campaignResponse = codeEnvelope(
  z.object({
    alias: z.string(),
    title: z.string(),
    subtitle: z.string(),
    body: z.string(),
    cta_text: z.string(),
    cta_link: z.string(),
    hero_image: z.string(),
    ends_at: z.string().nullable(),
  }),
);

/** The campaigns' calls under /ommall/activity/ (spec §7 Activity). */
export const referralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ommall/activity/activity-template-detail',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'A live campaign landing page by alias (activity template detail)',
        querystring: z.object({
          alias: z
            .string()
            .trim()
            .regex(/^[a-z0-9-]{1,64}$/i)
            .meta({ examples: ['spring-baidu'] }),
          lang: z.string().max(16).optional(),
        }),
        response: { 200: campaignResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await getCampaign(db, { alias: request.query.alias, language: contentLanguageFor(request.language) }),
      msg: 'ok',
    }),
  );
};
