import {
  activateServiceBody,
  activateServiceResponse,
  activationQuery,
  activeServiceQuery,
  activeServiceResponse,
  activeVerifyResponse,
} from '@tallybook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.ts';
import {
  type ActivationSettings,
  activateService,
  activationOf,
  listActivations,
  verifyActivation,
} from './activations.ts';
import { requestingPartner } from './applications.ts';

const P = '/ommall/promoter';
const tags = ['partner'];

export interface PartnerActivationRoutesOptions extends ActivationSettings {
  db: Db;
}

/**
 * Services a partner activates for its customers by a pay link (spec §2, §7 Promoter module: active
 * verify, service, active service; issue 15; decision 0040). 401 without a session, 403 for an
 * account that is not a partner; another partner's customer answers exactly as an unknown one.
 */
export const partnerActivationRoutes: FastifyPluginAsyncZod<PartnerActivationRoutesOptions> = async (app, options) => {
  const { db } = options;
  const settings = { payTimeoutMinutes: options.payTimeoutMinutes, vatRatePercent: options.vatRatePercent };
  // a partner's book is private: never kept by a cache between the partner and us
  const noStore = {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
  };

  app.get(
    `${P}/active-verify`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'May the partner activate this service (service number and SKU) for its customer now',
        description:
          'Allowed: the offer, priced as the mall prices it for the customer. Refused: 400 activationSelectionRequired (spec §5) when a selection is missing; 404 customerNotFound (another partner’s customer or an unknown one alike), serviceNotFound, skuNotFound; 409 activationPurchaseRefused (the mall’s own purchase rules, with their reason) or activationOpen (an unpaid activation of the service is open for the customer).',
        querystring: activationQuery,
        response: { 200: activeVerifyResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      const offer = await verifyActivation(db, partner.id, request.query, request.language);
      return { code: 200, data: { ...offer, allowed: true as const }, msg: 'ok' };
    },
  );

  app.post(
    `${P}/service`,
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Activate a service for a customer by a pay link: the customer’s unpaid mall order of the SKU',
        description:
          'Refused as active-verify refuses. Answers the activation with its order number and the mall page where the logged-in customer pays it (payPath). With an Idempotency-Key header the same key and body answer the first activation; the same key with another body, 409.',
        body: activateServiceBody,
        response: { 200: activateServiceResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      const data = await activateService(db, partner.id, request.body, {
        language: request.language,
        idempotencyKey: idempotencyKeyOf(request),
        settings,
      });
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.get(
    `${P}/active-service`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'The partner’s activations: one by id or order number, or a page, newest first',
        description:
          'Each with the customer’s shop and hidden phone, the service and edition, the amount in fen, the order’s state (unpaid, paid, cancelled) and its instants. Another partner’s activation answers 404 activationNotFound, as an unknown one.',
        querystring: activeServiceQuery,
        response: { 200: activeServiceResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      const { id, orderNo, page, rows } = request.query;
      const data =
        id !== undefined || orderNo !== undefined
          ? await activationOf(db, partner.id, { id, orderNo }, request.language)
          : await listActivations(db, partner.id, { page, rows }, request.language);
      return { code: 200, data, msg: 'ok' };
    },
  );
};
