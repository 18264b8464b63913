import { type CampaignWindow, campaignStatus } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { campaigns } from './campaigns.tables.ts';

export interface CampaignRow {
  id: number;
  alias: string;
  startsAt: Date;
  endsAt: Date | null;
}

/** A campaign by alias, live or not (404 campaignNotFound). */
export async function findCampaign(db: Db, alias: string): Promise<CampaignRow> {
  const [campaign] = await db
    .select({ id: campaigns.id, alias: campaigns.alias, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt })
    .from(campaigns)
    .where(eq(campaigns.alias, alias));
  if (!campaign) throw new AppError(404, 'campaignNotFound');
  return campaign;
}

/** When the campaign runs and where `now` falls in it. */
export function windowOf(campaign: CampaignRow, now: Date): CampaignWindow {
  return {
    alias: campaign.alias,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt?.toISOString() ?? null,
    status: campaignStatus(campaign, now),
    now: now.toISOString(),
  };
}

/** Taking part (a draw, a share, a claim, a campaign price) only while the campaign runs: 409 otherwise. */
export function assertRunning(campaign: CampaignRow, now: Date): void {
  const status = campaignStatus(campaign, now);
  if (status === 'upcoming') throw new AppError(409, 'campaignNotStarted');
  if (status === 'ended') throw new AppError(409, 'campaignEnded');
}
