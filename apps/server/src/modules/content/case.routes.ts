import { caseDetailResponse, caseListQuery, caseListResponse, contentLanguageFor, idParams } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { answer, contentFailures } from './answer.ts';
import { getCase } from './get-case.ts';
import { listCases } from './list-cases.ts';

/** Customer cases: listed by industry, hot, and one case (spec §2 Cases, §7 Content). */
export const caseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/case',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'Customer cases, by industry, newest first or, with hot=1, most read first; paged',
        querystring: caseListQuery,
        response: { 200: caseListResponse, 400: contentFailures[400] },
      },
    },
    async (request) => answer(await listCases(db, request.query, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/case/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One customer case (counts a hit)',
        params: idParams,
        response: { 200: caseDetailResponse, ...contentFailures },
      },
    },
    async (request) => answer(await getCase(db, request.params.id, contentLanguageFor(request.language))),
  );
};
