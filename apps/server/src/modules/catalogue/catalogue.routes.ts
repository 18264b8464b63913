import {
  serviceDetailResponse,
  serviceDisplayParams,
  serviceDisplayResponse,
  serviceIntroduceQuery,
  serviceIntroduceResponse,
  serviceNumberParams,
  skuDayQuery,
  skuDayResponse,
  skuPricesResponse,
  sysEnumResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { getService, getServiceIntroduction, getSkuDays } from './get-service.ts';
import { listServices } from './list-services.ts';
import { listSystemEnums } from './list-system-enums.ts';

const tags = ['mall'];
const P = '/ommall/srvmall';

// Any whole number is a type id; one we do not know has no values (an empty list, not an error).
const sysEnumParams = z.object({ typeID: z.coerce.number().int().min(0).max(2_147_483_647) });

/** The mall's public catalogue (spec §7 Mall service; decision 0020): services, SKUs and enumerations. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // ---------------------------------------------------------------- catalogue (public)

  app.get(
    `${P}/services/display/:displayId`,
    {
      schema: {
        tags,
        summary: 'The services of a display page (the site uses 11), with their editions',
        params: serviceDisplayParams,
        response: { 200: serviceDisplayResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await listServices(db, request.params.displayId, request.language),
      msg: 'ok',
    }),
  );

  app.get(
    `${P}/services/sku/day`,
    {
      schema: {
        tags,
        summary: 'The days a SKU’s term lasts from today (null for a perpetual buyout)',
        querystring: skuDayQuery,
        response: { 200: skuDayResponse },
      },
    },
    async (request) => ({ code: 200, data: await getSkuDays(db, request.query.skuId), msg: 'ok' }),
  );

  app.get(
    `${P}/services/introduce`,
    {
      schema: {
        tags,
        summary: 'The introduction of a service, in sections',
        querystring: serviceIntroduceQuery,
        response: { 200: serviceIntroduceResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await getServiceIntroduction(db, request.query.serviceNumber, request.language),
      msg: 'ok',
    }),
  );

  app.get(
    `${P}/services/:serviceNumber`,
    {
      schema: {
        tags,
        summary: 'A service with its SKUs and the yearly prices of extra users and stores (404 serviceNotFound)',
        params: serviceNumberParams,
        response: { 200: serviceDetailResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await getService(db, request.params.serviceNumber, request.language),
      msg: 'ok',
    }),
  );

  app.get(
    `${P}/services/:serviceNumber/skuprices`,
    {
      schema: {
        tags,
        summary: 'The SKUs of a service: subscriptions (subscribeType 1) and perpetual buyouts (2)',
        params: serviceNumberParams,
        response: { 200: skuPricesResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: (await getService(db, request.params.serviceNumber, request.language)).skus,
      msg: 'ok',
    }),
  );

  app.get(
    '/ommall/om/sysenum/list/:typeID',
    {
      schema: {
        tags,
        summary:
          'A system enumeration in the caller’s language: 1 pay types, 2 fapiao types, 3 fapiao media, 4 cancel reasons',
        description: 'An unknown typeID answers an empty list.',
        params: sysEnumParams,
        response: { 200: sysEnumResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: listSystemEnums(request.params.typeID, request.language),
      msg: 'ok',
    }),
  );
};
