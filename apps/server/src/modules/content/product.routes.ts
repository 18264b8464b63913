import {
  agreementDetailResponse,
  agreementQuery,
  contentLanguageFor,
  productClientListResponse,
  productClientQuery,
  productListQuery,
  productListResponse,
  productVersionQuery,
  productVersionResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { answer, contentFailures } from './answer.ts';
import { getAgreement } from './get-agreement.ts';
import { listProductClients } from './list-product-clients.ts';
import { listProductVersions } from './list-product-versions.ts';
import { listProducts } from './list-products.ts';
import type { PackageSource } from './package-availability.ts';

/** Products, their client packages and versions, and agreements (spec §7 Content). */
export const productRoutes: FastifyPluginAsyncZod<{ db: Db; packages: PackageSource }> = async (
  app,
  { db, packages },
) => {
  app.get(
    '/api/product',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'Products, optionally with their client packages regrouped per platform',
        querystring: productListQuery,
        response: { 200: productListResponse, 400: contentFailures[400] },
      },
    },
    async (request) => answer(await listProducts(db, request.query, contentLanguageFor(request.language), packages)),
  );

  app.get(
    '/api/product/client',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: "A product's client packages, platform by platform, paged",
        querystring: productClientQuery,
        response: { 200: productClientListResponse, ...contentFailures },
      },
    },
    async (request) => answer(await listProductClients(db, request.query, packages)),
  );

  app.get(
    '/api/product/version',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: "A product's version history (paged, newest first) and its newest version per platform",
        querystring: productVersionQuery,
        response: { 200: productVersionResponse, ...contentFailures },
      },
    },
    async (request) =>
      answer(await listProductVersions(db, request.query, contentLanguageFor(request.language), packages)),
  );

  app.get(
    '/api/product/agreement/detail',
    {
      config: { contentRead: true },
      schema: {
        tags: ['content'],
        summary: 'An agreement by alias (privacy, service-licence ...): its doc and its history',
        querystring: agreementQuery,
        response: { 200: agreementDetailResponse, ...contentFailures },
      },
    },
    async (request) => answer(await getAgreement(db, request.query, contentLanguageFor(request.language))),
  );
};
