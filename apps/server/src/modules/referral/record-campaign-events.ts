import type { CampaignEvent } from '@tallybook/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { campaigns } from './campaigns.tables.ts';
import { campaignEvents } from './referral.partitioned.ts';

export interface CampaignEventEntry {
  alias: string;
  channel?: string | undefined;
  event: CampaignEvent;
}

/**
 * channel-click-log, channel-activity-log and batch-log: the entries in one statement. Every alias
 * must name a campaign (404 campaignNotFound, and nothing is written), so the log holds only real ones.
 */
export async function recordCampaignEvents(
  db: Db,
  entries: readonly CampaignEventEntry[],
  who: { visitorId?: string | undefined; userId?: number | undefined },
): Promise<number> {
  const aliases = [...new Set(entries.map((entry) => entry.alias))];
  const found = await db
    .select({ id: campaigns.id, alias: campaigns.alias })
    .from(campaigns)
    .where(inArray(campaigns.alias, aliases));
  const idOf = new Map(found.map((campaign) => [campaign.alias, campaign.id]));
  if (aliases.some((alias) => !idOf.has(alias))) throw new AppError(404, 'campaignNotFound');
  await db.insert(campaignEvents).values(
    entries.map((entry) => ({
      campaignId: idOf.get(entry.alias) as number,
      channel: entry.channel ?? '',
      event: entry.event,
      visitorId: who.visitorId ?? null,
      userId: who.userId ?? null,
    })),
  );
  return entries.length;
}
