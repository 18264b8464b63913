import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { type CurrentUser, currentUser } from '../identity/index.ts';

/** The logged-in customer of a mall call, or 401 "not logged in" (api sketch: code 401, notLoggedIn). */
export async function requireCustomer(db: Db, request: FastifyRequest): Promise<CurrentUser> {
  const user = await currentUser(db, request);
  if (!user) throw new AppError(401, 'notLoggedIn');
  return user;
}
