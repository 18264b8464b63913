import {
  adminPartnerApplicationResponse,
  adminPartnerApprovalResponse,
  partnerApplicationIdParams,
  partnerApplicationListQuery,
  partnerApplicationListResponse,
  partnerApprovalBody,
  partnerRejectionBody,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { approveApplication, listApplications, rejectApplication, startReview } from './applications.ts';

export interface PartnerAdminOptions {
  db: Db;
  /** Runs after a decision commits: the outbox texts the applicant at once (the drain job retries). */
  afterDecision?: () => Promise<void>;
}

const tags = ['back office'];

/**
 * The back office's side of partner applications (issue 14), until the back-office issue gives it
 * screens. No guard of its own: the admin composition registers it behind the back office's token.
 */
export const partnerAdminRoutes: FastifyPluginAsyncZod<PartnerAdminOptions> = async (app, { db, afterDecision }) => {
  app.get(
    '/admin/api/partner/applications',
    {
      schema: {
        tags,
        summary: 'Partner applications of a state (or all), newest first',
        querystring: partnerApplicationListQuery,
        response: { 200: partnerApplicationListResponse },
      },
    },
    async (request) => ({ code: 200, data: await listApplications(db, request.query), msg: 'ok' }),
  );

  app.post(
    '/admin/api/partner/applications/:id/review',
    {
      schema: {
        tags,
        summary: 'Take a submitted application up: submitted → under review',
        params: partnerApplicationIdParams,
        response: { 200: adminPartnerApplicationResponse },
      },
    },
    async (request) => ({ code: 200, data: await startReview(db, request.params.id), msg: 'ok' }),
  );

  app.post(
    '/admin/api/partner/applications/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve an open application at a level: the applicant becomes a partner and is texted',
        params: partnerApplicationIdParams,
        body: partnerApprovalBody,
        response: { 200: adminPartnerApprovalResponse },
      },
    },
    async (request) => {
      const data = await approveApplication(db, request.params.id, request.body);
      await afterDecision?.();
      return { code: 200, data, msg: 'ok' };
    },
  );

  app.post(
    '/admin/api/partner/applications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject an open application with a reason, texted to the applicant, who may apply again',
        params: partnerApplicationIdParams,
        body: partnerRejectionBody,
        response: { 200: adminPartnerApplicationResponse },
      },
    },
    async (request) => {
      const data = await rejectApplication(db, request.params.id, request.body.reason ?? '');
      await afterDecision?.();
      return { code: 200, data, msg: 'ok' };
    },
  );
};
