import {
  buyInDiscountQuery,
  buyInDiscountResponse,
  campaignQuery,
  campaignWindowResponse,
  checkOnceResponse,
  claimCouponBody,
  claimCouponPackBody,
  claimCouponPackResponse,
  claimCouponResponse,
  couponInfoResponse,
  couponStatusResponse,
  firstBuyResponse,
  lotteryInfoResponse,
  lotteryRecordsQuery,
  lotteryRecordsResponse,
  lotteryResultResponse,
  message,
  promotionGoodsResponse,
  promotionInfoResponse,
  shareChanceResponse,
  specifiedServiceResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { checkFirstBuy } from '../orders/index.ts';
import { requireCustomer } from '../tenancy/index.ts';
import { claimCampaignCoupon, claimCampaignCouponPack } from './claim-campaign-coupons.ts';
import { customerIfLoggedIn } from './customer-if-logged-in.ts';
import { drawLottery } from './draw-lottery.ts';
import { shareLotteryChance } from './lottery-chances.ts';
import { buyInDiscount, checkOnce, promotionGoods, promotionInfo } from './promotion-prices.ts';
import { couponActivityTime, couponInfo, couponStatus } from './read-campaign-coupons.ts';
import { lotteryInfo, lotteryRecords } from './read-lottery.ts';

const tags = ['campaigns'];
const A = '/ommall/activity';
const ok = <T>(data: T) => ({ code: 200, data, msg: 'ok' });
// A draw and a share are GETs (spec §7) that change what the merchant holds: never on another site's behalf.
const guarded = { preHandler: refuseCrossSite };

/**
 * The campaigns' lottery, coupons and campaign prices under /ommall/activity/ (spec §7 Activity,
 * issue 16, decision 0045). A merchant's own part needs a login; another merchant's is never seen.
 */
export const campaignOfferRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // ---------------------------------------------------------------- lottery

  app.get(
    `${A}/lottery-info`,
    {
      schema: {
        tags,
        summary: 'A lottery’s prizes (weights and stock), rules, and the logged-in merchant’s draws',
        querystring: campaignQuery,
        response: { 200: lotteryInfoResponse },
      },
    },
    async (request) => {
      const customer = await customerIfLoggedIn(db, request);
      return ok(
        await lotteryInfo(db, { alias: request.query.alias, tenantId: customer?.tenantId, language: request.language }),
      );
    },
  );

  app.get(
    `${A}/lottery-result`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Draw once: spends one of the merchant’s draws and says what was won',
        description:
          'The roll is drawn on the server (node:crypto) and recorded with the pool it was rolled on. 409 lotteryNoChances, lotteryPrizesGone, campaignNotStarted, campaignEnded.',
        querystring: campaignQuery,
        response: { 200: lotteryResultResponse },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request);
      return ok(
        await drawLottery(db, {
          alias: request.query.alias,
          tenantId: customer.tenantId,
          userId: customer.userId,
          language: request.language,
        }),
      );
    },
  );

  app.get(
    `${A}/share-chance`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'One more draw after a share, once per business day (or once per campaign, as the lottery says)',
        querystring: campaignQuery,
        response: { 200: shareChanceResponse },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request);
      return ok(
        await shareLotteryChance(db, {
          alias: request.query.alias,
          tenantId: customer.tenantId,
          userId: customer.userId,
        }),
      );
    },
  );

  app.get(
    `${A}/lottery-records`,
    {
      schema: {
        tags,
        summary: 'The merchant’s own draws in a lottery and what each won, newest first',
        querystring: lotteryRecordsQuery,
        response: { 200: lotteryRecordsResponse },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request);
      return ok(
        await lotteryRecords(db, { ...request.query, tenantId: customer.tenantId, language: request.language }),
      );
    },
  );

  // ---------------------------------------------------------------- coupons

  app.get(
    `${A}/coupon-activity-time`,
    {
      schema: {
        tags,
        summary: 'When a coupon campaign runs, and whether it is upcoming, running or ended',
        querystring: campaignQuery,
        response: { 200: campaignWindowResponse },
      },
    },
    async (request) => ok(await couponActivityTime(db, request.query.alias)),
  );

  app.get(
    `${A}/coupon-info`,
    {
      schema: {
        tags,
        summary: 'The terms of each mall coupon a campaign offers, and how many are left',
        querystring: campaignQuery,
        response: { 200: couponInfoResponse },
      },
    },
    async (request) => ok(await couponInfo(db, { alias: request.query.alias, language: request.language })),
  );

  app.get(
    `${A}/coupon-status`,
    {
      schema: {
        tags,
        summary: 'The merchant’s coupons from a campaign: unclaimed, unused, used or expired',
        querystring: campaignQuery,
        response: { 200: couponStatusResponse },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request);
      return ok(await couponStatus(db, { alias: request.query.alias, tenantId: customer.tenantId }));
    },
  );

  app.post(
    `${A}/coupon-user`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Claim a campaign’s coupon into the merchant’s mall coupons, once per merchant',
        description: '409 campaignCouponClaimed, campaignCouponsGone, campaignNotStarted, campaignEnded.',
        body: claimCouponBody,
        response: { 200: claimCouponResponse },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request);
      return ok(
        await claimCampaignCoupon(db, { ...request.body, tenantId: customer.tenantId, userId: customer.userId }),
      );
    },
  );

  app.post(
    `${A}/coupon-by-config`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Claim every coupon a campaign’s configuration offers that the merchant does not hold yet',
        body: claimCouponPackBody,
        response: { 200: claimCouponPackResponse },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request);
      return ok(
        await claimCampaignCouponPack(db, {
          alias: request.body.alias,
          tenantId: customer.tenantId,
          userId: customer.userId,
        }),
      );
    },
  );

  // ---------------------------------------------------------------- promotions

  app.get(
    `${A}/promotion-info`,
    {
      schema: {
        tags,
        summary: 'A campaign price’s terms and time: the service, once per merchant, first purchase only',
        querystring: campaignQuery,
        response: { 200: promotionInfoResponse },
      },
    },
    async (request) => ok(await promotionInfo(db, { alias: request.query.alias, language: request.language })),
  );

  app.get(
    `${A}/promotion-goods-info`,
    {
      schema: {
        tags,
        summary: 'The SKUs of a campaign price, each with the mall’s price and the campaign’s',
        description: 'POST /ommall/srvmall/order with `campaign: alias` buys one at the campaign’s price.',
        querystring: campaignQuery,
        response: { 200: promotionGoodsResponse },
      },
    },
    async (request) => ok(await promotionGoods(db, { alias: request.query.alias, language: request.language })),
  );

  app.get(
    `${A}/specified-service-number`,
    {
      schema: {
        tags,
        summary: 'The service a campaign sells',
        querystring: campaignQuery,
        response: { 200: specifiedServiceResponse },
      },
    },
    async (request) => {
      const info = await promotionInfo(db, { alias: request.query.alias, language: request.language });
      return ok({ alias: info.alias, serviceNumber: info.serviceNumber, serviceName: info.serviceName });
    },
  );

  app.get(
    `${A}/check-buy-in-discount`,
    {
      schema: {
        tags,
        summary: 'Whether the merchant may buy (this SKU) at the campaign’s price now, and if not why',
        querystring: buyInDiscountQuery,
        response: { 200: buyInDiscountResponse },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request);
      const verdict = await buyInDiscount(db, { ...request.query, tenantId: customer.tenantId });
      return ok({
        allowed: verdict.allowed,
        reason: verdict.allowed ? null : message(request.language, verdict.reason),
      });
    },
  );

  app.get(
    `${A}/check-once`,
    {
      schema: {
        tags,
        summary: 'Whether the campaign’s price is once per merchant, and whether this merchant has taken it',
        querystring: campaignQuery,
        response: { 200: checkOnceResponse },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request);
      return ok(await checkOnce(db, { alias: request.query.alias, tenantId: customer.tenantId }));
    },
  );

  app.get(
    `${A}/first-buy-verify`,
    {
      schema: {
        tags,
        summary: 'Whether the merchant has never paid an order (a first purchase)',
        response: { 200: firstBuyResponse },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request);
      return ok({ firstBuy: (await checkFirstBuy(db, customer.tenantId)).allowed });
    },
  );
};
