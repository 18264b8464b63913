import { QR_CODE, QR_IMAGE } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { qrCodes } from '../modules/qr-codes.ts';

/** The drawing of `text` as an SVG at the site's error correction level and quiet zone (spec §2). */
export function qrSvg(text: string): Promise<string> {
  return qrCodes().toString(text, { type: 'svg', errorCorrectionLevel: QR_CODE.level, margin: QR_CODE.marginSize });
}

/**
 * GET /qr.svg?text=…: a QR code as an image of its own (issue 13). A page names its codes by address
 * instead of carrying their drawings: three download codes were 4 KB of HTML each, on every page
 * with the footer, and the first paint waited for them. The answer depends on the text alone, so
 * browsers and caches keep it for a year. It is an image, never a document: no script runs in it.
 */
export const qrImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    QR_IMAGE.path,
    {
      schema: {
        tags: ['content'],
        summary: 'A QR code of the text, as an SVG image',
        querystring: z.object({
          text: z
            .string()
            .min(1)
            .max(QR_IMAGE.maxTextLength)
            .meta({ examples: ['https://www.tallybook.app/download'] }),
        }),
      },
    },
    async (request, reply) => {
      const svg = await qrSvg(request.query.text);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
