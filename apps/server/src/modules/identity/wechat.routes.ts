import {
  IDENTITY_CODES,
  message,
  userInfoResponse,
  wechatBindBody,
  wechatLoginBody,
  wechatLoginResponse,
  wechatUserInfoResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { WechatOAuthProvider } from '../../platform/oauth/wechat.ts';
import { requireSession } from '../../platform/sessions/sessions.ts';
import { type LicencesOf, type OnUserCreated, startSession } from './accounts.ts';
import { bindWechat, logInWithWechat, wechatInfoOf } from './wechat-login.ts';

export interface WechatRoutesOptions {
  db: Db;
  /** WeChat website login; without it the calls refuse (wechatLoginOff). */
  wechat: WechatOAuthProvider | undefined;
  licencesOf: LicencesOf;
  onUserCreated?: OnUserCreated | undefined;
}

const tags = ['identity'];

/** WeChat login (issue 5, spec §4 Wechat login): code exchange, phone binding, the user's WeChat. */
export const wechatRoutes: FastifyPluginAsyncZod<WechatRoutesOptions> = async (
  app,
  { db, wechat, licencesOf, onUserCreated },
) => {
  const guarded = { preHandler: refuseCrossSite };

  app.post(
    '/webzhj/login/wechat',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Log in with the code of WeChat’s authorisation page (single use, 5 minutes)',
        description:
          'A WeChat bound to a user logs in: code 200 and the user info. Otherwise code 40001 (HTTP 200) with a bindToken (single use, 10 minutes) for POST /webzhj/login/wechat/bind, and WeChat’s nickname and avatar. A used, unknown or expired code answers code 400.',
        body: wechatLoginBody,
        response: { 200: wechatLoginResponse },
      },
    },
    async (request, reply) => {
      if (!wechat) throw new AppError(400, 'wechatLoginOff');
      const login = await logInWithWechat(db, wechat, request.body);
      if (login.kind === 'bind') {
        return {
          code: IDENTITY_CODES.wechatBindRequired,
          data: login.info,
          msg: message(request.language, 'wechatBindRequired'),
        };
      }
      const data = await startSession(db, request, reply, login.user, licencesOf);
      return { code: 200, data, msg: message(request.language, 'loginSucceeded') };
    },
  );

  app.post(
    '/webzhj/login/wechat/bind',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Bind a phone (SMS code of purpose login) to the WeChat of a bindToken and log in',
        description:
          'A phone without an account gets one, as with POST /webzhj/vcode. One WeChat per user and one user per WeChat (code 409 otherwise).',
        body: wechatBindBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request, reply) => {
      const user = await bindWechat(db, request.body, onUserCreated);
      const data = await startSession(db, request, reply, user, licencesOf);
      return { code: 200, data, msg: message(request.language, 'loginSucceeded') };
    },
  );

  app.get(
    '/user/infowx',
    {
      schema: {
        tags,
        summary: 'Whether the logged-in user has a WeChat bound, with its nickname and avatar; 401 when not logged in',
        response: { 200: wechatUserInfoResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requireSession(db, request);
      return { code: 200, data: await wechatInfoOf(db, session.userId), msg: 'ok' };
    },
  );
};
