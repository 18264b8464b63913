import { type ContentLanguage, DEFAULT_LANGUAGE } from '@tallybook/domain';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import { campaigns, campaignTranslations } from './campaigns.tables.ts';

export interface CampaignView {
  alias: string;
  title: string;
  subtitle: string;
  body: string;
  cta_text: string;
  cta_link: string;
  hero_image: string;
  ends_at: string | null;
}

/** The campaign live at `now` by alias, in `language` with English as the fallback. */
export async function getCampaign(
  db: Db,
  query: { alias: string; language: ContentLanguage; now?: Date },
): Promise<CampaignView> {
  const now = query.now ?? new Date();
  const wanted = aliasTable(campaignTranslations, 'wanted');
  const english = aliasTable(campaignTranslations, 'english');
  const [row] = await db
    .select({
      alias: campaigns.alias,
      heroImage: campaigns.heroImage,
      ctaLink: campaigns.ctaLink,
      endsAt: campaigns.endsAt,
      title: sql<string>`coalesce(${wanted.title}, ${english.title})`,
      subtitle: sql<string>`coalesce(${wanted.subtitle}, ${english.subtitle})`,
      body: sql<string>`coalesce(${wanted.body}, ${english.body})`,
      ctaText: sql<string>`coalesce(${wanted.ctaText}, ${english.ctaText})`,
    })
    .from(campaigns)
    .leftJoin(wanted, and(eq(wanted.campaignId, campaigns.id), eq(wanted.lang, query.language)))
    .leftJoin(english, and(eq(english.campaignId, campaigns.id), eq(english.lang, DEFAULT_LANGUAGE)))
    .where(
      and(
        eq(campaigns.alias, query.alias),
        lte(campaigns.startsAt, now),
        or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
      ),
    );
  if (!row?.title) throw notFound();
  return {
    alias: row.alias,
    title: row.title,
    subtitle: row.subtitle,
    body: sanitizeRichText(row.body),
    cta_text: row.ctaText,
    cta_link: row.ctaLink,
    hero_image: row.heroImage,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}
