import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** spec §7: overseas merchants who left their email in the footer (origin 1), one row per address. */
export const overseasSubscriptions = pgTable('overseas_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  // stored lower-cased, so one address is one subscription however it was typed
  email: text().notNull().unique(),
  origin: smallint().notNull(),
  language: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** spec §3: an account, identified by its phone. */
export const users = pgTable('users', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  // canonical form (rules/phone.ts): 11 digits for mainland numbers, +E.164 for the rest
  phone: text().notNull().unique(),
  // argon2id of the transformed password; null for accounts created by an SMS login
  passwordHash: text(),
  kdUid: text().notNull().unique(),
  nickname: text(),
  // spec §4, §5: where the account came from (session keywords and register origin)
  packOrigin: text().notNull().default('site'),
  origin: integer().notNull().default(6),
  utmTerm: text(),
  deviceCode: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** SMS verification codes: stored hashed, one purpose each, single use, short-lived. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.phone, table.purpose, table.createdAt)],
);

/** Graphic captchas (GET /webzhj/authcode): the answer stored hashed, single use. */
export const captchas = pgTable('captchas', {
  id: text().primaryKey(),
  answerHash: text().notNull(),
  /** The visitor (browser) it was drawn for: only that visitor may answer it. */
  visitorId: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  consumedAt: timestamp({ withTimezone: true }),
});

/** Slide puzzles (POST /webzhj/slidevalid): the piece's x offset, then a single-use pass token. */
export const slideChallenges = pgTable('slide_challenges', {
  id: text().primaryKey(),
  offsetX: integer().notNull(),
  /** The visitor (browser) it was issued to: only that visitor may answer it and spend its token. */
  visitorId: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  answeredAt: timestamp({ withTimezone: true }),
  passTokenHash: text().unique(),
  passUsedAt: timestamp({ withTimezone: true }),
});

/** WeChat login (issue 5): the WeChat person (openid of our app) bound to a user; one each way. */
export const wechatBindings = pgTable('wechat_bindings', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  openid: text().notNull().unique(),
  unionid: text(),
  // what WeChat said at the last login
  nickname: text().notNull(),
  avatar: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A login of a WeChat person without a user: the token (stored hashed) lets POST /webzhj/login/wechat/bind
 * bind a phone to that person, once, within ten minutes.
 */
export const wechatBindTokens = pgTable('wechat_bind_tokens', {
  tokenHash: text().primaryKey(),
  openid: text().notNull(),
  unionid: text(),
  nickname: text().notNull(),
  avatar: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** POST /webzhj/guide/cfg: the onboarding-guide steps (GUIDE_STEPS) a user marked done, one row each. */
export const guideSteps = pgTable(
  'guide_steps',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text().notNull(),
    doneAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.step] })],
);

/**
 * Following the WeChat official account: the one-time scene of a QR code (GET /wechat/mp/qrcode) of a
 * user, good for ten minutes; the WeChat person (openid of the official account) who scanned it and
 * followed is kept on it (GET /wechat/mp/subscribe).
 */
export const wechatMpScenes = pgTable(
  'wechat_mp_scenes',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    openid: text(),
    unionid: text(),
    subscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
