import {
  authQrcodeBody,
  message,
  PARTNER_APPLICATION_STATES,
  PARTNER_LEVELS,
  PARTNER_ROLES,
  PARTNER_VERSIONS,
  partnerApplicationBody,
  partnerApplicationResponse,
  partnerEnumsResponse,
  partnerVerifyQuery,
  partnerVerifyResponse,
  QR_CODE,
  qualificationPageUrl,
  qualificationQueryBody,
  qualificationQueryResponse,
  ROLES_OF_VERSION,
  regionQuery,
  regionResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { AppError } from '../../platform/http/envelope.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import { qrCodes } from '../../platform/modules/qr-codes.ts';
import { requireSession } from '../../platform/sessions/sessions.ts';
import { partnerStanding, requestingPartner, submitApplication } from './applications.ts';
import { queryQualification } from './qualification.ts';
import { regionChildren } from './regions.ts';

const P = '/ommall/promoter';
const tags = ['partner'];

/** The partner programme's calls of spec §7 Promoter module (issue 14): applying, verifying, the qualification query. */
export const partnerRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: PublicUrl }> = async (
  app,
  { db, publicUrl },
) => {
  const guarded = { preHandler: refuseCrossSite };

  app.post(
    `${P}/info`,
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Apply to become a partner (spec §3 Partner application), logged in, with an SMS code (purpose partner)',
        description:
          'Refused with 409 when the account is already approved or under review (spec §5), with 429 within three minutes of a submit (the operation lock), and with spec §5’s messages for the form.',
        body: partnerApplicationBody,
        response: { 200: partnerApplicationResponse },
      },
    },
    async (request) => {
      const session = await requireSession(db, request);
      const data = await submitApplication(db, session.userId, request.language, request.body);
      return { code: 200, data, msg: message(request.language, 'partnerApplicationSubmitted') };
    },
  );

  app.get(
    `${P}/verify`,
    {
      schema: {
        tags,
        summary:
          'Whether the logged-in user is a partner, of which version, role and level, and the latest application',
        description:
          'With version, a partner of the other version is refused with 403 (spec §8: login failed on a conflicting agent role).',
        querystring: partnerVerifyQuery,
        response: { 200: partnerVerifyResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requireSession(db, request);
      return { code: 200, data: await partnerStanding(db, session.userId, request.query.version), msg: 'ok' };
    },
  );

  app.post(
    `${P}/auth-qrcode`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'A PNG of the QR code on the partner’s certificate: it opens the public qualification page',
        description: 'Logged in as a partner (403 otherwise). Answers image/png, 512 px.',
        body: authQrcodeBody,
      },
    },
    async (request, reply) => {
      const partner = await requestingPartner(db, request);
      const png = await qrCodes().toBuffer(qualificationPageUrl(publicUrl(), partner.certificateNo), {
        type: 'png',
        errorCorrectionLevel: QR_CODE.level,
        margin: QR_CODE.marginSize,
        width: 512,
      });
      return reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${partner.certificateNo}.png"`)
        .send(png);
    },
  );

  app.get(
    `${P}/sysenum-list`,
    {
      config: { contentRead: true },
      schema: {
        tags,
        summary: 'The programme’s enumerations: versions, levels (silver, gold, diamond), roles and application states',
        response: { 200: partnerEnumsResponse },
      },
    },
    async () => ({
      code: 200,
      data: {
        versions: [...PARTNER_VERSIONS],
        levels: [...PARTNER_LEVELS],
        roles: PARTNER_ROLES.map((role) => ({
          role,
          versions: PARTNER_VERSIONS.filter((version) => ROLES_OF_VERSION[version].includes(role)),
        })),
        applicationStates: [...PARTNER_APPLICATION_STATES],
      },
      msg: 'ok',
    }),
  );

  app.get(
    `${P}/regions`,
    {
      config: { contentRead: true },
      schema: {
        tags,
        summary: 'One level of the region cascader: the children of parent (86: the provinces)',
        querystring: regionQuery,
        response: { 200: regionResponse },
      },
    },
    async (request) => {
      const children = regionChildren(request.query.parent);
      if (!children) throw new AppError(400, 'regionRequired');
      return { code: 200, data: children, msg: 'ok' };
    },
  );

  app.post(
    `${P}/info-by-name`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The public qualification query: partners by full name, phone or certificate number',
        description: 'Nothing found answers 404 (spec §8: partner information not found).',
        body: qualificationQueryBody,
        response: { 200: qualificationQueryResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await queryQualification(db, request.body.keyword ?? '', request.ip),
      msg: 'ok',
    }),
  );
};
