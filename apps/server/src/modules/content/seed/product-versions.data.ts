// Demo content: release history of the three demo products, per platform.
import type { ClientType } from '@tallybook/domain';
import type { Localized } from './localized.ts';

export interface DemoRelease {
  version: string;
  releasedAt: string;
  platforms: ClientType[];
  notes: Localized<string[]>;
}

export interface DemoProductHistory {
  /** The product's alias (seeded by the `content/products` step). */
  product: string;
  appStoreLink: string;
  /** Package sizes per platform, in MB; the App Store delivers iOS. */
  sizeMb: Record<Exclude<ClientType, 'ios'>, number>;
  releases: DemoRelease[];
}

const ALL: ClientType[] = ['windows', 'macos', 'ios', 'android'];
const DESKTOP: ClientType[] = ['windows', 'macos'];
const MOBILE: ClientType[] = ['ios', 'android'];

const notes = (en: string[], cn: string[], tw: string[], ar: string[]): Localized<string[]> => ({
  'en-US': en,
  'zh-CN': cn,
  'zh-TW': tw,
  ar,
});

export const PRODUCT_HISTORIES: DemoProductHistory[] = [
  {
    product: 'tallybook',
    appStoreLink: 'https://apps.apple.com/app/tallybook/id1584920001',
    sizeMb: { windows: 92, macos: 118, android: 64 },
    releases: [
      {
        version: '6.4.2',
        releasedAt: '2026-10-28',
        platforms: DESKTOP,
        notes: notes(
          [
            'Opens in under two seconds with a locally cached product list',
            'Unsaved orders are kept as drafts if the connection drops',
          ],
          ['商品列表本地缓存，两秒内完成启动', '网络中断时，未保存的单据自动保留为草稿'],
          ['商品清單本機快取，兩秒內完成啟動', '網路中斷時，未儲存的單據自動保留為草稿'],
          [
            'يفتح التطبيق في أقل من ثانيتين بفضل قائمة منتجات مخزّنة مؤقتًا على الجهاز',
            'تبقى الطلبات التي لم تُحفظ بعدُ مسوداتٍ إذا انقطع الاتصال',
          ],
        ),
      },
      {
        version: '6.4.1',
        releasedAt: '2026-10-20',
        platforms: MOBILE,
        notes: notes(
          [
            'New home screen with today’s sales, cash and stock alerts',
            'Fixed batch selection when a batch runs out mid-order',
          ],
          ['全新首页：今日销售、收款与库存预警', '修复开单过程中批次用完时的批次选择问题'],
          ['全新首頁：今日銷售、收款與庫存預警', '修正開單過程中批號用完時的批號選擇問題'],
          [
            'شاشة رئيسية جديدة تعرض مبيعات اليوم والنقد وتنبيهات المخزون',
            'إصلاح اختيار الدفعة عند نفاد إحدى الدفعات في أثناء إنشاء الطلب',
          ],
        ),
      },
      {
        version: '6.4.0',
        releasedAt: '2026-09-16',
        platforms: ALL,
        notes: notes(
          [
            'Batch numbers and expiry dates on purchase receipts',
            'First-expiry-first-out picking on sales',
            'Expiry report for the next 7, 30 and 90 days',
          ],
          ['采购入库支持批次号与保质期', '销售出库按近效期先出', '新增未来 7、30、90 天临期报表'],
          ['採購進貨支援批號與效期', '銷售出貨依近效期先出', '新增未來 7、30、90 天即期報表'],
          [
            'أرقام الدفعات وتواريخ انتهاء الصلاحية في إيصالات استلام المشتريات',
            'صرف المبيعات وفق قاعدة «ما تنتهي صلاحيته أولًا يُصرف أولًا»',
            'تقرير بالأصناف التي تنتهي صلاحيتها خلال الأيام 7 و30 و90 المقبلة',
          ],
        ),
      },
      {
        version: '6.3.0',
        releasedAt: '2026-08-12',
        platforms: ALL,
        notes: notes(
          [
            'Suggested purchase orders from the last eight weeks of sales',
            'Send purchase orders to suppliers as PDF or link',
          ],
          ['根据近八周销售生成建议采购单', '采购单可通过 PDF 或链接发送给供应商'],
          ['依近八週銷售產生建議採購單', '採購單可透過 PDF 或連結傳送給供應商'],
          [
            'أوامر شراء مقترحة بناءً على مبيعات الأسابيع الثمانية الأخيرة',
            'إرسال أوامر الشراء إلى الموردين بصيغة PDF أو عبر رابط',
          ],
        ),
      },
      {
        version: '6.2.0',
        releasedAt: '2026-04-21',
        platforms: ALL,
        notes: notes(
          [
            'Design your own print templates for A4, receipts and labels',
            'Customer statements shared by link, with online payment',
          ],
          ['自定义 A4、小票和标签打印模板', '客户对账单链接分享，支持在线付款'],
          ['自訂 A4、收據與標籤列印範本', '客戶對帳單連結分享，支援線上付款'],
          [
            'تصميم قوالب طباعة خاصة بك لورق A4 والإيصالات والملصقات',
            'مشاركة كشوف حسابات العملاء عبر رابط، مع إمكانية الدفع عبر الإنترنت',
          ],
        ),
      },
      {
        version: '6.1.0',
        releasedAt: '2026-01-26',
        platforms: ALL,
        notes: notes(
          ['Products with several units, such as case, pack and piece', 'A barcode and a price for each unit'],
          ['商品支持箱、包、件等多单位', '每个单位可设置独立条码和价格'],
          ['商品支援箱、包、件等多單位', '每個單位可設定獨立條碼與價格'],
          ['منتجات بوحدات متعددة، مثل الكرتونة والعبوة والقطعة', 'رمز شريطي وسعر مستقلان لكل وحدة'],
        ),
      },
    ],
  },
  {
    product: 'tallybook-pos',
    appStoreLink: 'https://apps.apple.com/app/tallybook-pos/id1584920002',
    sizeMb: { windows: 76, macos: 94, android: 48 },
    releases: [
      {
        version: '3.8.0',
        releasedAt: '2026-09-30',
        platforms: DESKTOP,
        notes: notes(
          [
            'Self-checkout mode for touch-screen computers',
            'Staff approval for refunds and age-restricted items in self-checkout',
          ],
          ['触屏电脑支持自助收银模式', '自助收银中的退款和限购商品需店员确认'],
          ['觸控電腦支援自助結帳模式', '自助結帳中的退款與限購商品需店員確認'],
          [
            'وضع الدفع الذاتي للحواسيب ذات الشاشات اللمسية',
            'في الدفع الذاتي، تتطلب عمليات الاسترداد والأصناف المقيّدة بالعمر موافقة أحد الموظفين',
          ],
        ),
      },
      {
        version: '3.7.5',
        releasedAt: '2026-09-02',
        platforms: MOBILE,
        notes: notes(
          ['Faster member lookup by phone number', 'Fixed receipt printing on some 58 mm Bluetooth printers'],
          ['按手机号查找会员更快', '修复部分 58 毫米蓝牙小票机的打印问题'],
          ['依手機號碼查詢會員更快', '修正部分 58 公釐藍牙收據機的列印問題'],
          ['بحث أسرع عن الأعضاء برقم الهاتف', 'إصلاح طباعة الإيصالات على بعض طابعات البلوتوث بعرض 58 مم'],
        ),
      },
      {
        version: '3.7.0',
        releasedAt: '2026-06-03',
        platforms: ALL,
        notes: notes(
          ['Member points and prepaid balances', 'Top-ups and redemptions on the shift report'],
          ['会员积分与储值余额', '充值与消费记入交班报表'],
          ['會員點數與儲值餘額', '儲值與消費記入交班報表'],
          ['نقاط الأعضاء والأرصدة المدفوعة مسبقًا', 'إدراج عمليات شحن الرصيد والصرف منه في تقرير الوردية'],
        ),
      },
      {
        version: '3.6.0',
        releasedAt: '2026-03-05',
        platforms: ALL,
        notes: notes(
          [
            'Offline sales are uploaded in order as soon as the connection returns',
            'Cash shift open and close with counted float',
          ],
          ['断网销售在网络恢复后按顺序自动上传', '开班和交班清点备用金'],
          ['斷網銷售在網路恢復後依序自動上傳', '開班與交班清點零用金'],
          [
            'رفع المبيعات المسجّلة دون اتصال بترتيبها فور عودة الاتصال',
            'فتح وردية الصندوق وإغلاقها مع عدّ النقد الافتتاحي',
          ],
        ),
      },
      {
        version: '3.5.0',
        releasedAt: '2025-12-08',
        platforms: ALL,
        notes: notes(
          ['English and Traditional Chinese interfaces', 'Receipts can print in a different language from the screen'],
          ['支持英文和繁体中文界面', '小票可使用与界面不同的语言打印'],
          ['支援英文與繁體中文介面', '收據可使用與介面不同的語言列印'],
          ['واجهة باللغتين الإنجليزية والصينية التقليدية', 'إمكانية طباعة الإيصالات بلغة غير لغة الشاشة'],
        ),
      },
    ],
  },
  {
    product: 'tallybook-books',
    appStoreLink: 'https://apps.apple.com/app/tallybook-books/id1584920003',
    sizeMb: { windows: 128, macos: 141, android: 39 },
    releases: [
      {
        version: '2.1.4',
        releasedAt: '2026-07-15',
        platforms: DESKTOP,
        notes: notes(
          ['Vouchers drafted from confirmed sales, receipts and payments', 'Batch review and posting at month end'],
          ['由已确认的销售、入库和收付款自动起草凭证', '月末批量审核过账'],
          ['由已確認的銷售、進貨與收付款自動草擬傳票', '月底批次審核過帳'],
          [
            'إعداد مسودات القيود تلقائيًا من المبيعات واستلامات البضائع والمقبوضات والمدفوعات المؤكدة',
            'مراجعة القيود وترحيلها دفعةً واحدة في نهاية الشهر',
          ],
        ),
      },
      {
        version: '2.0.9',
        releasedAt: '2026-06-30',
        platforms: MOBILE,
        notes: notes(
          ['Approve vouchers from your phone', 'Cash and bank balances on the home screen'],
          ['手机上即可审核凭证', '首页显示现金和银行余额'],
          ['手機上即可審核傳票', '首頁顯示現金與銀行餘額'],
          ['اعتماد القيود من هاتفك', 'أرصدة النقد والبنوك على الشاشة الرئيسية'],
        ),
      },
      {
        version: '2.0.0',
        releasedAt: '2026-02-10',
        platforms: ALL,
        notes: notes(
          ['Chart of accounts templates for small businesses', 'Tax-ready monthly and quarterly statements'],
          ['小微企业会计科目模板', '可直接用于报税的月度和季度报表'],
          ['小微企業會計科目範本', '可直接用於報稅的月度與季度報表'],
          ['قوالب دليل الحسابات للأعمال الصغيرة', 'قوائم شهرية وربع سنوية جاهزة للإقرارات الضريبية'],
        ),
      },
      {
        version: '1.9.0',
        releasedAt: '2025-10-15',
        platforms: ALL,
        notes: notes(
          ['Import bank statements and match them to payments', 'Export ledgers to Excel'],
          ['导入银行流水并与收付款自动匹配', '总账明细账可导出为 Excel'],
          ['匯入銀行明細並與收付款自動比對', '總帳明細帳可匯出為 Excel'],
          ['استيراد كشوف الحسابات البنكية ومطابقتها مع المقبوضات والمدفوعات', 'تصدير دفاتر الأستاذ إلى Excel'],
        ),
      },
    ],
  },
];
