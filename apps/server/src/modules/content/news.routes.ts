import {
  contentLanguageFor,
  groupNewsQuery,
  groupNewsResponse,
  idParams,
  newsDetailResponse,
  newsListQuery,
  newsListResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { answer, contentFailures } from './answer.ts';
import { getNewsItem } from './get-news-item.ts';
import { listGroupNews } from './list-group-news.ts';
import { listNews } from './list-news.ts';

/** News: grouped, listed by category, hot, and one item (spec §2 News, §7 Content). */
export const newsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/group-news',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'Each news category with its latest items',
        querystring: groupNewsQuery,
        response: { 200: groupNewsResponse, 400: contentFailures[400] },
      },
    },
    async (request) => answer(await listGroupNews(db, request.query, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/news',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'News of a category (news: all), newest first or, with hot=1, most read first; paged',
        querystring: newsListQuery,
        response: { 200: newsListResponse, 400: contentFailures[400] },
      },
    },
    async (request) => answer(await listNews(db, request.query, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/news/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One news item (counts a hit), with its neighbours in its category',
        params: idParams,
        response: { 200: newsDetailResponse, ...contentFailures },
      },
    },
    async (request) => answer(await getNewsItem(db, request.params.id, contentLanguageFor(request.language))),
  );
};
