import {
  awardDetailQuery,
  awardDetailResponse,
  type ReferralProgrammeTerms,
  recommendVisibilityQuery,
  recommendVisibilityResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { requireSession } from '../../platform/sessions/sessions.ts';
import { awardDetail } from '../referral/index.ts';
import { requestingPartner } from './applications.ts';
import { recommendVisibility } from './recommend-visibility.ts';

const P = '/ommall/promoter';
const tags = ['partner'];

/** The partner's two calls of the referral programme (spec §7 Promoter GET: recommend award detail, recommend visibility). */
export const partnerRecommendRoutes: FastifyPluginAsyncZod<{ db: Db; programmes: ReferralProgrammeTerms }> = async (
  app,
  { db, programmes },
) => {
  app.get(
    `${P}/recommend-award-detail`,
    {
      schema: {
        tags,
        summary: 'The awards the partner earned through its own invitations (the referral programme), paged',
        description: 'Logged in as a partner (403 otherwise); only the partner’s own awards.',
        querystring: awardDetailQuery,
        response: { 200: awardDetailResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await awardDetail(db, partner.userId, request.query), msg: 'ok' };
    },
  );

  app.get(
    `${P}/recommend-visibility`,
    {
      schema: {
        tags,
        summary: 'Whether the invite-and-reward features are shown to the logged-in user, and why not',
        description: 'Of programme: tallybook (default) or xh (400 otherwise).',
        querystring: recommendVisibilityQuery,
        response: { 200: recommendVisibilityResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requireSession(db, request);
      return {
        code: 200,
        data: await recommendVisibility(db, session.userId, programmes[request.query.programme]),
        msg: 'ok',
      };
    },
  );
};
