import { createHash } from 'node:crypto';
import {
  DEFAULT_REFERRAL_PROGRAMME,
  isReferralProgramme,
  type MessageKey,
  type ReferralProgramme,
  type ReferralProgrammeTerms,
} from '@tallybook/domain';
import { and, count, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { post } from '../../platform/ledger/ledger.ts';
import { findUserById } from '../identity/index.ts';
import { grantInviteeCoupon } from '../orders/index.ts';
import { ensureOwnTenant } from '../tenancy/index.ts';
import { inviterOfCode } from './invite-codes.ts';
import { invitations, inviteCodes, referralAwards } from './invites.tables.ts';
import { REFERRAL_AWARD_EXPENSE, referralAccounts } from './referral-accounts.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** One phone or device is rewarded once: kept as hashes, never as they are. */
const identityHash = (kind: 'phone' | 'device', value: string) =>
  createHash('sha256').update(`referral:${kind}:${value}`).digest('hex');

export type BindRefusal = { status: number; problem: MessageKey; values?: Record<string, number> };
/** Bound now (or, for the same inviter again, bound before: `bound` false), or refused with a message. */
export type BindOutcome =
  | { ok: true; bound: boolean; inviterUserId: number; couponGranted: boolean; programme: ReferralProgramme }
  | { ok: false; refusal: BindRefusal };

export interface BindRequest {
  inviteeUserId: number;
  code: string | undefined;
  via: 'registration' | 'bind';
  deviceId?: string | undefined;
  /** The invite programme the link named, as it came (absent: tallybook); an unknown one is refused. */
  programme?: string | undefined;
}

const refused = (status: number, problem: MessageKey, values?: Record<string, number>): BindOutcome => ({
  ok: false,
  refusal: { status, problem, ...(values && { values }) },
});

/**
 * Binds a friend to the inviter whose code it came with (issue 16, decisions 0044 and 0046), in the
 * caller's transaction, through the programme the link named: the invitation (recording that
 * programme), the inviter's registration award (pending, on the ledger) and the friend's welcome
 * coupon, both priced by that programme's terms, commit together or not at all. Refused, and nothing
 * written: an unknown programme, the programme off, an unknown code, oneself, a friend already bound
 * (one inviter per friend, whatever the programme: the same inviter again answers bound false), a
 * phone or device rewarded before whoever invited it, an inviter at the programme's cap for its
 * period, and (by the call) a friend registered longer ago than the programme's bind window. The
 * inviter's code row is locked first, so concurrent binds to one inviter count the cap one after the
 * other.
 */
export async function bindInvitee(
  tx: Db,
  request: BindRequest,
  programmes: ReferralProgrammeTerms,
  now = new Date(),
): Promise<BindOutcome> {
  const programme = request.programme?.trim() || DEFAULT_REFERRAL_PROGRAMME;
  if (!isReferralProgramme(programme)) return refused(400, 'referralProgrammeUnknown');
  const terms = programmes[programme];
  if (!terms.enabled) return refused(403, 'referralProgrammeOff');
  const inviter = await inviterOfCode(tx, request.code);
  if (!inviter) return refused(404, 'inviteCodeNotFound');
  if (inviter.userId === request.inviteeUserId) return refused(400, 'inviteSelf');
  const [already] = await tx.select().from(invitations).where(eq(invitations.inviteeUserId, request.inviteeUserId));
  if (already) {
    return already.inviterUserId === inviter.userId
      ? { ok: true, bound: false, inviterUserId: inviter.userId, couponGranted: false, programme: already.programme }
      : refused(409, 'inviteAlreadyBound');
  }
  const invitee = await findUserById(tx, request.inviteeUserId);
  if (!invitee) return refused(404, 'inviteCodeNotFound');
  if (request.via === 'bind' && now.getTime() - invitee.createdAt.getTime() > terms.bindWindowHours * HOUR_MS) {
    return refused(409, 'inviteBindWindowPassed', { count: terms.bindWindowHours });
  }
  const phoneHash = identityHash('phone', invitee.phone);
  const deviceId = request.deviceId?.trim();
  const deviceHash = deviceId ? identityHash('device', deviceId) : null;
  // the inviter's row lock: binds to one inviter queue here, so the cap counts each one once
  await queryRows(tx, sql`select user_id from ${inviteCodes} where user_id = ${inviter.userId} for update`);
  const [rewardedBefore] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      deviceHash
        ? or(eq(invitations.phoneHash, phoneHash), eq(invitations.deviceHash, deviceHash))
        : eq(invitations.phoneHash, phoneHash),
    )
    .limit(1);
  if (rewardedBefore) return refused(409, 'inviteeAlreadyRewarded');
  const since = new Date(now.getTime() - terms.capPeriodDays * DAY_MS);
  const [inPeriod] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.inviterUserId, inviter.userId),
        eq(invitations.programme, programme),
        gte(invitations.boundAt, since),
      ),
    );
  if ((inPeriod?.n ?? 0) >= terms.inviterCap) {
    return refused(409, 'inviterCapReached', { count: terms.inviterCap, days: terms.capPeriodDays });
  }
  const inviteeTenantId = await ensureOwnTenant(tx, request.inviteeUserId, now);
  const [invitation] = await tx
    .insert(invitations)
    .values({
      inviterUserId: inviter.userId,
      inviteeUserId: request.inviteeUserId,
      inviteeTenantId,
      code: inviter.code,
      programme,
      via: request.via,
      phoneHash,
      deviceHash,
      boundAt: now,
    })
    // a concurrent bind of the same friend, phone or device won: this one changes nothing
    .onConflictDoNothing()
    .returning({ id: invitations.id });
  if (!invitation) return refused(409, 'inviteeAlreadyRewarded');
  if (terms.registerAwardFen > 0) {
    const [award] = await tx
      .insert(referralAwards)
      .values({
        invitationId: invitation.id,
        userId: inviter.userId,
        kind: 'registration',
        amountFen: terms.registerAwardFen,
        earnedAt: now,
      })
      .returning({ id: referralAwards.id });
    if (award) await postAwardEarned(tx, award.id, inviter.userId, terms.registerAwardFen, now);
  }
  const coupon = await grantInviteeCoupon(tx, inviteeTenantId, terms.inviteeCoupon, now);
  return { ok: true, bound: true, inviterUserId: inviter.userId, couponGranted: coupon !== undefined, programme };
}

/** An award's money: from the platform's expense to the inviter's pending account, once per award. */
export async function postAwardEarned(tx: Db, awardId: number, userId: number, amountFen: number, now: Date) {
  await post(tx, {
    reference: `referral-award:${awardId}:earned`,
    kind: 'referral_award',
    memo: `award ${awardId}`,
    at: now,
    lines: [
      { account: REFERRAL_AWARD_EXPENSE, amountFen },
      { account: referralAccounts(userId).pending, amountFen: -amountFen },
    ],
  });
}

/**
 * The registration's step (identity's OnUserCreated, in the account's own transaction): a friend who
 * registered through an invite link is bound to its inviter, through the programme the link named.
 * A refusal never fails the registration: it binds nothing, and the friend registers as anyone does.
 */
export async function bindAtRegistration(
  tx: Db,
  userId: number,
  registration: {
    inviteCode?: string | undefined;
    inviteProgramme?: string | undefined;
    deviceCode?: string | null | undefined;
  },
  programmes: ReferralProgrammeTerms,
  now = new Date(),
): Promise<void> {
  if (!registration.inviteCode) return;
  await bindInvitee(
    tx,
    {
      inviteeUserId: userId,
      code: registration.inviteCode,
      programme: registration.inviteProgramme,
      via: 'registration',
      deviceId: registration.deviceCode ?? undefined,
    },
    programmes,
    now,
  );
}
