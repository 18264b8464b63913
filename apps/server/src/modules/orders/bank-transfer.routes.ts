import { bankTransferSmsBody, bankTransferSmsResponse, message } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { readVisitorId } from '../../platform/http/visitor.ts';
import type { SmsProvider } from '../../platform/sms/sms-provider.ts';
import { requireCustomer } from '../tenancy/index.ts';
import { type BankAccount, sendBankTransferDetails } from './send-bank-transfer-details.ts';

export interface BankTransferRoutesOptions {
  db: Db;
  sms: SmsProvider;
  /** Our account for bank transfers (BANK_TRANSFER_*); none: the call refuses (bankTransferOff). */
  bankAccount: BankAccount | undefined;
}

/** Paying an order by bank transfer: its details by SMS (spec §7 order/bankacct/zhj/sendmsg). */
export const bankTransferRoutes: FastifyPluginAsyncZod<BankTransferRoutesOptions> = async (app, options) => {
  const { db, sms, bankAccount } = options;

  app.post(
    '/ommall/srvmall/order/bankacct/zhj/sendmsg',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags: ['mall'],
        summary:
          'Text our bank account, the amount and the order number to the user’s phone (graphic captcha; once per order in 3 minutes)',
        description: 'captchaId and captcha come from GET /webzhj/authcode. The order must be the user’s and unpaid.',
        body: bankTransferSmsBody,
        response: { 200: bankTransferSmsResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      if (!bankAccount) throw new AppError(400, 'bankTransferOff');
      const data = await sendBankTransferDetails(db, sms, bankAccount, {
        ...request.body,
        tenantId: user.tenantId,
        phone: user.phone,
        language: request.language,
        visitorId: readVisitorId(request),
      });
      return { code: 200, data, msg: message(request.language, 'bankTransferSent') };
    },
  );
};
