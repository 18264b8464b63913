import { prizeForRoll } from '@tallybook/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { mallCouponUsers } from '../../platform/db/schema.ts';
import { defineCoupon } from '../orders/index.ts';
import { caller, customer } from '../orders/mall-customer-test-kit.ts';
import { campaignOf } from './campaigns-test-kit.ts';
import { drawLottery } from './draw-lottery.ts';
import { lotteries, lotteryChances, lotteryDraws, lotteryPrizes } from './lottery.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const A = '/ommall/activity';

interface Info {
  prizes: Array<{ prizeId: number; name: string; kind: string; weight: number; stockLeft: number | null }>;
  totalWeight: number;
  rules: { freeChances: number; sharePeriod: string; text: string[] };
  chances: { granted: number; used: number; left: number; shareAvailable: boolean } | null;
}
interface Draw {
  drawId: number;
  prizeId: number;
  prizeName: string;
  won: boolean;
  couponUserId: number | null;
  chancesLeft: number;
}

describe('the campaign lottery (lottery-info, lottery-result, share-chance, lottery-records)', () => {
  let server: TestApp;
  let couponId: number;
  const db = () => server.database.handle.db;

  /** A running lottery of its own (or one outside its window), with these prizes. */
  async function lottery(
    prizes: Array<{ kind: 'coupon' | 'nothing'; weight: number; stockLeft: number | null }>,
    options: { freeChances?: number; sharePeriod?: 'day' | 'campaign'; startsAt?: Date; endsAt?: Date | null } = {},
  ) {
    const campaign = await campaignOf(db(), 'draw', options);
    const { alias } = campaign;
    const [made] = await db()
      .insert(lotteries)
      .values({
        campaignId: campaign.id,
        freeChances: options.freeChances ?? 1,
        sharePeriod: options.sharePeriod ?? 'day',
      })
      .returning({ id: lotteries.id });
    const lotteryId = made?.id ?? 0;
    const rows = await db()
      .insert(lotteryPrizes)
      .values(
        prizes.map((prize, position) => ({
          lotteryId,
          kind: prize.kind,
          couponId: prize.kind === 'coupon' ? couponId : null,
          names: {
            'en-US': prize.kind === 'coupon' ? '¥30 coupon' : 'Thanks',
            'zh-CN': prize.kind === 'coupon' ? '30元券' : '谢谢',
          },
          weight: prize.weight,
          stockLeft: prize.stockLeft,
          position,
        })),
      )
      .returning({ id: lotteryPrizes.id });
    return { alias, lotteryId, prizeIds: rows.map((row) => row.id) };
  }

  const giveChances = (tenantId: number, lotteryId: number, granted: number) =>
    db().insert(lotteryChances).values({ tenantId, lotteryId, granted, used: 0 });

  beforeAll(async () => {
    server = await startTestApp({ jobs: false });
    couponId = await defineCoupon(db(), {
      names: { 'en-US': '¥30 off from ¥300' },
      kind: 'fixed',
      value: 3_000,
      minSpendFen: 30_000,
      serviceNumber: null,
      validDays: 30,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows the seeded lottery’s prizes, weights and rules in the caller’s language, and no draws to a visitor', async () => {
    const { body } = await caller(server, { language: 'zh-CN' }).get<Info>(`${A}/lottery-info?alias=lucky-draw`);
    expect(body.code).toBe(200);
    expect(body.data.prizes.map((prize) => [prize.name, prize.weight, prize.stockLeft])).toEqual([
      ['100元优惠券', 5, 20],
      ['30元优惠券', 35, 200],
      ['谢谢参与', 60, null],
    ]);
    expect(body.data.totalWeight).toBe(100);
    expect(body.data.rules.text[0]).toBe('每位参与者可免费抽奖 1 次。');
    expect(body.data.chances).toBeNull();
    const arabic = await caller(server, { language: 'ar' }).get<Info>(`${A}/lottery-info?alias=lucky-draw`);
    expect(arabic.body.data.rules.text[0]).toBe('يحصل كل مشارك على سحبة مجانية واحدة.');
  });

  it('gives a merchant its free draws, and one more draw per day after a share, only once that day', async () => {
    const { alias } = await lottery([{ kind: 'nothing', weight: 1, stockLeft: null }], { freeChances: 2 });
    const buyer = await customer(server);
    const info = () => buyer.client.get<Info>(`${A}/lottery-info?alias=${alias}`);
    expect((await info()).body.data.chances).toEqual({ granted: 2, used: 0, left: 2, shareAvailable: true });
    expect((await buyer.client.get(`${A}/share-chance?alias=${alias}`)).body).toEqual({
      code: 200,
      data: { chancesLeft: 3 },
      msg: 'ok',
    });
    const again = await buyer.client.get(`${A}/share-chance?alias=${alias}`);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('You already had today’s extra draw for sharing: share again tomorrow');
    expect((await info()).body.data.chances).toEqual({ granted: 3, used: 0, left: 3, shareAvailable: false });
  });

  it('gives one share draw in the whole campaign when the lottery says so, even under 20 concurrent shares', async () => {
    const { alias, lotteryId } = await lottery([{ kind: 'nothing', weight: 1, stockLeft: null }], {
      sharePeriod: 'campaign',
    });
    const buyer = await customer(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buyer.client.get(`${A}/share-chance?alias=${alias}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.msg))).toEqual(
      new Set(['You already had the extra draw for sharing']),
    );
    const [chances] = await db()
      .select()
      .from(lotteryChances)
      .where(and(eq(lotteryChances.tenantId, buyer.tenantId), eq(lotteryChances.lotteryId, lotteryId)));
    expect(chances).toMatchObject({ granted: 2, used: 0 });
  });

  it('draws on the server, spends a draw, puts a coupon prize in the mall’s coupons and records a draw anyone can redo', async () => {
    const { alias, prizeIds } = await lottery([{ kind: 'coupon', weight: 3, stockLeft: 5 }]);
    const buyer = await customer(server);
    const drawn = await buyer.client.get<Draw>(`${A}/lottery-result?alias=${alias}`);
    expect(drawn.status).toBe(200);
    expect(drawn.body.data).toMatchObject({ prizeId: prizeIds[0], prizeName: '¥30 coupon', won: true, chancesLeft: 0 });
    // the coupon is the mall's: the checkout lists it
    const coupons = await buyer.client.get<Array<{ couponUserId: number; name: string }>>(
      '/ommall/srvmall/coupon/couponuser',
    );
    expect(coupons.body.data.map((coupon) => coupon.couponUserId)).toContain(drawn.body.data.couponUserId);
    const [record] = await db().select().from(lotteryDraws).where(eq(lotteryDraws.id, drawn.body.data.drawId));
    expect(record?.pool).toEqual([{ prizeId: prizeIds[0], weight: 3 }]);
    expect(prizeForRoll(record?.pool ?? [], record?.roll ?? -1).prizeId).toBe(record?.prizeId);
    const [prize] = await db()
      .select()
      .from(lotteryPrizes)
      .where(eq(lotteryPrizes.id, prizeIds[0] ?? 0));
    expect(prize?.stockLeft).toBe(4);

    const none = await buyer.client.get(`${A}/lottery-result?alias=${alias}`);
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe('You have no draws left');
    expect(await db().select().from(lotteryDraws).where(eq(lotteryDraws.tenantId, buyer.tenantId))).toHaveLength(1);
  });

  it('lands a roll on the prize whose weight covers it, in the pool’s order', async () => {
    const { alias, lotteryId, prizeIds } = await lottery([
      { kind: 'coupon', weight: 2, stockLeft: null },
      { kind: 'nothing', weight: 8, stockLeft: null },
    ]);
    const buyer = await customer(server);
    await giveChances(buyer.tenantId, lotteryId, 3);
    const draw = (roll: number) =>
      drawLottery(db(), {
        alias,
        tenantId: buyer.tenantId,
        userId: buyer.userId,
        language: 'en-US',
        roll: (total) => {
          expect(total).toBe(10);
          return roll;
        },
      });
    expect((await draw(1)).prizeId).toBe(prizeIds[0]);
    expect((await draw(2)).prizeId).toBe(prizeIds[1]);
    expect((await draw(9)).won).toBe(false);
  });

  it('asks for a login to draw, share and read records, and refuses a draw another site sends', async () => {
    const visitor = caller(server);
    for (const call of ['lottery-result', 'share-chance', 'lottery-records']) {
      const answer = await visitor.get(`${A}/${call}?alias=lucky-draw`);
      expect(answer.status, call).toBe(401);
      expect(answer.body.data).toBeNull();
    }
    const buyer = await customer(server);
    const forged = await buyer.client.get(`${A}/lottery-result?alias=lucky-draw`, { 'sec-fetch-site': 'cross-site' });
    expect(forged.status).toBe(403);
    expect((await buyer.client.get<Info>(`${A}/lottery-info?alias=lucky-draw`)).body.data.chances?.used).toBe(0);
  });

  it('refuses unknown, malformed and hostile aliases, and draws or shares outside the campaign’s time', async () => {
    const buyer = await customer(server);
    const unknown = await buyer.client.get(`${A}/lottery-result?alias=no-such-campaign`);
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'This campaign was not found']);
    // a campaign with no lottery is not a lottery
    expect((await buyer.client.get(`${A}/lottery-info?alias=coupon-pack`)).status).toBe(404);
    for (const alias of ['../etc', 'a%00b', 'x'.repeat(65), '']) {
      expect((await buyer.client.get(`${A}/lottery-result?alias=${alias}`)).status, alias).toBe(400);
    }
    const ended = await lottery([{ kind: 'nothing', weight: 1, stockLeft: null }], {
      startsAt: new Date(Date.now() - 10 * DAY_MS),
      endsAt: new Date(Date.now() - DAY_MS),
    });
    const upcoming = await lottery([{ kind: 'nothing', weight: 1, stockLeft: null }], {
      startsAt: new Date(Date.now() + DAY_MS),
    });
    for (const call of ['lottery-result', 'share-chance']) {
      expect((await buyer.client.get(`${A}/${call}?alias=${ended.alias}`)).body.msg).toBe('This campaign has ended');
      expect((await buyer.client.in('zh-TW').get(`${A}/${call}?alias=${upcoming.alias}`)).body.msg).toBe(
        '活動尚未開始',
      );
    }
    expect(await db().select().from(lotteryChances).where(eq(lotteryChances.tenantId, buyer.tenantId))).toEqual([]);
  });

  it('lists a merchant’s own draws only, newest first, in pages of at most 50', async () => {
    const { alias } = await lottery([{ kind: 'nothing', weight: 1, stockLeft: null }], { freeChances: 2 });
    const mine = await customer(server);
    const other = await customer(server);
    await mine.client.get(`${A}/lottery-result?alias=${alias}`);
    await mine.client.get(`${A}/lottery-result?alias=${alias}`);
    await other.client.get(`${A}/lottery-result?alias=${alias}`);
    const records = await mine.client.get<{ list: Draw[]; total: number }>(
      `${A}/lottery-records?alias=${alias}&pageSize=1`,
    );
    expect(records.body.data.total).toBe(2);
    expect(records.body.data.list).toHaveLength(1);
    const theirs = await other.client.get<{ list: Draw[]; total: number }>(`${A}/lottery-records?alias=${alias}`);
    expect(theirs.body.data.total).toBe(1);
    expect(theirs.body.data.list.map((draw) => draw.drawId)).not.toContain(records.body.data.list[0]?.drawId);
    expect((await mine.client.get(`${A}/lottery-records?alias=${alias}&pageSize=51`)).status).toBe(400);
  });

  it('never takes a prize’s stock below zero: 200 concurrent draws on a stock of 10 win 10 prizes', async () => {
    const { alias, lotteryId, prizeIds } = await lottery([{ kind: 'coupon', weight: 1, stockLeft: 10 }]);
    const buyer = await customer(server);
    await giveChances(buyer.tenantId, lotteryId, 200);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => buyer.client.get<Draw>(`${A}/lottery-result?alias=${alias}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.msg))).toEqual(
      new Set(['All the prizes have been won']),
    );
    const [prize] = await db()
      .select()
      .from(lotteryPrizes)
      .where(eq(lotteryPrizes.id, prizeIds[0] ?? 0));
    expect(prize?.stockLeft).toBe(0);
    expect(await db().select().from(lotteryDraws).where(eq(lotteryDraws.lotteryId, lotteryId))).toHaveLength(10);
    // a draw that found no prize spent nothing
    const [chances] = await db()
      .select()
      .from(lotteryChances)
      .where(and(eq(lotteryChances.tenantId, buyer.tenantId), eq(lotteryChances.lotteryId, lotteryId)));
    expect(chances).toMatchObject({ granted: 200, used: 10 });
    const granted = await db()
      .select()
      .from(mallCouponUsers)
      .where(
        and(eq(mallCouponUsers.tenantId, buyer.tenantId), like(mallCouponUsers.grantedReason, `lottery ${alias}`)),
      );
    expect(granted).toHaveLength(10);
  });

  it('never spends a draw twice: 50 concurrent draws with 3 draws left make 3 draws', async () => {
    const { alias, lotteryId } = await lottery([{ kind: 'nothing', weight: 1, stockLeft: null }]);
    const buyer = await customer(server);
    await giveChances(buyer.tenantId, lotteryId, 3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => buyer.client.get<Draw>(`${A}/lottery-result?alias=${alias}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.msg === 'You have no draws left')).toHaveLength(47);
    expect(await db().select().from(lotteryDraws).where(eq(lotteryDraws.lotteryId, lotteryId))).toHaveLength(3);
  });
});
