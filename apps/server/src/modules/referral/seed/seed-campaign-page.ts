// Demo content helper (see platform/db/seed.ts): a campaign page and its texts in each language.
import type { Db } from '../../../platform/db/database.ts';
import { sanitizeRichText } from '../../../platform/text/rich-text.ts';
import { campaigns, campaignTranslations } from '../campaigns.tables.ts';

export type CampaignTexts = Record<string, { title: string; subtitle: string; body: string; ctaText: string }>;

/** Inserts a campaign and its texts (bodies sanitised); answers its id. */
export async function seedCampaignPage(
  db: Db,
  campaign: typeof campaigns.$inferInsert,
  texts: CampaignTexts,
): Promise<number> {
  const [made] = await db.insert(campaigns).values(campaign).returning({ id: campaigns.id });
  if (!made) throw new Error(`could not seed the campaign ${campaign.alias}`);
  await db.insert(campaignTranslations).values(
    Object.entries(texts).map(([lang, text]) => ({
      campaignId: made.id,
      lang,
      title: text.title,
      subtitle: text.subtitle,
      body: sanitizeRichText(text.body),
      ctaText: text.ctaText,
    })),
  );
  return made.id;
}
