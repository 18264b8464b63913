import {
  addInvoiceBody,
  addInvoiceParams,
  addInvoiceResponse,
  invoiceProfileParams,
  invoiceProfileQuery,
  invoiceProfileResponse,
  invoiceProfileSaveBody,
  invoiceProfileSaveParams,
  message,
  reinvoiceParams,
  reinvoiceResponse,
} from '@tallybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { requireCustomer } from '../tenancy/index.ts';
import { addOrderInvoice } from './add-order-invoice.ts';
import { getInvoiceProfile } from './get-invoice-profile.ts';
import { reissueInvoice } from './reissue-invoice.ts';
import { saveInvoiceProfile } from './save-invoice-profile.ts';

const tags = ['mall'];

/** The logged-in user, who must be the one the path names (403 otherwise). */
async function requireSameCustomer(db: Db, request: FastifyRequest, pathUserId: number) {
  const user = await requireCustomer(db, request);
  if (user.userId !== pathUserId) throw new AppError(403, 'otherUsersData');
  return user;
}

/** Fapiao: saved details per product, a request after payment, reissue (spec §7), and issuing (admin.routes.ts). */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/ommall/srvmall/order/invoice/:userId/save',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Save the user’s fapiao details for a product, medium and type (checked like a fapiao request)',
        params: invoiceProfileSaveParams,
        body: invoiceProfileSaveBody,
        response: { 200: invoiceProfileResponse },
      },
    },
    async (request) => {
      const user = await requireSameCustomer(db, request, request.params.userId);
      const data = await saveInvoiceProfile(db, user.tenantId, request.body);
      return { code: 200, data, msg: message(request.language, 'saved') };
    },
  );

  app.get(
    '/ommall/srvmall/order/invoice/:userId/:productNo',
    {
      schema: {
        tags,
        summary: 'The user’s saved fapiao details for a product, medium and type, or null',
        params: invoiceProfileParams,
        querystring: invoiceProfileQuery,
        response: { 200: invoiceProfileResponse },
      },
    },
    async (request) => {
      const user = await requireSameCustomer(db, request, request.params.userId);
      const data = await getInvoiceProfile(db, user.tenantId, {
        productNo: request.params.productNo,
        mediaType: request.query.mediaType,
        invoiceType: request.query.invoicetype,
      });
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.post(
    '/ommall/srvmall/order/addinvoice/:orderId',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Request a fapiao for the user’s paid order that has none',
        params: addInvoiceParams,
        body: addInvoiceBody,
        response: { 200: addInvoiceResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      const data = await addOrderInvoice(db, user.tenantId, request.params.orderId, request.body);
      return { code: 200, data, msg: message(request.language, 'submitted') };
    },
  );

  app.delete(
    '/ommall/srvmall/order/reinvoice/:invoiceId',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Void the user’s requested or issued fapiao and request it again with the same details',
        params: reinvoiceParams,
        response: { 200: reinvoiceResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      const data = await reissueInvoice(db, user.tenantId, request.params.invoiceId);
      return { code: 200, data, msg: message(request.language, 'submitted') };
    },
  );
};
