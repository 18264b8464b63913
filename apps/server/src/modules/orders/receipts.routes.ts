import { paymentReceiptResponse, receiptParams, receiptQuery } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { FileStore } from '../../platform/storage/index.ts';
import { requireCustomer } from '../tenancy/index.ts';
import { tenantOfPrintToken } from './print-receipts.ts';
import { readReceipt, readReceiptPdf } from './read-receipt.ts';

const tags = ['mall'];
const P = '/ommall/srvmall';

/** A payment's receipt: the data of its page, and its PDF once printed (issue 64). */
export const receiptsRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileStore }> = async (app, { db, files }) => {
  app.get(
    `${P}/payment/:tradeNo/receipt`,
    {
      schema: {
        tags,
        summary: 'The receipt of one of the user’s succeeded payments (404 receiptNotFound for any other)',
        description:
          'Logged in as the order’s owner, or with the printer’s short-lived token (print) for this payment. pdfReady says whether GET payment/{tradeNo}/receipt.pdf has the PDF yet.',
        params: receiptParams,
        querystring: receiptQuery,
        response: { 200: paymentReceiptResponse },
      },
    },
    async (request, reply) => {
      const { tradeNo } = request.params;
      const token = request.query.print;
      const tenantId = token
        ? await tenantOfPrintToken(db, token, tradeNo)
        : (await requireCustomer(db, request)).tenantId;
      if (tenantId === undefined) throw new AppError(404, 'receiptNotFound');
      reply.header('cache-control', 'no-store');
      return { code: 200, data: await readReceipt(db, tenantId, tradeNo, request.language), msg: 'ok' };
    },
  );

  app.get(
    `${P}/payment/:tradeNo/receipt.pdf`,
    {
      schema: {
        tags,
        summary: 'The PDF receipt of one of the user’s succeeded payments, in the caller’s language',
        description:
          'Answers application/pdf as an attachment; 404 receiptNotPrinted while the job has not printed it yet, receiptNotFound for a payment that is not the user’s or took no money.',
        params: receiptParams,
      },
    },
    async (request, reply) => {
      const { tenantId } = await requireCustomer(db, request);
      const { tradeNo } = request.params;
      const file = await readReceiptPdf(db, files, tenantId, tradeNo, request.language);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="receipt-${tradeNo}.pdf"`)
        .send(Buffer.from(file.bytes));
    },
  );
};
