import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  assertPayoutAmount,
  PayoutNotFound,
  PayoutRefused,
  type PayoutResult,
  PayoutUnavailable,
} from './payout-provider.ts';
import { sandboxRedPackets } from './payouts.tables.ts';
import type { RedPacketProvider } from './red-packet-provider.ts';

/** An open id ending so is refused at once, as WeChat refuses a user who may not receive packets. */
export const SANDBOX_REFUSED_OPENID_SUFFIX = '-refused';
export const SANDBOX_OPENID_REFUSED = 'the user may not receive red packets';

type Row = typeof sandboxRedPackets.$inferSelect;
const resultOf = (row: Row): PayoutResult => ({
  status: row.status,
  providerRef: `sandbox-rp-${row.id}`,
  failureReason: row.failureReason,
});

/**
 * The built-in red-packet provider (SANDBOX on only), like WeChat Pay's test mode: each bill number
 * is one packet in `sandbox_red_packets` however often it is sent, sent at once; an open id ending in
 * `-refused` is refused.
 */
export function createSandboxRedPackets(db: Database, now: () => Date = () => new Date()): RedPacketProvider {
  const find = async (billNo: string) =>
    (await db.select().from(sandboxRedPackets).where(eq(sandboxRedPackets.billNo, billNo)))[0];
  return {
    name: 'sandbox',
    async sendRedPacket(input) {
      assertPayoutAmount(input.amountFen);
      if (input.openid.endsWith(SANDBOX_REFUSED_OPENID_SUFFIX)) throw new PayoutRefused(SANDBOX_OPENID_REFUSED);
      const [created] = await db
        .insert(sandboxRedPackets)
        .values({
          billNo: input.billNo,
          openid: input.openid,
          amountFen: input.amountFen,
          wishing: input.wishing,
          status: 'succeeded',
          createdAt: now(),
        })
        .onConflictDoNothing({ target: sandboxRedPackets.billNo })
        .returning();
      if (created) return resultOf(created);
      const existing = await find(input.billNo);
      if (!existing || existing.amountFen !== input.amountFen || existing.openid !== input.openid) {
        throw new PayoutUnavailable(`bill ${input.billNo} was sent before for another packet`);
      }
      return resultOf(existing);
    },
    async queryRedPacket(billNo) {
      const row = await find(billNo);
      if (!row) throw new PayoutNotFound(billNo);
      return resultOf(row);
    },
  };
}
