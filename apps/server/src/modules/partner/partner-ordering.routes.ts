import {
  adminPartnerOrderingResponse,
  closeOrderingBody,
  message,
  openOrderingBody,
  orderingPartnerParams,
  partnerOrderingResponse,
  startTopUpResponse,
  topUpBody,
  topUpQuery,
  topUpResponse,
} from '@tallybook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import type { PaymentProviders } from '../../platform/payments/payment-provider.ts';
import { requestingPartner } from './applications.ts';
import { adminOrderingOf, closeOrdering, openOrdering, partnerOrderingOf } from './ordering.ts';
import { startTopUp, topUpOf } from './ordering-top-ups.ts';

const P = '/ommall/promoter/ordering';

/**
 * The partner's side of the channel ordering platform (issue 15, decision 0041): its ordering and
 * balance, and top-ups of the balance paid at the mall's providers. 401 without a session, 403 for an
 * account that is not a partner, 403 orderingNotOpen for a top-up while ordering is not open.
 */
export const partnerOrderingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: PaymentProviders;
  publicUrl: PublicUrl;
}> = async (app, { db, payments, publicUrl }) => {
  const tags = ['partner'];
  const noStore = {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
  };

  app.get(
    P,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'The partner’s ordering: open or not, its discount (basis points) and the prepaid balance in fen',
        response: { 200: partnerOrderingResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await partnerOrderingOf(db, partner.id), msg: 'ok' };
    },
  );

  app.post(
    `${P}/top-up`,
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Top up the ordering balance: a payment at the mall’s provider of the pay type',
        description:
          'Only while ordering is open (403 orderingNotOpen). The amount is whole fen, 1 to 500 000 yuan. Answers the trade number and the provider’s page; the provider’s notification credits the balance once.',
        body: topUpBody,
        response: { 200: startTopUpResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      const data = await startTopUp(db, payments, partner.id, {
        ...request.body,
        publicUrl: publicUrl(),
        clientIp: request.ip,
        description: message(request.language, 'orderingTopUpTitle'),
      });
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.get(
    `${P}/top-up`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'One of the partner’s top-ups by its trade number: pending, succeeded, failed or cancelled',
        querystring: topUpQuery,
        response: { 200: topUpResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await topUpOf(db, partner.id, request.query.tradeNo), msg: 'ok' };
    },
  );
};

/**
 * The back office's side (spec §6: the channel manager opens ordering permission): a partner's
 * ordering, opened with a discount and closed, each with the channel manager's name. No guard of its
 * own: the admin composition registers it behind the back office's token.
 */
export const partnerOrderingAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['back office'];
  const path = '/admin/api/partner/:partnerId/ordering';

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'A partner’s ordering: open or not, the discount, who opened or closed it, and the balance',
        params: orderingPartnerParams,
        response: { 200: adminPartnerOrderingResponse },
      },
    },
    async (request) => ({ code: 200, data: await adminOrderingOf(db, request.params.partnerId), msg: 'ok' }),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: 'Open a partner’s ordering with a discount off the mall’s price (basis points, 0 to 9 000)',
        description: '404 partnerNotFound; 409 orderingAlreadyOpen (close it first to change the discount).',
        params: orderingPartnerParams,
        body: openOrderingBody,
        response: { 200: adminPartnerOrderingResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await openOrdering(db, request.params.partnerId, request.body),
      msg: 'ok',
    }),
  );

  app.post(
    `${path}/close`,
    {
      schema: {
        tags,
        summary:
          'Close a partner’s ordering: no more top-ups nor activations from the balance, which stays the partner’s',
        description: '404 partnerNotFound; 409 orderingNotOpen.',
        params: orderingPartnerParams,
        body: closeOrderingBody,
        response: { 200: adminPartnerOrderingResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await closeOrdering(db, request.params.partnerId, request.body),
      msg: 'ok',
    }),
  );
};
