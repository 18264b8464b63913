import { randomBytes } from 'node:crypto';
import {
  verificationCodeProblem,
  WECHAT_BIND_TOKEN_TTL_MS,
  type WechatBindInfo,
  type WechatUserInfo,
  type wechatBindBody,
  type wechatLoginBody,
} from '@tallybook/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { WechatOAuthProvider, WechatProfile } from '../../platform/oauth/wechat.ts';
import {
  createUser,
  findUserById,
  findUserByPhone,
  type OnUserCreated,
  readPhone,
  sha256,
  type User,
} from './accounts.ts';
import { wechatBindings, wechatBindTokens } from './identity.tables.ts';
import { purgeExpiredSometimes } from './purge-expired.ts';
import { consumeVerificationCode } from './verification-codes.ts';

/** A WeChat login: the bound user (log them in), or a bind token when the person has no user yet. */
export type WechatLogin = { kind: 'user'; user: User } | { kind: 'bind'; info: WechatBindInfo };

async function bindingOfOpenid(db: Db, openid: string) {
  const [binding] = await db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid));
  return binding;
}

async function bindingOfUser(db: Db, userId: number) {
  const [binding] = await db.select().from(wechatBindings).where(eq(wechatBindings.userId, userId));
  return binding;
}

async function issueBindToken(db: Db, profile: WechatProfile): Promise<string> {
  await purgeExpiredSometimes(db);
  const token = randomBytes(24).toString('base64url');
  await db.insert(wechatBindTokens).values({
    tokenHash: sha256(token),
    ...profile,
    expiresAt: new Date(Date.now() + WECHAT_BIND_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * POST /webzhj/login/wechat: exchanges WeChat's code (once). A person bound to a user logs in as that
 * user (their WeChat nickname and avatar refreshed); any other gets a bind token (code 40001).
 */
export async function logInWithWechat(
  db: Db,
  wechat: WechatOAuthProvider,
  input: z.output<typeof wechatLoginBody>,
): Promise<WechatLogin> {
  const code = input.code.trim();
  const profile = code === '' ? null : await wechat.exchangeCode(code);
  if (!profile) throw new AppError(400, 'wechatAuthFailed');
  const binding = await bindingOfOpenid(db, profile.openid);
  const user = binding && (await findUserById(db, binding.userId));
  if (binding && user) {
    await db
      .update(wechatBindings)
      .set({ nickname: profile.nickname, avatar: profile.avatar, unionid: profile.unionid, updatedAt: new Date() })
      .where(eq(wechatBindings.id, binding.id));
    return { kind: 'user', user };
  }
  const bindToken = await issueBindToken(db, profile);
  return { kind: 'bind', info: { bindToken, nickname: profile.nickname, avatar: profile.avatar } };
}

const liveToken = (token: string) =>
  and(
    eq(wechatBindTokens.tokenHash, sha256(token)),
    isNull(wechatBindTokens.usedAt),
    gt(wechatBindTokens.expiresAt, new Date()),
  );

/**
 * POST /webzhj/login/wechat/bind: the phone of an SMS code (purpose login; a new phone gets an
 * account, as the SMS login does) is bound to the WeChat person of the bind token, and logs in.
 * One WeChat per user and one user per WeChat. The token is spent only by a bind that succeeds
 * its checks (a mistyped SMS code can be tried again); of two binds at once, one wins.
 */
export async function bindWechat(
  db: Db,
  input: z.output<typeof wechatBindBody>,
  onUserCreated?: OnUserCreated,
): Promise<User> {
  const phone = readPhone(input.phone);
  const problem = verificationCodeProblem(input.code);
  if (problem) throw new AppError(400, problem);
  const token = input.bindToken.trim();
  const [pending] = token === '' ? [] : await db.select().from(wechatBindTokens).where(liveToken(token));
  if (!pending) throw new AppError(400, 'wechatBindExpired');
  if (await bindingOfOpenid(db, pending.openid)) {
    // A bind of this very token may have won meanwhile (it spends the token before it binds).
    const [live] = await db.select({ openid: wechatBindTokens.openid }).from(wechatBindTokens).where(liveToken(token));
    throw live ? new AppError(409, 'wechatAlreadyBound') : new AppError(400, 'wechatBindExpired');
  }
  await consumeVerificationCode(db, phone, 'login', input.code);
  const existing = await findUserByPhone(db, phone);
  if (existing && (await bindingOfUser(db, existing.id))) throw new AppError(409, 'wechatOtherBound');

  const spent = await db
    .update(wechatBindTokens)
    .set({ usedAt: new Date() })
    .where(liveToken(token))
    .returning({ openid: wechatBindTokens.openid });
  if (spent.length === 0) throw new AppError(400, 'wechatBindExpired');

  const user =
    existing ??
    (await createUser(db, { ...input, phone, passwordHash: null }, onUserCreated)) ??
    // Two first logins of a phone at once: the loser reads the winner's account.
    ((await findUserByPhone(db, phone)) as User);
  const [bound] = await db
    .insert(wechatBindings)
    .values({
      userId: user.id,
      openid: pending.openid,
      unionid: pending.unionid,
      nickname: pending.nickname,
      avatar: pending.avatar,
    })
    .onConflictDoNothing()
    .returning({ id: wechatBindings.id });
  if (!bound) {
    // Someone bound the person, or the user, a moment ago.
    const now = await bindingOfOpenid(db, pending.openid);
    if (now?.userId === user.id) return user;
    throw new AppError(409, now ? 'wechatAlreadyBound' : 'wechatOtherBound');
  }
  return user;
}

/** GET /user/infowx: the logged-in user's WeChat, if one is bound. */
export async function wechatInfoOf(db: Db, userId: number): Promise<WechatUserInfo> {
  const binding = await bindingOfUser(db, userId);
  return { bound: binding !== undefined, nickname: binding?.nickname ?? null, avatar: binding?.avatar ?? null };
}
