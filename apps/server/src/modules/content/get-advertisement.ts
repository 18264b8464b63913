import type { ContentLanguage } from '@tallybook/domain';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { advertisements } from './advertisements.tables.ts';

export interface Advertisement {
  adImgUrl: string;
  adAddress: string;
  adAlt: string;
}

/** The ad in force at `now` for a product and position: the visitor's language first, then any. */
export async function getAdvertisement(
  db: Db,
  query: { productId: number; adPosition: number; language: ContentLanguage; now?: Date },
): Promise<Advertisement | null> {
  const now = query.now ?? new Date();
  const [ad] = await db
    .select()
    .from(advertisements)
    .where(
      and(
        eq(advertisements.productId, query.productId),
        eq(advertisements.position, query.adPosition),
        lte(advertisements.startsAt, now),
        or(isNull(advertisements.endsAt), gt(advertisements.endsAt, now)),
        or(isNull(advertisements.lang), eq(advertisements.lang, query.language)),
      ),
    )
    .orderBy(sql`${advertisements.lang} is null`, desc(advertisements.priority), desc(advertisements.id))
    .limit(1);
  return ad ? { adImgUrl: ad.imageUrl, adAddress: ad.linkUrl, adAlt: ad.altText } : null;
}
