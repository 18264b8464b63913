import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import type { WechatOAuthProvider } from '../../platform/oauth/wechat.ts';
import type { SmsProvider } from '../../platform/sms/sms-provider.ts';
import { bankTransferRoutes } from './bank-transfer.routes.ts';
import { contactsRoutes } from './contacts.routes.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { purchaseRulesRoutes } from './purchase-rules.routes.ts';
import type { BankAccount } from './send-bank-transfer-details.ts';
import { serviceBookingsRoutes } from './service-bookings.routes.ts';
import { wechatOpenidRoutes } from './wechat-openid.routes.ts';

export interface CustomerRoutesOptions {
  db: Db;
  /** The SMS gateway (bank transfer details). */
  sms: SmsProvider;
  /** WeChat's in-browser authorisation (open id for payments inside WeChat); none: switched off. */
  wechat: WechatOAuthProvider | undefined;
  /** Our account for bank transfers; none: paying by bank transfer is switched off. */
  bankAccount: BankAccount | undefined;
}

/**
 * The mall's customer-side calls: consultation bookings, contacts, fapiao,
 * purchase rules, bank transfer details by SMS and the WeChat open id.
 */
export const mallCustomerRoutes: FastifyPluginAsyncZod<CustomerRoutesOptions> = async (app, options) => {
  const { db } = options;
  await app.register(serviceBookingsRoutes, { db });
  await app.register(contactsRoutes, { db });
  await app.register(invoicesRoutes, { db });
  await app.register(purchaseRulesRoutes, { db });
  await app.register(bankTransferRoutes, { db, sms: options.sms, bankAccount: options.bankAccount });
  await app.register(wechatOpenidRoutes, { db, wechat: options.wechat });
};
