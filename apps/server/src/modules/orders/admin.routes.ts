import {
  grantCouponBody,
  grantCouponResponse,
  orderRefundResponse,
  refundOrderBody,
  refundOrderParams,
  reinvoiceParams,
  reinvoiceResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { grantCouponByAdmin } from './grant-welcome-coupons.ts';
import { type RefundChannels, readRefund, refundOrder } from './refund-order.ts';
import { issueInvoice } from './reissue-invoice.ts';

export interface OrdersAdminOptions {
  db: Db;
  /** Who gives a refunded order's money back: the payment providers, and payers inside the platform. */
  refunds: RefundChannels;
  /** Called after a refund: the outbox delivers `order.refunded` at once (the drain job retries). */
  afterRefund?: () => Promise<void>;
}

/**
 * The orders module's back-office calls. They carry no guard of their own: the admin composition
 * (apps/server/src/admin) registers them behind the back office's token, with every other module's.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod<OrdersAdminOptions> = async (
  app,
  { db, refunds, afterRefund },
) => {
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

  app.post(
    '/admin/api/mall/orders/:orderNo/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund a paid order in full to its payer (Authorization: Bearer ADMIN_TOKEN)',
        description:
          'Decision 0043. The provider that took the payment refunds it (WeChat Pay, Alipay, the sandbox); an order the customer’s partner paid from its ordering balance goes back to that balance. One refund per order: a call while another asks the provider answers 409 refundInProgress; a refused refund (409 refundRefused) can be tried again.',
        params: refundOrderParams,
        body: refundOrderBody,
        response: { 200: orderRefundResponse },
      },
    },
    async (request) => {
      const data = await refundOrder(db, request.params.orderNo, request.body, refunds);
      if (data.status === 'refunded') await afterRefund?.();
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.get(
    '/admin/api/mall/orders/:orderNo/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'An order’s refund as it stands (Authorization: Bearer ADMIN_TOKEN)',
        params: refundOrderParams,
        response: { 200: orderRefundResponse },
      },
    },
    async (request) => ({ code: 200, data: await readRefund(db, request.params.orderNo), msg: 'ok' }),
  );
};
