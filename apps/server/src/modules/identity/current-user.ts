import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { readSession } from '../../platform/sessions/sessions.ts';
import { findUserById } from './accounts.ts';

export interface CurrentUser {
  userId: number;
  kdUid: string;
  phone: string;
}

/** The logged-in user of a request (its session cookie), for other modules; undefined for visitors. */
export async function currentUser(db: Db, request: FastifyRequest): Promise<CurrentUser | undefined> {
  const session = await readSession(db, request);
  if (!session) return undefined;
  const user = await findUserById(db, session.userId);
  return user ? { userId: user.id, kdUid: user.kdUid, phone: user.phone } : undefined;
}
