import {
  adClickValidity,
  adClickValidityQuery,
  adConversionCallbackBody,
  adConversionCallbackParams,
  adConversionRecorded,
  baiduOcpcBody,
  DEFAULT_CALLBACK_CONVERSION_TYPE,
  merchantAttributionParams,
  merchantAttributionResponse,
} from '@tallybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { type ClientLimit, grantWithinLimit } from '../../platform/limits/client-limit.ts';
import { clickValidity } from './click-validity.ts';
import { merchantAttributionOf } from './merchant-attribution.ts';
import { recordBaiduConversion, recordCallbackConversion } from './record-conversion.ts';

/**
 * A landing page reports a handful of conversions; a client past this is inventing them, and what
 * it sends is not stored (decision 0086).
 */
export const CONVERSIONS_PER_ADDRESS: ClientLimit = { hits: 30, windowMs: 60_000 };
/** The answer to a call past its address's allowance: the page's normal success, nothing stored. */
const NOT_STORED = { conversionId: null, recorded: false, merchantKnown: false } as const;
/** The largest body a conversion call takes: a url of 2048 characters, a token and a type fit well within. */
const CONVERSION_BODY_LIMIT_BYTES = 8 * 1024;

export interface AdConversionRoutesOptions {
  db: Db;
  /** Whether conversions are forwarded to an ad platform (off: recorded, and they wait). */
  forwarding: boolean;
  /** Forwards what is due now (the job retries what fails); called after a new conversion. */
  forwardNow?: () => Promise<void>;
  conversionsPerAddress?: ClientLimit;
}

/** The ad-conversion calls of spec §7 "Ads and tracking" (issue 16, decision 0042). */
export const adConversionRoutes: FastifyPluginAsyncZod<AdConversionRoutesOptions> = async (app, options) => {
  const { db, forwarding } = options;
  const limit = options.conversionsPerAddress ?? CONVERSIONS_PER_ADDRESS;
  // every call counts, a token no click has too, so that nobody tries tokens faster than this either
  const withinAllowance = async (request: FastifyRequest) =>
    (await grantWithinLimit(db, `conversions:${request.ip}`, 1, limit)) === 1;
  const forwardIfNew = (recorded: boolean) => {
    if (recorded && options.forwardNow) void options.forwardNow();
  };

  app.post(
    '/api/track/baidu-ocpc',
    {
      bodyLimit: CONVERSION_BODY_LIMIT_BYTES,
      schema: {
        tags: ['tracking'],
        summary: 'Record a Baidu ad click’s conversion (landing url with bd_vid, click token, newType) and forward it',
        body: baiduOcpcBody,
        response: { 200: adConversionRecorded },
      },
    },
    async (request) => {
      if (!(await withinAllowance(request))) return { code: 200, data: NOT_STORED, msg: 'ok' };
      const data = await recordBaiduConversion(db, request.body);
      forwardIfNew(data.recorded);
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.post(
    '/api/track/:token',
    {
      bodyLimit: CONVERSION_BODY_LIMIT_BYTES,
      schema: {
        tags: ['tracking'],
        summary: 'Conversion callback of a known ad click (type: a registration unless given)',
        params: adConversionCallbackParams,
        body: adConversionCallbackBody,
        response: { 200: adConversionRecorded },
      },
    },
    async (request) => {
      if (!(await withinAllowance(request))) return { code: 200, data: NOT_STORED, msg: 'ok' };
      const type = request.body?.type ?? DEFAULT_CALLBACK_CONVERSION_TYPE;
      const data = await recordCallbackConversion(db, request.params.token, type);
      forwardIfNew(data.recorded);
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.get(
    '/suggestion/valid/info',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Whether the ad click a landing page carries is known and still counts, and its conversions',
        querystring: adClickValidityQuery,
        response: { 200: adClickValidity },
      },
    },
    async (request) => ({ code: 200, data: await clickValidity(db, request.query.token, forwarding), msg: 'ok' }),
  );
};

/** The back office's reading of a merchant's attribution. No guard of its own: admin composition adds it. */
export const trackingAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/api/merchants/:tenantId/attribution',
    {
      schema: {
        tags: ['back office'],
        summary: 'Where a merchant came from: utm, channel, invite, partner code, app origin, ad click (first touch)',
        params: merchantAttributionParams,
        response: { 200: merchantAttributionResponse },
      },
    },
    async (request) => ({ code: 200, data: await merchantAttributionOf(db, request.params.tenantId), msg: 'ok' }),
  );
};
