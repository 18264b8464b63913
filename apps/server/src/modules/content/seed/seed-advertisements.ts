// Demo content, seeded once into a new database (see platform/db/seed.ts). Not a real campaign.
import { HOME_AD_POSITION, HOME_AD_PRODUCT_ID } from '@tallybook/domain';
import type { Db } from '../../../platform/db/database.ts';
import { advertisements } from '../advertisements.tables.ts';

// The banner claims only what the product does: the free trial (TRIAL_EDITION for FREE_TRIAL_DAYS,
// domain rules). A discount would have to be a promotion the mall applies at checkout first.
export const HOME_AD_ALT = {
  'en-US': 'Free for 15 days: the Professional edition, every feature, free for 15 days',
  'zh-CN': '免费试用：专业版全部功能免费试用 15 天，试用结束再选择版本',
  'zh-TW': '免費試用：專業版全部功能免費試用 15 天，試用結束再選擇版本',
  ar: 'مجانًا لمدة 15 يومًا: الإصدار الاحترافي بكل ميزاته مجانًا لمدة 15 يومًا',
} as const;
const ALT = HOME_AD_ALT;

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
