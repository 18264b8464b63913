import {
  contactChannelQuery,
  contactChannelResponse,
  contentLanguageFor,
  friendshipLinkListResponse,
  friendshipLinkQuery,
  partnerListResponse,
  partnerQuery,
  slideQuery,
  slideResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { answer, contentFailures } from './answer.ts';
import { contactChannelFor } from './contact-channel.ts';
import { listFriendshipLinks } from './list-friendship-links.ts';
import { listPartners } from './list-partners.ts';
import { listSlides } from './list-slides.ts';

/** Slides, partners and friendship links of the site (spec §7 Content). */
export const siteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/slide',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'The slides of one alias (home, download ...), in order',
        querystring: slideQuery,
        response: { 200: slideResponse, ...contentFailures },
      },
    },
    async (request) => answer(await listSlides(db, request.query.alias, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/partner',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'Partners of the logo wall, 12 to a page',
        querystring: partnerQuery,
        response: { 200: partnerListResponse, 400: contentFailures[400] },
      },
    },
    async (request) => answer(await listPartners(db, request.query, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/contact',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'The chat channel of the visitor’s language: WeChat for zh-CN, WhatsApp elsewhere (issue 12)',
        querystring: contactChannelQuery,
        response: { 200: contactChannelResponse, ...contentFailures },
      },
    },
    async (request) => answer(await contactChannelFor(db, contentLanguageFor(request.language))),
  );

  app.get(
    '/api/friendship',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'Friendship links of the footer, 20 to a page',
        querystring: friendshipLinkQuery,
        response: { 200: friendshipLinkListResponse, 400: contentFailures[400] },
      },
    },
    async (request) => answer(await listFriendshipLinks(db, request.query, contentLanguageFor(request.language))),
  );
};
