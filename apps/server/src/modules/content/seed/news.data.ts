// Demo content: news of the three news categories. Not real events.
import type { Localized } from './localized.ts';

export const NEWS_CATEGORIES: ReadonlyArray<{
  alias: string;
  texts: Localized<{ name: string; description: string }>;
}> = [
  {
    alias: 'product-news',
    texts: {
      'en-US': { name: 'Product news', description: 'New features and releases of Tallybook.' },
      'zh-CN': { name: '产品动态', description: 'Tallybook 的新功能与版本发布。' },
      'zh-TW': { name: '產品動態', description: 'Tallybook 的新功能與版本發佈。' },
      ar: { name: 'أخبار المنتج', description: 'ميزات Tallybook الجديدة وإصداراته.' },
    },
  },
  {
    alias: 'company-news',
    texts: {
      'en-US': { name: 'Company news', description: 'What is happening at Tallybook.' },
      'zh-CN': { name: '公司新闻', description: 'Tallybook 的最新动态。' },
      'zh-TW': { name: '公司新聞', description: 'Tallybook 的最新消息。' },
      ar: { name: 'أخبار الشركة', description: 'آخر المستجدات في Tallybook.' },
    },
  },
  {
    alias: 'industry-news',
    texts: {
      'en-US': { name: 'Industry insights', description: 'Trends and practice in retail and wholesale.' },
      'zh-CN': { name: '行业资讯', description: '零售与批发行业的趋势和实践。' },
      'zh-TW': { name: '產業資訊', description: '零售與批發產業的趨勢與實務。' },
      ar: { name: 'رؤى القطاع', description: 'اتجاهات وتجارب عملية في تجارة التجزئة والجملة.' },
    },
  },
];

export interface DemoNewsText {
  title: string;
  summary: string;
  body: string[];
  points?: string[];
}

export interface DemoNews {
  category: 'product-news' | 'company-news' | 'industry-news';
  publishedAt: string;
  hits: number;
  texts: Localized<DemoNewsText>;
}

const TEAM: Localized<string> = {
  'en-US': 'Tallybook team',
  'zh-CN': 'Tallybook 团队',
  'zh-TW': 'Tallybook 團隊',
  ar: 'فريق Tallybook',
};
export const NEWS_AUTHOR = TEAM;

export const NEWS: DemoNews[] = [
  // Product news
  {
    category: 'product-news',
    publishedAt: '2026-09-16',
    hits: 1260,
    texts: {
      'en-US': {
        title: 'Tallybook 6.4 brings batch and expiry tracking to every edition',
        summary:
          'Track batches and best-before dates on receipt, sell the oldest first and get warned before goods expire.',
        body: [
          'Food, pharmacy and cosmetics retailers asked for it more than anything else this year. From version 6.4, every product can carry batch numbers and expiry dates, recorded when the goods are received.',
          'At the counter and on sales orders, Tallybook picks the batch that expires first. A new report lists what expires in the next 7, 30 and 90 days, per store.',
        ],
        points: [
          'Batch and expiry on purchase receipts',
          'First-expiry-first-out picking',
          'Expiry warnings in the daily report',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 6.4 全版本支持批次与保质期管理',
        summary: '入库时记录批次和保质期，销售时先进先出，临期商品提前预警。',
        body: [
          '这是今年食品、药店和美妆零售商呼声最高的功能。从 6.4 版开始，所有商品都可以记录批次号和到期日期，在采购入库时一并登记。',
          '收银和销售开单时，Tallybook 会优先出库最早到期的批次。新的临期报表按门店列出未来 7 天、30 天和 90 天内到期的商品。',
        ],
        points: ['采购入库登记批次与保质期', '近效期先出', '经营日报中的临期提醒'],
      },
      'zh-TW': {
        title: 'Tallybook 6.4 全版本支援批號與效期管理',
        summary: '進貨時記錄批號與效期，銷售時先進先出，即期商品提前預警。',
        body: [
          '這是今年食品、藥局與美妝零售商呼聲最高的功能。從 6.4 版開始，所有商品都可以記錄批號與到期日，在採購進貨時一併登錄。',
          '收銀與銷售開單時，Tallybook 會優先出貨最早到期的批號。新的即期報表依門市列出未來 7 天、30 天與 90 天內到期的商品。',
        ],
        points: ['採購進貨登錄批號與效期', '近效期先出', '經營日報中的即期提醒'],
      },
      ar: {
        title: 'Tallybook 6.4 يضيف تتبّع الدُّفعات وتواريخ انتهاء الصلاحية إلى جميع الإصدارات',
        summary:
          'سجّل أرقام الدُّفعات وتواريخ الصلاحية عند استلام البضائع، وبِع الأقدم أولًا، واحصل على تنبيه قبل أن تنتهي صلاحية بضاعتك.',
        body: [
          'كانت هذه الميزة أكثر ما طلبه منا تجار الأغذية والصيدليات ومستحضرات التجميل هذا العام. فبدءًا من الإصدار 6.4، يمكن لكل منتج أن يحمل أرقام دُفعات وتواريخ انتهاء صلاحية تُسجَّل عند استلام البضائع.',
          'وعند منضدة البيع وفي أوامر البيع، يختار Tallybook الدفعة الأقرب إلى انتهاء الصلاحية أولًا. ويعرض تقرير جديد ما تنتهي صلاحيته خلال الأيام 7 و30 و90 القادمة، لكل متجر على حدة.',
        ],
        points: [
          'رقم الدفعة وتاريخ الصلاحية في سندات استلام المشتريات',
          'صرف الدفعة الأقرب انتهاءً أولًا',
          'تنبيهات انتهاء الصلاحية في التقرير اليومي',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2026-10-28',
    hits: 980,
    texts: {
      'en-US': {
        title: 'Windows and Mac clients 6.4.2: faster start and offline drafts',
        summary: 'The desktop clients now open in under two seconds and keep unsaved orders if the connection drops.',
        body: [
          'Version 6.4.2 of the Windows and Mac clients rebuilds the start-up path: the product list is cached locally and refreshed in the background, so the first screen appears in under two seconds on a typical office computer.',
          'Orders you are writing are saved as drafts on the computer every few seconds. If the network drops, nothing is lost; the draft is there when you come back.',
        ],
      },
      'zh-CN': {
        title: 'Windows 与 Mac 客户端 6.4.2：启动更快，断网草稿不丢失',
        summary: '桌面客户端启动时间缩短至两秒以内，网络中断时未保存的单据也会保留。',
        body: [
          '6.4.2 版 Windows 与 Mac 客户端重构了启动流程：商品列表在本地缓存并在后台刷新，普通办公电脑上两秒内即可显示首屏。',
          '正在填写的单据每隔几秒自动保存为本地草稿。即使网络中断也不会丢失，重新打开即可继续。',
        ],
      },
      'zh-TW': {
        title: 'Windows 與 Mac 用戶端 6.4.2：啟動更快，斷網草稿不遺失',
        summary: '桌面用戶端啟動時間縮短至兩秒以內，網路中斷時未儲存的單據也會保留。',
        body: [
          '6.4.2 版 Windows 與 Mac 用戶端重構了啟動流程：商品清單在本機快取並於背景更新，一般辦公電腦上兩秒內即可顯示首頁。',
          '正在填寫的單據每隔幾秒自動儲存為本機草稿。即使網路中斷也不會遺失，重新開啟即可繼續。',
        ],
      },
      ar: {
        title: 'برنامجا ويندوز وماك 6.4.2: تشغيل أسرع ومسودات محفوظة عند انقطاع الاتصال',
        summary: 'أصبح برنامجا سطح المكتب يفتحان في أقل من ثانيتين، ويحتفظان بالطلبات غير المحفوظة إذا انقطع الاتصال.',
        body: [
          'أعاد الإصدار 6.4.2 من برنامجَي ويندوز وماك بناء مسار التشغيل: تُخزَّن قائمة المنتجات مؤقتًا على الجهاز وتُحدَّث في الخلفية، فتظهر الشاشة الأولى في أقل من ثانيتين على حاسوب مكتبي عادي.',
          'وتُحفظ الطلبات التي تعمل عليها مسوداتٍ على الحاسوب كل بضع ثوانٍ. فإذا انقطعت الشبكة لا يضيع شيء، وتجد المسودة في انتظارك حين تعود.',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2026-09-30',
    hits: 860,
    texts: {
      'en-US': {
        title: 'Tallybook POS 3.8: self-checkout mode for small shops',
        summary:
          'Turn a touch-screen computer into a self-checkout station that customers use while staff restock the shelves.',
        body: [
          'Self-checkout mode puts a simple, large-button screen in front of customers: scan, see the total, pay by QR code. Staff keep control of refunds and age-restricted items.',
          'It runs on touch-screen Windows PCs and Macs with a scanner, and works with the same products, prices and members as the main counter.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 收银 3.8：小店也能用的自助收银',
        summary: '把触屏电脑变成自助收银台，顾客自助结账，店员专心补货。',
        body: [
          '自助收银模式为顾客提供大按钮的简洁界面：扫码、查看金额、扫码支付。退款和限购商品仍由店员控制。',
          '可在配有扫码枪的触屏 Windows 电脑和 Mac 上运行，与主收银台共用商品、价格和会员资料。',
        ],
      },
      'zh-TW': {
        title: 'Tallybook 收銀 3.8：小店也能用的自助結帳',
        summary: '把觸控電腦變成自助結帳機，顧客自助結帳，店員專心補貨。',
        body: [
          '自助結帳模式為顧客提供大按鈕的簡潔介面：掃碼、查看金額、掃碼付款。退款與限購商品仍由店員控管。',
          '可在配有掃描器的觸控 Windows 電腦與 Mac 上執行，與主收銀台共用商品、價格與會員資料。',
        ],
      },
      ar: {
        title: 'Tallybook POS 3.8: وضع الدفع الذاتي للمتاجر الصغيرة',
        summary: 'حوّل حاسوبًا بشاشة لمس إلى محطة دفع ذاتي يستخدمها الزبائن بينما يعيد الموظفون ملء الرفوف.',
        body: [
          'يضع وضع الدفع الذاتي أمام الزبائن شاشة بسيطة بأزرار كبيرة: امسح المنتج، واطّلع على المجموع، وادفع عبر رمز QR. ويبقى الاسترداد والمنتجات المقيّدة بسنّ معيّنة في يد الموظفين.',
          'يعمل على حواسيب ويندوز وأجهزة ماك المزوّدة بشاشة لمس وماسح ضوئي، ويعتمد على المنتجات والأسعار وبيانات الأعضاء ذاتها التي تستخدمها منضدة الدفع الرئيسية.',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2026-09-02',
    hits: 740,
    texts: {
      'en-US': {
        title: 'New mobile app home: today’s numbers at a glance',
        summary: 'The redesigned home screen of the iOS and Android apps shows sales, cash and stock alerts first.',
        body: [
          'Owners told us they open the app for one reason: to see how today is going. The new home screen answers that before anything else, with sales, gross profit, cash received and low-stock alerts for every store.',
          'Each figure opens the report behind it. The layout can be rearranged by dragging the cards.',
        ],
      },
      'zh-CN': {
        title: '手机 App 全新首页：今日数据一目了然',
        summary: 'iOS 与安卓 App 首页改版，优先展示销售、收款与库存预警。',
        body: [
          '老板们告诉我们，打开 App 最想看的就是今天生意怎么样。新首页首先回答这个问题：各门店的销售额、毛利、收款和低库存提醒。',
          '点击任一数字即可进入对应报表，卡片顺序可以拖动调整。',
        ],
      },
      'zh-TW': {
        title: '手機 App 全新首頁：今日數據一目了然',
        summary: 'iOS 與 Android App 首頁改版，優先呈現銷售、收款與庫存預警。',
        body: [
          '老闆們告訴我們，打開 App 最想看的就是今天生意如何。新首頁首先回答這個問題：各門市的銷售額、毛利、收款與低庫存提醒。',
          '點選任一數字即可進入對應報表，卡片順序可以拖曳調整。',
        ],
      },
      ar: {
        title: 'شاشة رئيسية جديدة لتطبيق الجوال: أرقام اليوم في لمحة',
        summary: 'تعرض الشاشة الرئيسية المعاد تصميمها في تطبيقَي iOS وأندرويد المبيعات والنقد وتنبيهات المخزون أولًا.',
        body: [
          'أخبرنا أصحاب المتاجر أنهم يفتحون التطبيق لسبب واحد: ليعرفوا كيف يسير يومهم. والشاشة الرئيسية الجديدة تجيب عن هذا السؤال قبل أي شيء آخر، فتعرض لكل متجر المبيعات وإجمالي الربح والنقد المحصَّل وتنبيهات انخفاض المخزون.',
          'يفتح كل رقم التقرير الذي يستند إليه، ويمكنك إعادة ترتيب الشاشة بسحب البطاقات.',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2026-08-12',
    hits: 1120,
    texts: {
      'en-US': {
        title: 'Tallybook 6.3: purchase suggestions from your sales history',
        summary: 'Tallybook now proposes what to reorder, and how much, from the last eight weeks of sales.',
        body: [
          'Suggested purchasing looks at how fast each product sells in each store, the stock on hand and on order, and your minimum stock, and proposes a purchase order per supplier.',
          'You stay in charge: change any quantity, remove lines, then send the order to the supplier as a PDF or a link.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 6.3：根据销售历史智能补货',
        summary: 'Tallybook 根据近八周的销售情况，建议补哪些货、补多少。',
        body: [
          '智能补货会综合各门店每个商品的销售速度、现有库存、在途数量和最低库存，按供应商生成建议采购单。',
          '决定权在您：可修改数量、删除行，再以 PDF 或链接发送给供应商。',
        ],
      },
      'zh-TW': {
        title: 'Tallybook 6.3：依銷售歷史智慧補貨',
        summary: 'Tallybook 依近八週的銷售情況，建議補哪些貨、補多少。',
        body: [
          '智慧補貨會綜合各門市每個商品的銷售速度、現有庫存、在途數量與最低庫存，依供應商產生建議採購單。',
          '決定權在您：可修改數量、刪除列，再以 PDF 或連結傳送給供應商。',
        ],
      },
      ar: {
        title: 'Tallybook 6.3: اقتراحات شراء مبنية على سجل مبيعاتك',
        summary: 'يقترح Tallybook الآن ما ينبغي إعادة طلبه وبأي كمية، استنادًا إلى مبيعات الأسابيع الثمانية الأخيرة.',
        body: [
          'تنظر ميزة الشراء المقترح في سرعة بيع كل منتج في كل متجر، والمخزون المتاح وما هو قيد الطلب، والحد الأدنى للمخزون لديك، ثم تقترح أمر شراء لكل مورد.',
          'ويبقى القرار بيدك: عدّل أي كمية أو احذف ما تشاء من البنود، ثم أرسل الطلب إلى المورد ملفَّ PDF أو رابطًا.',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2026-07-15',
    hits: 530,
    texts: {
      'en-US': {
        title: 'Tallybook Books 2.1: vouchers straight from sales and purchases',
        summary: 'Bookkeeping vouchers are now created automatically from every confirmed sale, receipt and payment.',
        body: [
          'Tallybook Books 2.1 connects to your Tallybook data and drafts the vouchers for you: revenue and receivables from sales, stock and payables from receipts, cash and bank from payments.',
          'Your accountant reviews and posts them in a batch at month end, and the ledgers and statements follow.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 记账 2.1：由销售和采购自动生成凭证',
        summary: '每笔已确认的销售、入库和收付款都会自动生成记账凭证。',
        body: [
          'Tallybook 记账 2.1 直接读取您的进销存数据并起草凭证：销售生成收入和应收，入库生成存货和应付，收付款生成现金和银行科目。',
          '会计在月末批量审核过账，总账、明细账和报表随之生成。',
        ],
      },
      'zh-TW': {
        title: 'Tallybook 記帳 2.1：由銷售與採購自動產生傳票',
        summary: '每筆已確認的銷售、進貨與收付款都會自動產生記帳傳票。',
        body: [
          'Tallybook 記帳 2.1 直接讀取您的進銷存資料並草擬傳票：銷售產生收入與應收，進貨產生存貨與應付，收付款產生現金與銀行科目。',
          '會計在月底批次審核過帳，總帳、明細帳與報表隨之產生。',
        ],
      },
      ar: {
        title: 'Tallybook Books 2.1: قيود محاسبية مباشرة من المبيعات والمشتريات',
        summary: 'أصبحت القيود المحاسبية تُنشأ تلقائيًا من كل عملية بيع أو استلام بضائع أو دفعة مؤكدة.',
        body: [
          'يتصل Tallybook Books 2.1 ببياناتك في Tallybook ويُعدّ لك مسودات القيود: الإيرادات والذمم المدينة من المبيعات، والمخزون والذمم الدائنة من عمليات الاستلام، والنقدية والبنك من المقبوضات والمدفوعات.',
          'يراجعها محاسبك ويرحّلها دفعةً واحدة في نهاية الشهر، فتتبعها دفاتر الأستاذ والقوائم المالية.',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2026-06-03',
    hits: 690,
    texts: {
      'en-US': {
        title: 'Member points and stored value come to Tallybook POS',
        summary:
          'Run a simple loyalty programme at the counter: points per purchase, member prices and prepaid balances.',
        body: [
          'Members are found by phone number or a scanned member code. They earn points on every purchase and can pay from a prepaid balance topped up at the counter.',
          'Every top-up and redemption appears on the shift report, so the cash drawer still reconciles.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 收银上线会员积分与储值',
        summary: '在前台即可运营简单的会员体系：消费积分、会员价与预付储值。',
        body: [
          '会员可通过手机号或扫描会员码查找，每次消费累积积分，也可使用在前台充值的储值余额付款。',
          '每笔充值和消费都会记入交班报表，钱箱依然可以准确对账。',
        ],
      },
      'zh-TW': {
        title: 'Tallybook 收銀推出會員點數與儲值',
        summary: '在櫃檯即可經營簡單的會員制度：消費集點、會員價與預付儲值。',
        body: [
          '會員可透過手機號碼或掃描會員條碼查詢，每次消費累積點數，也可使用在櫃檯儲值的餘額付款。',
          '每筆儲值與消費都會記入交班報表，錢箱依然可以準確對帳。',
        ],
      },
      ar: {
        title: 'نقاط الأعضاء والرصيد المدفوع مسبقًا في Tallybook POS',
        summary:
          'شغّل برنامج ولاء بسيطًا من منضدة البيع: نقاط على كل عملية شراء، وأسعار خاصة بالأعضاء، وأرصدة مدفوعة مسبقًا.',
        body: [
          'يُعثر على العضو برقم هاتفه أو بمسح رمز العضوية. ويكسب نقاطًا مع كل عملية شراء، ويمكنه الدفع من رصيد مدفوع مسبقًا يشحنه عند المنضدة.',
          'وتظهر كل عملية شحن رصيد أو استبدال في تقرير الوردية، فيبقى درج النقد مطابقًا للحسابات.',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2026-04-21',
    hits: 470,
    texts: {
      'en-US': {
        title: 'Print templates you can design yourself',
        summary: 'A drag-and-drop editor for sales orders, delivery notes and labels, with your logo and fields.',
        body: [
          'The new template editor lets you place fields where you want them on A4, receipt and label paper, add your logo and payment QR code, and preview with a real order.',
          'Templates can be shared between stores, or kept different for each.',
        ],
      },
      'zh-CN': {
        title: '打印模板支持自定义设计',
        summary: '拖拽式编辑销售单、送货单和标签，可加入 Logo 与自定义字段。',
        body: [
          '新的模板编辑器可在 A4、小票和标签纸上自由摆放字段，加入 Logo 和收款码，并用真实单据预览效果。',
          '模板可在门店之间共用，也可为每家门店单独设置。',
        ],
      },
      'zh-TW': {
        title: '列印範本支援自訂設計',
        summary: '拖放式編輯銷售單、送貨單與標籤，可加入 Logo 與自訂欄位。',
        body: [
          '新的範本編輯器可在 A4、收據與標籤紙上自由擺放欄位，加入 Logo 與收款 QR 碼，並以真實單據預覽效果。',
          '範本可在門市之間共用，也可為每家門市個別設定。',
        ],
      },
      ar: {
        title: 'قوالب طباعة تصممها بنفسك',
        summary: 'محرر بالسحب والإفلات لأوامر البيع وإشعارات التسليم والملصقات، بشعارك والحقول التي تريدها.',
        body: [
          'يتيح لك محرر القوالب الجديد وضع الحقول حيث تشاء على ورق A4 وورق الإيصالات والملصقات، وإضافة شعارك ورمز QR للدفع، ومعاينة النتيجة على طلب حقيقي.',
          'ويمكن مشاركة القوالب بين المتاجر، أو تخصيص قالب مختلف لكل متجر.',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2026-03-10',
    hits: 610,
    texts: {
      'en-US': {
        title: 'Customer statements by link: get paid faster',
        summary: 'Send customers a secure link to their statement, where they can see every open order and pay online.',
        body: [
          'Statements no longer need to be printed and delivered. Tallybook sends a link that shows the customer what they owe, order by order, and lets them pay by QR code.',
          'Payments made through the link are recorded against the right orders automatically.',
        ],
      },
      'zh-CN': {
        title: '客户对账单一键分享，回款更快',
        summary: '向客户发送安全链接，对方可查看全部未结单据并在线付款。',
        body: [
          '对账单不再需要打印送达。Tallybook 生成一个链接，客户可逐单查看欠款，并扫码付款。',
          '通过链接完成的付款会自动核销对应的销售单。',
        ],
      },
      'zh-TW': {
        title: '客戶對帳單一鍵分享，收款更快',
        summary: '向客戶傳送安全連結，對方可查看所有未結單據並線上付款。',
        body: [
          '對帳單不再需要列印送達。Tallybook 產生一個連結，客戶可逐單查看欠款，並掃碼付款。',
          '透過連結完成的付款會自動沖銷對應的銷售單。',
        ],
      },
      ar: {
        title: 'كشوف حساب العملاء عبر رابط: تحصيل أسرع لمستحقاتك',
        summary: 'أرسل إلى عملائك رابطًا آمنًا لكشف حسابهم، يطّلعون فيه على كل طلب غير مسدَّد ويدفعون عبر الإنترنت.',
        body: [
          'لم تعد بحاجة إلى طباعة كشوف الحساب وتوصيلها. يرسل Tallybook رابطًا يُطلع العميل على ما عليه من مستحقات طلبًا طلبًا، ويتيح له الدفع عبر رمز QR.',
          'وتُسجَّل المدفوعات التي تتم عبر الرابط تلقائيًا مقابل الطلبات التي تخصها.',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2026-01-26',
    hits: 540,
    texts: {
      'en-US': {
        title: 'Multi-unit products: sell by the piece, buy by the case',
        summary: 'Define cases, packs and pieces for a product and let Tallybook convert stock between them.',
        body: [
          'A product can now have several units with fixed conversions, such as 1 case = 12 packs = 144 pieces. Buy in cases, sell in pieces, and stock is always shown in the unit you choose.',
          'Each unit can have its own barcode and price.',
        ],
      },
      'zh-CN': {
        title: '多单位商品：按件卖，按箱进',
        summary: '为商品设置箱、包、件等单位，库存自动换算。',
        body: [
          '商品现在可以设置多个固定换算的单位，例如 1 箱 = 12 包 = 144 件。按箱进货、按件销售，库存按您选择的单位显示。',
          '每个单位都可以有自己的条码和价格。',
        ],
      },
      'zh-TW': {
        title: '多單位商品：按件賣，按箱進',
        summary: '為商品設定箱、包、件等單位，庫存自動換算。',
        body: [
          '商品現在可以設定多個固定換算的單位，例如 1 箱 = 12 包 = 144 件。按箱進貨、按件銷售，庫存依您選擇的單位顯示。',
          '每個單位都可以有自己的條碼與價格。',
        ],
      },
      ar: {
        title: 'منتجات متعددة الوحدات: بِع بالقطعة واشترِ بالكرتونة',
        summary: 'حدّد الكرتونة والعلبة والقطعة لكل منتج، ودع Tallybook يحوّل المخزون بينها.',
        body: [
          'أصبح بإمكان المنتج الواحد أن يحمل عدة وحدات بمعاملات تحويل ثابتة، مثل: 1 كرتونة = 12 علبة = 144 قطعة. اشترِ بالكرتونة وبِع بالقطعة، ويظهر المخزون دائمًا بالوحدة التي تختارها.',
          'ولكل وحدة رمزها الشريطي وسعرها الخاص.',
        ],
      },
    },
  },
  {
    category: 'product-news',
    publishedAt: '2025-12-08',
    hits: 420,
    texts: {
      'en-US': {
        title: 'Traditional Chinese and English interfaces for the whole product',
        summary: 'Every screen, document and message of Tallybook is now available in English and Traditional Chinese.',
        body: [
          'Choose your language in settings, per user. Printed documents can use a different language from the screen, which helps shops that sell across borders.',
        ],
      },
      'zh-CN': {
        title: '全产品支持繁体中文与英文界面',
        summary: 'Tallybook 的所有界面、单据和消息均已支持英文和繁体中文。',
        body: ['每位用户可在设置中选择自己的语言。打印单据可使用与界面不同的语言，方便跨境销售的商家。'],
      },
      'zh-TW': {
        title: '全產品支援繁體中文與英文介面',
        summary: 'Tallybook 的所有介面、單據與訊息均已支援英文與繁體中文。',
        body: ['每位使用者可在設定中選擇自己的語言。列印單據可使用與介面不同的語言，方便跨境銷售的商家。'],
      },
      ar: {
        title: 'واجهات بالصينية التقليدية والإنجليزية في المنتج كله',
        summary: 'كل شاشات Tallybook ومستنداته ورسائله متاحة الآن بالإنجليزية والصينية التقليدية.',
        body: [
          'اختر لغتك من الإعدادات، لكل مستخدم على حدة. ويمكن طباعة المستندات بلغة غير لغة الشاشة، وهو ما يفيد المتاجر التي تبيع عبر الحدود.',
        ],
      },
    },
  },
  // Company news
  {
    category: 'company-news',
    publishedAt: '2026-11-20',
    hits: 880,
    texts: {
      'en-US': {
        title: 'Tallybook now serves merchants in 129 countries and regions',
        summary: 'More than three million merchants now run their stock and sales on Tallybook.',
        body: [
          'This month Tallybook passed three million merchants, in 129 countries and regions and more than 30 industries. Most are shops with one to five stores, run by their owners.',
          'We thank every merchant who told us what to build next. Our renewal rate this year is 82.6%, the number we are proudest of.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 服务商家覆盖 129 个国家和地区',
        summary: '已有超过 300 万商家使用 Tallybook 管理库存与销售。',
        body: [
          '本月 Tallybook 服务的商家突破 300 万，覆盖 129 个国家和地区、30 多个行业，其中大多数是一到五家门店、由店主亲自经营的小店。',
          '感谢每一位告诉我们下一步该做什么的商家。今年我们的续费率达到 82.6%，这是我们最引以为傲的数字。',
        ],
      },
      'zh-TW': {
        title: 'Tallybook 服務商家遍及 129 個國家與地區',
        summary: '已有超過 300 萬商家使用 Tallybook 管理庫存與銷售。',
        body: [
          '本月 Tallybook 服務的商家突破 300 萬，遍及 129 個國家與地區、30 多個產業，其中大多數是一到五家門市、由店主親自經營的小店。',
          '感謝每一位告訴我們下一步該做什麼的商家。今年我們的續約率達到 82.6%，這是我們最引以為傲的數字。',
        ],
      },
      ar: {
        title: 'Tallybook يخدم الآن التجار في 129 دولة ومنطقة',
        summary: 'أكثر من ثلاثة ملايين تاجر يديرون اليوم مخزونهم ومبيعاتهم على Tallybook.',
        body: [
          'تجاوز عدد التجار الذين يستخدمون Tallybook هذا الشهر ثلاثة ملايين تاجر، في 129 دولة ومنطقة وأكثر من 30 قطاعًا. ومعظمهم متاجر لها من فرع واحد إلى خمسة فروع، يديرها أصحابها بأنفسهم.',
          'نشكر كل تاجر أخبرنا بما ينبغي أن نبنيه بعد ذلك. فقد بلغ معدل التجديد لدينا هذا العام 82.6%، وهو الرقم الذي نفخر به أكثر من أي رقم آخر.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2026-10-16',
    hits: 610,
    texts: {
      'en-US': {
        title: 'Tallybook opens a support centre in Kuala Lumpur',
        summary:
          'Merchants in Southeast Asia get support in English, Malay and Chinese during their own working hours.',
        body: [
          'Our new team in Kuala Lumpur answers calls, chats and emails from 8:30 to 18:15 local time, and helps partners in the region onboard their customers.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 吉隆坡服务中心启用',
        summary: '东南亚商家可在当地工作时间获得英语、马来语和中文支持。',
        body: ['吉隆坡新团队在当地时间 8:30 至 18:15 接听电话、回复在线咨询和邮件，并协助区域伙伴为客户完成上线。'],
      },
      'zh-TW': {
        title: 'Tallybook 吉隆坡服務中心啟用',
        summary: '東南亞商家可在當地工作時間獲得英語、馬來語與中文支援。',
        body: ['吉隆坡新團隊在當地時間 8:30 至 18:15 接聽電話、回覆線上諮詢與郵件，並協助區域夥伴為客戶完成導入。'],
      },
      ar: {
        title: 'Tallybook يفتتح مركز دعم في كوالالمبور',
        summary: 'يحصل التجار في جنوب شرق آسيا على الدعم بالإنجليزية والملايوية والصينية خلال ساعات عملهم.',
        body: [
          'يرد فريقنا الجديد في كوالالمبور على المكالمات والمحادثات ورسائل البريد الإلكتروني من 8:30 إلى 18:15 بالتوقيت المحلي، ويساعد الشركاء في المنطقة على تجهيز عملائهم للبدء باستخدام Tallybook.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2026-09-18',
    hits: 450,
    texts: {
      'en-US': {
        title: 'Partner conference 2026: 600 partners, one goal',
        summary: 'Partners from 40 cities met in Hangzhou to share how they grow with small merchants.',
        body: [
          'Over two days, partners shared what works: onboarding a shop in one afternoon, training staff with short videos, and visiting again after the first month.',
          'We announced a simpler rebate statement and faster withdrawals for partners, available from November.',
        ],
      },
      'zh-CN': {
        title: '2026 伙伴大会：600 位伙伴，同一个目标',
        summary: '来自 40 个城市的伙伴齐聚杭州，分享与小微商家共同成长的经验。',
        body: [
          '两天里，伙伴们分享了行之有效的做法：一个下午完成门店上线、用短视频培训店员、首月后回访。',
          '会上我们发布了更清晰的返利明细和更快的提现流程，将于 11 月上线。',
        ],
      },
      'zh-TW': {
        title: '2026 夥伴大會：600 位夥伴，同一個目標',
        summary: '來自 40 個城市的夥伴齊聚杭州，分享與小微商家共同成長的經驗。',
        body: [
          '兩天裡，夥伴們分享了行之有效的做法：一個下午完成門市導入、用短影片培訓店員、首月後回訪。',
          '會上我們發佈了更清楚的返利明細與更快的提領流程，將於 11 月上線。',
        ],
      },
      ar: {
        title: 'مؤتمر الشركاء 2026: 600 شريك وهدف واحد',
        summary: 'اجتمع شركاء من 40 مدينة في هانغتشو ليتبادلوا تجاربهم في النمو مع التجار الصغار.',
        body: [
          'على مدى يومين، تبادل الشركاء ما أثبت نجاحه: تجهيز المتجر للعمل في فترة بعد ظهر واحدة، وتدريب الموظفين بمقاطع فيديو قصيرة، والعودة لزيارة التاجر بعد الشهر الأول.',
          'وأعلنّا عن كشف عمولات أبسط وعمليات سحب أسرع للشركاء، يبدأ العمل بهما في نوفمبر.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2026-08-25',
    hits: 390,
    texts: {
      'en-US': {
        title: 'Tallybook renews its ISO/IEC 27001 certification',
        summary: 'An independent audit confirmed how we protect merchants’ data, for the fourth year running.',
        body: [
          'The audit covered our data centres, backups, access control and incident response. Merchant data is encrypted at rest and in transit, and backed up daily to a second region.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 再次通过 ISO/IEC 27001 认证',
        summary: '独立审核连续第四年确认了我们保护商家数据的能力。',
        body: [
          '本次审核覆盖数据中心、备份、访问控制和事件响应。商家数据在存储和传输中全程加密，并每日备份至异地机房。',
        ],
      },
      'zh-TW': {
        title: 'Tallybook 再次通過 ISO/IEC 27001 驗證',
        summary: '獨立稽核連續第四年確認了我們保護商家資料的能力。',
        body: [
          '本次稽核涵蓋資料中心、備份、存取控制與事件應變。商家資料在儲存與傳輸中全程加密，並每日備份至異地機房。',
        ],
      },
      ar: {
        title: 'Tallybook يجدد شهادة ISO/IEC 27001',
        summary: 'للعام الرابع على التوالي، يؤكد تدقيق مستقل سلامة الطريقة التي نحمي بها بيانات التجار.',
        body: [
          'شمل التدقيق مراكز البيانات والنسخ الاحتياطي والتحكم في الوصول والاستجابة للحوادث. وتُشفَّر بيانات التجار أثناء التخزين والنقل، وتُنسخ احتياطيًا كل يوم إلى منطقة جغرافية ثانية.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2026-07-01',
    hits: 330,
    texts: {
      'en-US': {
        title: 'Our privacy policy is updated from 1 July 2026',
        summary:
          'Clearer wording on what we collect, why, and how long we keep it. Nothing changes in how your data is used.',
        body: [
          'The new version explains in plain words which data we keep for your account, for billing and for support, and how long each is kept. It also names the service providers that process data for us.',
          'You can read the new policy and compare it with earlier versions on our privacy page.',
        ],
      },
      'zh-CN': {
        title: '隐私政策自 2026 年 7 月 1 日起更新',
        summary: '更清楚地说明我们收集什么、为什么收集、保存多久。数据的使用方式没有变化。',
        body: [
          '新版用平实的语言说明了账号、计费和客服各需要保存哪些数据、分别保存多久，并列出了为我们处理数据的服务商。',
          '您可以在隐私政策页面阅读新版，并与历史版本对照。',
        ],
      },
      'zh-TW': {
        title: '隱私權政策自 2026 年 7 月 1 日起更新',
        summary: '更清楚地說明我們蒐集什麼、為什麼蒐集、保存多久。資料的使用方式沒有變化。',
        body: [
          '新版以淺白的文字說明帳號、計費與客服各需要保存哪些資料、分別保存多久，並列出為我們處理資料的服務商。',
          '您可以在隱私權政策頁面閱讀新版，並與歷史版本對照。',
        ],
      },
      ar: {
        title: 'تحديث سياسة الخصوصية اعتبارًا من 1 يوليو 2026',
        summary: 'صياغة أوضح لما نجمعه ولماذا نجمعه وكم من الوقت نحتفظ به. ولا يتغير شيء في طريقة استخدام بياناتك.',
        body: [
          'تشرح النسخة الجديدة بكلمات بسيطة البيانات التي نحتفظ بها لحسابك وللفوترة وللدعم، ومدة الاحتفاظ بكل منها. كما تذكر بالاسم مزوّدي الخدمات الذين يعالجون البيانات نيابةً عنا.',
          'يمكنك قراءة السياسة الجديدة ومقارنتها بالنسخ السابقة في صفحة الخصوصية.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2026-05-20',
    hits: 520,
    texts: {
      'en-US': {
        title: 'Tallybook wins the 2026 SME Software Award for retail',
        summary: 'The jury praised how quickly a small shop can start and the quality of support.',
        body: [
          'The award is decided by a jury of merchants and trade associations. They tested products by setting up a shop from scratch, and Tallybook was the fastest to a first sale.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 荣获 2026 年度中小企业零售软件奖',
        summary: '评委肯定了小店上手速度之快和客服质量之高。',
        body: [
          '该奖项由商家和行业协会组成的评审团评选。评审从零开始搭建门店来测试产品，Tallybook 是最快完成第一笔销售的产品。',
        ],
      },
      'zh-TW': {
        title: 'Tallybook 榮獲 2026 年度中小企業零售軟體獎',
        summary: '評審肯定了小店上手速度之快與客服品質之高。',
        body: [
          '該獎項由商家與產業公會組成的評審團評選。評審從零開始建置門市來測試產品，Tallybook 是最快完成第一筆銷售的產品。',
        ],
      },
      ar: {
        title: 'Tallybook يفوز بجائزة برمجيات الشركات الصغيرة والمتوسطة لعام 2026 في فئة التجزئة',
        summary: 'أشادت لجنة التحكيم بالسرعة التي يبدأ بها المتجر الصغير العمل وبجودة الدعم.',
        body: [
          'تمنح الجائزةَ لجنةُ تحكيم من التجار والجمعيات التجارية. وقد اختبرت اللجنة المنتجات بتجهيز متجر من الصفر، فكان Tallybook الأسرع في الوصول إلى أول عملية بيع.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2026-04-08',
    hits: 280,
    texts: {
      'en-US': {
        title: 'Extended support hours during the spring trade fair season',
        summary: 'From 10 to 30 April our phone support opens at 8:00 and closes at 20:00 (UTC+8).',
        body: [
          'Wholesalers are at their busiest in April. For three weeks we open an hour and a half earlier and close almost two hours later, with more staff on chat.',
        ],
      },
      'zh-CN': {
        title: '春季交易会期间延长客服时间',
        summary: '4 月 10 日至 30 日，电话客服时间调整为 8:00 至 20:00（UTC+8）。',
        body: ['四月是批发商最忙的时候。这三周我们提早一个半小时上班、延后将近两小时下班，并增加在线客服人手。'],
      },
      'zh-TW': {
        title: '春季交易會期間延長客服時間',
        summary: '4 月 10 日至 30 日，電話客服時間調整為 8:00 至 20:00（UTC+8）。',
        body: ['四月是批發商最忙的時候。這三週我們提早一個半小時上班、延後將近兩小時下班，並增加線上客服人手。'],
      },
      ar: {
        title: 'تمديد ساعات الدعم خلال موسم المعارض التجارية الربيعية',
        summary: 'من 10 إلى 30 أبريل، يبدأ الدعم الهاتفي في الساعة 8:00 ويستمر حتى 20:00 (UTC+8).',
        body: [
          'أبريل أكثر الشهور ازدحامًا لدى تجار الجملة. لذلك نبدأ العمل طوال ثلاثة أسابيع قبل موعدنا المعتاد بساعة ونصف، ونغلق بعده بنحو ساعتين، مع زيادة عدد الموظفين في الدردشة.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2026-02-12',
    hits: 360,
    texts: {
      'en-US': {
        title: 'Invite a friend: 15 days free for both of you',
        summary: 'Share your invite link; when a friend subscribes, you both get 15 extra days.',
        body: [
          'Find your invite link under **Me › Invite friends**. There is no limit on how many friends you invite, and rewards are added to your subscription automatically.',
        ],
      },
      'zh-CN': {
        title: '邀请好友，双方各得 15 天',
        summary: '分享邀请链接，好友订购后，你们各获赠 15 天使用时长。',
        body: ['在**我的 › 邀请好友**中找到您的专属链接。邀请人数不设上限，奖励会自动加到您的订购时长中。'],
      },
      'zh-TW': {
        title: '邀請好友，雙方各得 15 天',
        summary: '分享邀請連結，好友訂閱後，你們各獲贈 15 天使用期間。',
        body: ['在**我的 › 邀請好友**中找到您的專屬連結。邀請人數不設上限，獎勵會自動加到您的訂閱期間中。'],
      },
      ar: {
        title: 'ادعُ صديقًا: 15 يومًا مجانًا لكل منكما',
        summary: 'شارك رابط الدعوة الخاص بك، وعندما يشترك صديقك يحصل كل منكما على 15 يومًا إضافيًا.',
        body: [
          'تجد رابط الدعوة في **حسابي › دعوة الأصدقاء**. لا حد لعدد الأصدقاء الذين يمكنك دعوتهم، وتُضاف المكافآت إلى اشتراكك تلقائيًا.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2025-12-30',
    hits: 300,
    texts: {
      'en-US': {
        title: 'A year of Tallybook in numbers',
        summary: '480 million documents, 150 million barcodes and 2.1 million stocktakes in 2025.',
        body: [
          'Merchants created 480 million sales and purchase documents on Tallybook this year and counted their shelves 2.1 million times. Our product library now recognises 150 million barcodes.',
        ],
      },
      'zh-CN': {
        title: '数说 Tallybook 这一年',
        summary: '2025 年：4.8 亿张单据、1.5 亿条码、210 万次盘点。',
        body: [
          '今年商家在 Tallybook 上开出 4.8 亿张销售和采购单据，完成 210 万次盘点。我们的商品库现已收录 1.5 亿个条码。',
        ],
      },
      'zh-TW': {
        title: '數說 Tallybook 這一年',
        summary: '2025 年：4.8 億張單據、1.5 億條碼、210 萬次盤點。',
        body: [
          '今年商家在 Tallybook 上開出 4.8 億張銷售與採購單據，完成 210 萬次盤點。我們的商品庫現已收錄 1.5 億個條碼。',
        ],
      },
      ar: {
        title: 'عام من Tallybook بالأرقام',
        summary: '480 مليون مستند و150 مليون رمز شريطي و2.1 مليون عملية جرد في 2025.',
        body: [
          'أنشأ التجار على Tallybook هذا العام 480 مليون مستند بيع وشراء، وجردوا رفوفهم 2.1 مليون مرة. وأصبحت مكتبة المنتجات لدينا تتعرّف على 150 مليون رمز شريطي.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2025-11-11',
    hits: 250,
    texts: {
      'en-US': {
        title: 'Tallybook joins the Small Retail Digital Alliance',
        summary:
          'Together with payment, logistics and hardware partners, we help small shops go digital at a fair price.',
        body: [
          'Members of the alliance agree on open data formats, so a merchant can move their products, customers and history between services without retyping them.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 加入小微零售数字化联盟',
        summary: '与支付、物流和硬件伙伴一起，以合理的价格帮助小店数字化。',
        body: ['联盟成员约定采用开放的数据格式，商家可以在不同服务之间迁移商品、客户和历史数据，无需重新录入。'],
      },
      'zh-TW': {
        title: 'Tallybook 加入小微零售數位化聯盟',
        summary: '與支付、物流與硬體夥伴一起，以合理的價格協助小店數位化。',
        body: ['聯盟成員約定採用開放的資料格式，商家可以在不同服務之間移轉商品、客戶與歷史資料，無須重新登錄。'],
      },
      ar: {
        title: 'Tallybook ينضم إلى تحالف التحول الرقمي لمتاجر التجزئة الصغيرة',
        summary:
          'نساعد المتاجر الصغيرة، مع شركائنا في المدفوعات والخدمات اللوجستية والأجهزة، على التحول الرقمي بسعر عادل.',
        body: [
          'يتفق أعضاء التحالف على صيغ بيانات مفتوحة، ليتمكن التاجر من نقل منتجاته وعملائه وسجلّه بين الخدمات المختلفة دون أن يعيد إدخالها.',
        ],
      },
    },
  },
  {
    category: 'company-news',
    publishedAt: '2025-10-09',
    hits: 210,
    texts: {
      'en-US': {
        title: 'New office in Shenzhen for our hardware team',
        summary:
          'The team that certifies scanners, printers and cash drawers for Tallybook moves closer to the makers.',
        body: [
          'Every device on our compatibility list is tested in our lab with the Windows client and the mobile apps. The new lab has room for twice as many devices.',
        ],
      },
      'zh-CN': {
        title: '硬件团队入驻深圳新办公室',
        summary: '负责扫码枪、打印机和钱箱兼容认证的团队搬到离厂商更近的地方。',
        body: [
          '兼容列表中的每一款设备都在我们的实验室中与 Windows 客户端和手机 App 一起测试。新实验室可容纳的设备数量翻了一番。',
        ],
      },
      'zh-TW': {
        title: '硬體團隊進駐深圳新辦公室',
        summary: '負責掃描器、印表機與錢箱相容認證的團隊搬到離廠商更近的地方。',
        body: [
          '相容清單中的每一款裝置都在我們的實驗室中與 Windows 用戶端和手機 App 一起測試。新實驗室可容納的裝置數量增加了一倍。',
        ],
      },
      ar: {
        title: 'مكتب جديد لفريق الأجهزة في شنجن',
        summary:
          'الفريق الذي يعتمد الماسحات الضوئية والطابعات وأدراج النقد للعمل مع Tallybook ينتقل إلى مكان أقرب إلى المصنّعين.',
        body: [
          'يُختبر كل جهاز في قائمة الأجهزة المتوافقة لدينا في مختبرنا مع برنامج ويندوز وتطبيقات الجوال. ويتسع المختبر الجديد لضعف عدد الأجهزة.',
        ],
      },
    },
  },
  // Industry news
  {
    category: 'industry-news',
    publishedAt: '2026-11-12',
    hits: 1430,
    texts: {
      'en-US': {
        title: 'Five stock mistakes that cost small shops the most',
        summary: 'Missed receipts, no minimum stock, counting too rarely, mixed units and unrecorded damage.',
        body: [
          'Across the shops we studied, most of the money lost to stock problems came from five habits. None needs new equipment to fix.',
        ],
        points: [
          'Receiving goods without recording them',
          'No minimum stock for fast sellers',
          'Counting once a year instead of a shelf a week',
          'Buying in cases and selling in pieces without conversions',
          'Throwing away damaged goods without a record',
        ],
      },
      'zh-CN': {
        title: '小店最“烧钱”的五个库存错误',
        summary: '漏录入库、不设下限、盘点太少、单位混乱、损耗不记。',
        body: ['在我们调研的门店中，库存问题造成的损失大多来自五个习惯，改正它们都不需要添置新设备。'],
        points: [
          '到货不登记入库',
          '畅销品不设最低库存',
          '一年盘一次，而不是每周盘一个货架',
          '按箱进、按件卖却不设换算',
          '残损商品直接丢弃不记录',
        ],
      },
      'zh-TW': {
        title: '小店最「燒錢」的五個庫存錯誤',
        summary: '漏登進貨、不設下限、盤點太少、單位混亂、損耗不記。',
        body: ['在我們調查的門市中，庫存問題造成的損失大多來自五個習慣，改正它們都不需要添購新設備。'],
        points: [
          '到貨不登錄進貨',
          '暢銷品不設最低庫存',
          '一年盤一次，而不是每週盤一個貨架',
          '按箱進、按件賣卻不設換算',
          '瑕疵商品直接丟棄不記錄',
        ],
      },
      ar: {
        title: 'خمسة أخطاء في المخزون تكلّف المتاجر الصغيرة أكثر من غيرها',
        summary: 'بضائع مستلمة لا تُسجَّل، وغياب الحد الأدنى للمخزون، وجرد نادر، ووحدات مختلطة، وتلف لا يُقيَّد.',
        body: [
          'في المتاجر التي درسناها، جاء معظم المال الضائع بسبب مشكلات المخزون من خمس عادات، ولا يحتاج إصلاح أيٍّ منها إلى معدات جديدة.',
        ],
        points: [
          'استلام البضائع دون تسجيلها',
          'عدم تحديد حد أدنى لمخزون الأصناف سريعة البيع',
          'الجرد مرة في السنة بدلًا من جرد رفّ واحد كل أسبوع',
          'الشراء بالكرتونة والبيع بالقطعة دون معاملات تحويل',
          'التخلص من البضائع التالفة دون تسجيلها',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2026-10-22',
    hits: 1010,
    texts: {
      'en-US': {
        title: 'Mobile payments now make up 78% of small-shop sales',
        summary: 'Cash keeps falling, but it is not gone: plan your counter for both.',
        body: [
          'In shops using Tallybook POS, the share of sales paid by QR code rose from 61% to 78% in two years. Cash still pays for one sale in five, mostly small amounts in the morning.',
          'The practical advice is unchanged: keep a float, count the drawer at every shift change, and reconcile mobile payments daily.',
        ],
      },
      'zh-CN': {
        title: '移动支付已占小店销售额的 78%',
        summary: '现金持续减少但并未消失，收银台要两手准备。',
        body: [
          '在使用 Tallybook 收银的门店中，扫码支付的销售额占比两年内从 61% 升至 78%。现金仍占五分之一的交易，多为早间的小额消费。',
          '实用建议不变：备好零钱、每次交班清点钱箱、每天核对移动支付到账。',
        ],
      },
      'zh-TW': {
        title: '行動支付已占小店銷售額的 78%',
        summary: '現金持續減少但並未消失，收銀台要兩手準備。',
        body: [
          '在使用 Tallybook 收銀的門市中，掃碼付款的銷售額占比兩年內從 61% 升至 78%。現金仍占五分之一的交易，多為早上的小額消費。',
          '實用建議不變：備好零錢、每次交班清點錢箱、每天核對行動支付入帳。',
        ],
      },
      ar: {
        title: 'المدفوعات عبر الهاتف تشكّل الآن 78% من مبيعات المتاجر الصغيرة',
        summary: 'النقد يواصل التراجع لكنه لم يختفِ، فجهّز منضدة البيع لكليهما.',
        body: [
          'في المتاجر التي تستخدم Tallybook POS، ارتفعت حصة المبيعات المدفوعة عبر رمز QR من 61% إلى 78% خلال عامين. ولا يزال النقد يُستخدم في عملية بيع من كل خمس، معظمها مبالغ صغيرة في الصباح.',
          'وتبقى النصيحة العملية كما هي: احتفظ بمبلغ للفكّة، وعُدَّ ما في درج النقد عند كل تبديل للوردية، وطابِق المدفوعات عبر الهاتف يوميًا.',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2026-09-24',
    hits: 820,
    texts: {
      'en-US': {
        title: 'How wholesalers are shortening their payment terms',
        summary: 'Statements by link, small discounts for early payment and clear credit limits are working.',
        body: [
          'Wholesalers we spoke to cut their average collection time from 47 to 31 days in a year, mainly by sending statements every week instead of every month and by stopping orders at the credit limit.',
        ],
      },
      'zh-CN': {
        title: '批发商如何缩短回款周期',
        summary: '链接对账、提前付款小额优惠、明确的赊账额度正在奏效。',
        body: [
          '我们访谈的批发商在一年内把平均回款时间从 47 天缩短到 31 天，主要做法是每周而非每月发送对账单，以及超出额度即停止赊销。',
        ],
      },
      'zh-TW': {
        title: '批發商如何縮短收款週期',
        summary: '連結對帳、提前付款小額折讓、明確的賒帳額度正在奏效。',
        body: [
          '我們訪談的批發商在一年內把平均收款時間從 47 天縮短到 31 天，主要做法是每週而非每月傳送對帳單，以及超過額度即停止賒銷。',
        ],
      },
      ar: {
        title: 'كيف يقصّر تجار الجملة آجال السداد',
        summary: 'كشوف الحساب عبر الروابط، والخصومات الصغيرة على الدفع المبكر، وحدود الائتمان الواضحة تؤتي ثمارها.',
        body: [
          'خفّض تجار الجملة الذين تحدثنا إليهم متوسط مدة التحصيل من 47 إلى 31 يومًا خلال عام واحد، وذلك أساسًا بإرسال كشوف الحساب كل أسبوع بدلًا من كل شهر، وبإيقاف الطلبات عند بلوغ حد الائتمان.',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2026-08-28',
    hits: 760,
    texts: {
      'en-US': {
        title: 'Fresh produce: selling by weight without losing money',
        summary: 'Shrinkage in fresh produce is often 8–12%. Weighing, pricing and counting daily bring it down.',
        body: [
          'Fruit and vegetables lose water, get handled and go off. Shops that weigh deliveries, set prices by the kilo on scales linked to the POS and count fresh stock every evening keep shrinkage under 5%.',
        ],
      },
      'zh-CN': {
        title: '生鲜称重销售如何不亏钱',
        summary: '生鲜损耗常达 8%–12%，称重、定价和每日盘点能把它降下来。',
        body: [
          '果蔬会失水、被挑拣、会腐坏。到货过磅、用与收银联动的电子秤按公斤定价、每晚盘点生鲜的门店，损耗能控制在 5% 以内。',
        ],
      },
      'zh-TW': {
        title: '生鮮秤重銷售如何不虧錢',
        summary: '生鮮損耗常達 8%–12%，秤重、定價與每日盤點能把它降下來。',
        body: [
          '蔬果會失水、被挑揀、會腐壞。到貨過磅、用與收銀連動的電子秤依公斤定價、每晚盤點生鮮的門市，損耗能控制在 5% 以內。',
        ],
      },
      ar: {
        title: 'المنتجات الطازجة: البيع بالوزن دون خسارة',
        summary: 'كثيرًا ما يبلغ الهدر في المنتجات الطازجة 8–12%، ويخفّضه الوزن والتسعير والجرد اليومي.',
        body: [
          'تفقد الفواكه والخضراوات ماءها، وتتأثر بكثرة التقليب، وتتلف. أما المتاجر التي تزن البضاعة عند وصولها، وتسعّرها بالكيلوغرام على موازين مرتبطة بنقطة البيع، وتجرد المخزون الطازج كل مساء، فتُبقي الهدر دون 5%.',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2026-07-30',
    hits: 690,
    texts: {
      'en-US': {
        title: 'Community group buying: what it means for neighbourhood stores',
        summary:
          'Pre-orders collected in chat groups are a new channel for corner shops, if stock is planned for them.',
        body: [
          'More neighbourhood stores now collect next-day orders in their customers’ chat groups. The ones that do it well record the orders in their system, buy exactly what was ordered and keep it apart from shelf stock.',
        ],
      },
      'zh-CN': {
        title: '社区团购对社区小店意味着什么',
        summary: '在社群中收集预订单成为小店的新渠道，前提是库存要提前规划。',
        body: [
          '越来越多社区小店在顾客群里收集次日订单。做得好的门店会把订单录入系统、按订单精确采购，并与货架库存分开管理。',
        ],
      },
      'zh-TW': {
        title: '社區團購對社區小店意味著什麼',
        summary: '在社群中收集預購單成為小店的新通路，前提是庫存要提前規劃。',
        body: [
          '越來越多社區小店在顧客群組裡收集隔日訂單。做得好的門市會把訂單登錄系統、依訂單精確採購，並與貨架庫存分開管理。',
        ],
      },
      ar: {
        title: 'الشراء الجماعي في الأحياء: ماذا يعني لمتاجر الحي؟',
        summary:
          'الطلبات المسبقة التي تُجمع في مجموعات الدردشة قناة جديدة لمتاجر الحي، بشرط التخطيط للمخزون اللازم لها.',
        body: [
          'يجمع عدد متزايد من متاجر الأحياء طلبات اليوم التالي في مجموعات الدردشة الخاصة بزبائنها. والمتاجر التي تُحسن ذلك تسجّل الطلبات في نظامها، وتشتري ما طُلب بالضبط، وتُبقيه منفصلًا عن مخزون الرفوف.',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2026-06-19',
    hits: 640,
    texts: {
      'en-US': {
        title: 'E-invoicing rules for small sellers in 2026',
        summary: 'What changes for shops that issue fapiao, and how to prepare your customer details.',
        body: [
          'Electronic fapiao are becoming the default for small sellers. The main work is on your side: keep each business customer’s name and tax number correct in your customer list, so fapiao can be issued from the sale without retyping.',
        ],
      },
      'zh-CN': {
        title: '2026 年小规模纳税人电子发票要点',
        summary: '开票门店有哪些变化，以及如何提前整理客户开票信息。',
        body: [
          '电子发票正逐步成为小规模商家的默认方式。主要准备工作在您这边：在客户资料中维护好每个企业客户的名称和税号，开票时即可从销售单直接生成，无需重复录入。',
        ],
      },
      'zh-TW': {
        title: '2026 年小規模營業人電子發票要點',
        summary: '開立發票的門市有哪些變化，以及如何提前整理客戶發票資訊。',
        body: [
          '電子發票正逐步成為小規模商家的預設方式。主要準備工作在您這邊：在客戶資料中維護好每個企業客戶的名稱與統一編號，開立時即可從銷售單直接產生，無須重複登錄。',
        ],
      },
      ar: {
        title: 'قواعد الفوترة الإلكترونية لصغار البائعين في 2026',
        summary: 'ما الذي يتغير للمتاجر التي تصدر الفواتير الضريبية (fapiao)، وكيف تجهّز بيانات عملائك لها.',
        body: [
          'أصبحت فواتير fapiao الإلكترونية الخيار الافتراضي لصغار البائعين. ويقع معظم العمل على عاتقك: احرص على أن يكون اسم كل عميل من الشركات ورقمه الضريبي صحيحين في قائمة عملائك، لتصدر الفاتورة من عملية البيع مباشرة دون إعادة إدخال البيانات.',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2026-05-07',
    hits: 580,
    texts: {
      'en-US': {
        title: 'Why small retailers are moving their books to the cloud',
        summary: 'Owners want the numbers on their phone; accountants want clean data at month end.',
        body: [
          'A survey of 2,000 shop owners found that 64% now check sales on their phone every day, and that those whose accountant works from the same system close the month four days sooner.',
        ],
      },
      'zh-CN': {
        title: '小微零售商为何纷纷把账搬上云',
        summary: '老板想在手机上看数，会计想在月末拿到干净的数据。',
        body: [
          '一项针对 2000 位店主的调查显示，64% 的店主每天用手机查看销售，而会计与门店使用同一系统的商家，月结平均提前四天完成。',
        ],
      },
      'zh-TW': {
        title: '小微零售商為何紛紛把帳搬上雲端',
        summary: '老闆想在手機上看數字，會計想在月底拿到乾淨的資料。',
        body: [
          '一項針對 2000 位店主的調查顯示，64% 的店主每天用手機查看銷售，而會計與門市使用同一系統的商家，月結平均提前四天完成。',
        ],
      },
      ar: {
        title: 'لماذا ينقل تجار التجزئة الصغار حساباتهم إلى السحابة',
        summary: 'أصحاب المتاجر يريدون الأرقام على هواتفهم، والمحاسبون يريدون بيانات سليمة في نهاية الشهر.',
        body: [
          'وجد استطلاع شمل 2,000 من أصحاب المتاجر أن 64% منهم باتوا يتابعون المبيعات على هواتفهم كل يوم، وأن من يعمل محاسبوهم على النظام نفسه يُقفلون حسابات الشهر قبل غيرهم بأربعة أيام.',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2026-03-26',
    hits: 470,
    texts: {
      'en-US': {
        title: 'Planning stock for the holiday peak',
        summary: 'Use last year’s sales, not last month’s, and order the long-lead items first.',
        body: [
          'For peak seasons, last month is the wrong guide. Compare the same weeks last year, add your growth, and place orders for imported and seasonal items six to eight weeks ahead.',
        ],
      },
      'zh-CN': {
        title: '节日旺季如何备货',
        summary: '参考去年同期而非上个月的销售，交期长的商品先下单。',
        body: ['旺季备货不能看上个月。请对比去年同期几周的销售，加上今年的增长，进口和季节性商品提前六到八周下单。'],
      },
      'zh-TW': {
        title: '節日旺季如何備貨',
        summary: '參考去年同期而非上個月的銷售，交期長的商品先下單。',
        body: ['旺季備貨不能看上個月。請比較去年同期幾週的銷售，加上今年的成長，進口與季節性商品提前六到八週下單。'],
      },
      ar: {
        title: 'التخطيط للمخزون في ذروة موسم الأعياد',
        summary: 'اعتمد على مبيعات العام الماضي لا الشهر الماضي، واطلب أولًا الأصناف التي يستغرق توريدها وقتًا أطول.',
        body: [
          'في مواسم الذروة، لا يصلح الشهر الماضي دليلًا. قارن الأسابيع نفسها من العام الماضي، وأضف إليها نسبة نموك، واطلب الأصناف المستوردة والموسمية قبل موعدها بستة إلى ثمانية أسابيع.',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2026-02-05',
    hits: 430,
    texts: {
      'en-US': {
        title: 'Barcode quality: why 1 in 50 scans fails, and how to fix it',
        summary: 'Small, glossy or curved barcodes cause most failed scans. Labels and settings help.',
        body: [
          'Failed scans slow the queue and lead to manual price entry. Reprinting your own labels at 40×30 mm on matte paper and enabling the scanner’s reading of short codes solves most cases.',
        ],
      },
      'zh-CN': {
        title: '条码质量：为什么每 50 次扫码就失败一次',
        summary: '过小、反光或弯曲的条码最易扫码失败，换标签、调设置即可改善。',
        body: [
          '扫码失败会拖慢排队，还会导致手动输价。用哑光纸按 40×30 毫米重新打印自有标签，并开启扫码枪对短码的识别，大多数问题即可解决。',
        ],
      },
      'zh-TW': {
        title: '條碼品質：為什麼每 50 次掃碼就失敗一次',
        summary: '過小、反光或彎曲的條碼最易掃碼失敗，換標籤、調設定即可改善。',
        body: [
          '掃碼失敗會拖慢排隊，還會導致手動輸入價格。用霧面紙依 40×30 公釐重新列印自有標籤，並開啟掃描器對短碼的辨識，大多數問題即可解決。',
        ],
      },
      ar: {
        title: 'جودة الرموز الشريطية: لماذا تفشل عملية مسح من كل 50، وكيف تعالج ذلك',
        summary:
          'الرموز الصغيرة أو اللامعة أو المنحنية وراء معظم حالات فشل المسح، وتغيير الملصقات وضبط الإعدادات يحلّان أغلبها.',
        body: [
          'يؤدي فشل المسح إلى إبطاء الطابور وإلى إدخال الأسعار يدويًا. وتُحَلّ معظم الحالات بإعادة طباعة ملصقاتك الخاصة بمقاس 40×30 مم على ورق غير لامع، وتفعيل قراءة الرموز القصيرة في الماسح الضوئي.',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2025-12-18',
    hits: 380,
    texts: {
      'en-US': {
        title: 'Membership that works for a single store',
        summary: 'Points are not enough. Member prices, birthdays and a reason to come back next week are.',
        body: [
          'Single-store loyalty works best when it is simple: a member price on everyday items, a small birthday gift, and a reminder when a customer’s usual purchase is due.',
        ],
      },
      'zh-CN': {
        title: '单店也能做好会员',
        summary: '光有积分不够，会员价、生日礼和下周再来的理由才管用。',
        body: ['单店会员越简单越有效：日常商品设会员价、生日送一份小礼物，以及在顾客常买的商品该补货时提醒一声。'],
      },
      'zh-TW': {
        title: '單店也能經營好會員',
        summary: '光有點數不夠，會員價、生日禮與下週再來的理由才管用。',
        body: ['單店會員越簡單越有效：日常商品設會員價、生日送一份小禮物，以及在顧客常買的商品該補貨時提醒一聲。'],
      },
      ar: {
        title: 'برنامج عضوية يناسب المتجر الواحد',
        summary:
          'النقاط وحدها لا تكفي. ما ينجح هو أسعار الأعضاء، وتذكُّر أعياد الميلاد، وسبب يدفع الزبون إلى العودة الأسبوع المقبل.',
        body: [
          'ينجح برنامج الولاء في المتجر الواحد حين يكون بسيطًا: سعر خاص بالأعضاء على الأصناف اليومية، وهدية صغيرة في عيد الميلاد، وتذكير حين يحين موعد مشتريات الزبون المعتادة.',
        ],
      },
    },
  },
  {
    category: 'industry-news',
    publishedAt: '2025-10-30',
    hits: 350,
    texts: {
      'en-US': {
        title: 'Cross-border wholesale: keeping prices in two currencies',
        summary: 'Quote in the buyer’s currency, book in yours, and record the rate on every order.',
        body: [
          'Wholesalers selling abroad avoid most disputes by quoting in the buyer’s currency, recording the exchange rate on each order, and settling differences on the statement rather than on each invoice.',
        ],
      },
      'zh-CN': {
        title: '跨境批发：双币种价格管理',
        summary: '以买方币种报价、以本币记账，并在每张订单上记录汇率。',
        body: [
          '做外销的批发商，只要以买方币种报价、在每张订单上记录汇率、在对账单而非每张发票上结算汇差，就能避免大部分纠纷。',
        ],
      },
      'zh-TW': {
        title: '跨境批發：雙幣別價格管理',
        summary: '以買方幣別報價、以本國幣記帳，並在每張訂單上記錄匯率。',
        body: [
          '做外銷的批發商，只要以買方幣別報價、在每張訂單上記錄匯率、在對帳單而非每張發票上結算匯差，就能避免大部分爭議。',
        ],
      },
      ar: {
        title: 'الجملة عبر الحدود: إدارة الأسعار بعملتين',
        summary: 'قدّم عرض السعر بعملة المشتري، وقيّد حساباتك بعملتك، وسجّل سعر الصرف في كل طلب.',
        body: [
          'يتجنب تجار الجملة الذين يبيعون إلى الخارج معظم النزاعات حين يقدّمون أسعارهم بعملة المشتري، ويسجّلون سعر الصرف في كل طلب، ويسوّون فروق الصرف في كشف الحساب بدلًا من تسويتها في كل فاتورة على حدة.',
        ],
      },
    },
  },
];
