import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// A foreign key reaches another module's table directly (the one exception to meeting through index.ts).
import { users } from '../identity/identity.tables.ts';

/** spec §3 Promoter (推广员): a user who joined the referral programme, once, with a referral code. */
export const promoters = pgTable('promoters', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  // one promoter per user, however many joins arrive at once
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  nickname: text().notNull(),
  // REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH (rules/promoter.ts)
  referralCode: text().notNull().unique(),
  // where the user joined: pc (POST /promoter/pc/add)
  channel: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
