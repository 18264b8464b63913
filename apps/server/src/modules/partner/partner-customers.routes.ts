import {
  CUSTOMER_INDUSTRIES,
  CUSTOMER_LABEL_CHOICES,
  customerDetailResponse,
  customerResponse,
  customerStoresResponse,
  enumCodesResponse,
  followRecordBody,
  followRecordResponse,
  followRecordsResponse,
  GIVE_UP_REASONS,
  giveUpBody,
  inputMerchantBody,
  inviteBindBody,
  inviteBindResponse,
  labelBody,
  labelsResponse,
  merchantListBody,
  merchantListResponse,
  merchantQuery,
  message,
  remainingDaysResponse,
} from '@tallybook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { largeAnswer } from '../../platform/http/large-answers.ts';
import { requireSession } from '../../platform/sessions/sessions.ts';
import type { OnUserCreated } from '../identity/index.ts';
import { requestingPartner } from './applications.ts';
import { bindByInvitation } from './attribution.ts';
import { customerDetailOf, customerStoresOf } from './customer-detail.ts';
import { listCustomers } from './customer-list.ts';
import {
  addFollowUp,
  giveUpCustomer,
  labelNamesOf,
  labelsOf,
  listFollowUps,
  remainingDaysOf,
  setLabels,
} from './customer-notes.ts';
import { inputMerchant } from './input-merchant.ts';

const P = '/ommall/promoter';
const tags = ['partner'];
const okEnvelope = z.object({ code: z.number(), data: z.null(), msg: z.string() });

export interface PartnerCustomerRoutesOptions {
  db: Db;
  /** What a new account goes through (its tenant, the welcome) when a partner enters a new phone. */
  onUserCreated?: OnUserCreated | undefined;
}

/**
 * A partner's customers and the lead pool (spec §3 Customer/merchant, §4, §7 Promoter module, issue
 * 14). Every call about one customer answers 404 customerNotFound for a customer the caller may not
 * see (another partner's, or an unknown id), never saying which.
 */
export const partnerCustomerRoutes: FastifyPluginAsyncZod<PartnerCustomerRoutesOptions> = async (app, options) => {
  const { db } = options;
  const settings = { onUserCreated: options.onUserCreated };
  const guarded = { preHandler: refuseCrossSite };
  // a partner's book is private: never kept by a cache between the partner and us
  const noStore = {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
  };

  app.post(
    `${P}/invite-bind`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The logged-in merchant binds itself to the partner (or team promoter) of a referral code',
        description:
          'The merchant becomes the partner’s customer (source invite) for the protection period. 409 when another partner protects it; already the partner’s answers bound false and changes nothing; 404 for an unknown code.',
        body: inviteBindBody,
        response: { 200: inviteBindResponse },
      },
    },
    async (request) => {
      const session = await requireSession(db, request);
      const data = await bindByInvitation(db, session.userId, request.body.code);
      return { code: 200, data, msg: message(request.language, 'customerSaved') };
    },
  );

  app.post(
    `${P}/input-merchant`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Add a customer by hand (by phone, opening an account for a new one) or claim one from the pool',
        description:
          'With merchantId: a claim from the pool (409 customerNotInPool otherwise). With phone, shopName, address, industry: the merchant of the phone becomes the caller’s (409 when another partner protects it or it is the caller’s already). Of two claims at once exactly one wins.',
        body: inputMerchantBody,
        response: { 200: customerResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      const data = await inputMerchant(db, partner, request.body, settings);
      return { code: 200, data, msg: message(request.language, 'customerSaved') };
    },
  );

  app.post(
    `${P}/merchant-list`,
    {
      ...guarded,
      ...noStore,
      // up to 10,000 rows, each written field by field by shapeCustomer (customer-list.ts)
      ...largeAnswer,
      schema: {
        tags,
        summary: 'The partner’s customers, the pool, or both for a search (page 1, rows 10000)',
        description:
          'scope mine, pool or search; sort poolEntry, registration or followUp (spec §4); filters label, intention, expiringWithinDays, keyword (phone digits or part of the shop name). Phones are always hidden; pool rows carry nobody’s notes.',
        body: merchantListBody,
        response: { 200: merchantListResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await listCustomers(db, partner.id, request.body), msg: 'ok' };
    },
  );

  app.get(
    `${P}/merchant-detail-basic`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'One customer: basic info, orders, services and owner history; or a pool customer, to claim',
        querystring: merchantQuery,
        response: { 200: customerDetailResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      const data = await customerDetailOf(db, partner.id, request.query.merchantId, request.language);
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.get(
    `${P}/shop-list`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'A customer’s stores',
        querystring: merchantQuery,
        response: { 200: customerStoresResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await customerStoresOf(db, partner.id, request.query.merchantId), msg: 'ok' };
    },
  );

  app.get(
    `${P}/follow-record`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'The caller’s follow-up records of its customer, newest first',
        querystring: merchantQuery,
        response: { 200: followRecordsResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await listFollowUps(db, partner.id, request.query.merchantId), msg: 'ok' };
    },
  );

  app.post(
    `${P}/follow-record`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Add a follow-up record with the purchase intention (both required, spec §5)',
        body: followRecordBody,
        response: { 200: followRecordResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      const data = await addFollowUp(db, partner.id, request.body);
      return { code: 200, data, msg: message(request.language, 'customerSaved') };
    },
  );

  app.get(
    `${P}/label`,
    {
      ...noStore,
      schema: { tags, summary: 'A customer’s labels', querystring: merchantQuery, response: { 200: labelsResponse } },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await labelsOf(db, partner.id, request.query.merchantId), msg: 'ok' };
    },
  );

  app.post(
    `${P}/label`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Set a customer’s labels (trimmed, each once, within the limits)',
        body: labelBody,
        response: { 200: labelsResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      const data = await setLabels(db, partner.id, request.body.merchantId, request.body.labels);
      return { code: 200, data, msg: message(request.language, 'customerSaved') };
    },
  );

  app.get(
    `${P}/label-names`,
    {
      ...noStore,
      schema: { tags, summary: 'The labels in use among the caller’s customers', response: { 200: labelsResponse } },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await labelNamesOf(db, partner.id), msg: 'ok' };
    },
  );

  const enumCall = (path: string, summary: string, codes: readonly string[]) =>
    app.get(
      `${P}/${path}`,
      { config: { contentRead: true }, schema: { tags, summary, response: { 200: enumCodesResponse } } },
      async () => ({ code: 200, data: [...codes], msg: 'ok' }),
    );
  enumCall('label-enums', 'The label choices (codes the web names in the caller’s language)', CUSTOMER_LABEL_CHOICES);
  enumCall('give-up-enum', 'The reasons for abandoning a customer', GIVE_UP_REASONS);
  enumCall('industry-enum', 'The industries of a customer’s shop', CUSTOMER_INDUSTRIES);

  app.post(
    `${P}/give-up`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Abandon a customer with a reason (spec §4, §5): it goes to the pool, the notes are cleared',
        body: giveUpBody,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      await giveUpCustomer(db, partner.id, request.body);
      return { code: 200, data: null, msg: message(request.language, 'customerSaved') };
    },
  );

  app.get(
    `${P}/customer-remaining-days`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'Days left of the caller’s protection of its customer',
        querystring: merchantQuery,
        response: { 200: remainingDaysResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await remainingDaysOf(db, partner.id, request.query.merchantId), msg: 'ok' };
    },
  );
};
