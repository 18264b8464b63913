import {
  awardsForOnePacket,
  hidePhone,
  maskedName,
  RED_PACKET_MAX_FEN,
  RED_PACKET_MIN_FEN,
  type ReferralAwardKind,
  type ReferralAwardState,
  type ReferralProgramme,
  type ReferralTerms,
} from '@tallybook/domain';
import { and, asc, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { balanceOf } from '../../platform/ledger/ledger.ts';
import { userAccountsRelation } from '../identity/index.ts';
import { ensureInviteCode } from './invite-codes.ts';
import { invitations, inviteCodes, referralAwards } from './invites.tables.ts';
import { referralAccounts } from './referral-accounts.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A read's programme filter on the invitation `i`: nothing when absent (every programme). */
const ofProgramme = (programme: ReferralProgramme | undefined) =>
  programme ? sql`and i.programme = ${programme}` : sql``;
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** The terms a user reads (merc/info, payindex): the programme's amounts and limits. */
export const termsView = (terms: ReferralTerms) => ({
  registerAwardFen: terms.registerAwardFen,
  firstOrderAwardFen: terms.firstOrderAwardFen,
  refundWindowDays: terms.refundWindowDays,
  inviterCap: terms.inviterCap,
  capPeriodDays: terms.capPeriodDays,
  inviteeCoupon: { ...terms.inviteeCoupon },
});

/**
 * GET /recommend/award: the user's balances, read from its ledger accounts; of one programme, the
 * sums of that programme's awards in each state (the awards move with their postings, decision 0044).
 */
export async function awardSummary(db: Db, userId: number, programme?: ReferralProgramme) {
  const balances = programme ? await programmeBalances(db, userId, programme) : await ledgerBalances(db, userId);
  return { ...balances, totalFen: balances.pendingFen + balances.payableFen + balances.payingFen + balances.paidFen };
}

async function ledgerBalances(db: Db, userId: number) {
  const accounts = referralAccounts(userId);
  const [pendingFen, payableFen, payingFen, paidFen] = await Promise.all(
    [accounts.pending, accounts.payable, accounts.paying, accounts.paid].map((account) => balanceOf(db, account.code)),
  );
  return { pendingFen: pendingFen ?? 0, payableFen: payableFen ?? 0, payingFen: payingFen ?? 0, paidFen: paidFen ?? 0 };
}

async function programmeBalances(db: Db, userId: number, programme: ReferralProgramme) {
  const rows = await queryRows<{ state: ReferralAwardState; fen: number }>(
    db,
    sql`select a.state, sum(a.amount_fen)::bigint as fen
        from ${referralAwards} a join ${invitations} i on i.id = a.invitation_id
        where a.user_id = ${userId} and i.programme = ${programme} and a.state <> 'reversed'
        group by a.state`,
  );
  const of = (state: ReferralAwardState) => Number(rows.find((row) => row.state === state)?.fen ?? 0);
  return { pendingFen: of('pending'), payableFen: of('payable'), payingFen: of('paying'), paidFen: of('paid') };
}

/**
 * GET /recommend/award/detail (and the partner's recommend-award-detail): the user's own awards,
 * newest first, each with its friend's phone hidden. Only `userId`'s rows are ever read.
 */
export async function awardDetail(
  db: Db,
  userId: number,
  query: {
    page: number;
    rows: number;
    state?: ReferralAwardState | undefined;
    programme?: ReferralProgramme | undefined;
  },
) {
  const filter = sql`${query.state ? sql`and a.state = ${query.state}` : sql``} ${ofProgramme(query.programme)}`;
  const [rows, [total]] = await Promise.all([
    queryRows<{
      id: number;
      kind: ReferralAwardKind;
      state: ReferralAwardState;
      programme: ReferralProgramme;
      amount_fen: number;
      phone: string | null;
      order_no: string | null;
      earned_at: string;
      matures_at: string | null;
    }>(
      db,
      sql`select a.id, a.kind, a.state, i.programme, a.amount_fen, account.phone, a.order_no, a.earned_at, a.matures_at
          from ${referralAwards} a
          join ${invitations} i on i.id = a.invitation_id
          left join ${userAccountsRelation()} account on account.user_id = i.invitee_user_id
          where a.user_id = ${userId} ${filter}
          order by a.earned_at desc, a.id desc
          limit ${query.rows} offset ${(query.page - 1) * query.rows}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${referralAwards} a join ${invitations} i on i.id = a.invitation_id
          where a.user_id = ${userId} ${filter}`,
    ),
  ]);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      state: row.state,
      programme: row.programme,
      amountFen: Number(row.amount_fen),
      invitee: row.phone ? hidePhone(row.phone) : '',
      orderNo: row.order_no,
      earnedAt: iso(row.earned_at) as string,
      maturesAt: iso(row.matures_at),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** GET /recommend/regist/detail: the friends bound to the user, newest first, with what each earned it. */
export async function registrationDetail(
  db: Db,
  userId: number,
  query: { page: number; rows: number; programme?: ReferralProgramme | undefined },
) {
  const [rows, [total]] = await Promise.all([
    queryRows<{
      phone: string | null;
      programme: ReferralProgramme;
      bound_at: string;
      first_paid_at: string | null;
      awarded_fen: number;
    }>(
      db,
      sql`select account.phone, i.programme, i.bound_at, i.first_paid_at,
            coalesce((select sum(a.amount_fen) from ${referralAwards} a
                      where a.invitation_id = i.id and a.state <> 'reversed'), 0)::bigint as awarded_fen
          from ${invitations} i
          left join ${userAccountsRelation()} account on account.user_id = i.invitee_user_id
          where i.inviter_user_id = ${userId} ${ofProgramme(query.programme)}
          order by i.bound_at desc, i.id desc
          limit ${query.rows} offset ${(query.page - 1) * query.rows}`,
    ),
    db
      .select({ n: count() })
      .from(invitations)
      .where(
        and(
          eq(invitations.inviterUserId, userId),
          query.programme ? eq(invitations.programme, query.programme) : undefined,
        ),
      ),
  ]);
  return {
    list: rows.map((row) => ({
      invitee: row.phone ? hidePhone(row.phone) : '',
      programme: row.programme,
      boundAt: iso(row.bound_at) as string,
      firstPaidAt: iso(row.first_paid_at),
      awardedFen: Number(row.awarded_fen),
    })),
    total: total?.n ?? 0,
  };
}

/** GET /recommend/inviter/total: of one programme, or of all. */
export async function inviterTotal(db: Db, userId: number, programme?: ReferralProgramme) {
  const [row] = await queryRows<{ invited: number; paid_friends: number; total_fen: number }>(
    db,
    sql`select
          (select count(*) from ${invitations} i where i.inviter_user_id = ${userId} ${ofProgramme(programme)})::int as invited,
          (select count(*) from ${invitations} i
            where i.inviter_user_id = ${userId} and i.first_paid_at is not null ${ofProgramme(programme)})::int as paid_friends,
          (select coalesce(sum(a.amount_fen), 0) from ${referralAwards} a join ${invitations} i on i.id = a.invitation_id
            where a.user_id = ${userId} and a.state <> 'reversed' ${ofProgramme(programme)})::bigint as total_fen`,
  );
  return {
    invitedCount: Number(row?.invited ?? 0),
    paidFriendsCount: Number(row?.paid_friends ?? 0),
    totalAwardFen: Number(row?.total_fen ?? 0),
  };
}

/** A ticker's line: the name masked, never a whole phone. */
const tickerItem = (row: { phone: string | null; kind: ReferralAwardKind; amount_fen: number; earned_at: string }) => ({
  name: maskedName(null, row.phone ?? ''),
  kind: row.kind,
  amountFen: Number(row.amount_fen),
  at: iso(row.earned_at) as string,
});

/**
 * Awards as ticker lines, newest first: not reversed, of `where`, each named by the masked phone of
 * the inviter (`inviter_user_id`, the public ticker) or of the friend who brought it (`invitee_user_id`).
 */
async function awardLines(db: Db, namedBy: 'a.user_id' | 'i.invitee_user_id', where: SQL, rows: number) {
  const lines = await queryRows<{
    phone: string | null;
    kind: ReferralAwardKind;
    amount_fen: number;
    earned_at: string;
  }>(
    db,
    sql`select account.phone, a.kind, a.amount_fen, a.earned_at
        from ${referralAwards} a
        join ${invitations} i on i.id = a.invitation_id
        left join ${userAccountsRelation()} account on account.user_id = ${sql.raw(namedBy)}
        where a.state <> 'reversed' and ${where}
        order by a.earned_at desc, a.id desc
        limit ${rows}`,
  );
  return lines.map(tickerItem);
}

/** GET /recommend/award/latest: the user's own newest awards (the reminder shows them), named by the friend who brought each. */
export const latestAwards = (db: Db, userId: number, rows: number) =>
  awardLines(db, 'i.invitee_user_id', sql`a.user_id = ${userId}`, rows);

/**
 * GET /recommend/award/lately: the public ticker of awards earned in the last days, newest first,
 * every name masked (the last four digits of a phone): no one is identifiable from it.
 */
export const awardTicker = (db: Db, rows: number, now = new Date(), days = 7) =>
  awardLines(
    db,
    'a.user_id',
    sql`a.earned_at >= ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`,
    rows,
  );

/** GET /recommend/payindex: what a red packet would pay now, its bounds, and whether WeChat can receive it. */
export async function payIndex(db: Db, userId: number, terms: ReferralTerms, wechatBound: boolean) {
  const payable = await db
    .select({ id: referralAwards.id, amountFen: referralAwards.amountFen })
    .from(referralAwards)
    .where(and(eq(referralAwards.userId, userId), eq(referralAwards.state, 'payable')))
    .orderBy(asc(referralAwards.id));
  const next = awardsForOnePacket(payable).reduce((sum, award) => sum + award.amountFen, 0);
  return {
    payableFen: await balanceOf(db, referralAccounts(userId).payable.code),
    nextPacketFen: next >= RED_PACKET_MIN_FEN ? next : 0,
    minPacketFen: RED_PACKET_MIN_FEN,
    maxPacketFen: RED_PACKET_MAX_FEN,
    wechatBound,
    terms: termsView(terms),
  };
}

/** GET and POST /recommend/award/notice: the user's reminder flag (on until it turns it off). */
export async function awardNotice(db: Db, userId: number, set?: boolean): Promise<boolean> {
  const row = await ensureInviteCode(db, userId);
  if (set === undefined) return row.reminderOn;
  const [updated] = await db
    .update(inviteCodes)
    .set({ reminderOn: set })
    .where(eq(inviteCodes.userId, userId))
    .returning({ reminderOn: inviteCodes.reminderOn });
  return updated?.reminderOn ?? set;
}

/** How many friends the user invited (through `programme`, or any), within the last days or in all (merc/info). */
export async function invitedCount(
  db: Db,
  userId: number,
  { programme, sinceDays }: { programme?: ReferralProgramme | undefined; sinceDays?: number } = {},
  now = new Date(),
) {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.inviterUserId, userId),
        programme ? eq(invitations.programme, programme) : undefined,
        sinceDays === undefined ? undefined : gte(invitations.boundAt, new Date(now.getTime() - sinceDays * DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}
