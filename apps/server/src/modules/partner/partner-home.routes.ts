import { randomInt } from 'node:crypto';
import {
  achievementInfoResponse,
  applyUrlResponse,
  drawReferralCode,
  infoByCodeQuery,
  infoByCodeResponse,
  message,
  nicknameBody,
  nicknameResponse,
  partnerReferralResponse,
  promoterAddBody,
  promoterAddResponse,
  showFullNameBody,
  showFullNameResponse,
  teamListQuery,
  teamListResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import { requestingPartner } from './applications.ts';
import {
  achievementInfo,
  partnerApplyLink,
  partnerReferral,
  referralCodeOwner,
  setPartnerNickname,
  setShowFullName,
} from './partner-home.ts';
import { addTeamPromoter, teamList } from './partner-team.ts';

const P = '/ommall/promoter';
const tags = ['partner'];
const partnerOnly = 'Logged in as a partner: 401 for a visitor, 403 (notAPartner) for any other account.';

/**
 * The partner home, its settings and its team (spec §2 /agent/home, /agent/system-set,
 * /agent/add-promoter, §7 Promoter module, issue 14).
 */
export const partnerHomeRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: PublicUrl }> = async (
  app,
  { db, publicUrl },
) => {
  const guarded = { preHandler: refuseCrossSite };

  app.get(
    `${P}/achievement-info`,
    {
      schema: {
        tags,
        summary: 'The partner home’s figures: customers owned, new this month, expiring within 7 days, team size',
        description: `${partnerOnly} Activations and income come with part 2 and are not in the answer.`,
        response: { 200: achievementInfoResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: 200, data: await achievementInfo(db, await requestingPartner(db, request)), msg: 'ok' };
    },
  );

  app.get(
    `${P}/referral-code`,
    {
      schema: {
        tags,
        summary: 'The partner’s referral code, with its invite link and register link',
        description: partnerOnly,
        response: { 200: partnerReferralResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        code: 200,
        data: await partnerReferral(db, await requestingPartner(db, request), publicUrl()),
        msg: 'ok',
      };
    },
  );

  app.post(
    `${P}/apply-url`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The partner’s apply link: who applies through it becomes a partner of its team',
        description: partnerOnly,
        response: { 200: applyUrlResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await partnerApplyLink(db, await requestingPartner(db, request), publicUrl()),
      msg: 'ok',
    }),
  );

  app.get(
    `${P}/info-by-code`,
    {
      schema: {
        tags,
        summary: 'Public: who a referral code belongs to (display name, company, level and version), never a phone',
        description:
          'An unknown code answers 404 (referralCodeNotFound); an address asking more than 30 times a minute, 429.',
        querystring: infoByCodeQuery,
        response: { 200: infoByCodeResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await referralCodeOwner(db, request.query.code, request.ip),
      msg: 'ok',
    }),
  );

  app.post(
    `${P}/nickname`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change the nickname customers and promoters see (spec §5: nickname cannot be empty)',
        description: partnerOnly,
        body: nicknameBody,
        response: { 200: nicknameResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await setPartnerNickname(db, await requestingPartner(db, request), request.body.nickname),
      msg: message(request.language, 'saved'),
    }),
  );

  app.post(
    `${P}/show-full-name`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Whether customers see the partner’s full name instead of its nickname',
        description: partnerOnly,
        body: showFullNameBody,
        response: { 200: showFullNameResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await setShowFullName(db, await requestingPartner(db, request), request.body.show),
      msg: message(request.language, 'saved'),
    }),
  );

  app.post(
    `${P}/promoter-add`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Add the account of a phone to the partner’s team as a promoter',
        description: `${partnerOnly} No account: 404 (promoterNoAccount); the partner itself: 400 (promoterIsYou); a partner: 409 (promoterIsPartner); a promoter of another team: 409 (promoterInAnotherTeam). Adding again answers the member with added false.`,
        body: promoterAddBody,
        response: { 200: promoterAddResponse },
      },
    },
    async (request) => {
      const data = await addTeamPromoter(db, await requestingPartner(db, request), request.body.phone, () =>
        drawReferralCode(randomInt),
      );
      return {
        code: 200,
        data,
        msg: message(request.language, data.added ? 'promoterAdded' : 'promoterAlreadyInTeam'),
      };
    },
  );

  app.get(
    `${P}/team-list`,
    {
      schema: {
        tags,
        summary: 'The partner’s team, newest first: its promoters and the partners who applied through its link',
        description: partnerOnly,
        querystring: teamListQuery,
        response: { 200: teamListResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: 200, data: await teamList(db, await requestingPartner(db, request), request.query), msg: 'ok' };
    },
  );
};
