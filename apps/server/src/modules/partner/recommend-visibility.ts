import type { ReferralTerms } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { promoters } from './partner.tables.ts';

/**
 * Whether the invite-and-reward features are shown to a user (decision 0044): not while the
 * programme is off, and not to a partner's team promoter, whose invitations bring customers to its
 * partner (a team promoter's link is the partner's business, paid as the partner's rebate); shown to
 * everyone else logged in, partners included.
 */
export async function recommendVisibility(db: Db, userId: number, terms: ReferralTerms) {
  if (!terms.enabled) return { visible: false, reason: 'programmeOff' as const };
  const [promoter] = await db
    .select({ channel: promoters.channel })
    .from(promoters)
    .where(eq(promoters.userId, userId));
  if (promoter?.channel === 'team') return { visible: false, reason: 'teamPromoter' as const };
  return { visible: true, reason: 'shown' as const };
}
