import {
  awardDetailQuery,
  awardDetailResponse,
  awardNoticeBody,
  awardNoticeResponse,
  awardSummaryQuery,
  awardSummaryResponse,
  awardTickerQuery,
  awardTickerResponse,
  inviteActivityBody,
  inviteBindCallBody,
  inviteBindCallResponse,
  inviteClickBody,
  inviteInfoQuery,
  inviteInfoResponse,
  inviteLogResponse,
  inviterTotalQuery,
  inviterTotalResponse,
  mercInfoQuery,
  mercInfoResponse,
  mercShareQuery,
  mercShareResponse,
  message,
  payIndexQuery,
  payIndexResponse,
  type ReferralProgrammeTerms,
  redPacketResponse,
  referralTermsQuery,
  referralTermsResponse,
  registDetailQuery,
  registDetailResponse,
} from '@tallybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import { readVisitorId } from '../../platform/http/visitor.ts';
import type { RedPacketProvider } from '../../platform/payouts/red-packet-provider.ts';
import { requireSession } from '../../platform/sessions/sessions.ts';
import {
  awardDetail,
  awardNotice,
  awardSummary,
  awardTicker,
  inviterTotal,
  latestAwards,
  payIndex,
  registrationDetail,
} from './award-reads.ts';
import { bindInvitee } from './bind-invitee.ts';
import { inviterNickname } from './invite-codes.ts';
import { inviteInfo, merchantCard, programmeTerms, sharePoster } from './invite-info.ts';
import { logInviteVisit } from './invite-visits.ts';
import { sendRedPacket } from './red-packets.ts';

export interface InviteRoutesOptions {
  db: Db;
  publicUrl: PublicUrl;
  /** Every invite programme's terms (tallybook's REFERRAL_*, xh's REFERRAL_XH_*). */
  programmes: ReferralProgrammeTerms;
  /** Pays red packets; undefined: payouts are off (send/redpack answers 503). */
  redPackets: RedPacketProvider | undefined;
  /** The user's open id of the official account that sends red packets (identity's). */
  openidOf: (userId: number) => Promise<string | undefined>;
}

const R = '/recommend';
/** The public terms read (GET /recommend/terms): kept a minute, by the browser or a shared cache. */
export const TERMS_CACHE_CONTROL = 'public, max-age=60';
const tags = ['referral'];

/** The invite-and-reward calls of spec §7 Referral and User recommend/invite/bind (issue 16, decision 0044). */
export const inviteRoutes: FastifyPluginAsyncZod<InviteRoutesOptions> = async (
  app,
  { db, publicUrl, programmes, redPackets, openidOf },
) => {
  const user = async (request: FastifyRequest) => (await requireSession(db, request)).userId;
  // every answer here is the caller's own (or changes by the minute): no cache keeps one. The one
  // public read (terms) sets its own short cache-control; the cookie policy still makes it no-store
  // for a logged-in caller, whose answers are never kept.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const guarded = { preHandler: refuseCrossSite };
  const card = { publicUrl, programmes };

  app.get(
    `${R}/terms`,
    {
      schema: {
        tags,
        summary:
          'Public: an invite programme’s terms, its product (named in the caller’s language) and the inviter of a code',
        description:
          'No session needed. programme: tallybook (default) or xh (400 otherwise). A malformed or unknown code answers inviter null. Cached a minute by the browser and shared caches (it varies by language).',
        querystring: referralTermsQuery,
        response: { 200: referralTermsResponse },
      },
    },
    async (request, reply) => {
      const data = await programmeTerms(db, programmes, {
        programme: request.query.programme,
        code: request.query.code,
        language: request.language,
      });
      // the same for every caller of this address and language: a minute in any cache is harmless
      // (terms change with a restart, a nickname at most a minute late)
      reply.header('cache-control', TERMS_CACHE_CONTROL).header('vary', 'accept-language, cookie');
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.get(
    `${R}/info`,
    {
      // it makes the user's invite code on first read: no other site may have it made
      ...guarded,
      schema: {
        tags,
        summary:
          'The logged-in user’s invite code, the invite and register links of a programme (tallybook by default, or xh), and its award-reminder flag',
        querystring: inviteInfoQuery,
        response: { 200: inviteInfoResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await inviteInfo(db, await user(request), { ...card, programme: request.query.programme }),
      msg: 'ok',
    }),
  );

  app.get(
    `${R}/merc/info`,
    {
      // it makes the user's invite code on first read: no other site may have it made
      ...guarded,
      schema: {
        tags,
        summary:
          'The merchant’s invite card of a programme (tallybook by default, or xh): code, link, the programme’s terms and how many friends it invited through it',
        querystring: mercInfoQuery,
        response: { 200: mercInfoResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await merchantCard(db, await user(request), { ...card, programme: request.query.programme }),
      msg: 'ok',
    }),
  );

  app.get(
    `${R}/merc/share`,
    {
      // it makes the user's invite code on first read: no other site may have it made
      ...guarded,
      schema: {
        tags,
        summary:
          'What the share poster shows: the product, the inviter’s nickname, the link of the product’s programme (ZHJXH: xh’s) and its QR code',
        querystring: mercShareQuery,
        response: { 200: mercShareResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await sharePoster(db, await user(request), {
        publicUrl,
        product: request.query.product,
        language: request.language,
      }),
      msg: 'ok',
    }),
  );

  app.post(
    `${R}/invite/bind`,
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'The logged-in friend accepts an invitation by its code (soon after registering), through a programme (tallybook by default, or xh)',
        description:
          'Refused with a message: an unknown programme (400), the programme off (403), an unknown code (404), oneself (400), already bound to another inviter, a phone or device rewarded before, the inviter at the programme’s cap, or past the programme’s bind window (409). The same inviter again answers bound false.',
        body: inviteBindCallBody,
        response: { 200: inviteBindCallResponse },
      },
    },
    async (request) => {
      const userId = await user(request);
      const outcome = await db.transaction((tx) =>
        bindInvitee(
          tx,
          {
            inviteeUserId: userId,
            code: request.body.code,
            programme: request.body.programme,
            via: 'bind',
            deviceId: request.body.deviceId,
          },
          programmes,
        ),
      );
      if (!outcome.ok) throw new AppError(outcome.refusal.status, outcome.refusal.problem, outcome.refusal.values);
      return {
        code: 200,
        data: {
          bound: outcome.bound,
          inviterNickname: await inviterNickname(db, outcome.inviterUserId),
          couponGranted: outcome.couponGranted,
          programme: outcome.programme,
        },
        msg: outcome.bound ? message(request.language, 'inviteBound') : 'ok',
      };
    },
  );

  app.post(
    `${R}/invite/click/log`,
    {
      schema: {
        tags,
        summary:
          'Logs a visit of an invite link (the code it carried and the page), anonymous, 60 a minute per address',
        body: inviteClickBody,
        response: { 200: inviteLogResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await logInviteVisit(db, {
        kind: 'click',
        code: request.body.code,
        page: request.body.page,
        deviceId: request.body.deviceId,
        visitorId: readVisitorId(request),
        ip: request.ip,
      }),
      msg: 'ok',
    }),
  );

  app.post(
    `${R}/activity/log`,
    {
      schema: {
        tags,
        summary: 'Logs an action on an invite page (view, share, download, register, open the app)',
        body: inviteActivityBody,
        response: { 200: inviteLogResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await logInviteVisit(db, {
        kind: 'activity',
        code: request.body.code,
        page: request.body.activity,
        action: request.body.action,
        deviceId: request.body.deviceId,
        visitorId: readVisitorId(request),
        ip: request.ip,
      }),
      msg: 'ok',
    }),
  );

  app.get(
    `${R}/award`,
    {
      schema: {
        tags,
        summary: 'The user’s award balances: pending, payable, in a red packet, paid (of one programme, or all)',
        querystring: awardSummaryQuery,
        response: { 200: awardSummaryResponse },
      },
    },
    async (request) => {
      return { code: 200, data: await awardSummary(db, await user(request), request.query.programme), msg: 'ok' };
    },
  );

  app.get(
    `${R}/award/detail`,
    {
      schema: {
        tags,
        summary: 'The user’s awards, newest first, paged (page, rows), of one state or all, of one programme or all',
        querystring: awardDetailQuery,
        response: { 200: awardDetailResponse },
      },
    },
    async (request) => {
      return { code: 200, data: await awardDetail(db, await user(request), request.query), msg: 'ok' };
    },
  );

  app.get(
    `${R}/regist/detail`,
    {
      schema: {
        tags,
        summary:
          'The friends who registered through the user’s invitation, their phones hidden, paged, of one programme or all',
        querystring: registDetailQuery,
        response: { 200: registDetailResponse },
      },
    },
    async (request) => {
      return { code: 200, data: await registrationDetail(db, await user(request), request.query), msg: 'ok' };
    },
  );

  app.get(
    `${R}/inviter/total`,
    {
      schema: {
        tags,
        summary: 'The user’s totals as an inviter, of one programme or all',
        querystring: inviterTotalQuery,
        response: { 200: inviterTotalResponse },
      },
    },
    async (request) => {
      return { code: 200, data: await inviterTotal(db, await user(request), request.query.programme), msg: 'ok' };
    },
  );

  app.get(
    `${R}/award/latest`,
    {
      schema: {
        tags,
        summary: 'The user’s own newest awards, each named by its friend’s masked phone (the reminder)',
        querystring: awardTickerQuery,
        response: { 200: awardTickerResponse },
      },
    },
    async (request) => {
      return { code: 200, data: await latestAwards(db, await user(request), request.query.rows), msg: 'ok' };
    },
  );

  app.get(
    `${R}/award/lately`,
    {
      schema: {
        tags,
        summary: 'The public ticker of awards of the last seven days, every name masked',
        querystring: awardTickerQuery,
        response: { 200: awardTickerResponse },
      },
    },
    async (request) => ({ code: 200, data: await awardTicker(db, request.query.rows), msg: 'ok' }),
  );

  app.get(
    `${R}/payindex`,
    {
      schema: {
        tags,
        summary:
          'The red-packet page: what one packet would pay now, the bounds, whether WeChat can receive it, the terms',
        description:
          'The terms are those of programme: tallybook (default) or xh (400 otherwise). The amounts are the user’s across both programmes, as one red packet pays them.',
        querystring: payIndexQuery,
        response: { 200: payIndexResponse },
      },
    },
    async (request) => {
      const userId = await user(request);
      const wechatBound = (await openidOf(userId)) !== undefined;
      return {
        code: 200,
        data: await payIndex(db, userId, programmes[request.query.programme], wechatBound),
        msg: 'ok',
      };
    },
  );

  app.get(
    `${R}/award/notice`,
    {
      // it makes the user's invite code on first read: no other site may have it made
      ...guarded,
      schema: { tags, summary: 'Whether the user wants award reminders', response: { 200: awardNoticeResponse } },
    },
    async (request) => {
      return { code: 200, data: { notice: await awardNotice(db, await user(request)) }, msg: 'ok' };
    },
  );

  app.post(
    `${R}/award/notice`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Sets the award-reminder flag',
        body: awardNoticeBody,
        response: { 200: awardNoticeResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: { notice: await awardNotice(db, await user(request), request.body.notice) },
      msg: 'ok',
    }),
  );

  app.get(
    `${R}/send/redpack`,
    {
      // a GET by the spec that moves money: never on another site's behalf (an <img>, a link)
      ...guarded,
      schema: {
        tags,
        summary: 'Pays the user’s payable awards as one WeChat red packet (1 to 200 yuan), exactly once',
        description:
          'Concurrent requests make one packet. Refused: nothing payable (400), below 1 yuan (400), no WeChat official-account follow (400), the provider refused (409, the awards payable again), payouts off (503).',
        response: { 200: redPacketResponse },
      },
    },
    async (request) => {
      const packet = await sendRedPacket(db, redPackets, await user(request), openidOf);
      if (packet.state === 'failed') throw new AppError(409, 'redPacketFailed', { reason: packet.failureReason ?? '' });
      const msg = message(request.language, packet.state === 'sent' ? 'redPacketSent' : 'redPacketSending');
      return {
        code: 200,
        data: { billNo: packet.billNo, amountFen: packet.amountFen, state: packet.state, awards: packet.awards },
        msg,
      };
    },
  );
};
