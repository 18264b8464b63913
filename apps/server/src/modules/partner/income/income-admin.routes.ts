import {
  adminWithdrawalListQuery,
  adminWithdrawalListResponse,
  adminWithdrawalResponse,
  matureRebatesBody,
  matureRebatesResponse,
  settlePayoutsResponse,
  withdrawalIdParams,
  withdrawalRejectBody,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/envelope.ts';
import type { PayoutProvider } from '../../../platform/payouts/payout-provider.ts';
import { matureRebates } from './rebates.ts';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal, settlePayouts } from './withdrawals.ts';

const tags = ['back office'];

export interface IncomeAdminOptions {
  db: Db;
  /** The payout provider (PAYOUT_PROVIDER, or the sandbox's with SANDBOX on); undefined: payouts are off. */
  payouts: PayoutProvider | undefined;
  /** SANDBOX: the rebate-period job may be run as of a later moment (a test clock). */
  sandbox: boolean;
}

/**
 * The back office's side of partners' withdrawals (issue 15), until the back-office issue gives it
 * screens: list them, approve one (the payout provider pays the net amount to the payee's card), or
 * reject one not yet sent (the money goes back to the partner's withdrawable balance). No guard of
 * its own: the admin composition registers it behind the back office's token.
 */
export const partnerIncomeAdminRoutes: FastifyPluginAsyncZod<IncomeAdminOptions> = async (
  app,
  { db, payouts, sandbox },
) => {
  app.get(
    '/admin/api/partner/withdrawals',
    {
      schema: {
        tags,
        summary: 'Partners’ withdrawals of a state (or all), newest first',
        querystring: adminWithdrawalListQuery,
        response: { 200: adminWithdrawalListResponse },
      },
    },
    async (request) => {
      const { partnerId, ...query } = request.query;
      return { code: 200, data: await listWithdrawals(db, partnerId, query), msg: 'ok' };
    },
  );

  app.post(
    '/admin/api/partner/withdrawals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a withdrawal: the net amount is paid to the payee’s card (withdrawing → withdrawn)',
        description:
          'A transfer the provider is still processing stays withdrawing until the payout job sees it end; one it refuses rejects the withdrawal and returns the money. 409 withdrawalNotPending for a withdrawal already decided; 503 payoutsOff when no payout provider is configured.',
        params: withdrawalIdParams,
        response: { 200: adminWithdrawalResponse },
      },
    },
    async (request) => ({ code: 200, data: await approveWithdrawal(db, payouts, request.params.id), msg: 'ok' }),
  );

  app.post(
    '/admin/api/partner/withdrawals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a withdrawal not yet sent for payment, with a reason: the money goes back to withdrawable',
        params: withdrawalIdParams,
        body: withdrawalRejectBody,
        response: { 200: adminWithdrawalResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await rejectWithdrawal(db, request.params.id, request.body.reason),
      msg: 'ok',
    }),
  );

  app.post(
    '/admin/api/partner/rebates/mature',
    {
      schema: {
        tags,
        summary:
          'Run the rebate-period job now, for every partner or one: shares whose period has ended become withdrawable',
        description:
          'With the sandbox on, `asOf` runs it as of a later moment (a test clock); otherwise asOf is refused.',
        body: matureRebatesBody,
        response: { 200: matureRebatesResponse },
      },
    },
    async (request) => {
      const { asOf, partnerId } = request.body;
      if (asOf && !sandbox) throw new AppError(400, 'badRequest', { detail: 'asOf is a sandbox clock' });
      const matured = await matureRebates(db, asOf ? new Date(asOf) : new Date(), partnerId);
      return { code: 200, data: { matured }, msg: 'ok' };
    },
  );

  app.post(
    '/admin/api/partner/payouts/settle',
    {
      schema: {
        tags,
        summary: 'Ask the payout provider now how the transfers in flight ended (the payout job, at once)',
        response: { 200: settlePayoutsResponse },
      },
    },
    async () => ({ code: 200, data: { ended: await settlePayouts(db, payouts) }, msg: 'ok' }),
  );
};
