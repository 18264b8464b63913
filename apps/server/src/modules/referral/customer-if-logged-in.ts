import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { currentUser } from '../identity/index.ts';
import { type Customer, requireCustomer } from '../tenancy/index.ts';

/** The logged-in customer when there is one: a campaign's public reads add the caller's own part. */
export async function customerIfLoggedIn(db: Db, request: FastifyRequest): Promise<Customer | undefined> {
  return (await currentUser(db, request)) ? requireCustomer(db, request) : undefined;
}
