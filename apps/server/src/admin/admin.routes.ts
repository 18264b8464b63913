import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadsAdminRoutes } from '../modules/content/index.ts';
import { smsOutboxAdminRoutes } from '../modules/identity/index.ts';
import { ordersAdminRoutes, type RefundChannels } from '../modules/orders/index.ts';
import { partnerAdminRoutes, partnerIncomeAdminRoutes, partnerOrderingAdminRoutes } from '../modules/partner/index.ts';
import { referralAdminRoutes } from '../modules/referral/index.ts';
import { supportAdminRoutes } from '../modules/support/index.ts';
import { trackingAdminRoutes } from '../modules/tracking/index.ts';
import type { Db } from '../platform/db/database.ts';
import { requireAdmin } from '../platform/http/admin-guard.ts';
import type { PayoutProvider } from '../platform/payouts/payout-provider.ts';
import type { RedPacketProvider } from '../platform/payouts/red-packet-provider.ts';

export interface AdminRoutesOptions {
  db: Db;
  /** ADMIN_TOKEN: the back office's bearer token; without one every back-office call refuses. */
  adminToken: string | undefined;
  /** Mount GET /admin/api/sms/outbox: only while the sandbox sends the text messages (SANDBOX on, no real SMS provider). */
  smsOutbox: boolean;
  /** Called after a partner application is decided: the outbox texts the applicant. */
  afterPartnerDecision?: () => Promise<void>;
  /** Pays partners' approved withdrawals; undefined: payouts are off (an approval answers 503). */
  payouts: PayoutProvider | undefined;
  /** Who gives a refunded order's money back (decision 0043). */
  refunds: RefundChannels;
  /** Called after an order is refunded: the outbox delivers order.refunded. */
  afterRefund?: () => Promise<void>;
  /** Pays inviters' red packets; undefined: red packets are off. */
  redPackets?: RedPacketProvider | undefined;
  /** SANDBOX: back-office calls may take a test clock. */
  sandbox: boolean;
  /** Called after every back-office change that succeeded (the page cache forgets its pages). */
  contentChanged?: () => void;
}

/**
 * The back office (/admin/api/*), composed in one place (decision 0020): each module exports its
 * back-office calls without a guard, and they are registered here, behind the one guard, so that
 * no back-office call can be mounted without it. The back-office issue grows from here (staff
 * accounts and roles replace the token).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  {
    db,
    adminToken,
    smsOutbox,
    afterPartnerDecision,
    payouts,
    redPackets,
    sandbox,
    contentChanged,
    refunds,
    afterRefund,
  },
) => {
  // onRequest: a caller without the token is refused before its input is even read.
  app.addHook('onRequest', requireAdmin(adminToken, db));
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) contentChanged?.();
  });
  await app.register(downloadsAdminRoutes, { db });
  await app.register(ordersAdminRoutes, { db, refunds, afterRefund });
  await app.register(supportAdminRoutes, { db });
  await app.register(trackingAdminRoutes, { db });
  await app.register(partnerAdminRoutes, { db, afterDecision: afterPartnerDecision });
  await app.register(partnerIncomeAdminRoutes, { db, payouts, sandbox });
  await app.register(partnerOrderingAdminRoutes, { db });
  await app.register(referralAdminRoutes, { db, redPackets, sandbox });
  if (smsOutbox) await app.register(smsOutboxAdminRoutes, { db });
};
