import { certificateBody, certificateLinksResponse, certificateQuery } from '@tallybook/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../platform/db/database.ts';
import { refuseCrossSite } from '../../../platform/http/cross-site.ts';
import type { PublicUrl } from '../../../platform/http/public-url.ts';
import { requireSession } from '../../../platform/sessions/sessions.ts';
import { type CertificateDocument, certificateDocument, certificateLinks } from './certificate.ts';

const PATH = '/ommall/promoter/auth-url';
const tags = ['partner'];
const formats =
  'The document shows the partner’s name, company, level, version, region, certificate number and validity, and a QR code that opens the public qualification page. The PDF keeps its text as text, with a subset of Noto Sans SC embedded; the PNG is 1684 × 1190 px. Written in the caller’s language (Arabic callers get English: the bundled font has no Arabic).';

const sendDocument = (reply: FastifyReply, document: CertificateDocument) =>
  reply
    .type(document.contentType)
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .send(document.bytes);

/** The partner's authorisation certificate (spec §3 Partner, §7 auth-url, issue 14): a PDF and a PNG. */
export const partnerCertificateRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: PublicUrl }> = async (
  app,
  { db, publicUrl },
) => {
  app.post(
    PATH,
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'The partner’s authorisation certificate: the PDF or PNG itself, or the links of both',
        description: `Logged in as a partner (401 for a visitor, 403 notAPartner otherwise). With { format: 'pdf' } the answer is application/pdf, with { format: 'png' } image/png, each as an attachment named after the certificate number; with no format, the JSON below: the links of both (GET ${PATH}?format=pdf|png) and the qualification page. ${formats}`,
        body: certificateBody,
        response: { 200: certificateLinksResponse },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(db, request);
      const format = request.body.format;
      if (format === undefined) {
        reply.header('cache-control', 'no-store');
        return { code: 200, data: await certificateLinks(db, userId, publicUrl()), msg: 'ok' };
      }
      return sendDocument(
        reply,
        await certificateDocument(db, userId, { format, origin: publicUrl(), language: request.language }),
      );
    },
  );

  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'Download the partner’s authorisation certificate as a PDF or a PNG (the links auth-url answers)',
        description: `Logged in as a partner (401 for a visitor, 403 notAPartner otherwise). Answers application/pdf or image/png as an attachment. ${formats}`,
        querystring: certificateQuery,
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(db, request);
      return sendDocument(
        reply,
        await certificateDocument(db, userId, {
          format: request.query.format,
          origin: publicUrl(),
          language: request.language,
        }),
      );
    },
  );
};
