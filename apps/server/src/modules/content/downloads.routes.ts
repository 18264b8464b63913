import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { codeEnvelope } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { setDownloadLink } from './set-download-link.ts';

/** Client packages of our own (not an app store's) are linked as /downloads/<file>. */
export const DOWNLOADS_PATH = '/downloads';

export interface DownloadsOptions {
  db: Db;
  /** DOWNLOADS_BASE_URL: where the packages are hosted (a CDN); /downloads/<file> answers a redirect there. */
  baseUrl: string | undefined;
  /** DOWNLOADS_DIR: where this server keeps packages it serves itself when no base URL is configured. */
  dir: string;
}

const fileName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'a package file name');
const downloadLink = z
  .string()
  .max(2000)
  .refine(
    (link) =>
      /^https:\/\/[^\s]+$/.test(link) || new RegExp(`^${DOWNLOADS_PATH}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$`).test(link),
    `an https URL or ${DOWNLOADS_PATH}/<file>`,
  );

async function regularFileSize(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

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
