import {
  batchLogBody,
  campaignLogResponse,
  campaignQuery,
  channelActivityBody,
  channelClickQuery,
  smsUrlQuery,
  smsUrlResponse,
  suggestionResponse,
} from '@tallybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import { readVisitorId } from '../../platform/http/visitor.ts';
import { type ClientLimit, enforceClientLimit } from '../../platform/limits/client-limit.ts';
import { currentUser } from '../identity/index.ts';
import { campaignShortLink, resolveShortLink } from './campaign-short-links.ts';
import { customerIfLoggedIn } from './customer-if-logged-in.ts';
import { type CampaignEventEntry, recordCampaignEvents } from './record-campaign-events.ts';
import { suggestNextStep } from './suggest-next-step.ts';

/** A campaign page logs a click, a visit and a few actions: a client past this is flooding the log. */
export const CAMPAIGN_LOG_WRITES_PER_ADDRESS: ClientLimit = { hits: 60, windowMs: 60_000 };
/** Short links are asked for when an SMS is prepared, a few at a time. */
export const SHORT_LINKS_PER_ADDRESS: ClientLimit = { hits: 20, windowMs: 60_000 };

export interface CampaignLinkRoutesOptions {
  db: Db;
  publicUrl: PublicUrl;
  /** Log writes one address may make per window (default CAMPAIGN_LOG_WRITES_PER_ADDRESS). */
  logWritesPerAddress?: ClientLimit;
  /** Short links one address may ask for per window (default SHORT_LINKS_PER_ADDRESS). */
  shortLinksPerAddress?: ClientLimit;
}

const tags = ['campaigns'];
const A = '/ommall/activity';
const ok = <T>(data: T) => ({ code: 200, data, msg: 'ok' });

/** The campaign pages' logs, their next step and their short links (spec §7 Activity, decision 0045). */
export const campaignLinkRoutes: FastifyPluginAsyncZod<CampaignLinkRoutesOptions> = async (app, options) => {
  const { db } = options;
  const logLimit = options.logWritesPerAddress ?? CAMPAIGN_LOG_WRITES_PER_ADDRESS;
  const linkLimit = options.shortLinksPerAddress ?? SHORT_LINKS_PER_ADDRESS;
  const limitLogs = (request: FastifyRequest) => enforceClientLimit(db, `campaign-log:${request.ip}`, logLimit);
  const record = async (request: FastifyRequest, entries: readonly CampaignEventEntry[]) =>
    ok({
      accepted: await recordCampaignEvents(db, entries, {
        visitorId: readVisitorId(request),
        userId: (await currentUser(db, request))?.userId,
      }),
    });

  app.get(
    `${A}/channel-click-log`,
    {
      preHandler: limitLogs,
      schema: {
        tags,
        summary: 'Record a click on a channel’s link to a campaign',
        querystring: channelClickQuery,
        response: { 200: campaignLogResponse },
      },
    },
    async (request) => record(request, [{ ...request.query, event: 'click' }]),
  );

  app.post(
    `${A}/channel-activity-log`,
    {
      preHandler: limitLogs,
      schema: {
        tags,
        summary: 'Record a campaign visit (or a share, draw, claim, purchase) from a channel',
        body: channelActivityBody,
        response: { 200: campaignLogResponse },
      },
    },
    async (request) => record(request, [request.body]),
  );

  app.post(
    `${A}/batch-log`,
    {
      preHandler: limitLogs,
      schema: {
        tags,
        summary: 'Record campaign logs in a batch (1 to 50 entries)',
        body: batchLogBody,
        response: { 200: campaignLogResponse },
      },
    },
    async (request) => record(request, request.body),
  );

  app.get(
    `${A}/suggestion`,
    {
      schema: {
        tags,
        summary: 'The campaign page’s next step for the caller: log in, draw, claim, buy, share, check out',
        querystring: campaignQuery,
        response: { 200: suggestionResponse },
      },
    },
    async (request) => {
      const customer = await customerIfLoggedIn(db, request);
      return ok(
        await suggestNextStep(db, {
          alias: request.query.alias,
          tenantId: customer?.tenantId,
          language: request.language,
        }),
      );
    },
  );

  app.get(
    `${A}/sms-url`,
    {
      preHandler: (request) => enforceClientLimit(db, `campaign-link:${request.ip}`, linkLimit),
      schema: {
        tags,
        summary: 'A short link to a campaign page (with a channel), for an SMS; the same page always has the same link',
        querystring: smsUrlQuery,
        response: { 200: smsUrlResponse },
      },
    },
    async (request) => ok(await campaignShortLink(db, { ...request.query, publicUrl: options.publicUrl() })),
  );

  app.get(
    '/s/:code',
    {
      schema: {
        tags,
        summary: 'A campaign’s short link: redirects to its page',
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/) }),
      },
    },
    async (request, reply) => reply.redirect(await resolveShortLink(db, request.params.code), 302),
  );
};
