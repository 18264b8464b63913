import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { type CurrentUser, currentUserWith } from '../identity/index.ts';
import { ensureOwnTenant, ownedTenantLookup } from './tenants.ts';

/** A logged-in user acting for their tenant (decision 0017): whose licences, orders and coupons a call sees. */
export type Customer = CurrentUser & { tenantId: number };

/**
 * The logged-in customer of a mall call, or 401 "not logged in" (api sketch: code 401, notLoggedIn).
 * The session, the user and the tenant they own are read in one statement (decision 0028).
 */
export async function requireCustomer(db: Db, request: FastifyRequest): Promise<Customer> {
  const read = await currentUserWith(db, request, (userId) => ({ ownedTenant: ownedTenantLookup(userId) }));
  if (!read) throw new AppError(401, 'notLoggedIn');
  const tenantId = read.found.ownedTenant?.tenantId ?? (await ensureOwnTenant(db, read.user.userId));
  return { ...read.user, tenantId };
}
