// Demo content, seeded once into a new database (see platform/db/seed.ts): a campaign of each kind
// (decision 0045), live from 2026 with no end, whose prizes and coupons are the mall's real coupons,
// so a user of the sandbox can draw, claim and buy with them.
import type { Db } from '../../../platform/db/database.ts';
import { activeSkus, TALLYBOOK_SERVICE } from '../../catalogue/index.ts';
import { defineCoupon } from '../../orders/index.ts';
import { campaignCoupons } from '../campaign-coupons.tables.ts';
import { lotteries, lotteryPrizes } from '../lottery.tables.ts';
import { promotionPrices, promotions } from '../promotions.tables.ts';
import { CAMPAIGN_PICTURES, type DemoCampaign } from './campaign-pictures.ts';
import { seedCampaignPage } from './seed-campaign-page.ts';

type Texts = Record<
  'en-US' | 'zh-CN' | 'zh-TW' | 'ar',
  { title: string; subtitle: string; body: string; ctaText: string }
>;

const LUCKY_DRAW: Texts = {
  'en-US': {
    title: 'Spin for a Tallybook coupon',
    subtitle: 'One free draw for every merchant, and one more each day you share the page.',
    body: '<h2>How it works</h2><ul><li>Log in and press Draw: the result is decided on our server the moment you draw.</li><li>Coupons you win go straight to your account and show at checkout.</li><li>Share this page once a day for one more draw.</li></ul><p>Prizes are limited: when a coupon runs out, the draw goes on with the prizes left.</p>',
    ctaText: 'Draw now',
  },
  'zh-CN': {
    title: '抽一张 Tallybook 优惠券',
    subtitle: '每位商家免费抽一次，每天分享本页再得一次。',
    body: '<h2>活动规则</h2><ul><li>登录后点击“抽奖”：结果在您抽奖的那一刻由服务器决定。</li><li>抽中的优惠券直接放入您的账户，下单时可以使用。</li><li>每天分享本页一次，可再得一次抽奖机会。</li></ul><p>奖品数量有限：某种优惠券抽完后，其余奖品照常抽取。</p>',
    ctaText: '立即抽奖',
  },
  'zh-TW': {
    title: '抽一張 Tallybook 優惠券',
    subtitle: '每位商家免費抽一次，每天分享本頁再得一次。',
    body: '<h2>活動規則</h2><ul><li>登入後點擊「抽獎」：結果在您抽獎的那一刻由伺服器決定。</li><li>抽中的優惠券直接放入您的帳戶，下單時可以使用。</li><li>每天分享本頁一次，可再得一次抽獎機會。</li></ul><p>獎品數量有限：某種優惠券抽完後，其餘獎品照常抽取。</p>',
    ctaText: '立即抽獎',
  },
  ar: {
    title: 'اسحب لتربح قسيمة Tallybook',
    subtitle: 'سحبة مجانية لكل تاجر، وسحبة إضافية في كل يوم تشارك فيه الصفحة.',
    body: '<h2>كيف تعمل</h2><ul><li>سجّل الدخول واضغط «اسحب»: تُحدَّد النتيجة على خادمنا لحظة السحب.</li><li>تُضاف القسائم التي تربحها مباشرة إلى حسابك وتظهر عند الدفع.</li><li>شارك هذه الصفحة مرة في اليوم لتحصل على سحبة إضافية.</li></ul><p>الجوائز محدودة: عندما تنفد قسيمة، يستمر السحب على الجوائز المتبقية.</p>',
    ctaText: 'اسحب الآن',
  },
};

const COUPON_PACK: Texts = {
  'en-US': {
    title: 'Two coupons for your Tallybook subscription',
    subtitle: 'Claim them once, use them on any Tallybook order that reaches the minimum.',
    body: '<h2>What you get</h2><ul><li>¥80 off orders from ¥598.</li><li>¥200 off orders from ¥1,198.</li></ul><p>One of each per merchant, while they last. Each coupon is valid for 30 days from the day you claim it.</p>',
    ctaText: 'Claim the coupons',
  },
  'zh-CN': {
    title: 'Tallybook 订阅优惠券两张',
    subtitle: '领取一次，Tallybook 订单满额即可使用。',
    body: '<h2>您将获得</h2><ul><li>满598减80。</li><li>满1198减200。</li></ul><p>每位商家每种限领一张，领完即止。优惠券自领取之日起30天内有效。</p>',
    ctaText: '领取优惠券',
  },
  'zh-TW': {
    title: 'Tallybook 訂閱優惠券兩張',
    subtitle: '領取一次，Tallybook 訂單滿額即可使用。',
    body: '<h2>您將獲得</h2><ul><li>滿598減80。</li><li>滿1198減200。</li></ul><p>每位商家每種限領一張，領完即止。優惠券自領取之日起30天內有效。</p>',
    ctaText: '領取優惠券',
  },
  ar: {
    title: 'قسيمتان لاشتراكك في Tallybook',
    subtitle: 'احصل عليهما مرة واحدة، واستخدمهما في أي طلب Tallybook يبلغ الحد الأدنى.',
    body: '<h2>ما الذي تحصل عليه</h2><ul><li>خصم 80 ¥ للطلبات من 598 ¥.</li><li>خصم 200 ¥ للطلبات من 1198 ¥.</li></ul><p>قسيمة واحدة من كل نوع لكل تاجر حتى نفاد الكمية. كل قسيمة صالحة 30 يومًا من يوم الحصول عليها.</p>',
    ctaText: 'احصل على القسائم',
  },
};

const FIRST_YEAR: Texts = {
  'en-US': {
    title: 'Your first year of Tallybook for less',
    subtitle: 'Basic for ¥398 or Professional for ¥898 in the first year: for merchants buying for the first time.',
    body: '<h2>The offer</h2><ul><li>Tallybook Basic, one year: ¥398 instead of ¥598.</li><li>Tallybook Professional, one year: ¥898 instead of ¥1,198.</li></ul><p>Once per merchant, for a first purchase. The price is applied at checkout; it cannot be combined with a coupon.</p>',
    ctaText: 'Buy at the campaign price',
  },
  'zh-CN': {
    title: 'Tallybook 首年特惠',
    subtitle: '首次购买的商家，首年基础版398元、专业版898元。',
    body: '<h2>优惠内容</h2><ul><li>Tallybook 基础版一年：398元（原价598元）。</li><li>Tallybook 专业版一年：898元（原价1198元）。</li></ul><p>每位商家限购一次，仅限首次购买。活动价在下单时自动计算，不可与优惠券同时使用。</p>',
    ctaText: '以活动价购买',
  },
  'zh-TW': {
    title: 'Tallybook 首年特惠',
    subtitle: '首次購買的商家，首年基礎版398元、專業版898元。',
    body: '<h2>優惠內容</h2><ul><li>Tallybook 基礎版一年：398元（原價598元）。</li><li>Tallybook 專業版一年：898元（原價1198元）。</li></ul><p>每位商家限購一次，僅限首次購買。活動價在下單時自動計算，不可與優惠券同時使用。</p>',
    ctaText: '以活動價購買',
  },
  ar: {
    title: 'سنتك الأولى مع Tallybook بسعر أقل',
    subtitle: 'الإصدار الأساسي بـ 398 ¥ أو الاحترافي بـ 898 ¥ للسنة الأولى: للتجار الذين يشترون لأول مرة.',
    body: '<h2>العرض</h2><ul><li>Tallybook الأساسي لمدة سنة: 398 ¥ بدلًا من 598 ¥.</li><li>Tallybook الاحترافي لمدة سنة: 898 ¥ بدلًا من 1198 ¥.</li></ul><p>مرة واحدة لكل تاجر، لأول عملية شراء. يُطبَّق السعر عند الدفع، ولا يمكن جمعه مع قسيمة.</p>',
    ctaText: 'اشترِ بسعر الحملة',
  },
};

const STARTS = new Date('2026-01-01T00:00:00+08:00');

const seedCampaign = (db: Db, alias: DemoCampaign, ctaLink: string, texts: Texts) =>
  seedCampaignPage(db, { alias, heroImage: CAMPAIGN_PICTURES[alias], ctaLink, startsAt: STARTS }, texts);

const tallybookCoupon = (names: Record<string, string>, valueFen: number, minSpendFen: number) => ({
  names,
  kind: 'fixed' as const,
  value: valueFen,
  minSpendFen,
  serviceNumber: TALLYBOOK_SERVICE,
  validDays: 30,
});

async function seedLuckyDraw(db: Db): Promise<void> {
  const campaignId = await seedCampaign(db, 'lucky-draw', '/mall', LUCKY_DRAW);
  const [lottery] = await db
    .insert(lotteries)
    .values({ campaignId, freeChances: 1, sharePeriod: 'day' })
    .returning({ id: lotteries.id });
  const lotteryId = (lottery as { id: number }).id;
  const big = await defineCoupon(
    db,
    tallybookCoupon(
      {
        'en-US': '¥100 off orders from ¥1000',
        'zh-CN': '满1000减100',
        'zh-TW': '滿1000減100',
        ar: 'خصم 100 ¥ للطلبات من 1000 ¥',
      },
      10_000,
      100_000,
    ),
  );
  const small = await defineCoupon(
    db,
    tallybookCoupon(
      {
        'en-US': '¥30 off orders from ¥300',
        'zh-CN': '满300减30',
        'zh-TW': '滿300減30',
        ar: 'خصم 30 ¥ للطلبات من 300 ¥',
      },
      3_000,
      30_000,
    ),
  );
  await db.insert(lotteryPrizes).values([
    {
      lotteryId,
      kind: 'coupon',
      couponId: big,
      names: { 'en-US': '¥100 coupon', 'zh-CN': '100元优惠券', 'zh-TW': '100元優惠券', ar: 'قسيمة 100 ¥' },
      weight: 5,
      stockLeft: 20,
      position: 1,
    },
    {
      lotteryId,
      kind: 'coupon',
      couponId: small,
      names: { 'en-US': '¥30 coupon', 'zh-CN': '30元优惠券', 'zh-TW': '30元優惠券', ar: 'قسيمة 30 ¥' },
      weight: 35,
      stockLeft: 200,
      position: 2,
    },
    {
      lotteryId,
      kind: 'nothing',
      couponId: null,
      names: {
        'en-US': 'Thanks for taking part',
        'zh-CN': '谢谢参与',
        'zh-TW': '謝謝參與',
        ar: 'شكرًا لمشاركتك',
      },
      weight: 60,
      stockLeft: null,
      position: 3,
    },
  ]);
}

async function seedCouponPack(db: Db): Promise<void> {
  const campaignId = await seedCampaign(db, 'coupon-pack', '/mall', COUPON_PACK);
  const eighty = await defineCoupon(
    db,
    tallybookCoupon(
      {
        'en-US': '¥80 off orders from ¥598',
        'zh-CN': '满598减80',
        'zh-TW': '滿598減80',
        ar: 'خصم 80 ¥ للطلبات من 598 ¥',
      },
      8_000,
      59_800,
    ),
  );
  const twoHundred = await defineCoupon(
    db,
    tallybookCoupon(
      {
        'en-US': '¥200 off orders from ¥1198',
        'zh-CN': '满1198减200',
        'zh-TW': '滿1198減200',
        ar: 'خصم 200 ¥ للطلبات من 1198 ¥',
      },
      20_000,
      119_800,
    ),
  );
  await db.insert(campaignCoupons).values([
    { campaignId, couponId: eighty, stock: 500, position: 1 },
    { campaignId, couponId: twoHundred, stock: 200, position: 2 },
  ]);
}

/** fen: the first year's campaign price of each edition's one-year SKU. */
const FIRST_YEAR_PRICES = { basic: 39_800, professional: 89_800 } as const;

async function seedFirstYearOffer(db: Db): Promise<void> {
  const campaignId = await seedCampaign(
    db,
    'first-year-offer',
    `/mall/${TALLYBOOK_SERVICE}?campaign=first-year-offer`,
    FIRST_YEAR,
  );
  const [promotion] = await db
    .insert(promotions)
    .values({ campaignId, serviceNumber: TALLYBOOK_SERVICE, oncePerUser: true, firstBuyOnly: true })
    .returning({ id: promotions.id });
  const yearly = (await activeSkus(db, TALLYBOOK_SERVICE)).filter(
    (sku) => sku.kind === 'subscription' && sku.months === 12 && sku.level !== null,
  );
  await db.insert(promotionPrices).values(
    yearly.map((sku) => ({
      promotionId: (promotion as { id: number }).id,
      skuId: sku.id,
      price: FIRST_YEAR_PRICES[sku.level as 'basic' | 'professional'],
    })),
  );
}

/** The three demo campaigns, after the mall's catalogue (their coupons and SKUs are the mall's). */
export async function seedCampaignOffers(db: Db): Promise<void> {
  await seedLuckyDraw(db);
  await seedCouponPack(db);
  await seedFirstYearOffer(db);
}
