// Demo content, seeded once into a new database (see platform/db/seed.ts). Not a real campaign.
import { HOME_AD_POSITION, HOME_AD_PRODUCT_ID } from '@tallybook/domain';
import type { Db } from '../../../platform/db/database.ts';
import { advertisements } from '../advertisements.tables.ts';

const ALT = {
  'en-US': 'Year-end offer: Professional edition, first year 20% off',
  'zh-CN': '年终特惠：专业版首年八折',
  'zh-TW': '年終特惠：專業版首年八折',
} as const;

export async function seedAdvertisements(db: Db): Promise<void> {
  const startsAt = new Date('2026-01-01T00:00:00+08:00');
  await db.insert(advertisements).values(
    (Object.entries(ALT) as Array<[keyof typeof ALT, string]>).flatMap(([lang, altText]) => [
      {
        productId: HOME_AD_PRODUCT_ID,
        position: HOME_AD_POSITION.desktop,
        lang,
        imageUrl: `/images/ads/home-banner-desktop.${lang}.svg`,
        linkUrl: '/price',
        altText,
        startsAt,
      },
      {
        productId: HOME_AD_PRODUCT_ID,
        position: HOME_AD_POSITION.mobile,
        lang,
        imageUrl: `/images/ads/home-banner-mobile.${lang}.svg`,
        linkUrl: '/price',
        altText,
        startsAt,
      },
    ]),
  );
}
