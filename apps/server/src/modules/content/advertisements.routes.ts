import { codeEnvelope, contentLanguageFor, HOME_AD_POSITION, HOME_AD_PRODUCT_ID } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { getAdvertisement } from './get-advertisement.ts';

const advertiseQuery = z.object({
  productId: z.coerce
    .number()
    .int()
    .positive()
    .meta({ examples: [HOME_AD_PRODUCT_ID] }),
  adPosition: z.coerce
    .number()
    .int()
    .positive()
    .meta({ examples: [HOME_AD_POSITION.desktop] }),
});

const advertiseResponse = codeEnvelope(
  z.object({ adImgUrl: z.string(), adAddress: z.string(), adAlt: z.string() }).nullable(),
);

const tags = ['mall'];
const P = '/ommall/srvmall';

/** The mall service's ad slot (the home banner), kept with the site's content (decision 0020). */
export const advertisementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${P}/advertise/info`,
    {
      config: { contentRead: true },
      schema: {
        tags,
        summary: 'The ad in force for a product and position (the home banner: product 30, position 69 or 71)',
        querystring: advertiseQuery,
        response: { 200: advertiseResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await getAdvertisement(db, { ...request.query, language: contentLanguageFor(request.language) }),
      msg: 'ok',
    }),
  );
};
