import {
  cancelOrderParams,
  cancelOrderQuery,
  couponUserQuery,
  couponUserResponse,
  message,
  orderCheckResponse,
  orderDetailResponse,
  orderNoParams,
  orderNoQuery,
  orderNumberResponse,
  orderPageQuery,
  orderPageResponse,
  orderResponse,
  paymentNotifyParams,
  paymentStatusResponse,
  placeOrderBody,
  startPaymentBody,
  startPaymentResponse,
  upgradeBody,
  upgradeResponse,
} from '@tallybook/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { AppError, failureBody } from '../../platform/http/envelope.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import { idempotencyKeyOf, requestHash, withIdempotency } from '../../platform/idempotency/idempotency.ts';
import {
  PaymentNotificationRejected,
  type PaymentProviders,
  type TradeSettlement,
  type TradeSettler,
} from '../../platform/payments/payment-provider.ts';
import { keepRawNotificationBodies } from '../../platform/payments/raw-notification-body.ts';
import { quoteUpgradeFor } from '../licensing/index.ts';
import { requireCustomer } from '../tenancy/index.ts';
import { atCampaignPrice, type CampaignPricer } from './campaign-prices.ts';
import { cancelOrder } from './cancel-order.ts';
import { listCoupons } from './list-coupons.ts';
import { checkOrder, getOrder, getPaymentStatus, listOrders } from './list-orders.ts';
import { reusableUpgradeOrder } from './open-upgrade-order.ts';
import { newOrderNo, orderView } from './order-view.ts';
import { createOrder, type PricedOrder, priceOrder } from './place-order.ts';
import { type SettlementResult, settlePayment } from './settle-payment.ts';
import { startPayment } from './start-payment.ts';

export interface OrdersRoutesOptions {
  db: Db;
  /** The provider of each pay type (platform/payments). */
  payments: PaymentProviders;
  /** Minutes an unpaid order waits before it is cancelled (ORDER_PAY_TIMEOUT_MINUTES). */
  payTimeoutMinutes: number;
  /** A payment's trade expires at its provider after this many minutes (decision 0087). */
  paymentPendingWindowMinutes?: number;
  /** The VAT rate (whole percent) mall prices include (MALL_VAT_RATE_PERCENT). */
  vatRatePercent: number;
  /** The site's public origin: payment notify and return addresses are built on it. */
  publicUrl: PublicUrl;
  /** Whether paying by bank transfer is offered (our account is configured). */
  bankTransfer: boolean;
  /** Other kinds of trade paid at the mall's providers (a partner's top-up), asked in turn about a trade number no order has. */
  otherTrades?: readonly TradeSettler[];
  /** Prices an order that names a campaign (decision 0045); without it such an order is refused. */
  campaignPrices?: CampaignPricer;
}

const tags = ['mall'];
const P = '/ommall/srvmall';
const guarded = { preHandler: refuseCrossSite };

/** The mall service's order and payment calls (spec §7, prefix /ommall/srvmall/; decisions 0012, 0020). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, options) => {
  const { db, payments, payTimeoutMinutes, vatRatePercent } = options;

  app.post(
    `${P}/license/upgrade`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'One-click upgrade of a basic licence in service to professional: the quote and its unpaid order',
        description: 'The edition changes only when the order is paid. Idempotency-Key is honoured as for POST order.',
        body: upgradeBody,
        response: { 200: upgradeResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      const now = new Date();
      const { srvId, targetLevel: _target, couponUserId, contactorId, invoice } = request.body;
      const { response } = await withIdempotency(
        db,
        {
          scope: `user:${user.userId} POST ${P}/license/upgrade`,
          key: idempotencyKeyOf(request),
          requestHash: requestHash({ upgrade: request.body }),
        },
        async (tx) => {
          const quote = await quoteUpgradeFor(tx, user.tenantId, srvId, now);
          const open = await reusableUpgradeOrder(
            tx,
            {
              tenantId: user.tenantId,
              serviceNumber: srvId,
              amount: quote.amount,
              plain: couponUserId === undefined && contactorId === undefined && invoice === undefined,
            },
            now,
          );
          const quoted = { remainingDays: quote.remainingDays, amount: quote.amount };
          if (open)
            return {
              code: 200,
              data: { quote: quoted, order: await orderView(tx, open, request.language) },
              msg: 'ok',
            };
          const { order } = await createOrder(
            tx,
            {
              kind: 'upgrade',
              serviceNumber: srvId,
              level: 'professional',
              skuId: null,
              quantity: 1,
              amount: quote.amount,
              quote: {
                remainingDays: quote.remainingDays ?? undefined,
                unitPrice: quote.unitPrice,
                targetExpiresAt: quote.licence.expiresAt?.toISOString() ?? null,
                months: null,
              },
            },
            { couponUserId, contactorId, invoice },
            {
              tenantId: user.tenantId,
              userId: user.userId,
              payTimeoutMinutes,
              vatRatePercent,
              idempotencyKey: idempotencyKeyOf(request),
              request: { upgrade: request.body },
              now,
            },
          );
          return {
            code: 200,
            data: {
              quote: quoted,
              order: await orderView(tx, order, request.language),
            },
            msg: 'ok',
          };
        },
        now,
      );
      return response;
    },
  );

  // ---------------------------------------------------------------- orders (login)

  app.post(
    `${P}/order`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Place an unpaid order: a SKU (new/renew) or extra users/stores, with a coupon and a fapiao request',
        description:
          'With an Idempotency-Key header, the same key and body answer the same order; the same key with another body answers 409.',
        body: placeOrderBody,
        response: { 200: orderResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      const now = new Date();
      // Places the order at `priced` and answers it as POST order does.
      const place = async (tx: Db, priced: PricedOrder) => {
        const { order, invoices } = await createOrder(
          tx,
          priced,
          {
            couponUserId: request.body.couponUserId,
            contactorId: request.body.contactorId,
            invoice: request.body.invoice,
          },
          {
            tenantId: user.tenantId,
            userId: user.userId,
            payTimeoutMinutes,
            vatRatePercent,
            idempotencyKey: idempotencyKeyOf(request),
            request: { order: request.body },
            now,
          },
        );
        // A new order's texts were read when it was priced, and its invoices are the ones it wrote.
        return {
          order,
          response: {
            code: 200,
            data: await orderView(tx, order, request.language, { texts: priced.texts, invoices }),
            msg: 'ok',
          },
        };
      };
      // The earlier answer is looked up before pricing: a retry after the first order was paid
      // (a renewal, an upgrade: no longer priceable) answers that order, not a pricing error.
      const { response } = await withIdempotency(
        db,
        {
          scope: `user:${user.userId} POST ${P}/order`,
          key: idempotencyKeyOf(request),
          requestHash: requestHash({ order: request.body }),
        },
        async (tx) => {
          const listed = await priceOrder(tx, user.tenantId, request.body, now, request.language);
          const { campaign } = request.body;
          // A campaign's price is taken in the order's transaction, with the order or not at all.
          if (campaign !== undefined) {
            return tx.transaction(async (inner) => {
              if (request.body.couponUserId !== undefined) throw new AppError(400, 'promotionNoCoupon');
              if (!options.campaignPrices) throw new AppError(404, 'campaignNotFound');
              const price = await options.campaignPrices(inner, {
                campaign,
                tenantId: user.tenantId,
                userId: user.userId,
                priced: listed,
                now,
              });
              const placed = await place(inner, atCampaignPrice(listed, campaign, price));
              await price.taken(inner, placed.order);
              return placed.response;
            });
          }
          return (await place(tx, listed)).response;
        },
        now,
      );
      return response;
    },
  );

  app.get(
    `${P}/order/number`,
    {
      schema: {
        tags,
        summary: 'A fresh order number for display (POST order assigns its own)',
        response: { 200: orderNumberResponse },
      },
    },
    async (request) => {
      await requireCustomer(db, request);
      return { code: 200, data: { orderNo: newOrderNo() }, msg: 'ok' };
    },
  );

  app.get(
    `${P}/order/check`,
    {
      schema: {
        tags,
        summary: 'The order before paying: whether it can be paid now, and the pay types offered',
        querystring: orderNoQuery,
        response: { 200: orderCheckResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return {
        code: 200,
        data: await checkOrder(db, {
          tenantId: user.tenantId,
          orderNo: request.query.orderNo,
          language: request.language,
          offered: { payTypes: (payType) => payments.offers(payType), bankTransfer: options.bankTransfer },
        }),
        msg: 'ok',
      };
    },
  );

  app.get(
    `${P}/order/pagelist`,
    {
      schema: {
        tags,
        summary: 'The user’s orders, newest first, optionally of one status',
        querystring: orderPageQuery,
        response: { 200: orderPageResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return {
        code: 200,
        data: await listOrders(db, { ...request.query, tenantId: user.tenantId, language: request.language }),
        msg: 'ok',
      };
    },
  );

  app.get(
    `${P}/order/:orderNo`,
    {
      schema: {
        tags,
        summary: 'One of the user’s orders (404 orderNotFound for anyone else’s)',
        params: orderNoParams,
        response: { 200: orderDetailResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return {
        code: 200,
        data: await getOrder(db, user.tenantId, request.params.orderNo, request.language),
        msg: 'ok',
      };
    },
  );

  app.delete(
    `${P}/order/:orderId`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Cancel an unpaid order of the user; its coupon is given back',
        params: cancelOrderParams,
        querystring: cancelOrderQuery,
        response: { 200: orderResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      // The spec's userId parameter, when given, must be the caller's own.
      if (request.query.userId !== undefined && request.query.userId !== user.userId) {
        throw new AppError(404, 'orderNotFound');
      }
      const order = await cancelOrder(db, { tenantId: user.tenantId, orderId: request.params.orderId });
      return { code: 200, data: await orderView(db, order, request.language), msg: 'ok' };
    },
  );

  app.get(
    `${P}/coupon/couponuser`,
    {
      schema: {
        tags,
        summary: 'The user’s unused coupons, each with whether it applies to an amount of a service and its discount',
        querystring: couponUserQuery,
        response: { 200: couponUserResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return {
        code: 200,
        data: await listCoupons(db, { ...request.query, tenantId: user.tenantId, language: request.language }),
        msg: 'ok',
      };
    },
  );

  // ---------------------------------------------------------------- payments

  app.post(
    `${P}/payment`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Start paying an unpaid order: the provider’s page (payUrl) or app parameters (params)',
        description: 'A cancelled order is refused (orderCancelledCannotPay). returnUrl must be a path of this site.',
        body: startPaymentBody,
        response: { 200: startPaymentResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      const data = await startPayment(db, payments, {
        tenantId: user.tenantId,
        ...request.body,
        publicUrl: options.publicUrl(),
        language: request.language,
        clientIp: request.ip,
        ...(options.paymentPendingWindowMinutes ? { expiresInMs: options.paymentPendingWindowMinutes * 60_000 } : {}),
      });
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.get(
    `${P}/payment/order`,
    {
      schema: {
        tags,
        summary: 'Whether an order is paid (the result page polls it)',
        querystring: orderNoQuery,
        response: { 200: paymentStatusResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return { code: 200, data: await getPaymentStatus(db, user.tenantId, request.query.orderNo), msg: 'ok' };
    },
  );

  // A provider's notification: its signature covers the body's exact bytes, so within this
  // plugin every body (JSON or form) is kept as the raw string.
  await app.register(async (scope) => {
    keepRawNotificationBodies(scope);
    scope.post(
      `${P}/payment/notify/:provider`,
      {
        schema: {
          tags,
          summary: 'A payment provider’s asynchronous notification (signature verified over the raw body)',
          description:
            'Answered as the provider expects; a notification that fails verification answers 400 and changes nothing.',
          params: paymentNotifyParams,
        },
      },
      async (request, reply: FastifyReply) => {
        const named = paymentNotifyParams.safeParse(request.params);
        const provider = named.success ? payments.byName(named.data.provider) : undefined;
        if (!provider) throw new AppError(404, 'notFound');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const refuse = (reason: string) => {
          request.log.warn({ provider: provider.name, reason }, 'payment notification refused');
          return reply
            .status(400)
            .send(failureBody('code', 400, message(request.language, 'paymentNotificationRejected')));
        };
        let notification: Awaited<ReturnType<typeof provider.verifyNotification>>;
        try {
          notification = await provider.verifyNotification({ headers: request.headers, rawBody });
        } catch (error) {
          if (error instanceof PaymentNotificationRejected) return refuse(error.message);
          throw error;
        }
        let result: SettlementResult | TradeSettlement = await settlePayment(db, provider.name, notification, {
          logger: request.log,
        });
        // A trade number no order has may be another kind of trade's (decision 0041).
        for (const settle of options.otherTrades ?? []) {
          if (result.kind !== 'rejected' || result.reason !== 'unknownTrade') break;
          result = (await settle(provider.name, notification)) ?? result;
        }
        if (result.kind === 'rejected') return refuse(result.reason);
        request.log.info(
          { provider: provider.name, tradeNo: notification.tradeNo, result: result.kind },
          'payment notification',
        );
        const ack = provider.acknowledgement();
        return reply.status(ack.status).type(ack.contentType).send(ack.body);
      },
    );
  });
};
