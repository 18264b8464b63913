import { grantCouponBody, grantCouponResponse, reinvoiceParams, reinvoiceResponse } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { grantCouponByAdmin } from './grant-welcome-coupons.ts';
import { issueInvoice } from './reissue-invoice.ts';

/**
 * The orders module's back-office calls. They carry no guard of their own: the admin composition
 * (apps/server/src/admin) registers them behind the back office's token, with every other module's.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/admin/api/mall/coupons/grant',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a user (by id or phone) one coupon of a definition, valid for its days from now',
        body: grantCouponBody,
        response: { 200: grantCouponResponse },
      },
    },
    async (request) => ({ code: 200, data: await grantCouponByAdmin(db, request.body), msg: 'ok' }),
  );

  app.post(
    '/admin/api/mall/invoices/:invoiceId/issue',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a requested fapiao issued (Authorization: Bearer ADMIN_TOKEN)',
        params: reinvoiceParams,
        response: { 200: reinvoiceResponse },
      },
    },
    async (request) => ({ code: 200, data: await issueInvoice(db, request.params.invoiceId), msg: 'ok' }),
  );
};
