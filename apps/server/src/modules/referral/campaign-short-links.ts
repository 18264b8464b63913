import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { campaignShortLinks } from './campaign-logs.tables.ts';
import { campaigns } from './campaigns.tables.ts';
import { findCampaign } from './find-campaign.ts';

/** Where a short link goes: the campaign page, with the channel when there is one. */
const campaignPath = (alias: string, channel: string) =>
  channel === '' ? `/auto-activity/${alias}` : `/auto-activity/${alias}/${channel}`;

/** 8 characters of base64url: 48 random bits, not guessable one from another. */
const newCode = () => randomBytes(6).toString('base64url');

/**
 * GET sms-url: the short link of a campaign page (and channel), made once and then answered again:
 * the same campaign and channel always have the same code.
 */
export async function campaignShortLink(
  db: Db,
  input: { alias: string; channel?: string | undefined; publicUrl: string },
): Promise<{ url: string; code: string; target: string }> {
  const campaign = await findCampaign(db, input.alias);
  const channel = input.channel ?? '';
  const same = and(eq(campaignShortLinks.campaignId, campaign.id), eq(campaignShortLinks.channel, channel));
  let [link] = await db.select({ code: campaignShortLinks.code }).from(campaignShortLinks).where(same);
  for (let attempt = 0; !link && attempt < 5; attempt += 1) {
    await db
      .insert(campaignShortLinks)
      .values({ code: newCode(), campaignId: campaign.id, channel })
      .onConflictDoNothing();
    [link] = await db.select({ code: campaignShortLinks.code }).from(campaignShortLinks).where(same);
  }
  if (!link) throw new Error('no free short-link code after 5 draws');
  return {
    url: `${input.publicUrl}/s/${link.code}`,
    code: link.code,
    target: `${input.publicUrl}${campaignPath(campaign.alias, channel)}`,
  };
}

/** GET /s/:code: the campaign page a short link stands for (404 notFound for an unknown code). */
export async function resolveShortLink(db: Db, code: string): Promise<string> {
  const [link] = await db
    .select({ alias: campaigns.alias, channel: campaignShortLinks.channel })
    .from(campaignShortLinks)
    .innerJoin(campaigns, eq(campaigns.id, campaignShortLinks.campaignId))
    .where(eq(campaignShortLinks.code, code));
  if (!link) throw new AppError(404, 'notFound');
  return campaignPath(link.alias, link.channel);
}
