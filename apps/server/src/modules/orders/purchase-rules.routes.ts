import { type Language, message, purchaseRuleQuery, purchaseRuleResponse } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { requireCustomer } from '../tenancy/index.ts';
import { checkFirstBuy, checkLimitBuy, checkRole, type PurchaseVerdict } from './check-purchase-rules.ts';

const tags = ['mall'];
const skuQuery = purchaseRuleQuery.extend({ skuId: purchaseRuleQuery.shape.skuId.unwrap() });
const firstBuyQuery = z.object({});

const answer = (verdict: PurchaseVerdict, language: Language) => ({
  code: 200,
  data: { allowed: verdict.allowed, reason: verdict.allowed ? null : message(language, verdict.reason) },
  msg: 'ok',
});

/** Purchase rules the order screens ask before placing an order (place-order applies them too). */
export const purchaseRulesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ommall/srvmall/order/limitbuy/verify',
    {
      schema: {
        tags,
        summary: 'Whether the user may buy the SKU: a perpetual buyout only once',
        querystring: skuQuery,
        response: { 200: purchaseRuleResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return answer(await checkLimitBuy(db, user.tenantId, request.query.skuId), request.language);
    },
  );

  app.get(
    '/ommall/srvmall/order/role/verify',
    {
      schema: {
        tags,
        summary:
          'Whether the user’s licence allows the SKU: extras need a paid licence in service, stores a professional one',
        querystring: skuQuery,
        response: { 200: purchaseRuleResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return answer(await checkRole(db, user.tenantId, request.query.skuId), request.language);
    },
  );

  app.get(
    '/ommall/srvmall/order/checkuseriscanbuywdh5onemonth',
    {
      schema: {
        tags,
        summary: 'Whether the user may take the first-buy offer (never paid an order)',
        querystring: firstBuyQuery,
        response: { 200: purchaseRuleResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return answer(await checkFirstBuy(db, user.tenantId), request.language);
    },
  );
};
