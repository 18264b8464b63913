import type { Job } from '../../platform/jobs/scheduler.ts';
import type { RedPacketProvider } from '../../platform/payouts/red-packet-provider.ts';
import { matureAwards } from './awards.ts';
import { settleRedPackets } from './red-packets.ts';

/** The programme's scheduled jobs: awards whose refund window ended become payable; packets in flight are asked how they ended. */
export function referralJobs(redPackets: RedPacketProvider | undefined): Job[] {
  return [
    { name: 'referral/mature-awards', everyMs: 10 * 60_000, run: (db, now) => matureAwards(db, now) },
    { name: 'referral/settle-red-packets', everyMs: 60_000, run: (db, now) => settleRedPackets(db, redPackets, now) },
  ];
}
