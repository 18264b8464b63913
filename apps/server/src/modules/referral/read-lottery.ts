import { type Language, type LotteryDraw, type LotteryInfo, message, totalWeight } from '@tallybook/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { couponDefinitions } from '../orders/index.ts';
import { prizeName } from './draw-lottery.ts';
import { windowOf } from './find-campaign.ts';
import { lotteryDraws, lotteryPrizes } from './lottery.tables.ts';
import { chancesOf, findLottery } from './lottery-chances.ts';

/**
 * GET lottery-info: the prizes with their weights and stock, the rules in the caller's language,
 * and, for a logged-in caller, the merchant's draws. Weights are public: the odds of a prize are its
 * weight over the total of the prizes still in stock.
 */
export async function lotteryInfo(
  db: Db,
  input: { alias: string; tenantId?: number | undefined; language: Language; now?: Date },
): Promise<LotteryInfo> {
  const now = input.now ?? new Date();
  const lottery = await findLottery(db, input.alias);
  const prizes = await db
    .select()
    .from(lotteryPrizes)
    .where(eq(lotteryPrizes.lotteryId, lottery.id))
    .orderBy(asc(lotteryPrizes.position), asc(lotteryPrizes.id));
  const coupons = await couponDefinitions(
    db,
    prizes.flatMap((prize) => (prize.couponId === null ? [] : [prize.couponId])),
    input.language,
  );
  const inStock = prizes.filter((prize) => prize.stockLeft === null || prize.stockLeft > 0);
  const { now: _now, ...window } = windowOf(lottery.campaign, now);
  const share = lottery.sharePeriod === 'day' ? 'lotteryShareDaily' : 'lotteryShareOnce';
  return {
    ...window,
    prizes: prizes.map((prize) => {
      const coupon = prize.couponId === null ? undefined : coupons.get(prize.couponId);
      return {
        prizeId: prize.id,
        name: prizeName(prize.names, input.language),
        kind: prize.kind,
        weight: prize.weight,
        stockLeft: prize.stockLeft,
        coupon: coupon
          ? {
              name: coupon.name,
              kind: coupon.kind,
              value: coupon.value,
              minSpendFen: coupon.minSpendFen,
              serviceNumber: coupon.serviceNumber,
              validDays: coupon.validDays,
            }
          : null,
      };
    }),
    totalWeight: totalWeight(inStock.map((prize) => ({ prizeId: prize.id, weight: prize.weight }))),
    rules: {
      freeChances: lottery.freeChances,
      sharePeriod: lottery.sharePeriod,
      text: [
        message(input.language, 'lotteryFreeDraws', { count: lottery.freeChances }),
        message(input.language, share),
        message(input.language, 'lotteryCouponPrize'),
      ],
    },
    chances: input.tenantId === undefined ? null : await chancesOf(db, input.tenantId, lottery, now),
  };
}

/** GET lottery-records: the merchant's own draws in a lottery, newest first. */
export async function lotteryRecords(
  db: Db,
  input: { alias: string; tenantId: number; language: Language; page: number; pageSize: number },
): Promise<{ list: LotteryDraw[]; total: number; page: number; page_size: number }> {
  const lottery = await findLottery(db, input.alias);
  const mine = and(eq(lotteryDraws.tenantId, input.tenantId), eq(lotteryDraws.lotteryId, lottery.id));
  const [counted] = await db.select({ total: count() }).from(lotteryDraws).where(mine);
  const rows = await db
    .select({ draw: lotteryDraws, prize: lotteryPrizes })
    .from(lotteryDraws)
    .innerJoin(lotteryPrizes, eq(lotteryPrizes.id, lotteryDraws.prizeId))
    .where(mine)
    .orderBy(desc(lotteryDraws.drawnAt), desc(lotteryDraws.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    list: rows.map(({ draw, prize }) => ({
      drawId: draw.id,
      prizeId: prize.id,
      prizeName: prizeName(prize.names, input.language),
      kind: prize.kind,
      won: prize.kind !== 'nothing',
      couponUserId: draw.couponUserId,
      drawnAt: draw.drawnAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: input.page,
    page_size: input.pageSize,
  };
}
