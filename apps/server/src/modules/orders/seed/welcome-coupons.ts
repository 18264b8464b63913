import type { Db } from '../../../platform/db/database.ts';
import { TALLYBOOK_SERVICE } from '../../catalogue/index.ts';
import { mallCoupons } from '../orders.tables.ts';

/** The coupons every new merchant receives (grant-welcome-coupons.ts): ¥50 off from ¥500, 10% off from ¥1000. */
export const WELCOME_COUPON_VALID_DAYS = 30;

export async function seedWelcomeCoupons(db: Db): Promise<void> {
  await db.insert(mallCoupons).values([
    {
      names: {
        'en-US': '¥50 off orders from ¥500',
        'zh-CN': '满500减50',
        'zh-TW': '滿500減50',
        ar: 'خصم 50 ¥ للطلبات من 500 ¥',
      },
      kind: 'fixed',
      value: 5_000,
      minSpend: 50_000,
      serviceNumber: TALLYBOOK_SERVICE,
      validDays: WELCOME_COUPON_VALID_DAYS,
      welcome: true,
    },
    {
      names: {
        'en-US': '10% off orders from ¥1000',
        'zh-CN': '满1000享9折',
        'zh-TW': '滿1000享9折',
        ar: 'خصم 10% للطلبات من 1000 ¥',
      },
      kind: 'percent',
      value: 10,
      minSpend: 100_000,
      serviceNumber: TALLYBOOK_SERVICE,
      validDays: WELCOME_COUPON_VALID_DAYS,
      welcome: true,
    },
  ]);
}
