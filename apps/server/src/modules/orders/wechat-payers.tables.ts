import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The WeChat open id (of our app) a user pays with inside WeChat, from the latest code exchanged. */
export const mallWechatPayers = pgTable(
  'mall_wechat_payers',
  {
    userId: integer().primaryKey(),
    openid: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.openid)],
);
