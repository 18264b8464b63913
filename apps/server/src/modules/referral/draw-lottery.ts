import { randomInt } from 'node:crypto';
import { type Language, type LotteryDraw, prizeForRoll, totalWeight } from '@tallybook/domain';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { grantCoupon } from '../orders/index.ts';
import { assertRunning } from './find-campaign.ts';
import { lotteryChances, lotteryDraws, lotteryPrizes } from './lottery.tables.ts';
import { ensureChances, findLottery } from './lottery-chances.ts';

/** A whole number from 0 to `total`, excluded, drawn on the server. */
export type Roll = (total: number) => number;
/** node:crypto's uniform draw: no caller can predict or steer it. */
export const cryptoRoll: Roll = (total) => randomInt(total);

type PrizeRow = typeof lotteryPrizes.$inferSelect;

export const prizeName = (names: Record<string, string>, language: Language) => names[language] ?? names['en-US'] ?? '';

/**
 * GET lottery-result: one draw, in one transaction. The merchant's draw is spent first
 * (`used < granted`, so a draw is never spent twice); the prizes still in stock are the pool, and
 * a roll on their weights picks one; a limited prize is taken with `stock_left > 0` (never below
 * zero: when a concurrent draw took the last one, the pool is read again and rolled again); a
 * coupon prize is granted as a mall coupon; and the draw is recorded with its pool and roll. With
 * no prize left, nothing is spent (409 lotteryPrizesGone).
 */
export async function drawLottery(
  db: Db,
  input: { alias: string; tenantId: number; userId: number; language: Language; now?: Date; roll?: Roll },
): Promise<LotteryDraw & { chancesLeft: number }> {
  const now = input.now ?? new Date();
  const roll = input.roll ?? cryptoRoll;
  const lottery = await findLottery(db, input.alias);
  assertRunning(lottery.campaign, now);
  return db.transaction(async (tx) => {
    await ensureChances(tx, input.tenantId, lottery);
    const [spent] = await tx
      .update(lotteryChances)
      .set({ used: sql`${lotteryChances.used} + 1` })
      .where(
        and(
          eq(lotteryChances.tenantId, input.tenantId),
          eq(lotteryChances.lotteryId, lottery.id),
          lt(lotteryChances.used, lotteryChances.granted),
        ),
      )
      .returning({ granted: lotteryChances.granted, used: lotteryChances.used });
    if (!spent) throw new AppError(409, 'lotteryNoChances');

    let prize: PrizeRow | undefined;
    let pool: Array<{ prizeId: number; weight: number }> = [];
    let rolled = 0;
    while (!prize) {
      const inStock = await tx
        .select()
        .from(lotteryPrizes)
        .where(
          and(
            eq(lotteryPrizes.lotteryId, lottery.id),
            or(isNull(lotteryPrizes.stockLeft), gt(lotteryPrizes.stockLeft, 0)),
          ),
        )
        .orderBy(asc(lotteryPrizes.position), asc(lotteryPrizes.id));
      if (inStock.length === 0) throw new AppError(409, 'lotteryPrizesGone');
      pool = inStock.map((row) => ({ prizeId: row.id, weight: row.weight }));
      rolled = roll(totalWeight(pool));
      const chosen = prizeForRoll(pool, rolled);
      const row = inStock.find((candidate) => candidate.id === chosen.prizeId) as PrizeRow;
      if (row.stockLeft === null) {
        prize = row;
        continue;
      }
      // Another draw may have taken the last one since the pool was read: then read it again.
      const [taken] = await tx
        .update(lotteryPrizes)
        .set({ stockLeft: sql`${lotteryPrizes.stockLeft} - 1` })
        .where(and(eq(lotteryPrizes.id, row.id), gt(lotteryPrizes.stockLeft, 0)))
        .returning({ id: lotteryPrizes.id });
      if (taken) prize = row;
    }

    let couponUserId: number | null = null;
    if (prize.kind === 'coupon' && prize.couponId !== null) {
      const granted = await grantCoupon(tx, {
        tenantId: input.tenantId,
        couponId: prize.couponId,
        reason: `lottery ${input.alias}`,
        now,
      });
      if (!granted) throw new Error(`lottery prize ${prize.id} names a coupon that does not exist`);
      couponUserId = granted.couponUserId;
    }
    const [draw] = await tx
      .insert(lotteryDraws)
      .values({
        tenantId: input.tenantId,
        lotteryId: lottery.id,
        userId: input.userId,
        prizeId: prize.id,
        pool,
        roll: rolled,
        couponUserId,
        drawnAt: now,
      })
      .returning({ id: lotteryDraws.id });
    return {
      drawId: (draw as { id: number }).id,
      prizeId: prize.id,
      prizeName: prizeName(prize.names, input.language),
      kind: prize.kind,
      won: prize.kind !== 'nothing',
      couponUserId,
      drawnAt: now.toISOString(),
      chancesLeft: spent.granted - spent.used,
    };
  });
}
