import {
  contactorAddBody,
  contactorListResponse,
  contactorResponse,
  contactorUpdateBody,
  message,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { requireCustomer } from '../tenancy/index.ts';
import { listContactors } from './list-contactors.ts';
import { addContactor, updateContactor } from './save-contactor.ts';

const tags = ['mall'];

/** An order's contact persons (spec §7: order/contactor/list, contactor/add, contactor/update). */
export const contactsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ommall/srvmall/order/contactor/list',
    {
      schema: {
        tags,
        summary: 'The logged-in user’s contacts, the default first',
        response: { 200: contactorListResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      return { code: 200, data: await listContactors(db, user.tenantId), msg: 'ok' };
    },
  );

  app.post(
    '/ommall/srvmall/contactor/add',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Add a contact (the first becomes the default; at most 20 per user)',
        body: contactorAddBody,
        response: { 200: contactorResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      const data = await addContactor(db, user.tenantId, request.body);
      return { code: 200, data, msg: message(request.language, 'saved') };
    },
  );

  app.post(
    '/ommall/srvmall/contactor/update',
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Change one of the user’s own contacts',
        body: contactorUpdateBody,
        response: { 200: contactorResponse },
      },
    },
    async (request) => {
      const user = await requireCustomer(db, request);
      const data = await updateContactor(db, user.tenantId, request.body);
      return { code: 200, data, msg: message(request.language, 'saved') };
    },
  );
};
