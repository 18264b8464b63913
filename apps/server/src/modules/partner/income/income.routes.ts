import {
  BANKS,
  bankBody,
  bankInfoResponse,
  bankNameSearchBody,
  bankNameSearchResponse,
  cashApplyBody,
  cashApplyInfoQuery,
  cashApplyInfoResponse,
  cashApplyResponse,
  rebateInfoQuery,
  rebateInfoResponse,
  searchBanks,
  serialListQuery,
  serialListResponse,
  serialSumQuery,
  serialSumResponse,
  serviceAwardInfoResponse,
  withdrawListQuery,
  withdrawListResponse,
} from '@tallybook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../platform/db/database.ts';
import { refuseCrossSite } from '../../../platform/http/cross-site.ts';
import { idempotencyKeyOf, requestHash, withIdempotency } from '../../../platform/idempotency/idempotency.ts';
import { requestingPartner } from '../applications.ts';
import type { IncomeSettings } from './income-accounts.ts';
import { cashApplyInfo, rebateInfo, serialList, serialSum, serviceAwardInfo } from './income-reads.ts';
import { payeeOf, savePayee } from './payee.ts';
import { listWithdrawals, requestWithdrawal } from './withdrawals.ts';

const P = '/ommall/promoter';
const tags = ['partner'];
const partnerOnly = 'Logged in as a partner: 401 for a visitor, 403 (notAPartner) for any other account.';

/**
 * The partner's income and withdrawals (issue 15, decision 0039; spec §2 share and withdrawal detail,
 * bank card and payee settings, §3 Withdrawal and Share detail, §4 withdrawal states, §5 messages).
 * Every answer is the partner's own money: never kept by a cache on the way.
 */
export const partnerIncomeRoutes: FastifyPluginAsyncZod<{ db: Db; income: IncomeSettings }> = async (
  app,
  { db, income },
) => {
  const guarded = { preHandler: refuseCrossSite };
  const noStore = {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
  };

  app.get(
    `${P}/service-award-info`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'The rebate rate on every service at the partner’s level, the parent’s share and the rebate period',
        description: partnerOnly,
        response: { 200: serviceAwardInfoResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await serviceAwardInfo(db, partner, income, request.language), msg: 'ok' };
    },
  );

  app.get(
    `${P}/rebate-info`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'Share detail: the partner’s shares newest first, with the cumulative share and income',
        description: partnerOnly,
        querystring: rebateInfoQuery,
        response: { 200: rebateInfoResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await rebateInfo(db, partner.id, request.query, request.language), msg: 'ok' };
    },
  );

  app.get(
    `${P}/serial-list`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'The income ledger’s lines by period (from, to: YYYY-MM, China time) and type, newest first',
        description: partnerOnly,
        querystring: serialListQuery,
        response: { 200: serialListResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await serialList(db, partner.id, request.query), msg: 'ok' };
    },
  );

  app.get(
    `${P}/serial-sum`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'Income totals: the balances now, and each line type’s sum over the period',
        description: partnerOnly,
        querystring: serialSumQuery,
        response: { 200: serialSumResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await serialSum(db, partner.id, request.query), msg: 'ok' };
    },
  );

  app.get(
    `${P}/bank-info`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'The payee on file (card and ID masked), or null',
        description: partnerOnly,
        response: { 200: bankInfoResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await payeeOf(db, partner.id, request.language), msg: 'ok' };
    },
  );

  app.post(
    `${P}/bank`,
    {
      ...guarded,
      ...noStore,
      schema: {
        tags,
        summary: 'Add or change the payee: bank card, bank, resident ID number and name',
        description: `${partnerOnly} The card must pass the Luhn check and belong to a known bank; the ID its checksum.`,
        body: bankBody,
        response: { 200: bankInfoResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await savePayee(db, partner.id, request.body, request.language), msg: 'ok' };
    },
  );

  app.post(
    `${P}/bank-name-search`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Banks by name (any language) or by the first digits of a card number',
        description: partnerOnly,
        body: bankNameSearchBody,
        response: { 200: bankNameSearchResponse },
      },
    },
    async (request) => {
      await requestingPartner(db, request);
      // an empty keyword lists every bank (the select's first choices); a typed one its best ten
      const { keyword } = request.body;
      const limit = keyword.trim() ? 10 : BANKS.length;
      return { code: 200, data: { list: searchBanks(keyword, request.language, limit) }, msg: 'ok' };
    },
  );

  app.get(
    `${P}/cash-apply-info`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'Before withdrawing: the withdrawable amount, the minimum, the payee, and the tax on an amount typed',
        description: `${partnerOnly} With ?amount= (yuan), the tax withheld and the net amount of that withdrawal.`,
        querystring: cashApplyInfoQuery,
        response: { 200: cashApplyInfoResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return {
        code: 200,
        data: await cashApplyInfo(db, partner.id, request.query.amount, income, request.language),
        msg: 'ok',
      };
    },
  );

  app.post(
    `${P}/cash-apply`,
    {
      ...guarded,
      ...noStore,
      schema: {
        tags,
        summary: 'Request a withdrawal of an amount in yuan to the payee’s card',
        description: `${partnerOnly} Refused with spec §5’s messages: no payee, an empty, zero or negative amount, a malformed one, more than the withdrawable amount, less than 100 yuan. With an Idempotency-Key, the same key and body answer the same withdrawal.`,
        body: cashApplyBody,
        response: { 200: cashApplyResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      const { response } = await withIdempotency(
        db,
        {
          scope: `partner:${partner.id} POST ${P}/cash-apply`,
          key: idempotencyKeyOf(request),
          requestHash: requestHash(request.body),
        },
        (tx) =>
          requestWithdrawal(tx, partner.id, request.body.amount, {
            taxTable: income.taxTable,
            language: request.language,
          }),
      );
      return { code: 200, data: response, msg: 'ok' };
    },
  );

  app.get(
    `${P}/withdraw-list`,
    {
      ...noStore,
      schema: {
        tags,
        summary: 'The partner’s withdrawals, newest first, of one state (type) or all',
        description: partnerOnly,
        querystring: withdrawListQuery,
        response: { 200: withdrawListResponse },
      },
    },
    async (request) => {
      const partner = await requestingPartner(db, request);
      return { code: 200, data: await listWithdrawals(db, partner.id, request.query, request.language), msg: 'ok' };
    },
  );
};
