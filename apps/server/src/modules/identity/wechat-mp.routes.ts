import {
  WECHAT_MP_SCENE_TTL_MS,
  wechatMpQrcodeResponse,
  wechatMpSubscribeQuery,
  wechatMpSubscribeResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import type { WechatMpProvider } from '../../platform/oauth/wechat-mp.ts';
import { requireSession } from '../../platform/sessions/sessions.ts';
import { createFollowScene, followSceneState } from './follow-official-account.ts';

export interface WechatMpRoutesOptions {
  db: Db;
  /** The official account; without it following refuses (officialAccountOff). */
  wechatMp: WechatMpProvider | undefined;
  publicUrl: PublicUrl;
}

const tags = ['identity'];

/** Following the WeChat official account by scanning a QR code (spec §7 User: wechat/mp). */
export const wechatMpRoutes: FastifyPluginAsyncZod<WechatMpRoutesOptions> = async (
  app,
  { db, wechatMp, publicUrl },
) => {
  app.get(
    '/wechat/mp/qrcode',
    {
      // A GET that makes a scene of the session's user: another site's page may not have one made.
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: `A one-time scene of the logged-in user (${WECHAT_MP_SCENE_TTL_MS / 60_000} minutes) and the URL its QR code encodes`,
        description:
          'Scanning the QR code and following the official account marks the scene (GET /wechat/mp/subscribe).',
        response: { 200: wechatMpQrcodeResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requireSession(db, request);
      if (!wechatMp) throw new AppError(400, 'officialAccountOff');
      const scene = await createFollowScene(db, wechatMp, { userId: session.userId, origin: publicUrl() });
      return { code: 200, data: scene, msg: 'ok' };
    },
  );

  app.get(
    '/wechat/mp/subscribe',
    {
      schema: {
        tags,
        summary: 'Whether the scene of a QR code was scanned and followed, and by which WeChat openid',
        description: 'state waiting, subscribed or expired; a scene of another user answers 404.',
        querystring: wechatMpSubscribeQuery,
        response: { 200: wechatMpSubscribeResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requireSession(db, request);
      return { code: 200, data: await followSceneState(db, session.userId, request.query.sceneId), msg: 'ok' };
    },
  );
};
