import type { ReferralAwardKind, ReferralAwardState, ReferralProgramme } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// A foreign key reaches another module's table directly (the one exception to meeting through index.ts).
import { users } from '../identity/identity.tables.ts';

/**
 * Every user's invite code (issue 16, decision 0044), drawn the first time it is asked for, and the
 * user's award-reminder flag (award/notice).
 */
export const inviteCodes = pgTable('invite_codes', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text().notNull().unique(),
  reminderOn: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A friend bound to its inviter (at registration, or by invite/bind soon after), once per friend.
 * The phone and the device it was bound with are kept as hashes, each unique: one phone or device is
 * rewarded once, whoever invites it. The first paid order and the end of its refund window are kept
 * here: the awards of the invitation are held pending until then.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inviterUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The friend's tenant: the mall's orders name it. */
    inviteeTenantId: integer().notNull(),
    code: text().notNull(),
    /** The invite programme the friend came through (decision 0046): its terms price the awards and the coupon. */
    programme: text().$type<ReferralProgramme>().notNull().default('tallybook'),
    via: text().$type<'registration' | 'bind'>().notNull(),
    phoneHash: text().notNull().unique(),
    deviceHash: text(),
    boundAt: timestamp({ withTimezone: true }).notNull(),
    firstOrderId: integer(),
    firstPaidAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('invitations_via', sql`${table.via} in ('registration', 'bind')`),
    check('invitations_programme', sql`${table.programme} in ('tallybook', 'xh')`),
    check('invitations_not_self', sql`${table.inviterUserId} <> ${table.inviteeUserId}`),
    uniqueIndex('invitations_one_per_device').on(table.deviceHash).where(sql`${table.deviceHash} is not null`),
    index().on(table.inviterUserId, table.boundAt),
    index().on(table.inviteeTenantId),
  ],
);

/**
 * An inviter's award (decision 0044): the money is on the ledger (referral:{user}:pending, :payable,
 * :paying, :paid); this row is the award detail and the state the jobs move. One live award per
 * invitation and kind: a redelivered message changes nothing.
 */
export const referralAwards = pgTable(
  'referral_awards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invitationId: integer()
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    /** The inviter, who earns it. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<ReferralAwardKind>().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    state: text().$type<ReferralAwardState>().notNull().default('pending'),
    /** The friend's first paid order the award waits on (null until it is paid). */
    orderId: integer(),
    orderNo: text(),
    earnedAt: timestamp({ withTimezone: true }).notNull(),
    /** The end of that order's refund window: payable from then on; null while no order is paid. */
    maturesAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    redPacketId: integer(),
  },
  (table) => [
    check('referral_awards_kind', sql`${table.kind} in ('registration', 'firstOrder')`),
    check('referral_awards_state', sql`${table.state} in ('pending', 'payable', 'paying', 'paid', 'reversed')`),
    check('referral_awards_amount', sql`${table.amountFen} > 0`),
    uniqueIndex('referral_awards_one_live_per_kind')
      .on(table.invitationId, table.kind)
      .where(sql`${table.state} <> 'reversed'`),
    index().on(table.userId, table.earnedAt),
    index().on(table.maturesAt).where(sql`${table.state} = 'pending'`),
    index().on(table.earnedAt),
  ],
);

/**
 * A red packet paying an inviter's payable awards (send/redpack): sending until the provider took it,
 * then sent, or failed (the awards payable again). One bill number per packet at the provider.
 */
export const referralRedPackets = pgTable(
  'referral_red_packets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    billNo: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFen: bigint({ mode: 'number' }).notNull(),
    openid: text().notNull(),
    state: text().$type<'sending' | 'sent' | 'failed'>().notNull().default('sending'),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    providerRef: text(),
    failureReason: text(),
  },
  (table) => [
    check('referral_red_packets_state', sql`${table.state} in ('sending', 'sent', 'failed')`),
    check('referral_red_packets_amount', sql`${table.amountFen} > 0`),
    index().on(table.userId, table.requestedAt),
    index().on(table.state).where(sql`${table.state} = 'sending'`),
  ],
);
