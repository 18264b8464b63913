import { randomBytes } from 'node:crypto';
import {
  WECHAT_MP_SCENE_TTL_MS,
  WECHAT_MP_SCENES_PER_USER_PER_HOUR,
  type WechatMpQrcode,
  type WechatMpSceneState,
  type WechatMpSubscription,
} from '@tallybook/domain';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { countHit } from '../../platform/limits/limits.ts';
import type { WechatMpFollower, WechatMpFollowOutcome, WechatMpProvider } from '../../platform/oauth/wechat-mp.ts';
import { markGuideStep } from './configure-guide.ts';
import { wechatMpScenes } from './identity.tables.ts';
import { purgeExpiredSometimes } from './purge-expired.ts';

const HOUR_MS = 60 * 60 * 1000;
type Scene = typeof wechatMpScenes.$inferSelect;

/**
 * GET /wechat/mp/qrcode: a new one-time scene of the user (ten minutes) and the URL its QR code
 * encodes. A user may ask for WECHAT_MP_SCENES_PER_USER_PER_HOUR of them an hour.
 */
export async function createFollowScene(
  db: Db,
  wechatMp: WechatMpProvider,
  input: { userId: number; origin: string },
): Promise<WechatMpQrcode> {
  if ((await countHit(db, `wechat-mp-qrcode:user:${input.userId}`, HOUR_MS)) > WECHAT_MP_SCENES_PER_USER_PER_HOUR) {
    throw new AppError(429, 'tooManyRequests');
  }
  await purgeExpiredSometimes(db);
  const sceneId = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + WECHAT_MP_SCENE_TTL_MS);
  await db.insert(wechatMpScenes).values({ id: sceneId, userId: input.userId, expiresAt });
  const expiresInSeconds = WECHAT_MP_SCENE_TTL_MS / 1000;
  const qrUrl = await wechatMp.qrUrl({ sceneId, origin: input.origin, expiresInSeconds });
  return { sceneId, qrUrl, expiresAt: expiresAt.toISOString(), expiresInSeconds };
}

function stateOf(scene: Scene, now: Date): WechatMpSceneState {
  if (scene.subscribedAt) return 'subscribed';
  return scene.expiresAt.getTime() <= now.getTime() ? 'expired' : 'waiting';
}

/** GET /wechat/mp/subscribe: whether the user's scene was scanned and followed, and by whom. */
export async function followSceneState(db: Db, userId: number, sceneId: string): Promise<WechatMpSubscription> {
  const id = sceneId.trim();
  const [scene] =
    id === ''
      ? []
      : await db
          .select()
          .from(wechatMpScenes)
          .where(and(eq(wechatMpScenes.id, id), eq(wechatMpScenes.userId, userId)));
  if (!scene) throw new AppError(404, 'wechatSceneNotFound');
  const state = stateOf(scene, new Date());
  return {
    sceneId: scene.id,
    state,
    subscribed: state === 'subscribed',
    openid: scene.openid,
    subscribedAt: scene.subscribedAt?.toISOString() ?? null,
    expiresAt: scene.expiresAt.toISOString(),
  };
}

/**
 * A person scanned the scene's QR code and followed (WeChat's event push; the sandbox's scan page).
 * One statement takes the scene, so of two scans only the first counts; the user's onboarding guide
 * gets its "follow the official account" step.
 */
export async function recordFollow(
  db: Db,
  sceneId: string,
  follower: WechatMpFollower,
): Promise<WechatMpFollowOutcome> {
  if (sceneId === '') return 'unknown';
  const now = new Date();
  const [taken] = await db
    .update(wechatMpScenes)
    .set({ openid: follower.openid, unionid: follower.unionid, subscribedAt: now })
    .where(and(eq(wechatMpScenes.id, sceneId), isNull(wechatMpScenes.subscribedAt), gt(wechatMpScenes.expiresAt, now)))
    .returning({ userId: wechatMpScenes.userId });
  if (taken) {
    await markGuideStep(db, taken.userId, 'followOfficialAccount');
    return 'followed';
  }
  const [scene] = await db.select().from(wechatMpScenes).where(eq(wechatMpScenes.id, sceneId));
  if (!scene) return 'unknown';
  return stateOf(scene, now) === 'subscribed' ? 'used' : 'expired';
}

/**
 * The user's open id of our official account, from its latest follow (GET /wechat/mp/subscribe):
 * where a red packet from the official account is sent (issue 16). Undefined when it never followed.
 */
export async function officialAccountOpenidOf(db: Db, userId: number): Promise<string | undefined> {
  const [scene] = await db
    .select({ openid: wechatMpScenes.openid })
    .from(wechatMpScenes)
    .where(
      and(eq(wechatMpScenes.userId, userId), isNotNull(wechatMpScenes.subscribedAt), isNotNull(wechatMpScenes.openid)),
    )
    .orderBy(desc(wechatMpScenes.subscribedAt))
    .limit(1);
  return scene?.openid ?? undefined;
}
