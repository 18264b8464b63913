import { message, serviceBookBody, serviceBookResponse } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { ensureVisitorId } from '../../platform/http/visitor.ts';
import { currentUser } from '../identity/index.ts';
import { bookService } from './book-service.ts';

const tags = ['mall'];

/** Consultation bookings (spec §7 Mall service): a visitor's name and phone for a call back. */
export const serviceBookingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/ommall/srvmall/servicebook/add',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Book a consultation (name and phone; company and note optional), a few per visitor an hour',
        body: serviceBookBody,
        response: { 200: serviceBookResponse },
      },
    },
    async (request, reply) => {
      const user = await currentUser(db, request);
      const data = await bookService(db, {
        ...request.body,
        visitorId: ensureVisitorId(request, reply),
        ip: request.ip,
        userId: user?.userId ?? null,
      });
      return { code: 200, data, msg: message(request.language, 'serviceBooked') };
    },
  );
};
