import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/database.ts';
import { enforceClientLimit } from '../../platform/limits/client-limit.ts';
import { inviterOfCode } from './invite-codes.ts';
import { inviteVisits } from './referral.partitioned.ts';

/** Visits logged per address a minute: a page logs a few; a flood is refused (429) before it is written. */
const VISITS_PER_MINUTE = 60;

export interface InviteVisit {
  kind: 'click' | 'activity';
  code?: string | undefined;
  page: string;
  action?: string | undefined;
  deviceId?: string | undefined;
  visitorId?: string | undefined;
  ip: string;
}

/**
 * POST /recommend/invite/click/log and /recommend/activity/log: one visit of an invite page, with the
 * inviter whose code the link carried (none for an unknown code: the visit is still counted). The
 * device is kept as a hash. Answers whether the code was known.
 */
export async function logInviteVisit(db: Db, visit: InviteVisit): Promise<{ recorded: boolean }> {
  await enforceClientLimit(db, `invite-visit:ip:${visit.ip}`, { hits: VISITS_PER_MINUTE, windowMs: 60_000 });
  const inviter = await inviterOfCode(db, visit.code);
  const deviceId = visit.deviceId?.trim();
  await db.insert(inviteVisits).values({
    kind: visit.kind,
    inviterUserId: inviter?.userId ?? null,
    code: inviter?.code ?? null,
    page: visit.page,
    action: visit.action ?? null,
    visitorId: visit.visitorId ?? null,
    deviceHash: deviceId ? createHash('sha256').update(`referral:device:${deviceId}`).digest('hex') : null,
  });
  return { recorded: inviter !== undefined };
}
