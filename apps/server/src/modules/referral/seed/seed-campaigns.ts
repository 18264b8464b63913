// Demo content, seeded once into a new database (see platform/db/seed.ts). Not a real campaign.
import type { Db } from '../../../platform/db/database.ts';
import { campaigns } from '../campaigns.tables.ts';
import { CAMPAIGN_PICTURES } from './campaign-pictures.ts';
import { seedCampaignPage } from './seed-campaign-page.ts';

const SPRING = {
  'en-US': {
    title: 'Count your stock in minutes, not evenings',
    subtitle: 'Tallybook for small shops: scan, sell and see what to reorder — free for 15 days.',
    body: '<h2>Why merchants switch</h2><ul><li>Scan barcodes with your phone to receive and count stock.</li><li>Sales and purchase orders with customer and supplier balances.</li><li>A daily report of what sold, what is low and who owes you.</li></ul><p>Start free: no card needed, your data stays when you buy.</p>',
    ctaText: 'Start the free trial',
  },
  'zh-CN': {
    title: '盘点几分钟，不用熬到深夜',
    subtitle: '小店用的 Tallybook：扫码、开单、一眼看出该补什么货——免费试用 15 天。',
    body: '<h2>商家为什么换用 Tallybook</h2><ul><li>手机扫码入库、盘点。</li><li>销售单、采购单，客户和供应商往来一清二楚。</li><li>每日经营报表：卖了什么、缺什么、谁还欠款。</li></ul><p>免费开始，无需绑卡，购买后数据全部保留。</p>',
    ctaText: '免费试用',
  },
  'zh-TW': {
    title: '盤點幾分鐘，不用熬到深夜',
    subtitle: '小店用的 Tallybook：掃碼、開單、一眼看出該補什麼貨——免費試用 15 天。',
    body: '<h2>商家為什麼改用 Tallybook</h2><ul><li>手機掃碼進貨、盤點。</li><li>銷售單、採購單，客戶與供應商往來一清二楚。</li><li>每日經營報表：賣了什麼、缺什麼、誰還欠款。</li></ul><p>免費開始，無需綁卡，購買後資料全部保留。</p>',
    ctaText: '免費試用',
  },
  ar: {
    title: 'اجرد مخزونك في دقائق، لا في سهرات طويلة',
    subtitle: 'Tallybook للمتاجر الصغيرة: امسح الرموز، وبِع، واعرف ما يجب إعادة طلبه — مجانًا لمدة 15 يومًا.',
    body: '<h2>لماذا يتحوّل التجار إلى Tallybook</h2><ul><li>امسح الرموز الشريطية بهاتفك لاستلام البضاعة وجرد المخزون.</li><li>أوامر البيع والشراء مع أرصدة العملاء والموردين.</li><li>تقرير يومي بما بيع، وما قارب على النفاد، ومن عليه دين لك.</li></ul><p>ابدأ مجانًا: لا حاجة إلى بطاقة، وتبقى بياناتك كما هي عند الشراء.</p>',
    ctaText: 'ابدأ التجربة المجانية',
  },
};

export async function seedCampaigns(db: Db): Promise<void> {
  await seedCampaignPage(
    db,
    {
      alias: 'spring-baidu',
      heroImage: CAMPAIGN_PICTURES['spring-baidu'],
      ctaLink: '/login?register=1',
      startsAt: new Date('2026-01-01T00:00:00+08:00'),
    },
    SPRING,
  );
  await db.insert(campaigns).values({
    alias: 'summer-2025',
    heroImage: CAMPAIGN_PICTURES['summer-2025'],
    ctaLink: '/price',
    startsAt: new Date('2025-06-01T00:00:00+08:00'),
    endsAt: new Date('2025-09-01T00:00:00+08:00'),
  });
}
