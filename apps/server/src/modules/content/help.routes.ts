import {
  categoryAncestorsResponse,
  categoryTreeQuery,
  categoryTreeResponse,
  contentLanguageFor,
  helpArticleResponse,
  helpContentByIdsBody,
  helpContentByIdsResponse,
  helpFeedbackQuery,
  helpFeedbackResponse,
  helpListQuery,
  helpListResponse,
  idParams,
  legacyHelpTarget,
  message,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { addressVisitorId, ensureVisitorId, readVisitorId } from '../../platform/http/visitor.ts';
import { answer, contentFailures } from './answer.ts';
import { getCategoryTree } from './get-category-tree.ts';
import { getHelpArticle } from './get-help-article.ts';
import { listCategoryAncestors } from './list-category-ancestors.ts';
import { listHelpArticles } from './list-help-articles.ts';
import { listHelpArticlesByIds } from './list-help-articles-by-ids.ts';
import { recordHelpFeedback } from './record-help-feedback.ts';

/** The help centre: category trees and help articles (spec §2 Help, §7 Content). */
export const helpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/category',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'A category tree by its root alias (the help centre: tallybook)',
        querystring: categoryTreeQuery,
        response: { 200: categoryTreeResponse, ...contentFailures },
      },
    },
    async (request) => answer(await getCategoryTree(db, request.query.alias, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/category/:id/ancestors',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'The path from a category’s root down to the category, root first',
        params: idParams,
        response: { 200: categoryAncestorsResponse, ...contentFailures },
      },
    },
    async (request) => answer(await listCategoryAncestors(db, request.params.id, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/help',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'Help articles by category or tree, recommend level, video or document, and keyword; paged',
        querystring: helpListQuery,
        response: { 200: helpListResponse, 400: contentFailures[400] },
      },
    },
    async (request) => answer(await listHelpArticles(db, request.query, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/help/addUsefulOrUseless',
    {
      schema: {
        tags: ['content'],
        summary: 'Rates an article useful or useless: one vote per visitor (visitor cookie) and article',
        querystring: helpFeedbackQuery,
        response: { 200: helpFeedbackResponse, ...contentFailures },
      },
      // spec §7 names GET for this state-changing call: a foreign page's <img> must not vote.
      preHandler: refuseCrossSite,
    },
    async (request, reply) => {
      // Without a visitor cookie every call would be a new visitor: such votes count once per address,
      // and the browser keeps that id in its new cookie, so the page remembers its vote.
      const visitorId = ensureVisitorId(request, reply, () => addressVisitorId(request));
      const feedback = await recordHelpFeedback(db, request.query.id, visitorId, request.query.type);
      return answer(feedback, message(request.language, feedback.counted ? 'feedbackCounted' : 'feedbackAlreadyGiven'));
    },
  );

  app.post(
    '/api/help/getContentByIds',
    {
      schema: {
        tags: ['content'],
        summary: 'Articles with their bodies, by id, in the order asked (unknown ids left out)',
        body: helpContentByIdsBody,
        response: { 200: helpContentByIdsResponse, 400: contentFailures[400] },
      },
    },
    async (request) => answer(await listHelpArticlesByIds(db, request.body.ids, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/help/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One help article (counts a hit), with the visitor’s vote',
        params: idParams,
        response: { 200: helpArticleResponse, ...contentFailures },
      },
    },
    async (request) =>
      answer(await getHelpArticle(db, request.params.id, contentLanguageFor(request.language), readVisitorId(request))),
  );

  // spec §2: the old site's help addresses (`/help-:alias/...`) answer a permanent redirect to
  // where the page lives now, keeping the query (a `?lang=` say).
  app.get('/help-*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '', query] = request.url.split('?', 2);
    const target = legacyHelpTarget(pathname) ?? '/';
    return reply.redirect(query && target !== '/' ? `${target}?${query}` : target, 301);
  });
};
