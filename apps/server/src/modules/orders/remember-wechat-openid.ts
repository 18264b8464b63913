import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { WechatOAuthProvider } from '../../platform/oauth/wechat.ts';
import { mallWechatPayers } from './wechat-payers.tables.ts';

/** The open id a user pays with inside WeChat, if one was remembered. */
export async function wechatOpenidOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ openid: mallWechatPayers.openid })
    .from(mallWechatPayers)
    .where(eq(mallWechatPayers.userId, userId));
  return row?.openid;
}

async function remember(db: Db, userId: number, openid: string): Promise<void> {
  await db
    .insert(mallWechatPayers)
    .values({ userId, openid })
    .onConflictDoUpdate({ target: mallWechatPayers.userId, set: { openid, updatedAt: new Date() } });
}

/**
 * GET wechat/openid: spends a WeChat authorisation code (single use, five minutes) for the person's
 * open id and remembers it on the user for payments inside WeChat; a used or unknown code is refused.
 */
export async function exchangeWechatOpenid(
  db: Db,
  wechat: WechatOAuthProvider,
  userId: number,
  code: string,
): Promise<{ openid: string }> {
  const profile = code.trim() === '' ? null : await wechat.exchangeCode(code.trim());
  if (!profile) throw new AppError(400, 'wechatAuthFailed');
  await remember(db, userId, profile.openid);
  return { openid: profile.openid };
}

/**
 * GET payment/wx/openid/verify (spec §4 Wechat open-id flow, step 1): tries the stored code and
 * answers whether the user now has an open id to pay with. isExist false sends the client to
 * WeChat's authorisation page (scope base) for a new code.
 */
export async function verifyWechatOpenid(
  db: Db,
  wechat: WechatOAuthProvider,
  userId: number,
  code: string,
): Promise<{ code: string; isExist: boolean }> {
  const profile = code.trim() === '' ? null : await wechat.exchangeCode(code.trim());
  if (profile) await remember(db, userId, profile.openid);
  return { code, isExist: profile !== null || (await wechatOpenidOf(db, userId)) !== undefined };
}
