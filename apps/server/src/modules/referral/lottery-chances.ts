import { type SharePeriod, sharePeriodKey } from '@tallybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { assertRunning, type CampaignRow, findCampaign } from './find-campaign.ts';
import { lotteries, lotteryChances, lotteryShares } from './lottery.tables.ts';

export interface LotteryRow {
  id: number;
  freeChances: number;
  sharePeriod: SharePeriod;
  campaign: CampaignRow;
}

/** The lottery of a campaign (404 campaignNotFound when the campaign has none). */
export async function findLottery(db: Db, alias: string): Promise<LotteryRow> {
  const campaign = await findCampaign(db, alias);
  const [lottery] = await db.select().from(lotteries).where(eq(lotteries.campaignId, campaign.id));
  if (!lottery) throw new AppError(404, 'campaignNotFound');
  return { id: lottery.id, freeChances: lottery.freeChances, sharePeriod: lottery.sharePeriod, campaign };
}

export interface Chances {
  granted: number;
  used: number;
  left: number;
  shareAvailable: boolean;
}

/** Gives a merchant the lottery's free draws the first time it takes part (never twice: the key). */
export async function ensureChances(db: Db, tenantId: number, lottery: LotteryRow): Promise<void> {
  await db
    .insert(lotteryChances)
    .values({ tenantId, lotteryId: lottery.id, granted: lottery.freeChances, used: 0 })
    .onConflictDoNothing();
}

/** A merchant's draws in a lottery at `now` (the free draws when it has not taken part yet). */
export async function chancesOf(db: Db, tenantId: number, lottery: LotteryRow, now: Date): Promise<Chances> {
  const [row] = await db
    .select({
      granted: lotteryChances.granted,
      used: lotteryChances.used,
      shared: sql<boolean>`exists (select 1 from ${lotteryShares} where ${lotteryShares.tenantId} = ${tenantId}
        and ${lotteryShares.lotteryId} = ${lottery.id} and ${lotteryShares.period} = ${sharePeriodKey(lottery.sharePeriod, now)})`,
    })
    .from(lotteryChances)
    .where(and(eq(lotteryChances.tenantId, tenantId), eq(lotteryChances.lotteryId, lottery.id)));
  const granted = row?.granted ?? lottery.freeChances;
  const used = row?.used ?? 0;
  return { granted, used, left: granted - used, shareAvailable: !row?.shared };
}

/**
 * GET share-chance: one more draw after a share, once per period of the lottery (each business day
 * or the whole campaign). The period's row is the proof: concurrent shares add one draw.
 */
export async function shareLotteryChance(
  db: Db,
  input: { alias: string; tenantId: number; userId: number; now?: Date },
): Promise<{ chancesLeft: number }> {
  const now = input.now ?? new Date();
  const lottery = await findLottery(db, input.alias);
  assertRunning(lottery.campaign, now);
  return db.transaction(async (tx) => {
    await ensureChances(tx, input.tenantId, lottery);
    const [shared] = await tx
      .insert(lotteryShares)
      .values({
        tenantId: input.tenantId,
        lotteryId: lottery.id,
        period: sharePeriodKey(lottery.sharePeriod, now),
        userId: input.userId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ period: lotteryShares.period });
    if (!shared) throw new AppError(409, lottery.sharePeriod === 'day' ? 'shareChanceTakenToday' : 'shareChanceTaken');
    const [chances] = await tx
      .update(lotteryChances)
      .set({ granted: sql`${lotteryChances.granted} + 1` })
      .where(and(eq(lotteryChances.tenantId, input.tenantId), eq(lotteryChances.lotteryId, lottery.id)))
      .returning({ granted: lotteryChances.granted, used: lotteryChances.used });
    return { chancesLeft: (chances?.granted ?? 0) - (chances?.used ?? 0) };
  });
}
