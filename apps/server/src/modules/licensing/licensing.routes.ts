import {
  extraSeatsQuery,
  extraSeatsResponse,
  licenceRemainingQuery,
  licenceRemainingResponse,
  renewExpiryQuery,
  renewExpiryResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { requireCustomer } from '../tenancy/index.ts';
import { getLicenceRemaining, quoteRenewal } from './get-licence-remaining.ts';
import { quoteExtraSeatsFor } from './quote-extra-seats.ts';

const tags = ['mall'];
const P = '/ommall/srvmall';

/** A customer's licence and what changing it would give (spec §7 Mall service; decision 0020). */
export const licensingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // ---------------------------------------------------------------- licences (login)

  app.get(
    `${P}/license/day/remaining`,
    {
      schema: {
        tags,
        summary: 'The user’s licence of a service: edition, expiry, days left, users, stores, trial',
        querystring: licenceRemainingQuery,
        response: { 200: licenceRemainingResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return { code: 200, data: await getLicenceRemaining(db, user.tenantId, request.query.serviceNumber), msg: 'ok' };
    },
  );

  app.get(
    `${P}/license/renew/expiredate`,
    {
      schema: {
        tags,
        summary: 'The licence’s expiry now and after buying a SKU (quantity times)',
        querystring: renewExpiryQuery,
        response: { 200: renewExpiryResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return {
        code: 200,
        data: await quoteRenewal(db, user.tenantId, request.query.skuId, request.query.quantity),
        msg: 'ok',
      };
    },
  );

  app.get(
    `${P}/order/adduseraccount/durationandprice`,
    {
      schema: {
        tags,
        summary: 'The price of extra users or stores to the end of the paid licence (stores: professional only)',
        querystring: extraSeatsQuery,
        response: { 200: extraSeatsResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return { code: 200, data: (await quoteExtraSeatsFor(db, user.tenantId, request.query)).quote, msg: 'ok' };
    },
  );
};
