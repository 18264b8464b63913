import {
  guideConfigBody,
  guideConfigResponse,
  licenceInfoQuery,
  licenceInfoResponse,
  message,
  type Promoter,
  phoneBindBody,
  promoterInfoResponse,
  promoterJoinBody,
  promoterJoinResponse,
  userInfoResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { requireSession } from '../../platform/sessions/sessions.ts';
import { type LicencesOf, userInfoOf, userOfSession } from './accounts.ts';
import { bindPhone } from './bind-phone.ts';
import { configureGuide } from './configure-guide.ts';
import { readLicenceInfo } from './read-licence-info.ts';

/** The promoters of the referral programme; the partner module keeps them (identity serves the calls). */
export interface PromoterDirectory {
  join(userId: number, input: { nickname: string }): Promise<Promoter & { created: boolean }>;
  of(userId: number): Promise<Promoter | null>;
}

export interface PersonalCentreRoutesOptions {
  db: Db;
  licencesOf: LicencesOf;
  promoters: PromoterDirectory;
}

const tags = ['identity'];

/** The personal centre's calls (issue 5, spec §7 User): licence info, a new phone, promoter, guide. */
export const personalCentreRoutes: FastifyPluginAsyncZod<PersonalCentreRoutesOptions> = async (
  app,
  { db, licencesOf, promoters },
) => {
  const guarded = { preHandler: refuseCrossSite };

  app.get(
    '/license/info',
    {
      schema: {
        tags,
        summary:
          'The logged-in user’s licence entries (spec §3), of one service code when given; 401 when not logged in',
        description:
          'serviceCode: one of KDZHJ01, WXHYK, ZHWD, HYGF, ZHJXH (code 400 otherwise), empty for all. userName, when given, must be the logged-in user’s phone (code 403 otherwise).',
        querystring: licenceInfoQuery,
        response: { 200: licenceInfoResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await userOfSession(db, await requireSession(db, request));
      return { code: 200, data: await readLicenceInfo(licencesOf, user, request.query), msg: 'ok' };
    },
  );

  app.post(
    '/user/phone/bind',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Move the logged-in account to a new phone, with an SMS code (purpose bind) sent to it',
        description:
          'A phone of another account answers 409 (this phone is already registered). An account with a password sends it transformed with the current phone (password) and with the new one (newPhonePassword). The session stays valid; the answer is the user info with the new phone.',
        body: phoneBindBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request) => {
      const session = await requireSession(db, request);
      const user = await bindPhone(db, await userOfSession(db, session), request.body);
      return {
        code: 200,
        data: await userInfoOf(user, session.kdToken ?? '', licencesOf),
        msg: message(request.language, 'phoneBound'),
      };
    },
  );

  app.post(
    '/promoter/pc/add',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Join as a promoter (推广员) from the PC site with a nickname: a referral code of one’s own',
        description: 'Joining again answers the same promoter, unchanged, with created false.',
        body: promoterJoinBody,
        response: { 200: promoterJoinResponse },
      },
    },
    async (request) => {
      const session = await requireSession(db, request);
      const data = await promoters.join(session.userId, request.body);
      return { code: 200, data, msg: message(request.language, 'promoterJoined') };
    },
  );

  app.get(
    '/promoter/pc/info',
    {
      schema: {
        tags,
        summary: 'The logged-in user’s promoter nickname and referral code; null before joining',
        response: { 200: promoterInfoResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requireSession(db, request);
      return { code: 200, data: await promoters.of(session.userId), msg: 'ok' };
    },
  );

  app.post(
    '/webzhj/guide/cfg',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The onboarding guide: with a key, marks that step done (done false unmarks it); the whole map',
        body: guideConfigBody,
        response: { 200: guideConfigResponse },
      },
    },
    async (request) => {
      const session = await requireSession(db, request);
      const data = await configureGuide(db, session.userId, request.body);
      return { code: 200, data, msg: request.body?.key === undefined ? 'ok' : message(request.language, 'saved') };
    },
  );
};
