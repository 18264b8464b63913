import { randomUUID } from 'node:crypto';
import {
  DEFAULT_REFERRAL_TERMS,
  DEFAULT_XH_REFERRAL_TERMS,
  message,
  type ReferralProgrammeTerms,
  type ReferralTerms,
} from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { balanceOf, verifyLedger } from '../../platform/ledger/ledger.ts';
import { drainOutbox, enqueue } from '../../platform/outbox/outbox.ts';
import { PayoutUnavailable } from '../../platform/payouts/payout-provider.ts';
import type { RedPacketProvider } from '../../platform/payouts/red-packet-provider.ts';
import { createSandboxRedPackets, SANDBOX_REFUSED_OPENID_SUFFIX } from '../../platform/payouts/sandbox-red-packets.ts';
import { workflowHandlers } from '../../workflows/index.ts';
import { browser } from '../identity/accounts-test-kit.ts';
import { ORDER_REFUNDED, seedMallCatalogue } from '../orders/index.ts';
import { placePayAndSettle, skuId, testPayments } from '../orders/orders-test-kit.ts';
import { DEFAULT_INCOME_SETTINGS } from '../partner/index.ts';
import { type KitAccount, quickAccount } from '../partner/partner-test-kit.ts';
import { matureAwards } from './awards.ts';
import { sendRedPacket, settleRedPackets } from './red-packets.ts';
import { referralAccounts } from './referral-accounts.ts';
import { followOfficialAccount, type Invitee, inviteCodeOf, registerInvitee } from './referral-test-kit.ts';

const R = '/recommend';
const DAY_MS = 24 * 60 * 60_000;
const TERMS: ReferralTerms = { ...DEFAULT_REFERRAL_TERMS, refundWindowDays: 7 };
/** The second product's programme: its own amounts and a shorter refund window. */
const XH_TERMS: ReferralTerms = { ...DEFAULT_XH_REFERRAL_TERMS, refundWindowDays: 3 };
const PROGRAMMES: ReferralProgrammeTerms = { tallybook: TERMS, xh: XH_TERMS };
const ADMIN_TOKEN = 'referral-awards-admin-token-0123456789';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({
    seed: false,
    jobs: false,
    payments: testPayments(),
    referral: TERMS,
    referralXh: XH_TERMS,
    adminToken: ADMIN_TOKEN,
  });
  await seedMallCatalogue(server.database.handle.db);
}, 120_000);
afterAll(async () => server?.close());
// every test leaves the ledger balanced: each posting sums to zero, each balance to its lines
afterEach(async () => {
  expect(await verifyLedger(db())).toEqual([]);
});

const db = () => server.database.handle.db;
const drain = (now?: Date) =>
  drainOutbox(db(), workflowHandlers({ income: DEFAULT_INCOME_SETTINGS, referral: PROGRAMMES }), now ? { now } : {});
const balances = async (userId: number) => {
  const accounts = referralAccounts(userId);
  return {
    pending: await balanceOf(db(), accounts.pending.code),
    payable: await balanceOf(db(), accounts.payable.code),
    paying: await balanceOf(db(), accounts.paying.code),
    paid: await balanceOf(db(), accounts.paid.code),
  };
};
const awardsOf = (userId: number) =>
  queryRows<{ kind: string; state: string; amount_fen: number; order_no: string | null; matures_at: string | null }>(
    db(),
    sql`select kind, state, amount_fen, order_no, matures_at from referral_awards where user_id = ${userId} order by id`,
  );

/** An inviter and a friend who registered through its link (of the xh programme when asked). */
async function inviterWithFriend(inviteProgramme?: string): Promise<{ inviter: KitAccount; friend: Invitee }> {
  const inviter = await quickAccount(server);
  const friend = await registerInvitee(
    server,
    await inviteCodeOf(inviter.client),
    inviteProgramme ? { inviteProgramme } : {},
  );
  await drain();
  return { inviter, friend };
}

/** The friend buys a year of basic; the settlement's steps run. Answers the order's number. */
async function friendPays(friend: Invitee): Promise<string> {
  const orderNo = await placePayAndSettle(server, String(friend.client.session), await skuId(db(), 'basic', 12));
  await drain();
  return orderNo;
}

async function orderIdOf(orderNo: string): Promise<{ id: number; tenantId: number }> {
  const [row] = await queryRows<{ id: number; tenant_id: number }>(
    db(),
    sql`select id, tenant_id from mall_orders where order_no = ${orderNo}`,
  );
  return { id: Number(row?.id), tenantId: Number(row?.tenant_id) };
}

/** The mall's refund, asked by the back office; the outbox then delivers `order.refunded` to the workflows. */
async function refund(orderNo: string) {
  const answer = await browser(server).post(
    `/admin/api/mall/orders/${encodeURIComponent(orderNo)}/refund`,
    { reason: 'The friend asked for a refund' },
    { authorization: `Bearer ${ADMIN_TOKEN}` },
  );
  expect(answer.status).toBe(200);
  await drain();
}

/** `order.refunded` delivered once more, as the outbox redelivers it: a message of its own. */
async function redeliverRefund(orderNo: string) {
  const order = await orderIdOf(orderNo);
  await db().transaction((tx) =>
    enqueue(tx, {
      topic: ORDER_REFUNDED,
      payload: {
        tenantId: order.tenantId,
        orderId: order.id,
        orderNo,
        serviceNumber: 'KDZHJ01',
        amountFen: 1,
        refundedAt: new Date().toISOString(),
      },
      dedupeKey: `${ORDER_REFUNDED}:${order.tenantId}:${order.id}:${randomUUID()}`,
    }),
  );
  await drain();
}

const afterWindow = () => new Date(Date.now() + (TERMS.refundWindowDays + 1) * DAY_MS);

describe('awards on the friend’s first paid order', () => {
  it('earns the larger award on the first paid order only, and holds both until its refund window ends', async () => {
    const { inviter, friend } = await inviterWithFriend();
    expect(await awardsOf(inviter.userId)).toMatchObject([
      { kind: 'registration', state: 'pending', matures_at: null },
    ]);
    const orderNo = await friendPays(friend);
    const awards = await awardsOf(inviter.userId);
    expect(awards).toMatchObject([
      { kind: 'registration', state: 'pending', order_no: orderNo },
      { kind: 'firstOrder', state: 'pending', order_no: orderNo, amount_fen: TERMS.firstOrderAwardFen },
    ]);
    expect(awards[0]?.matures_at).not.toBeNull();
    // a second order, and the first one's message delivered again, earn nothing more
    await friendPays(friend);
    await drain(new Date(Date.now() + 60 * 60_000));
    expect((await awardsOf(inviter.userId)).length).toBe(2);
    expect(await balances(inviter.userId)).toMatchObject({
      pending: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
      payable: 0,
    });
    // before the window ends nothing moves; after it, both are payable
    expect(await matureAwards(db(), new Date(Date.now() + DAY_MS))).toBe(0);
    await matureAwards(db(), afterWindow());
    expect(await balances(inviter.userId)).toMatchObject({
      pending: 0,
      payable: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
    });
    const total = await inviter.client.get(`${R}/inviter/total`);
    expect(total.body.data).toMatchObject({ invitedCount: 1, paidFriendsCount: 1 });
  });

  it('prices the awards of a friend who came through xh by xh’s terms, and holds them for xh’s refund window', async () => {
    const { inviter, friend } = await inviterWithFriend('xh');
    const orderNo = await friendPays(friend);
    const awards = await awardsOf(inviter.userId);
    expect(awards.map((award) => [award.kind, award.state, Number(award.amount_fen), award.order_no])).toEqual([
      ['registration', 'pending', XH_TERMS.registerAwardFen, orderNo],
      ['firstOrder', 'pending', XH_TERMS.firstOrderAwardFen, orderNo],
    ]);
    const window = new Date(String(awards[1]?.matures_at)).getTime() - Date.now();
    expect(Math.round(window / DAY_MS)).toBe(XH_TERMS.refundWindowDays);
    expect(await balances(inviter.userId)).toMatchObject({
      pending: XH_TERMS.registerAwardFen + XH_TERMS.firstOrderAwardFen,
    });
    // xh's window ends before tallybook's would
    await matureAwards(db(), new Date(Date.now() + (XH_TERMS.refundWindowDays + 0.5) * DAY_MS));
    expect(await balances(inviter.userId)).toMatchObject({
      pending: 0,
      payable: XH_TERMS.registerAwardFen + XH_TERMS.firstOrderAwardFen,
    });
    const detail = await inviter.client.get<{ list: { programme: string }[] }>(`${R}/award/detail?programme=xh`);
    expect(detail.body.data.list.map((award) => award.programme)).toEqual(['xh', 'xh']);
    expect((await inviter.client.get<{ total: number }>(`${R}/award/detail?programme=tallybook`)).body.data.total).toBe(
      0,
    );
    expect((await inviter.client.get<{ payableFen: number }>(`${R}/award?programme=xh`)).body.data.payableFen).toBe(
      XH_TERMS.registerAwardFen + XH_TERMS.firstOrderAwardFen,
    );
  });

  it('matures each award once when two runs of the job meet', async () => {
    const pairs = await Promise.all([inviterWithFriend(), inviterWithFriend()]);
    for (const { friend } of pairs) await friendPays(friend);
    const [first, second] = await Promise.all([matureAwards(db(), afterWindow()), matureAwards(db(), afterWindow())]);
    expect(first + second).toBeGreaterThanOrEqual(4);
    for (const { inviter } of pairs) {
      expect(await balances(inviter.userId)).toMatchObject({
        pending: 0,
        payable: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
      });
    }
    const [postings] = await queryRows<{ n: number; distinct_n: number }>(
      db(),
      sql`select count(*)::int as n, count(distinct reference)::int as distinct_n from ledger_postings where kind = 'referral_award_matured'`,
    );
    expect(postings?.n).toBe(postings?.distinct_n);
  });

  it('reverses the pending awards of a refunded order, once, and a later paid order earns again', async () => {
    const { inviter, friend } = await inviterWithFriend();
    const orderNo = await friendPays(friend);
    await refund(orderNo);
    expect((await awardsOf(inviter.userId)).map((award) => award.state)).toEqual(['reversed', 'reversed']);
    expect(await balances(inviter.userId)).toMatchObject({ pending: 0, payable: 0 });
    // the refund delivered again changes nothing
    await redeliverRefund(orderNo);
    const [reversals] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_postings where kind = 'referral_award_reversed' and memo = ${orderNo}`,
    );
    expect(reversals?.n).toBe(2);
    const again = await friendPays(friend);
    expect((await awardsOf(inviter.userId)).at(-1)).toMatchObject({
      kind: 'firstOrder',
      state: 'pending',
      order_no: again,
    });
  });

  it('keeps the awards of a refund that came after the window, though the job has not moved them yet', async () => {
    const { inviter, friend } = await inviterWithFriend();
    const orderNo = await friendPays(friend);
    // the refund window ended a minute ago and the maturing job has not run since
    await db().execute(
      sql`update referral_awards set matures_at = now() - interval '1 minute' where order_no = ${orderNo}`,
    );
    expect((await awardsOf(inviter.userId)).map((award) => award.state)).toEqual(['pending', 'pending']);
    await refund(orderNo);
    expect((await awardsOf(inviter.userId)).map((award) => award.state)).toEqual(['pending', 'pending']);
    expect(await balances(inviter.userId)).toMatchObject({
      pending: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
      payable: 0,
    });
    // the order stays the friend's first paid order: a later one earns nothing more
    const [invitation] = await queryRows<{ first_paid_at: string | null }>(
      db(),
      sql`select first_paid_at from invitations where invitee_user_id = ${friend.userId}`,
    );
    expect(invitation?.first_paid_at).not.toBeNull();
    await matureAwards(db());
    expect((await awardsOf(inviter.userId)).map((award) => award.state)).toEqual(['payable', 'payable']);
    expect(await balances(inviter.userId)).toMatchObject({
      pending: 0,
      payable: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
    });
    await friendPays(friend);
    expect(await awardsOf(inviter.userId)).toHaveLength(2);
  });

  it('keeps awards already payable when the refund comes after the window', async () => {
    const { inviter, friend } = await inviterWithFriend();
    const orderNo = await friendPays(friend);
    await matureAwards(db(), afterWindow());
    await refund(orderNo);
    expect(await balances(inviter.userId)).toMatchObject({
      payable: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
    });
  });
});

describe('the back office', () => {
  it('runs the refund-window job at once, as of a sandbox clock, behind the back office’s token', async () => {
    const { inviter, friend } = await inviterWithFriend();
    await friendPays(friend);
    const call = (token: string | undefined, body: unknown) =>
      fetch(`${server.baseUrl}/admin/api/referral/awards/mature`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    expect((await call(undefined, {})).status).toBe(401);
    expect((await call(ADMIN_TOKEN, { asOf: 'tomorrow' })).status).toBe(400);
    const now = await call(ADMIN_TOKEN, {});
    expect(await now.json()).toMatchObject({ code: 200 });
    expect(await balances(inviter.userId)).toMatchObject({ payable: 0 });
    const later = await call(ADMIN_TOKEN, { asOf: afterWindow().toISOString() });
    expect(later.status).toBe(200);
    expect(await balances(inviter.userId)).toMatchObject({
      pending: 0,
      payable: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
    });
  });
});

describe('red packets', () => {
  async function payableInviter() {
    const { inviter, friend } = await inviterWithFriend();
    await friendPays(friend);
    await matureAwards(db(), afterWindow());
    return inviter;
  }

  it('refuses without a WeChat follow, with nothing payable, and from another site', async () => {
    const inviter = await payableInviter();
    const unbound = await inviter.client.get(`${R}/send/redpack`, { 'accept-language': 'zh-TW' });
    expect(unbound.status).toBe(400);
    expect(unbound.body.msg).toBe(message('zh-TW', 'redPacketNeedsWechat'));
    const nobody = await quickAccount(server);
    await followOfficialAccount(server, nobody.userId);
    const nothing = await nobody.client.get(`${R}/send/redpack`, { 'accept-language': 'ar' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.msg).toBe(message('ar', 'noPayableAward'));
    await followOfficialAccount(server, inviter.userId);
    const cross = await inviter.client.get(`${R}/send/redpack`, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect(await balances(inviter.userId)).toMatchObject({
      payable: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
      paid: 0,
    });
  });

  it('pays 50 concurrent requests as one red packet, and the ledger shows it paid once', async () => {
    const inviter = await payableInviter();
    const openid = await followOfficialAccount(server, inviter.userId);
    const index = await inviter.client.get<{ nextPacketFen: number; wechatBound: boolean }>(`${R}/payindex`);
    expect(index.body.data).toMatchObject({
      nextPacketFen: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
      wechatBound: true,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => inviter.client.get<{ state: string; amountFen: number }>(`${R}/send/redpack`)),
    );
    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent.length).toBe(1);
    expect(sent[0]?.body.data).toMatchObject({
      state: 'sent',
      amountFen: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
    });
    expect(sent[0]?.body.msg).toBe(message('en-US', 'redPacketSent'));
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(message('en-US', 'noPayableAward'));
    }
    const [packets] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from sandbox_red_packets where openid = ${openid}`,
    );
    expect(packets?.n).toBe(1);
    expect(await balances(inviter.userId)).toEqual({
      pending: 0,
      payable: 0,
      paying: 0,
      paid: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
    });
    expect((await awardsOf(inviter.userId)).map((award) => award.state)).toEqual(['paid', 'paid']);
    const summary = await inviter.client.get(`${R}/award`);
    expect(summary.body.data).toMatchObject({
      paidFen: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
      payableFen: 0,
    });
  });

  it('makes the awards payable again when the provider refuses the packet', async () => {
    const inviter = await payableInviter();
    await followOfficialAccount(server, inviter.userId, `oRP-${inviter.userId}${SANDBOX_REFUSED_OPENID_SUFFIX}`);
    const refused = await inviter.client.get(`${R}/send/redpack`);
    expect(refused.status).toBe(409);
    expect(await balances(inviter.userId)).toMatchObject({
      payable: TERMS.registerAwardFen + TERMS.firstOrderAwardFen,
      paying: 0,
      paid: 0,
    });
    expect((await awardsOf(inviter.userId)).map((award) => award.state)).toEqual(['payable', 'payable']);
  });

  it('leaves a packet the provider did not confirm sending, and the job sends it once under the same bill number', async () => {
    const inviter = await payableInviter();
    const openid = await followOfficialAccount(server, inviter.userId);
    const sandbox = createSandboxRedPackets(db());
    let down = true;
    // the provider is unreachable at first: the request never arrived
    const flaky: RedPacketProvider = {
      name: 'sandbox',
      sendRedPacket: async (input) => {
        if (down) throw new PayoutUnavailable('timed out');
        return sandbox.sendRedPacket(input);
      },
      queryRedPacket: (billNo) => sandbox.queryRedPacket(billNo),
    };
    const packet = await sendRedPacket(db(), flaky, inviter.userId, async () => openid);
    expect(packet.state).toBe('sending');
    const amount = TERMS.registerAwardFen + TERMS.firstOrderAwardFen;
    expect(await balances(inviter.userId)).toMatchObject({ payable: 0, paying: amount, paid: 0 });
    // a second request meanwhile finds nothing payable: the money is in the packet
    await expect(sendRedPacket(db(), flaky, inviter.userId, async () => openid)).rejects.toMatchObject({
      messageKey: 'noPayableAward',
    });
    expect(await settleRedPackets(db(), flaky)).toBe(0);
    down = false;
    const [first, second] = await Promise.all([settleRedPackets(db(), flaky), settleRedPackets(db(), flaky)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await balances(inviter.userId)).toEqual({ pending: 0, payable: 0, paying: 0, paid: amount });
    const [sent] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from sandbox_red_packets where bill_no = ${packet.billNo}`,
    );
    expect(sent?.n).toBe(1);
  });

  it('refuses a packet below one yuan', async () => {
    const small = await startTestApp({ seed: false, jobs: false, referral: { ...TERMS, registerAwardFen: 50 } });
    try {
      const inviter = await quickAccount(small);
      await registerInvitee(small, await inviteCodeOf(inviter.client));
      // the registration award alone, matured as if the friend's order had cleared its window
      await small.database.handle.db.execute(
        sql`update referral_awards set matures_at = now() where user_id = ${inviter.userId}`,
      );
      await matureAwards(small.database.handle.db, new Date(Date.now() + 60_000));
      await followOfficialAccount(small, inviter.userId);
      const refused = await inviter.client.get(`${R}/send/redpack`, { 'accept-language': 'zh-CN' });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(message('zh-CN', 'redPacketBelowMinimum', { min: '1.00' }));
      expect(await verifyLedger(small.database.handle.db)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
