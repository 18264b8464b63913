import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Authorisation codes the built-in WeChat sandbox issued (its "authorize" page), with the person
 * they stand for: stored hashed, good for one exchange within five minutes, like WeChat's own.
 */
export const wechatSandboxCodes = pgTable('wechat_sandbox_codes', {
  codeHash: text().primaryKey(),
  openid: text().notNull(),
  unionid: text().notNull(),
  nickname: text().notNull(),
  avatar: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The official account's access token (cgi-bin/token), shared by every process: WeChat allows a
 * limited number of fetches a day and a new token ends the old one, so one is kept until near expiry.
 */
export const wechatAccessTokens = pgTable('wechat_access_tokens', {
  appId: text().primaryKey(),
  accessToken: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
