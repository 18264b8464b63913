import { matureAwardsBody, matureAwardsResponse, settleRedPacketsResponse } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { RedPacketProvider } from '../../platform/payouts/red-packet-provider.ts';
import { matureAwards } from './awards.ts';
import { settleRedPackets } from './red-packets.ts';

const tags = ['back office'];

export interface ReferralAdminOptions {
  db: Db;
  /** Pays red packets; undefined: red packets are off. */
  redPackets: RedPacketProvider | undefined;
  /** SANDBOX: the refund-window job may be run as of a later moment (a test clock). */
  sandbox: boolean;
}

/** The back office's side of the referral programme's jobs (decision 0044), run at once. No guard of its own. */
export const referralAdminRoutes: FastifyPluginAsyncZod<ReferralAdminOptions> = async (
  app,
  { db, redPackets, sandbox },
) => {
  app.post(
    '/admin/api/referral/awards/mature',
    {
      schema: {
        tags,
        summary:
          'Run the refund-window job now: awards whose friend’s first paid order cleared its window become payable',
        description:
          'With the sandbox on, `asOf` runs it as of a later moment (a test clock); otherwise asOf is refused.',
        body: matureAwardsBody,
        response: { 200: matureAwardsResponse },
      },
    },
    async (request) => {
      const { asOf } = request.body;
      if (asOf && !sandbox) throw new AppError(400, 'badRequest', { detail: 'asOf is a sandbox clock' });
      return { code: 200, data: { matured: await matureAwards(db, asOf ? new Date(asOf) : new Date()) }, msg: 'ok' };
    },
  );

  app.post(
    '/admin/api/referral/red-packets/settle',
    {
      schema: {
        tags,
        summary: 'Ask the red-packet provider now how the packets in flight ended (the job, at once)',
        response: { 200: settleRedPacketsResponse },
      },
    },
    async () => ({ code: 200, data: { ended: await settleRedPackets(db, redPackets) }, msg: 'ok' }),
  );
};
