// Demo content: slides, partners and friendship links. The partners and sites are invented.
import type { Localized } from './localized.ts';

export interface DemoSlide {
  alias: string;
  /** Names the picture files: `<image>.svg` and `<image>-mobile.svg`. */
  image: string;
  link: string;
  texts: Localized<{ title: string; subtitle: string; buttonText: string; imageAlt: string }>;
}

export const SLIDES: DemoSlide[] = [
  {
    alias: 'home',
    image: 'home-stock',
    link: '/price',
    texts: {
      'en-US': {
        title: 'Stock, sales and money in one place',
        subtitle: 'Inventory, invoicing and orders for wholesalers and retailers. Free for 15 days.',
        buttonText: 'Start free trial',
        imageAlt: 'A dashboard with sales bars and stock boxes',
      },
      'zh-CN': {
        title: '库存、销售、资金，一处掌握',
        subtitle: '面向批发零售商家的进销存与开单软件，免费试用 15 天。',
        buttonText: '免费试用',
        imageAlt: '带有销售柱状图和库存货箱的看板',
      },
      'zh-TW': {
        title: '庫存、銷售、資金，一處掌握',
        subtitle: '專為批發零售商家打造的進銷存與開單軟體，免費試用 15 天。',
        buttonText: '免費試用',
        imageAlt: '帶有銷售長條圖與庫存貨箱的看板',
      },
      ar: {
        title: 'المخزون والمبيعات والأموال في مكان واحد',
        subtitle: 'المخزون والفواتير والطلبات لتجار الجملة والتجزئة. مجانًا لمدة 15 يومًا.',
        buttonText: 'ابدأ التجربة المجانية',
        imageAlt: 'لوحة معلومات فيها أعمدة بيانية للمبيعات وصناديق للمخزون',
      },
    },
  },
  {
    alias: 'home',
    image: 'home-stocktake',
    link: '/help/tallybook',
    texts: {
      'en-US': {
        title: 'Count a shelf in minutes with your phone',
        subtitle: 'Stocktakes without closing the store, by as many staff as you like.',
        buttonText: 'See how',
        imageAlt: 'A phone scanning the barcodes on a shelf',
      },
      'zh-CN': {
        title: '用手机几分钟盘完一个货架',
        subtitle: '不停业盘点，多人同时进行。',
        buttonText: '了解详情',
        imageAlt: '手机正在扫描货架上的条码',
      },
      'zh-TW': {
        title: '用手機幾分鐘盤完一個貨架',
        subtitle: '不停業盤點，多人同時進行。',
        buttonText: '了解詳情',
        imageAlt: '手機正在掃描貨架上的條碼',
      },
      ar: {
        title: 'اجرد رفًا كاملًا بهاتفك في دقائق',
        subtitle: 'جرد المخزون من دون إغلاق المتجر، وبمشاركة من تشاء من الموظفين.',
        buttonText: 'تعرّف على الطريقة',
        imageAlt: 'هاتف يمسح الرموز الشريطية على أحد الرفوف',
      },
    },
  },
  {
    alias: 'home',
    image: 'home-pos',
    link: '/download',
    texts: {
      'en-US': {
        title: 'Tallybook POS: checkout, members, offline sales',
        subtitle: 'A counter that keeps selling when the network does not.',
        buttonText: 'Download',
        imageAlt: 'A point-of-sale screen with a receipt',
      },
      'zh-CN': {
        title: 'Tallybook 收银：结账、会员、断网可用',
        subtitle: '网络断了，生意照做。',
        buttonText: '立即下载',
        imageAlt: '带小票的收银界面',
      },
      'zh-TW': {
        title: 'Tallybook 收銀：結帳、會員、斷網可用',
        subtitle: '網路斷了，生意照做。',
        buttonText: '立即下載',
        imageAlt: '附收據的收銀畫面',
      },
      ar: {
        title: 'Tallybook POS: الدفع عند الصندوق، والأعضاء، والبيع دون اتصال',
        subtitle: 'يستمر البيع عند منضدة الدفع حتى إن انقطعت الشبكة.',
        buttonText: 'تنزيل',
        imageAlt: 'شاشة نقطة بيع مع إيصال',
      },
    },
  },
  {
    alias: 'download',
    image: 'download-devices',
    link: '',
    texts: {
      'en-US': {
        title: 'Tallybook on every device',
        subtitle: 'Windows, Mac, iPhone, iPad and Android, all on the same data.',
        buttonText: '',
        imageAlt: 'A laptop, a tablet and a phone showing Tallybook',
      },
      'zh-CN': {
        title: '全平台使用 Tallybook',
        subtitle: 'Windows、Mac、iPhone、iPad 与安卓，数据实时同步。',
        buttonText: '',
        imageAlt: '显示 Tallybook 的笔记本电脑、平板和手机',
      },
      'zh-TW': {
        title: '全平台使用 Tallybook',
        subtitle: 'Windows、Mac、iPhone、iPad 與 Android，資料即時同步。',
        buttonText: '',
        imageAlt: '顯示 Tallybook 的筆電、平板與手機',
      },
      ar: {
        title: 'Tallybook على كل أجهزتك',
        subtitle: 'ويندوز وماك وآيفون وآيباد وأندرويد، وكلها تعمل على البيانات نفسها.',
        buttonText: '',
        imageAlt: 'حاسوب محمول وجهاز لوحي وهاتف تعرض جميعها Tallybook',
      },
    },
  },
  {
    alias: 'download',
    image: 'download-mobile',
    link: '',
    texts: {
      'en-US': {
        title: 'Your business in your pocket',
        subtitle: 'Scan the code to install the app and see today’s sales anywhere.',
        buttonText: '',
        imageAlt: 'A phone with a QR code beside it',
      },
      'zh-CN': {
        title: '生意装进口袋',
        subtitle: '扫码安装 App，随时随地查看今日销售。',
        buttonText: '',
        imageAlt: '手机旁边的二维码',
      },
      'zh-TW': {
        title: '生意裝進口袋',
        subtitle: '掃碼安裝 App，隨時隨地查看今日銷售。',
        buttonText: '',
        imageAlt: '手機旁邊的 QR 碼',
      },
      ar: {
        title: 'تجارتك في جيبك',
        subtitle: 'امسح الرمز لتثبيت التطبيق، وتابع مبيعات اليوم أينما كنت.',
        buttonText: '',
        imageAlt: 'هاتف وبجانبه رمز QR',
      },
    },
  },
  {
    alias: 'help',
    image: 'help-banner',
    link: '',
    texts: {
      'en-US': {
        title: 'How can we help?',
        subtitle: 'Guides, answers and videos for every part of Tallybook.',
        buttonText: '',
        imageAlt: 'A question mark beside an open guide',
      },
      'zh-CN': {
        title: '有什么可以帮您？',
        subtitle: 'Tallybook 各项功能的操作指南、常见问题与视频教程。',
        buttonText: '',
        imageAlt: '打开的指南旁边的问号',
      },
      'zh-TW': {
        title: '有什麼可以幫您？',
        subtitle: 'Tallybook 各項功能的操作指南、常見問題與影片教學。',
        buttonText: '',
        imageAlt: '打開的指南旁邊的問號',
      },
      ar: {
        title: 'كيف يمكننا مساعدتك؟',
        subtitle: 'أدلة ومقاطع فيديو وإجابات لكل جزء من Tallybook.',
        buttonText: '',
        imageAlt: 'علامة استفهام بجانب دليل مفتوح',
      },
    },
  },
  {
    alias: 'news',
    image: 'news-banner',
    link: '',
    texts: {
      'en-US': {
        title: 'News and insights',
        subtitle: 'Product releases, company news and practice from retail and wholesale.',
        buttonText: '',
        imageAlt: 'Newspaper pages and a rising chart',
      },
      'zh-CN': {
        title: '新闻资讯',
        subtitle: '产品发布、公司动态与零售批发行业实践。',
        buttonText: '',
        imageAlt: '报纸与上升的图表',
      },
      'zh-TW': {
        title: '新聞資訊',
        subtitle: '產品發佈、公司動態與零售批發產業實務。',
        buttonText: '',
        imageAlt: '報紙與上升的圖表',
      },
      ar: {
        title: 'الأخبار والرؤى',
        subtitle: 'إصدارات المنتج وأخبار الشركة وتجارب من قطاعي التجزئة والجملة.',
        buttonText: '',
        imageAlt: 'صفحات جريدة ورسم بياني صاعد',
      },
    },
  },
  {
    alias: 'case',
    image: 'case-banner',
    link: '',
    texts: {
      'en-US': {
        title: 'Merchants who run on Tallybook',
        subtitle: 'How shops and wholesalers in 30+ industries work with Tallybook.',
        buttonText: '',
        imageAlt: 'Storefronts of different shops',
      },
      'zh-CN': {
        title: '他们都在用 Tallybook',
        subtitle: '30 多个行业的门店和批发商如何使用 Tallybook。',
        buttonText: '',
        imageAlt: '不同商店的门面',
      },
      'zh-TW': {
        title: '他們都在用 Tallybook',
        subtitle: '30 多個產業的門市與批發商如何使用 Tallybook。',
        buttonText: '',
        imageAlt: '不同商店的門面',
      },
      ar: {
        title: 'تجار يعملون مع Tallybook',
        subtitle: 'كيف تعمل المتاجر وتجار الجملة في أكثر من 30 قطاعًا مع Tallybook.',
        buttonText: '',
        imageAlt: 'واجهات متاجر مختلفة',
      },
    },
  },
];

export interface DemoPartner {
  /** Names the logo file. */
  slug: string;
  /** The wordmark drawn on the logo. */
  mark: string;
  color: string;
  texts: Localized<{ title: string }>;
}

const named = (en: string, cn: string, tw: string, ar: string): Localized<{ title: string }> => ({
  'en-US': { title: en },
  'zh-CN': { title: cn },
  'zh-TW': { title: tw },
  ar: { title: ar },
});

export const PARTNERS: DemoPartner[] = [
  {
    slug: 'northwind-pay',
    mark: 'Northwind Pay',
    color: '#1f5bc4',
    texts: named('Northwind Pay', '北风支付', '北風支付', 'Northwind Pay'),
  },
  {
    slug: 'bluepeak-logistics',
    mark: 'Bluepeak',
    color: '#0e7490',
    texts: named('Bluepeak Logistics', '蓝峰物流', '藍峰物流', 'Bluepeak Logistics'),
  },
  {
    slug: 'harbor-cloud',
    mark: 'Harbor Cloud',
    color: '#4f46e5',
    texts: named('Harbor Cloud', '港湾云', '港灣雲', 'Harbor Cloud'),
  },
  {
    slug: 'lumen-print',
    mark: 'Lumen Print',
    color: '#c2410c',
    texts: named('Lumen Print', '流明打印', '流明列印', 'Lumen Print'),
  },
  {
    slug: 'cedar-bank',
    mark: 'Cedar Bank',
    color: '#15803d',
    texts: named('Cedar Bank', '雪松银行', '雪松銀行', 'Cedar Bank'),
  },
  {
    slug: 'orbit-scan',
    mark: 'Orbit Scan',
    color: '#7c3aed',
    texts: named('Orbit Scan', '轨道扫描', '軌道掃描', 'Orbit Scan'),
  },
  {
    slug: 'maple-devices',
    mark: 'Maple',
    color: '#b91c1c',
    texts: named('Maple Devices', '枫叶设备', '楓葉設備', 'Maple Devices'),
  },
  {
    slug: 'kestrel-express',
    mark: 'Kestrel',
    color: '#0f766e',
    texts: named('Kestrel Express', '隼鸟快运', '隼鳥快運', 'Kestrel Express'),
  },
  {
    slug: 'summit-tax',
    mark: 'Summit Tax',
    color: '#a16207',
    texts: named('Summit Tax', '顶峰财税', '頂峰財稅', 'Summit Tax'),
  },
  {
    slug: 'jade-commerce',
    mark: 'Jade',
    color: '#047857',
    texts: named('Jade Commerce', '翡翠商务', '翡翠商務', 'Jade Commerce'),
  },
  {
    slug: 'riverstone-retail',
    mark: 'Riverstone',
    color: '#334155',
    texts: named('Riverstone Retail Association', '河石零售协会', '河石零售協會', 'جمعية Riverstone لتجار التجزئة'),
  },
  {
    slug: 'atlas-labels',
    mark: 'Atlas Labels',
    color: '#be185d',
    texts: named('Atlas Labels', '阿特拉斯标签', '阿特拉斯標籤', 'Atlas Labels'),
  },
];

export const FRIENDSHIP_LINKS: ReadonlyArray<{ slug: string; texts: Localized<{ title: string }> }> = [
  {
    slug: 'small-retail-alliance',
    texts: named(
      'Small Retail Digital Alliance',
      '小微零售数字化联盟',
      '小微零售數位化聯盟',
      'تحالف التحول الرقمي لتجارة التجزئة الصغيرة',
    ),
  },
  { slug: 'retail-weekly', texts: named('Retail Weekly', '零售周刊', '零售週刊', 'أسبوعية التجزئة') },
  { slug: 'wholesale-today', texts: named('Wholesale Today', '今日批发', '今日批發', 'الجملة اليوم') },
  { slug: 'shopkeepers-forum', texts: named('Shopkeepers’ Forum', '店主论坛', '店主論壇', 'منتدى أصحاب المتاجر') },
  {
    slug: 'tallybook-community',
    texts: named('Tallybook Community', 'Tallybook 社区', 'Tallybook 社群', 'مجتمع Tallybook'),
  },
  {
    slug: 'tallybook-developers',
    texts: named('Tallybook Developers', 'Tallybook 开发者中心', 'Tallybook 開發者中心', 'مركز مطوري Tallybook'),
  },
  {
    slug: 'tallybook-partners',
    texts: named('Tallybook Partner Portal', 'Tallybook 伙伴平台', 'Tallybook 夥伴平台', 'بوابة شركاء Tallybook'),
  },
  {
    slug: 'fresh-market-review',
    texts: named('Fresh Market Review', '生鲜市场观察', '生鮮市場觀察', 'مرصد أسواق المنتجات الطازجة'),
  },
  {
    slug: 'food-retail-network',
    texts: named('Food Retail Network', '食品零售网', '食品零售網', 'شبكة تجزئة الأغذية'),
  },
  {
    slug: 'barcode-guide',
    texts: named('Barcode Standards Guide', '条码标准指南', '條碼標準指南', 'دليل معايير الرموز الشريطية'),
  },
  {
    slug: 'pos-hardware-lab',
    texts: named('POS Hardware Lab', '收银硬件实验室', '收銀硬體實驗室', 'مختبر أجهزة نقاط البيع'),
  },
  {
    slug: 'sme-finance-guide',
    texts: named('SME Finance Guide', '小微财税指南', '小微財稅指南', 'دليل الشؤون المالية والضريبية للمنشآت الصغيرة'),
  },
  {
    slug: 'e-invoice-desk',
    texts: named('E-invoice Help Desk', '电子发票服务台', '電子發票服務台', 'مكتب مساعدة الفوترة الإلكترونية'),
  },
  {
    slug: 'cross-border-hub',
    texts: named('Cross-border Trade Hub', '跨境贸易汇', '跨境貿易匯', 'ملتقى التجارة عبر الحدود'),
  },
  {
    slug: 'apparel-retail-journal',
    texts: named('Apparel Retail Journal', '服装零售杂志', '服飾零售雜誌', 'مجلة تجارة الملابس بالتجزئة'),
  },
  {
    slug: 'building-materials-trade',
    texts: named('Building Materials Trade', '建材商情', '建材商情', 'أخبار تجارة مواد البناء'),
  },
  {
    slug: 'beauty-retail-insights',
    texts: named('Beauty Retail Insights', '美妆零售洞察', '美妝零售洞察', 'رؤى تجارة مستحضرات التجميل'),
  },
  {
    slug: 'electronics-dealers',
    texts: named('Electronics Dealers Net', '数码经销网', '3C 經銷網', 'شبكة موزعي الإلكترونيات'),
  },
  {
    slug: 'small-business-logistics',
    texts: named('Logistics for Small Business', '小微物流指南', '小微物流指南', 'الخدمات اللوجستية للأعمال الصغيرة'),
  },
  {
    slug: 'store-design-ideas',
    texts: named('Store Design Ideas', '门店设计灵感', '門市設計靈感', 'أفكار لتصميم المتاجر'),
  },
];

/**
 * Issue 12: the chat channel of each language. Chinese visitors use WeChat (search the ID); everyone
 * else WhatsApp, on the support line's number.
 */
export const CONTACT_CHANNELS: Localized<{
  kind: 'wechat' | 'whatsapp';
  name: string;
  handle: string;
  link: string | null;
}> = {
  'en-US': { kind: 'whatsapp', name: 'WhatsApp', handle: '+86 400 800 1234', link: 'https://wa.me/864008001234' },
  'zh-CN': { kind: 'wechat', name: '微信', handle: 'TallybookKefu', link: null },
  'zh-TW': { kind: 'whatsapp', name: 'WhatsApp', handle: '+86 400 800 1234', link: 'https://wa.me/864008001234' },
  ar: { kind: 'whatsapp', name: 'واتساب', handle: '+86 400 800 1234', link: 'https://wa.me/864008001234' },
};
