import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { useNonce } from '../../platform/limits/limits.ts';
import { type WechatOfficialAccount, wechatPushSignatureValid } from '../../platform/oauth/wechat-official-account.ts';
import { recordFollow } from './follow-official-account.ts';

export const WECHAT_MP_EVENT_PATH = '/wechat/mp/event';
/** A push older or newer than this is refused as a replay (WeChat retries within seconds). */
export const WECHAT_PUSH_TOLERANCE_MS = 5 * 60 * 1000;

export interface WechatMpEventRoutesOptions {
  db: Db;
  officialAccount: WechatOfficialAccount;
  /** The token set in the official account's server configuration (WECHAT_MP_TOKEN). */
  token: string;
}

const pushQuery = z.object({
  signature: z.string().max(64).default(''),
  timestamp: z.string().max(16).default(''),
  nonce: z.string().max(64).default(''),
  echostr: z.string().max(256).optional(),
});

// Made with the first push, not with the server (its cold start, issue 13).
let xml: import('fast-xml-parser').XMLParser | undefined;
async function xmlParser(): Promise<import('fast-xml-parser').XMLParser> {
  const { XMLParser } = await import('fast-xml-parser');
  xml ??= new XMLParser({ parseTagValue: false, processEntities: false, ignoreDeclaration: true });
  return xml;
}

/** Refuses a push WeChat did not sign, or one signed too long ago. */
function checkPush(token: string, query: z.output<typeof pushQuery>, now: number): void {
  if (!/^\d{1,12}$/.test(query.timestamp) || !/^[0-9a-f]{40}$/i.test(query.signature)) {
    throw new AppError(403, 'signatureInvalid');
  }
  if (!wechatPushSignatureValid(token, query)) throw new AppError(403, 'signatureInvalid');
  if (Math.abs(now - Number(query.timestamp) * 1000) > WECHAT_PUSH_TOLERANCE_MS)
    throw new AppError(403, 'signatureInvalid');
}

/** The scene of a follow: `qrscene_<scene>` when a new follower scans, `<scene>` when a follower scans again. */
function sceneOf(event: string, eventKey: string): string | undefined {
  if (event === 'subscribe' && eventKey.startsWith('qrscene_')) return eventKey.slice('qrscene_'.length);
  if (event === 'SCAN' && eventKey !== '') return eventKey;
  return undefined;
}

/**
 * WeChat's pushes to the official account's server (plain mode): GET verifies the server
 * (echostr), POST carries events. Each is signed with the configured token; a push replayed (its
 * nonce seen) or out of time is refused and changes nothing. A follow by QR code marks its scene.
 */
export const wechatMpEventRoutes: FastifyPluginAsyncZod<WechatMpEventRoutesOptions> = async (app, options) => {
  const { db, officialAccount, token } = options;
  for (const type of ['text/xml', 'application/xml']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
  }
  const tags = ['identity'];

  app.get(
    WECHAT_MP_EVENT_PATH,
    {
      schema: {
        tags,
        summary: 'WeChat verifies the official account’s server: echostr when signed',
        querystring: pushQuery,
      },
    },
    async (request, reply) => {
      checkPush(token, request.query, Date.now());
      return reply.type('text/plain; charset=utf-8').send(request.query.echostr ?? '');
    },
  );

  app.post(
    WECHAT_MP_EVENT_PATH,
    {
      schema: {
        tags,
        summary: 'WeChat pushes an official account event (XML); a QR follow marks its scene',
        querystring: pushQuery,
      },
    },
    async (request, reply) => {
      checkPush(token, request.query, Date.now());
      if (
        !(await useNonce(
          db,
          'wechat-mp-push',
          `${request.query.timestamp}:${request.query.nonce}`,
          2 * WECHAT_PUSH_TOLERANCE_MS,
        ))
      ) {
        throw new AppError(403, 'requestReplayed');
      }
      const parser = await xmlParser();
      let message: Record<string, unknown>;
      try {
        message = (parser.parse(String(request.body ?? '')) as { xml?: Record<string, unknown> }).xml ?? {};
      } catch {
        throw new AppError(400, 'badRequest', { detail: 'the body is not XML' });
      }
      const text = (name: string) => String(message[name] ?? '').trim();
      const scene = text('MsgType') === 'event' ? sceneOf(text('Event'), text('EventKey')) : undefined;
      const openid = text('FromUserName');
      if (scene && openid) {
        await recordFollow(db, scene, { openid, unionid: await officialAccount.unionidOf(openid) });
      }
      // WeChat wants "success" (or an empty body) quickly, whatever the event was.
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );
};
