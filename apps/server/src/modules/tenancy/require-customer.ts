import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { type CurrentUser, currentUser } from '../identity/index.ts';
import { ensureOwnTenant } from './tenants.ts';

/** A logged-in user acting for their tenant (decision 0017): whose licences, orders and coupons a call sees. */
export type Customer = CurrentUser & { tenantId: number };

/** The logged-in customer of a mall call, or 401 "not logged in" (api sketch: code 401, notLoggedIn). */
export async function requireCustomer(db: Db, request: FastifyRequest): Promise<Customer> {
  const user = await currentUser(db, request);
  if (!user) throw new AppError(401, 'notLoggedIn');
  return { ...user, tenantId: await ensureOwnTenant(db, user.userId) };
}
