import { createReadStream } from 'node:fs';
import path from 'node:path';
import { codeEnvelope } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { DOWNLOADS_PATH, PACKAGE_FILE, type PackageSource, regularFileSize } from './package-availability.ts';
import { setDownloadLink } from './set-download-link.ts';

export interface DownloadsOptions extends PackageSource {
  db: Db;
}

const fileName = z.string().regex(PACKAGE_FILE, 'a package file name');
const downloadLink = z
  .string()
  .max(2000)
  .refine(
    (link) =>
      /^https:\/\/[^\s]+$/.test(link) ||
      (link.startsWith(`${DOWNLOADS_PATH}/`) && PACKAGE_FILE.test(link.slice(DOWNLOADS_PATH.length + 1))),
    `an https URL or ${DOWNLOADS_PATH}/<file>`,
  );

/**
 * Downloads of client packages (issue 10: a download link downloads, and never lands on the home
 * page): from DOWNLOADS_BASE_URL when configured, else from DOWNLOADS_DIR; a package that is in
 * neither is refused with a message, not sent elsewhere. The back office sets a package's link.
 */
export const downloadsRoutes: FastifyPluginAsyncZod<DownloadsOptions> = async (app, options) => {
  const { baseUrl, dir } = options;

  app.get(
    `${DOWNLOADS_PATH}/:file`,
    {
      schema: {
        tags: ['content'],
        summary: 'A client package: the file, or a redirect to where it is hosted (DOWNLOADS_BASE_URL)',
        params: z.object({ file: fileName }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (baseUrl) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${baseUrl}/${encodeURIComponent(file)}${query}`, 302);
      }
      const full = path.join(dir, file);
      const size = await regularFileSize(full);
      if (size === undefined) throw new AppError(404, 'downloadUnavailable');
      return reply
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('content-length', size)
        .header('cache-control', 'public, max-age=3600')
        .type('application/octet-stream')
        .send(createReadStream(full));
    },
  );
};

/**
 * The back office's calls on client packages: where each is downloaded from.
 * No guard of its own: the admin composition (apps/server/src/admin) registers it behind the back office's token.
 */
export const downloadsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/admin/api/content/product-clients/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Set where a client package is downloaded from (an https URL or /downloads/<file>)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ download_link: downloadLink }),
        response: { 200: codeEnvelope(z.object({ id: z.number().int(), download_link: z.string() })) },
      },
    },
    async (request) => {
      const updated = await setDownloadLink(db, request.params.id, request.body.download_link);
      return { code: 200, data: updated, msg: 'ok' };
    },
  );
};
