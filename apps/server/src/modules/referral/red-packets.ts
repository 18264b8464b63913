import { randomInt } from 'node:crypto';
import { awardsForOnePacket, fenToYuanText, RED_PACKET_MIN_FEN } from '@tallybook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { post } from '../../platform/ledger/ledger.ts';
import {
  PayoutNotFound,
  PayoutRefused,
  type PayoutResult,
  PayoutUnavailable,
} from '../../platform/payouts/payout-provider.ts';
import type { RedPacketInput, RedPacketProvider } from '../../platform/payouts/red-packet-provider.ts';
import { referralAwards, referralRedPackets } from './invites.tables.ts';
import { referralAccounts } from './referral-accounts.ts';

type PacketRow = typeof referralRedPackets.$inferSelect;
export interface RedPacketView {
  billNo: string;
  amountFen: number;
  state: PacketRow['state'];
  awards: number;
  failureReason: string | null;
}

/**
 * WeChat's bill number: the merchant number's place is ours, then the day (UTC+8) and ten random
 * digits, 28 characters as sendredpack documents; the table's unique index makes sure.
 */
function newBillNo(now: Date): string {
  const day = new Date(now.getTime() + 8 * 60 * 60_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `RP${day}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/**
 * Takes the user's payable awards that fit in one red packet (1 to 200 yuan) into a new packet, in
 * one transaction: the awards are locked and moved payable → paying, and their sum leaves the
 * payable account for paying. Concurrent requests queue on the awards' row locks; the later ones
 * find nothing payable left, so however many arrive at once, one packet is made.
 */
async function openPacket(db: Db, userId: number, openid: string, now: Date) {
  return db.transaction(async (tx) => {
    const payable = await queryRows<{ id: number; amount_fen: number }>(
      tx,
      sql`select id, amount_fen from ${referralAwards}
          where user_id = ${userId} and state = 'payable'
          order by id
          for update`,
    );
    if (payable.length === 0) throw new AppError(400, 'noPayableAward');
    const taken = awardsForOnePacket(payable.map((row) => ({ id: Number(row.id), amountFen: Number(row.amount_fen) })));
    const amountFen = taken.reduce((sum, award) => sum + award.amountFen, 0);
    if (amountFen < RED_PACKET_MIN_FEN) {
      throw new AppError(400, 'redPacketBelowMinimum', { min: fenToYuanText(RED_PACKET_MIN_FEN) });
    }
    const billNo = newBillNo(now);
    const [packet] = await tx
      .insert(referralRedPackets)
      .values({ billNo, userId, amountFen, openid, requestedAt: now })
      .returning();
    if (!packet) throw new Error('the red packet was not written');
    const moved = await tx
      .update(referralAwards)
      .set({ state: 'paying', redPacketId: packet.id })
      .where(
        and(
          inArray(
            referralAwards.id,
            taken.map((award) => award.id),
          ),
          eq(referralAwards.state, 'payable'),
        ),
      )
      .returning({ id: referralAwards.id });
    if (moved.length !== taken.length) throw new Error(`awards of packet ${billNo} moved under its lock`);
    const accounts = referralAccounts(userId);
    await post(tx, {
      reference: `referral-red-packet:${billNo}:requested`,
      kind: 'referral_red_packet',
      memo: billNo,
      at: now,
      lines: [
        { account: accounts.payable, amountFen },
        { account: accounts.paying, amountFen: -amountFen },
      ],
    });
    return { packet, awards: taken.length };
  });
}

/**
 * Ends a packet still sending, once (the state's condition and the posting's reference): sent, its
 * awards paid and paying → paid; or failed (the provider refused), its awards payable again and
 * paying → payable.
 */
async function endPacket(
  db: Db,
  packet: PacketRow,
  end: { state: 'sent'; providerRef: string | null } | { state: 'failed'; reason: string },
  now: Date,
) {
  const sent = end.state === 'sent';
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(referralRedPackets)
      .set(
        sent
          ? { state: 'sent', sentAt: now, providerRef: end.providerRef }
          : { state: 'failed', failureReason: end.reason },
      )
      .where(and(eq(referralRedPackets.id, packet.id), eq(referralRedPackets.state, 'sending')))
      .returning();
    if (!ended) return;
    await tx
      .update(referralAwards)
      .set(sent ? { state: 'paid', settledAt: now } : { state: 'payable', redPacketId: null })
      .where(and(eq(referralAwards.redPacketId, packet.id), eq(referralAwards.state, 'paying')));
    const accounts = referralAccounts(packet.userId);
    await post(tx, {
      reference: `referral-red-packet:${packet.billNo}:${end.state}`,
      kind: `referral_red_packet_${end.state}`,
      memo: packet.billNo,
      at: now,
      lines: [
        { account: accounts.paying, amountFen: packet.amountFen },
        { account: sent ? accounts.paid : accounts.payable, amountFen: -packet.amountFen },
      ],
    });
  });
}

async function packetByBillNo(db: Db, billNo: string): Promise<PacketRow> {
  const [row] = await db.select().from(referralRedPackets).where(eq(referralRedPackets.billNo, billNo));
  if (!row) throw new Error(`red packet ${billNo} vanished`);
  return row;
}

async function settleResult(db: Db, packet: PacketRow, result: PayoutResult, now: Date) {
  if (result.status === 'succeeded')
    await endPacket(db, packet, { state: 'sent', providerRef: result.providerRef }, now);
  else if (result.status === 'failed') {
    await endPacket(db, packet, { state: 'failed', reason: result.failureReason ?? 'failed' }, now);
  }
}

/** What the provider is asked to send for a packet: the same each time its bill number is sent. */
const packetInput = (packet: PacketRow): RedPacketInput => ({
  billNo: packet.billNo,
  openid: packet.openid,
  amountFen: packet.amountFen,
  senderName: 'Tallybook',
  wishing: 'Thank you for inviting your friends',
  activityName: 'Invite and earn',
  remark: packet.billNo,
});

const viewOf = (row: PacketRow, awards: number): RedPacketView => ({
  billNo: row.billNo,
  amountFen: row.amountFen,
  state: row.state,
  awards,
  failureReason: row.failureReason,
});

/**
 * GET /recommend/send/redpack: pays the user's payable awards as one red packet to its WeChat (the
 * official account's open id). The packet and its awards are taken in one transaction (openPacket),
 * then the provider is asked outside it, under the packet's bill number: a refusal makes the awards
 * payable again; an unreachable provider leaves the packet sending, and the job asks it later.
 */
export async function sendRedPacket(
  db: Db,
  provider: RedPacketProvider | undefined,
  userId: number,
  openidOf: (userId: number) => Promise<string | undefined>,
  now = new Date(),
): Promise<RedPacketView> {
  if (!provider) throw new AppError(503, 'payoutsOff');
  const openid = await openidOf(userId);
  if (!openid) throw new AppError(400, 'redPacketNeedsWechat');
  const { packet, awards } = await openPacket(db, userId, openid, now);
  try {
    const result = await provider.sendRedPacket(packetInput(packet));
    await settleResult(db, packet, result, now);
  } catch (error) {
    if (error instanceof PayoutRefused) await endPacket(db, packet, { state: 'failed', reason: error.reason }, now);
    else if (!(error instanceof PayoutUnavailable)) throw error;
  }
  return viewOf(await packetByBillNo(db, packet.billNo), awards);
}

/**
 * Asks the provider how the packets still sending ended (the job `referral/settle-red-packets`): a
 * packet it never received is sent again under the same bill number. Answers how many ended.
 */
export async function settleRedPackets(db: Db, provider: RedPacketProvider | undefined, now = new Date()) {
  if (!provider) return 0;
  const sending = await db.select().from(referralRedPackets).where(eq(referralRedPackets.state, 'sending')).limit(100);
  let ended = 0;
  for (const packet of sending) {
    let result: PayoutResult;
    try {
      result = await provider.queryRedPacket(packet.billNo);
    } catch (error) {
      if (error instanceof PayoutUnavailable) continue;
      if (!(error instanceof PayoutNotFound)) throw error;
      try {
        result = await provider.sendRedPacket(packetInput(packet));
      } catch (failure) {
        if (failure instanceof PayoutRefused) {
          await endPacket(db, packet, { state: 'failed', reason: failure.reason }, now);
          ended += 1;
        } else if (!(failure instanceof PayoutUnavailable)) throw failure;
        continue;
      }
    }
    if (result.status === 'processing') continue;
    await settleResult(db, packet, result, now);
    ended += 1;
  }
  return ended;
}
