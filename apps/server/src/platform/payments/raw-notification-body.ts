import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyTooDeep, JSON_BODY_MAX_DEPTH, jsonNestsDeeperThan } from '../http/json-bodies.ts';
import type { NotificationInput } from './payment-provider.ts';

/** Providers' notifications are small; anything larger is not one. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/**
 * Keeps the body of every request in this plugin's scope as the exact string received: providers sign
 * the bytes they sent (JSON for WeChat Pay and the sandbox, form-urlencoded for Alipay), so the
 * notify route must not let a parser re-serialise them. Register it inside the notify route's plugin.
 * A JSON body nested past JSON_BODY_MAX_DEPTH is refused here, as everywhere, before the route reads it.
 */
export function keepRawNotificationBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT }, (request, body, done) => {
    const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
    if (json && jsonNestsDeeperThan(body as string, JSON_BODY_MAX_DEPTH)) done(bodyTooDeep(), undefined);
    else done(null, body);
  });
}

/** What a provider's `verifyNotification` takes, from a request whose body was kept raw. */
export function notificationInputOf(request: FastifyRequest): NotificationInput {
  return { headers: request.headers, rawBody: typeof request.body === 'string' ? request.body : '' };
}
