import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { type RowLookup, rowLookup } from '../../platform/db/row-lookup.ts';
import { readSessionWith } from '../../platform/sessions/sessions.ts';
import { users } from './identity.tables.ts';

export interface CurrentUser {
  userId: number;
  kdUid: string;
  phone: string;
}

/**
 * The logged-in user of a request (its session cookie) and the rows another module reads by that
 * user (`lookups`, decision 0028), in one statement; undefined for visitors.
 */
export async function currentUserWith<Lookups extends Record<string, RowLookup<unknown>>>(
  db: Db,
  request: FastifyRequest,
  lookups: (userId: SQL) => Lookups,
): Promise<{ user: CurrentUser; found: { [Name in keyof Lookups]: ReturnType<Lookups[Name]['read']> } } | undefined> {
  const read = await readSessionWith(db, request, (userId) => ({
    ...lookups(userId),
    currentUser: rowLookup(users, eq(users.id, userId)),
  }));
  const user = read?.found.currentUser;
  if (!read || !user) return undefined;
  return { user: { userId: user.id, kdUid: user.kdUid, phone: user.phone }, found: read.found };
}

/** The logged-in user of a request (its session cookie), for other modules; undefined for visitors. */
export async function currentUser(db: Db, request: FastifyRequest): Promise<CurrentUser | undefined> {
  return (await currentUserWith(db, request, () => ({})))?.user;
}
