// Demo content: customer cases. The businesses and people are invented.
import type { Localized } from './localized.ts';

export const CASE_INDUSTRIES: ReadonlyArray<{ alias: string; texts: Localized<{ name: string }> }> = [
  {
    alias: 'retail',
    texts: {
      'en-US': { name: 'Convenience retail' },
      'zh-CN': { name: '便利零售' },
      'zh-TW': { name: '便利零售' },
      ar: { name: 'متاجر البقالة والتجزئة' },
    },
  },
  {
    alias: 'wholesale',
    texts: {
      'en-US': { name: 'Wholesale' },
      'zh-CN': { name: '商贸批发' },
      'zh-TW': { name: '商貿批發' },
      ar: { name: 'تجارة الجملة' },
    },
  },
  {
    alias: 'food',
    texts: {
      'en-US': { name: 'Food and bakery' },
      'zh-CN': { name: '食品烘焙' },
      'zh-TW': { name: '食品烘焙' },
      ar: { name: 'الأغذية والمخابز' },
    },
  },
  {
    alias: 'apparel',
    texts: {
      'en-US': { name: 'Apparel and shoes' },
      'zh-CN': { name: '服装鞋帽' },
      'zh-TW': { name: '服飾鞋帽' },
      ar: { name: 'الملابس والأحذية' },
    },
  },
  {
    alias: 'fresh-produce',
    texts: {
      'en-US': { name: 'Fresh produce' },
      'zh-CN': { name: '生鲜果蔬' },
      'zh-TW': { name: '生鮮蔬果' },
      ar: { name: 'الخضار والفواكه الطازجة' },
    },
  },
  {
    alias: 'beauty',
    texts: {
      'en-US': { name: 'Beauty and personal care' },
      'zh-CN': { name: '美妆个护' },
      'zh-TW': { name: '美妝個護' },
      ar: { name: 'التجميل والعناية الشخصية' },
    },
  },
  {
    alias: 'electronics',
    texts: {
      'en-US': { name: 'Phones and electronics' },
      'zh-CN': { name: '数码电子' },
      'zh-TW': { name: '3C 電子' },
      ar: { name: 'الهواتف والإلكترونيات' },
    },
  },
  {
    alias: 'building-materials',
    texts: {
      'en-US': { name: 'Hardware and building materials' },
      'zh-CN': { name: '五金建材' },
      'zh-TW': { name: '五金建材' },
      ar: { name: 'الخردوات ومواد البناء' },
    },
  },
];

export interface DemoCaseText {
  title: string;
  customer: string;
  region: string;
  summary: string;
  highlights: string[];
  /** Paragraphs: the situation, what they did, what changed. */
  body: string[];
  quote: string;
  quoteAuthor: string;
}

export interface DemoCase {
  /** Names the cover and logo files. */
  slug: string;
  industry: string;
  publishedAt: string;
  hits: number;
  texts: Localized<DemoCaseText>;
}

export const CASES: DemoCase[] = [
  {
    slug: 'sunny-mart',
    industry: 'retail',
    publishedAt: '2026-11-05',
    hits: 2140,
    texts: {
      'en-US': {
        title: 'Six convenience stores, one stocktake a week, no closing',
        customer: 'Sunny Mart',
        region: 'Hangzhou, Zhejiang',
        summary: 'Sunny Mart replaced a yearly closed-door stocktake with a weekly shelf count on staff phones.',
        highlights: [
          'Stock losses down from 3.1% to 1.2%',
          'Stocktake time: 2 days to 40 minutes a week',
          '6 stores on one system',
        ],
        body: [
          'Sunny Mart closed all six stores for two days every January to count stock, and still could not say where the losses came from.',
          'With Tallybook, each store counts two or three shelves a week on staff phones while it stays open. Differences are booked immediately and the owner sees them per shelf and per shift.',
          'Within six months the chain knew which products walked out of the door, moved them behind the counter, and halved its losses.',
        ],
        quote: 'We stopped guessing. Now we know which shelf, which week and which product.',
        quoteAuthor: 'Chen Jie, owner',
      },
      'zh-CN': {
        title: '六家便利店，每周盘点不停业',
        customer: '晴天便利',
        region: '浙江杭州',
        summary: '晴天便利用店员手机每周盘点货架，取代了每年闭店两天的大盘点。',
        highlights: ['损耗率从 3.1% 降至 1.2%', '盘点时间：每年 2 天变为每周 40 分钟', '6 家门店一套系统'],
        body: [
          '过去晴天便利每年一月要把六家店全部关门两天盘点，却仍然说不清损耗出在哪里。',
          '使用 Tallybook 后，每家门店每周用店员手机盘两三个货架，照常营业。差异即时入账，老板可以按货架、按班次查看。',
          '半年内，连锁店弄清了哪些商品最容易丢失，把它们移到收银台后面，损耗减少了一半。',
        ],
        quote: '我们不再靠猜。哪个货架、哪一周、哪件商品，一清二楚。',
        quoteAuthor: '陈杰，店主',
      },
      'zh-TW': {
        title: '六家便利商店，每週盤點不停業',
        customer: '晴天便利',
        region: '浙江杭州',
        summary: '晴天便利用店員手機每週盤點貨架，取代了每年閉店兩天的大盤點。',
        highlights: ['損耗率從 3.1% 降至 1.2%', '盤點時間：每年 2 天變為每週 40 分鐘', '6 家門市一套系統'],
        body: [
          '過去晴天便利每年一月要把六家店全部關門兩天盤點，卻仍然說不清損耗出在哪裡。',
          '使用 Tallybook 後，每家門市每週用店員手機盤兩三個貨架，照常營業。差異即時入帳，老闆可以依貨架、依班次查看。',
          '半年內，連鎖店弄清了哪些商品最容易遺失，把它們移到收銀台後方，損耗減少了一半。',
        ],
        quote: '我們不再靠猜。哪個貨架、哪一週、哪件商品，一清二楚。',
        quoteAuthor: '陳杰，店主',
      },
      ar: {
        title: 'ستة متاجر صغيرة، وجرد كل أسبوع، دون أن تُغلق أبوابها',
        customer: 'صني مارت',
        region: 'هانغتشو، تشجيانغ',
        summary:
          'استغنت صني مارت عن الجرد السنوي الذي كانت تُغلق له أبوابها، واستبدلت به جردًا أسبوعيًا للرفوف بهواتف الموظفين.',
        highlights: [
          'انخفاض خسائر المخزون من 3.1% إلى 1.2%',
          'مدة الجرد: من يومين في السنة إلى 40 دقيقة في الأسبوع',
          '6 متاجر على نظام واحد',
        ],
        body: [
          'كانت صني مارت تُغلق متاجرها الستة يومين كاملين في شهر يناير من كل عام لجرد المخزون، ومع ذلك لم تكن تعرف من أين تأتي الخسائر.',
          'مع Tallybook صار كل متجر يجرد رفّين أو ثلاثة كل أسبوع بهواتف الموظفين دون أن يُغلق أبوابه. تُسجَّل الفروقات فورًا، ويطّلع عليها المالك لكل رف ولكل وردية.',
          'وفي غضون ستة أشهر عرفت السلسلة أي المنتجات تختفي من متاجرها، فنقلتها إلى ما وراء منضدة الدفع، وانخفضت خسائرها إلى النصف.',
        ],
        quote: 'توقفنا عن التخمين. صرنا نعرف أي رف، وأي أسبوع، وأي منتج.',
        quoteAuthor: 'تشن جيه، المالك',
      },
    },
  },
  {
    slug: 'harbour-tiles',
    industry: 'building-materials',
    publishedAt: '2026-10-14',
    hits: 1380,
    texts: {
      'en-US': {
        title: 'A tile wholesaler who knows every customer’s balance',
        customer: 'Harbour Tiles & Stone',
        region: 'Foshan, Guangdong',
        summary:
          'Harbour Tiles moved 400 contractor accounts from paper ledgers and cut collection time by three weeks.',
        highlights: ['Average collection: 52 to 30 days', '400 contractor accounts', 'Statements sent weekly by link'],
        body: [
          'Contractors buy on account, in many small orders, from several sites. Harbour Tiles kept it all in paper ledgers and spent the last week of every month chasing statements.',
          'Now every order is on account in Tallybook with the site name, credit limits stop orders that go too far, and every Friday each contractor receives a statement link they can pay from.',
        ],
        quote: 'The statement goes out on Friday and half of them pay before Monday.',
        quoteAuthor: 'Liang Wei, finance manager',
      },
      'zh-CN': {
        title: '每个客户欠多少，瓷砖批发商心里有数',
        customer: '港湾瓷砖石材',
        region: '广东佛山',
        summary: '港湾瓷砖把 400 个工程客户从纸质账本迁到线上，回款提前了三周。',
        highlights: ['平均回款：52 天缩短至 30 天', '400 个工程客户', '每周链接对账'],
        body: [
          '工程客户赊账采购，单多、量小、工地分散。港湾瓷砖过去全靠纸质账本，每月最后一周都在忙着对账催款。',
          '现在每张单都在 Tallybook 中记账并注明工地，超出额度自动拦截；每周五，每个工程客户都会收到可直接付款的对账链接。',
        ],
        quote: '周五发出对账单，一半客户周一前就付了款。',
        quoteAuthor: '梁伟，财务经理',
      },
      'zh-TW': {
        title: '每個客戶欠多少，磁磚批發商心裡有數',
        customer: '港灣磁磚石材',
        region: '廣東佛山',
        summary: '港灣磁磚把 400 個工程客戶從紙本帳簿移到線上，收款提前了三週。',
        highlights: ['平均收款：52 天縮短至 30 天', '400 個工程客戶', '每週連結對帳'],
        body: [
          '工程客戶賒帳採購，單多、量小、工地分散。港灣磁磚過去全靠紙本帳簿，每月最後一週都在忙著對帳催款。',
          '現在每張單都在 Tallybook 中記帳並註明工地，超過額度自動攔截；每週五，每個工程客戶都會收到可直接付款的對帳連結。',
        ],
        quote: '週五寄出對帳單，一半客戶週一前就付了款。',
        quoteAuthor: '梁偉，財務經理',
      },
      ar: {
        title: 'تاجر جملة للبلاط يعرف رصيد كل عميل',
        customer: 'هاربر للبلاط والحجر',
        region: 'فوشان، قوانغدونغ',
        summary:
          'نقلت هاربر حسابات 400 مقاول من الدفاتر الورقية إلى Tallybook، فصارت تحصّل مستحقاتها أسرع بثلاثة أسابيع.',
        highlights: ['متوسط مدة التحصيل: من 52 إلى 30 يومًا', '400 حساب لمقاولين', 'كشوف حساب أسبوعية تُرسل برابط'],
        body: [
          'يشتري المقاولون بالآجل، في طلبات صغيرة كثيرة، ولعدة مواقع عمل. كانت هاربر تسجّل ذلك كله في دفاتر ورقية، وتقضي الأسبوع الأخير من كل شهر في ملاحقة كشوف الحساب.',
          'أما اليوم فيُسجَّل كل طلب بالآجل في Tallybook مع اسم موقع العمل، وتوقف حدود الائتمان الطلبات التي تتخطاها، وفي كل يوم جمعة يتلقى كل مقاول رابطًا إلى كشف حسابه يستطيع الدفع منه مباشرة.',
        ],
        quote: 'يخرج كشف الحساب يوم الجمعة، ونصفهم يدفع قبل يوم الاثنين.',
        quoteAuthor: 'ليانغ وي، المدير المالي',
      },
    },
  },
  {
    slug: 'golden-crust',
    industry: 'food',
    publishedAt: '2026-09-09',
    hits: 1720,
    texts: {
      'en-US': {
        title: 'A bakery chain that bakes to the number',
        customer: 'Golden Crust Bakery',
        region: 'Chengdu, Sichuan',
        summary:
          'Golden Crust uses yesterday’s sales per store to plan today’s baking, and throws away a third less bread.',
        highlights: ['Waste down 34%', '9 bakeries and 1 central kitchen', 'Batch and expiry on every tray'],
        body: [
          'Each of the nine bakeries used to order from the central kitchen by phone, by feel. Too much bread was thrown away in the evening, and favourites sold out by noon.',
          'The central kitchen now reads each store’s sales by hour in Tallybook and proposes the next day’s orders. Trays carry batch labels, so the oldest goods sell first.',
        ],
        quote: 'We bake what will sell, and the evening bins are nearly empty.',
        quoteAuthor: 'Zhou Min, operations director',
      },
      'zh-CN': {
        title: '按数烘焙的面包连锁',
        customer: '金麦烘焙',
        region: '四川成都',
        summary: '金麦烘焙根据各门店前一天的销售安排当天生产，报废面包减少了三分之一。',
        highlights: ['报损减少 34%', '9 家门店 + 1 个中央厨房', '每一盘都有批次与保质期'],
        body: [
          '过去九家门店都凭感觉打电话向中央厨房订货，晚上要扔掉不少面包，热销款却中午就卖完了。',
          '现在中央厨房在 Tallybook 中查看各店分时段销售，自动生成次日要货建议。每盘面包贴有批次标签，先产先卖。',
        ],
        quote: '卖得掉多少就烤多少，晚上的垃圾桶几乎是空的。',
        quoteAuthor: '周敏，运营总监',
      },
      'zh-TW': {
        title: '按數烘焙的麵包連鎖',
        customer: '金麥烘焙',
        region: '四川成都',
        summary: '金麥烘焙依各門市前一天的銷售安排當天生產，報廢麵包減少了三分之一。',
        highlights: ['報廢減少 34%', '9 家門市 + 1 個中央廚房', '每一盤都有批號與效期'],
        body: [
          '過去九家門市都憑感覺打電話向中央廚房訂貨，晚上要丟掉不少麵包，熱銷款卻中午就賣完了。',
          '現在中央廚房在 Tallybook 中查看各店分時段銷售，自動產生隔日叫貨建議。每盤麵包貼有批號標籤，先產先賣。',
        ],
        quote: '賣得掉多少就烤多少，晚上的垃圾桶幾乎是空的。',
        quoteAuthor: '周敏，營運總監',
      },
      ar: {
        title: 'سلسلة مخابز تخبز بالأرقام لا بالتخمين',
        customer: 'مخابز غولدن كرست',
        region: 'تشنغدو، سيتشوان',
        summary: 'تخطط غولدن كرست خَبز كل يوم بناءً على مبيعات الأمس في كل فرع، فانخفض ما ترميه من الخبز بمقدار الثلث.',
        highlights: ['انخفاض الهدر بنسبة 34%', '9 مخابز ومطبخ مركزي واحد', 'رقم التشغيلة وتاريخ الانتهاء على كل صينية'],
        body: [
          'كان كل مخبز من المخابز التسعة يطلب حاجته من المطبخ المركزي بالهاتف وبالتقدير. فكان كثير من الخبز يُرمى في المساء، بينما تنفد الأصناف الأكثر طلبًا قبل الظهر.',
          'أصبح المطبخ المركزي يطّلع في Tallybook على مبيعات كل فرع ساعة بساعة، ويقترح طلبيات اليوم التالي. وتحمل الصواني ملصقات بأرقام التشغيلات، فيُباع الأقدم أولًا.',
        ],
        quote: 'نخبز ما سيُباع، وصارت حاويات المهملات في المساء شبه فارغة.',
        quoteAuthor: 'تشو مين، مدير العمليات',
      },
    },
  },
  {
    slug: 'thread-and-needle',
    industry: 'apparel',
    publishedAt: '2026-08-19',
    hits: 980,
    texts: {
      'en-US': {
        title: 'Sizes and colours under control in a fashion boutique',
        customer: 'Thread & Needle',
        region: 'Xiamen, Fujian',
        summary:
          'A two-store boutique tracks every size and colour, and moves stock between stores instead of reordering.',
        highlights: ['1,800 size-colour variants', 'Reorders down 22%', 'Transfers between 2 stores in one tap'],
        body: [
          'Fashion stock is a grid: each style comes in sizes and colours, and the wrong sizes pile up in the wrong store.',
          'Thread & Needle sees the grid per store in Tallybook, transfers sizes to where they sell, and only reorders what neither store has.',
        ],
        quote: 'Before reordering, we check the other shop. Most of the time the size is already there.',
        quoteAuthor: 'Lin Xiaoyu, co-founder',
      },
      'zh-CN': {
        title: '服装店的尺码颜色尽在掌握',
        customer: '针线时装',
        region: '福建厦门',
        summary: '两家门店的服装店管好每个尺码和颜色，用门店调拨代替重复补货。',
        highlights: ['1800 个尺码颜色规格', '补货量减少 22%', '两店之间一键调拨'],
        body: [
          '服装库存是一张表格：每个款式都有多个尺码和颜色，不合适的尺码常常压在不合适的门店。',
          '针线时装在 Tallybook 中按门店查看款式矩阵，把尺码调到卖得动的门店，只补两店都缺的货。',
        ],
        quote: '补货前先看看另一家店，大多数时候那个尺码就在那儿。',
        quoteAuthor: '林晓雨，联合创始人',
      },
      'zh-TW': {
        title: '服飾店的尺寸顏色盡在掌握',
        customer: '針線時裝',
        region: '福建廈門',
        summary: '兩家門市的服飾店管好每個尺寸與顏色，用門市調撥取代重複補貨。',
        highlights: ['1800 個尺寸顏色規格', '補貨量減少 22%', '兩店之間一鍵調撥'],
        body: [
          '服飾庫存是一張表格：每個款式都有多個尺寸與顏色，不合適的尺寸常常壓在不合適的門市。',
          '針線時裝在 Tallybook 中依門市查看款式矩陣，把尺寸調到賣得動的門市，只補兩店都缺的貨。',
        ],
        quote: '補貨前先看看另一家店，大多數時候那個尺寸就在那裡。',
        quoteAuthor: '林曉雨，共同創辦人',
      },
      ar: {
        title: 'المقاسات والألوان تحت السيطرة في بوتيك للأزياء',
        customer: 'ثريد آند نيدل',
        region: 'شيامن، فوجيان',
        summary: 'بوتيك بفرعين يتتبّع كل مقاس وكل لون، وينقل البضاعة بين فرعيه بدلًا من إعادة طلبها.',
        highlights: ['1,800 صنف بحسب المقاس واللون', 'انخفاض إعادة الطلب بنسبة 22%', 'النقل بين الفرعين بلمسة واحدة'],
        body: [
          'مخزون الأزياء أشبه بجدول: لكل موديل مقاسات وألوان، وكثيرًا ما تتكدس المقاسات غير المطلوبة في الفرع الخطأ.',
          'ترى ثريد آند نيدل هذا الجدول لكل فرع في Tallybook، فتنقل المقاسات إلى حيث تُباع، ولا تعيد طلب إلا ما لا يتوفر في أي من الفرعين.',
        ],
        quote: 'قبل أن نعيد الطلب نتحقق من الفرع الآخر، وفي أغلب الأحيان يكون المقاس موجودًا هناك.',
        quoteAuthor: 'لين شياويو، شريكة مؤسِّسة',
      },
    },
  },
  {
    slug: 'green-basket',
    industry: 'fresh-produce',
    publishedAt: '2026-07-22',
    hits: 1560,
    texts: {
      'en-US': {
        title: 'Fresh produce sold by weight, counted every evening',
        customer: 'Green Basket Fresh',
        region: 'Suzhou, Jiangsu',
        summary:
          'Green Basket links its scales to the POS and counts fresh stock every night, keeping shrinkage under 5%.',
        highlights: ['Shrinkage: 11% to 4.6%', 'Scales linked to the POS', 'Evening count in 15 minutes'],
        body: [
          'Fruit and vegetables are bought by the crate and sold by the gram. Without weighing in and out, Green Basket could not tell spoilage from mistakes at the till.',
          'Deliveries are weighed into Tallybook, the scales print price labels from the same product list, and staff count fresh stock every evening on a phone.',
        ],
        quote: 'The evening count takes fifteen minutes and tells us exactly what to mark down tomorrow.',
        quoteAuthor: 'Wu Hao, store manager',
      },
      'zh-CN': {
        title: '生鲜称重销售，每晚盘点',
        customer: '绿篮生鲜',
        region: '江苏苏州',
        summary: '绿篮生鲜把电子秤与收银打通，每晚盘点生鲜，损耗控制在 5% 以内。',
        highlights: ['损耗：11% 降至 4.6%', '电子秤与收银联动', '每晚 15 分钟完成盘点'],
        body: [
          '果蔬按筐进、按克卖。过去进出不称重，绿篮生鲜分不清是腐坏还是收银出错。',
          '现在到货过磅录入 Tallybook，电子秤从同一商品库打印价签，店员每晚用手机盘点生鲜。',
        ],
        quote: '每晚盘点十五分钟，第二天该打折的商品一目了然。',
        quoteAuthor: '吴浩，店长',
      },
      'zh-TW': {
        title: '生鮮秤重銷售，每晚盤點',
        customer: '綠籃生鮮',
        region: '江蘇蘇州',
        summary: '綠籃生鮮把電子秤與收銀串接，每晚盤點生鮮，損耗控制在 5% 以內。',
        highlights: ['損耗：11% 降至 4.6%', '電子秤與收銀連動', '每晚 15 分鐘完成盤點'],
        body: [
          '蔬果按箱進、按克賣。過去進出不秤重，綠籃生鮮分不清是腐壞還是收銀出錯。',
          '現在到貨過磅登錄 Tallybook，電子秤從同一商品庫列印價格標籤，店員每晚用手機盤點生鮮。',
        ],
        quote: '每晚盤點十五分鐘，隔天該打折的商品一目了然。',
        quoteAuthor: '吳浩，店長',
      },
      ar: {
        title: 'خضار وفواكه تُباع بالوزن وتُجرد كل مساء',
        customer: 'غرين باسكت فريش',
        region: 'سوجو، جيانغسو',
        summary: 'ربطت غرين باسكت موازينها بنقطة البيع، وتجرد بضاعتها الطازجة كل ليلة، فأبقت نسبة الفاقد دون 5%.',
        highlights: ['الفاقد: من 11% إلى 4.6%', 'موازين مربوطة بنقطة البيع', 'جرد مسائي في 15 دقيقة'],
        body: [
          'تُشترى الفواكه والخضار بالصندوق وتُباع بالغرام. ودون وزن ما يدخل وما يخرج، لم تكن غرين باسكت قادرة على التمييز بين التلف وأخطاء الصندوق.',
          'تُوزن الشحنات عند وصولها وتُسجَّل في Tallybook، وتطبع الموازين ملصقات الأسعار من قائمة المنتجات نفسها، ويجرد الموظفون البضاعة الطازجة كل مساء بالهاتف.',
        ],
        quote: 'يستغرق الجرد المسائي ربع ساعة، ويخبرنا بالضبط بما علينا تخفيض سعره في الغد.',
        quoteAuthor: 'وو هاو، مدير المتجر',
      },
    },
  },
  {
    slug: 'bloom-beauty',
    industry: 'beauty',
    publishedAt: '2026-06-24',
    hits: 1190,
    texts: {
      'en-US': {
        title: 'Members come back to a beauty store that remembers them',
        customer: 'Bloom Beauty',
        region: 'Changsha, Hunan',
        summary: 'Bloom Beauty built a member programme on Tallybook POS and now earns 58% of its sales from members.',
        highlights: ['58% of sales from members', '4,300 members in a year', 'Expiry warnings on every batch'],
        body: [
          'Cosmetics customers are loyal to a shop that knows their skin type and their brands. Bloom Beauty kept that knowledge in the heads of two assistants.',
          'Now every member’s purchases are on their profile, the POS suggests refills when they are due, and batches close to expiry are sold first or returned to the supplier in time.',
        ],
        quote: 'A new assistant can serve a regular customer as well as I can.',
        quoteAuthor: 'Tang Li, owner',
      },
      'zh-CN': {
        title: '记得住顾客的美妆店，会员常回来',
        customer: '花漾美妆',
        region: '湖南长沙',
        summary: '花漾美妆基于 Tallybook 收银搭建会员体系，会员贡献了 58% 的销售额。',
        highlights: ['会员销售占比 58%', '一年新增 4300 名会员', '每个批次都有临期提醒'],
        body: [
          '美妆顾客会忠于了解自己肤质和偏好品牌的门店。过去这些信息只在两位店员的脑子里。',
          '现在每位会员的购买记录都在档案中，收银时系统会提示该补货的商品；临期批次优先销售或及时退回供应商。',
        ],
        quote: '新来的店员也能像我一样招呼老顾客。',
        quoteAuthor: '唐丽，店主',
      },
      'zh-TW': {
        title: '記得住顧客的美妝店，會員常回來',
        customer: '花漾美妝',
        region: '湖南長沙',
        summary: '花漾美妝以 Tallybook 收銀建立會員制度，會員貢獻了 58% 的銷售額。',
        highlights: ['會員銷售占比 58%', '一年新增 4300 名會員', '每個批號都有即期提醒'],
        body: [
          '美妝顧客會忠於了解自己膚質與偏好品牌的門市。過去這些資訊只在兩位店員的腦子裡。',
          '現在每位會員的購買記錄都在檔案中，結帳時系統會提示該回購的商品；即期批號優先銷售或及時退回供應商。',
        ],
        quote: '新來的店員也能像我一樣招呼老顧客。',
        quoteAuthor: '唐麗，店主',
      },
      ar: {
        title: 'متجر تجميل يتذكّر أعضاءه فيعودون إليه',
        customer: 'بلوم بيوتي',
        region: 'تشانغشا، هونان',
        summary: 'أنشأت بلوم بيوتي برنامج عضوية على Tallybook POS، فباتت 58% من مبيعاتها تأتي من الأعضاء.',
        highlights: ['58% من المبيعات من الأعضاء', '4,300 عضو في عام واحد', 'تنبيه بقرب انتهاء الصلاحية لكل تشغيلة'],
        body: [
          'يبقى زبائن مستحضرات التجميل أوفياء للمتجر الذي يعرف نوع بشرتهم وعلاماتهم التجارية المفضلة. وكانت هذه المعرفة في بلوم بيوتي محفوظة في ذاكرة موظفَين اثنين لا غير.',
          'أصبحت مشتريات كل عضو مسجّلة في ملفه، وتقترح نقطة البيع ما حان وقت تجديده من منتجاته، وتُباع التشغيلات القريبة من انتهاء صلاحيتها أولًا أو تُعاد إلى المورد في الوقت المناسب.',
        ],
        quote: 'بات أي موظف جديد قادرًا على خدمة الزبون الدائم كما أخدمه أنا.',
        quoteAuthor: 'تانغ لي، المالكة',
      },
    },
  },
  {
    slug: 'pixel-phones',
    industry: 'electronics',
    publishedAt: '2026-05-28',
    hits: 870,
    texts: {
      'en-US': {
        title: 'Every phone tracked by serial number',
        customer: 'Pixel Phones',
        region: 'Shenzhen, Guangdong',
        summary:
          'A phone and accessories retailer records every IMEI on receipt and sale, and settles warranty claims in minutes.',
        highlights: ['Every IMEI recorded', 'Warranty lookups in seconds', '3 stores and an online shop'],
        body: [
          'Phones are expensive and look alike. Pixel Phones needed to know which unit came from which supplier and was sold to whom, for warranty and for theft.',
          'Serial numbers are scanned on receipt and on sale in Tallybook. A customer’s warranty claim is a single search away.',
        ],
        quote: 'One scan tells us when we bought it, who we sold it to and whether it is still under warranty.',
        quoteAuthor: 'Huang Kai, manager',
      },
      'zh-CN': {
        title: '每部手机都按串号管理',
        customer: '像素通讯',
        region: '广东深圳',
        summary: '手机与配件零售商在入库和销售时记录每一个 IMEI，售后保修几分钟就能处理。',
        highlights: ['每个 IMEI 都有记录', '保修查询只需数秒', '3 家门店 + 网店'],
        body: [
          '手机价值高、外观相似。像素通讯需要知道每一部机器从哪个供应商进、卖给了谁，用于保修和防盗。',
          '现在入库和销售时都在 Tallybook 中扫描串号，顾客的保修申请一搜即得。',
        ],
        quote: '扫一下就知道什么时候进的货、卖给了谁、是否还在保修期。',
        quoteAuthor: '黄凯，经理',
      },
      'zh-TW': {
        title: '每支手機都依序號管理',
        customer: '像素通訊',
        region: '廣東深圳',
        summary: '手機與配件零售商在進貨與銷售時記錄每一個 IMEI，售後保固幾分鐘就能處理。',
        highlights: ['每個 IMEI 都有記錄', '保固查詢只需數秒', '3 家門市 + 網路商店'],
        body: [
          '手機價值高、外觀相似。像素通訊需要知道每一支機器從哪個供應商進、賣給了誰，用於保固與防盜。',
          '現在進貨與銷售時都在 Tallybook 中掃描序號，顧客的保固申請一搜即得。',
        ],
        quote: '掃一下就知道什麼時候進的貨、賣給了誰、是否還在保固期。',
        quoteAuthor: '黃凱，經理',
      },
      ar: {
        title: 'كل هاتف يُتتبَّع برقمه التسلسلي',
        customer: 'بيكسل فونز',
        region: 'شنجن، قوانغدونغ',
        summary: 'متجر للهواتف وملحقاتها يسجّل رقم IMEI لكل جهاز عند الاستلام والبيع، وينجز مطالبات الضمان في دقائق.',
        highlights: ['تسجيل كل رقم IMEI', 'الاستعلام عن الضمان في ثوانٍ', '3 متاجر ومتجر إلكتروني'],
        body: [
          'الهواتف غالية الثمن ومتشابهة الشكل. وكانت بيكسل فونز بحاجة إلى معرفة المورد الذي جاء منه كل جهاز والعميل الذي بيع له، من أجل الضمان وللحماية من السرقة.',
          'تُمسح الأرقام التسلسلية في Tallybook عند الاستلام وعند البيع، فلا تحتاج مطالبة الضمان من أي عميل إلا إلى بحث واحد.',
        ],
        quote: 'مسحة واحدة تخبرنا متى اشتريناه، ولمن بعناه، وهل ما زال في فترة الضمان.',
        quoteAuthor: 'هوانغ كاي، المدير',
      },
    },
  },
  {
    slug: 'east-river-trading',
    industry: 'wholesale',
    publishedAt: '2026-04-30',
    hits: 1640,
    texts: {
      'en-US': {
        title: 'A snacks wholesaler takes orders from 900 shops on their phones',
        customer: 'East River Trading',
        region: 'Dongguan, Guangdong',
        summary:
          'East River Trading lets its shop customers order from a catalogue link and delivers the next morning.',
        highlights: [
          '900 shop customers',
          '70% of orders placed by customers themselves',
          'Delivery routes planned from orders',
        ],
        body: [
          'Salespeople used to take orders by phone until late at night and type them in the next morning, with mistakes.',
          'Each shop now has a catalogue link with its own prices. Orders arrive in Tallybook, are picked by route, and invoices print in the van.',
        ],
        quote: 'Our salespeople visit shops to sell now, not to write orders.',
        quoteAuthor: 'He Jun, general manager',
      },
      'zh-CN': {
        title: '零食批发商让 900 家门店手机下单',
        customer: '东江商贸',
        region: '广东东莞',
        summary: '东江商贸让门店客户通过商品目录链接自助下单，次日一早送达。',
        highlights: ['900 家门店客户', '70% 的订单由客户自助下单', '按订单规划送货路线'],
        body: [
          '过去业务员晚上打电话接单到很晚，第二天再手工录入，常常出错。',
          '现在每家门店都有一个带专属价格的商品目录链接。订单直接进入 Tallybook，按线路拣货，送货车上即可打印销售单。',
        ],
        quote: '业务员现在去门店是为了卖货，而不是为了抄单。',
        quoteAuthor: '何军，总经理',
      },
      'zh-TW': {
        title: '零食批發商讓 900 家門市手機下單',
        customer: '東江商貿',
        region: '廣東東莞',
        summary: '東江商貿讓門市客戶透過商品目錄連結自助下單，隔天一早送達。',
        highlights: ['900 家門市客戶', '70% 的訂單由客戶自助下單', '依訂單規劃送貨路線'],
        body: [
          '過去業務員晚上打電話接單到很晚，隔天再手工登錄，常常出錯。',
          '現在每家門市都有一個附專屬價格的商品目錄連結。訂單直接進入 Tallybook，依路線揀貨，送貨車上即可列印銷售單。',
        ],
        quote: '業務員現在去門市是為了賣貨，而不是為了抄單。',
        quoteAuthor: '何軍，總經理',
      },
      ar: {
        title: 'تاجر جملة للوجبات الخفيفة يتلقى طلبات 900 متجر من هواتفها',
        customer: 'إيست ريفر للتجارة',
        region: 'دونغقوان، قوانغدونغ',
        summary: 'تتيح إيست ريفر لعملائها من المتاجر أن يطلبوا عبر رابط كتالوج، وتسلّمهم البضاعة صباح اليوم التالي.',
        highlights: [
          '900 متجر من العملاء',
          '70% من الطلبات يقدّمها العملاء بأنفسهم',
          'خطوط التوصيل تُخطَّط انطلاقًا من الطلبات',
        ],
        body: [
          'كان مندوبو المبيعات يتلقون الطلبات بالهاتف حتى ساعة متأخرة من الليل، ثم يُدخلونها صباح اليوم التالي، فتتسلل إليها الأخطاء.',
          'أصبح لكل متجر رابط كتالوج بأسعاره الخاصة. تصل الطلبات إلى Tallybook، وتُجهَّز البضاعة بحسب خط التوصيل، وتُطبع الفواتير داخل شاحنة التوصيل.',
        ],
        quote: 'صار مندوبونا يزورون المتاجر ليبيعوا، لا ليدوّنوا الطلبات.',
        quoteAuthor: 'خه جون، المدير العام',
      },
    },
  },
  {
    slug: 'corner-store-kl',
    industry: 'retail',
    publishedAt: '2026-03-17',
    hits: 760,
    texts: {
      'en-US': {
        title: 'A family minimarket in Kuala Lumpur goes digital in an afternoon',
        customer: 'Kedai Runcit Aminah',
        region: 'Kuala Lumpur, Malaysia',
        summary: 'A partner set up 1,200 products, a scanner and a receipt printer in one afternoon.',
        highlights: [
          '1,200 products imported in 1 hour',
          'Set up by a local partner',
          'English and Chinese on the same till',
        ],
        body: [
          'The family ran the shop with a calculator and a notebook. Their daughter wanted to know which products actually made money.',
          'A Tallybook partner imported the product list from the wholesaler’s catalogue, installed a scanner and printer, and trained the family in one afternoon.',
        ],
        quote: 'My mother uses it in Chinese, I use it in English, and the numbers are the same.',
        quoteAuthor: 'Nur Aminah, manager',
      },
      'zh-CN': {
        title: '吉隆坡家庭杂货店一个下午完成数字化',
        customer: 'Aminah 杂货店',
        region: '马来西亚吉隆坡',
        summary: '合作伙伴一个下午就完成了 1200 个商品、扫码枪和小票机的部署。',
        highlights: ['1 小时导入 1200 个商品', '当地伙伴上门部署', '同一台收银机中英文切换'],
        body: [
          '这家店过去靠计算器和笔记本经营，女儿想知道到底哪些商品在赚钱。',
          'Tallybook 当地伙伴从批发商目录导入商品，安装扫码枪和打印机，一个下午就教会了全家人使用。',
        ],
        quote: '妈妈用中文，我用英文，看到的数字一模一样。',
        quoteAuthor: 'Nur Aminah，经理',
      },
      'zh-TW': {
        title: '吉隆坡家庭雜貨店一個下午完成數位化',
        customer: 'Aminah 雜貨店',
        region: '馬來西亞吉隆坡',
        summary: '合作夥伴一個下午就完成了 1200 個商品、掃描器與收據機的建置。',
        highlights: ['1 小時匯入 1200 個商品', '當地夥伴到府建置', '同一台收銀機中英文切換'],
        body: [
          '這家店過去靠計算機和筆記本經營，女兒想知道到底哪些商品在賺錢。',
          'Tallybook 當地夥伴從批發商目錄匯入商品，安裝掃描器與印表機，一個下午就教會了全家人使用。',
        ],
        quote: '媽媽用中文，我用英文，看到的數字一模一樣。',
        quoteAuthor: 'Nur Aminah，經理',
      },
      ar: {
        title: 'بقالة عائلية في كوالالمبور تتحوّل إلى العمل الرقمي في ظهيرة واحدة',
        customer: 'كداي رونتشيت أمينة',
        region: 'كوالالمبور، ماليزيا',
        summary: 'جهّز أحد الشركاء 1,200 منتج وماسحًا للرموز الشريطية وطابعة إيصالات في ظهيرة واحدة.',
        highlights: [
          'استيراد 1,200 منتج في ساعة واحدة',
          'إعداد على يد شريك محلي',
          'الإنجليزية والصينية على جهاز الدفع نفسه',
        ],
        body: [
          'كانت العائلة تدير المتجر بآلة حاسبة ودفتر، وأرادت ابنتها أن تعرف أي المنتجات تدرّ ربحًا فعلًا.',
          'استورد أحد شركاء Tallybook قائمة المنتجات من كتالوج تاجر الجملة، وركّب ماسحًا للرموز الشريطية وطابعة، ودرّب العائلة كلها في ظهيرة واحدة.',
        ],
        quote: 'أمي تستخدمه بالصينية، وأنا بالإنجليزية، والأرقام هي نفسها.',
        quoteAuthor: 'نور أمينة، المديرة',
      },
    },
  },
  {
    slug: 'mountain-tea',
    industry: 'food',
    publishedAt: '2026-02-24',
    hits: 690,
    texts: {
      'en-US': {
        title: 'A tea merchant sells by the gram and by the gift box',
        customer: 'Mountain Mist Tea House',
        region: 'Fuzhou, Fujian',
        summary: 'Loose tea by weight, gift boxes as bundles, and stock that always adds up.',
        highlights: [
          'Bundles deduct each component',
          'Loose tea sold by the gram',
          'Holiday gift orders planned 8 weeks ahead',
        ],
        body: [
          'A gift box holds three teas and a tin; selling one should take each of them out of stock. Mountain Mist used to adjust stock by hand after every holiday.',
          'Gift boxes are bundles in Tallybook now: selling one deducts every component, and holiday orders show exactly how much loose tea to pack.',
        ],
        quote: 'Stock finally matches the shelves after the Mid-Autumn rush.',
        quoteAuthor: 'Xu Qing, owner',
      },
      'zh-CN': {
        title: '茶叶店既论克卖也卖礼盒',
        customer: '山岚茶舍',
        region: '福建福州',
        summary: '散茶按克称重，礼盒按组合销售，库存始终对得上。',
        highlights: ['组合商品自动扣减各组件', '散茶按克销售', '节日礼盒提前 8 周备货'],
        body: [
          '一个礼盒里有三种茶和一个茶罐，卖出一盒就应该分别扣减库存。过去山岚茶舍每逢节后都要手工调库存。',
          '现在礼盒在 Tallybook 中设为组合商品，卖出一盒自动扣减各组件；节日订单还能算出需要分装多少散茶。',
        ],
        quote: '中秋旺季过后，库存终于和货架对上了。',
        quoteAuthor: '许青，店主',
      },
      'zh-TW': {
        title: '茶行既論克賣也賣禮盒',
        customer: '山嵐茶舍',
        region: '福建福州',
        summary: '散茶依克秤重，禮盒依組合銷售，庫存始終對得上。',
        highlights: ['組合商品自動扣減各組件', '散茶依克銷售', '節日禮盒提前 8 週備貨'],
        body: [
          '一個禮盒裡有三種茶和一個茶罐，賣出一盒就應該分別扣減庫存。過去山嵐茶舍每逢節後都要手工調整庫存。',
          '現在禮盒在 Tallybook 中設為組合商品，賣出一盒自動扣減各組件；節日訂單還能算出需要分裝多少散茶。',
        ],
        quote: '中秋旺季過後，庫存終於和貨架對上了。',
        quoteAuthor: '許青，店主',
      },
      ar: {
        title: 'تاجر شاي يبيع بالغرام وبعلب الهدايا',
        customer: 'بيت شاي ماونتن ميست',
        region: 'فوتشو، فوجيان',
        summary: 'شاي سائب يُباع بالوزن، وعلب هدايا تُباع كمجموعات، ومخزون تتطابق أرقامه دائمًا.',
        highlights: [
          'المجموعة تخصم كل مكوّن من مكوّناتها',
          'الشاي السائب يُباع بالغرام',
          'التخطيط لطلبات هدايا الأعياد قبل 8 أسابيع',
        ],
        body: [
          'تضم علبة الهدايا ثلاثة أنواع من الشاي وعلبة معدنية، وبيع علبة واحدة ينبغي أن يُخرج كلًّا منها من المخزون. وكان بيت شاي ماونتن ميست يعدّل المخزون يدويًا بعد كل موسم أعياد.',
          'أصبحت علب الهدايا مجموعات في Tallybook: بيع علبة واحدة يخصم كل مكوّناتها، وتُظهر طلبات الأعياد بدقة كمية الشاي السائب التي يجب تعبئتها.',
        ],
        quote: 'أخيرًا صار المخزون يطابق ما على الرفوف بعد زحمة عيد منتصف الخريف.',
        quoteAuthor: 'شو تشينغ، المالك',
      },
    },
  },
  {
    slug: 'little-steps',
    industry: 'apparel',
    publishedAt: '2026-01-15',
    hits: 540,
    texts: {
      'en-US': {
        title: 'A children’s shoe shop that never runs out of the popular sizes',
        customer: 'Little Steps Kids’ Shoes',
        region: 'Ningbo, Zhejiang',
        summary: 'Minimum stock per size and a weekly suggested order keep the busiest sizes on the shelf.',
        highlights: ['Sold-out sizes down 70%', 'Minimum stock per size', 'Weekly suggested purchase order'],
        body: [
          'Children grow through sizes 26 to 32 fastest, and parents leave when their size is missing. Little Steps set a minimum for each size of each style.',
          'Every Monday Tallybook proposes the order; the owner adjusts it and sends it to the factory from her phone.',
        ],
        quote: 'Parents stopped hearing “we don’t have your size”.',
        quoteAuthor: 'Fang Yun, owner',
      },
      'zh-CN': {
        title: '热门尺码从不断货的童鞋店',
        customer: '小步童鞋',
        region: '浙江宁波',
        summary: '为每个尺码设置最低库存，每周自动生成补货建议，热门尺码常备不缺。',
        highlights: ['断码减少 70%', '按尺码设置最低库存', '每周自动生成采购建议'],
        body: [
          '孩子在 26 到 32 码之间长得最快，缺码家长就会离开。小步童鞋为每个款式的每个尺码都设置了下限。',
          '每周一 Tallybook 自动给出补货建议，店主调整后在手机上直接发给工厂。',
        ],
        quote: '家长再也听不到“没有您要的码”了。',
        quoteAuthor: '方芸，店主',
      },
      'zh-TW': {
        title: '熱門尺寸從不缺貨的童鞋店',
        customer: '小步童鞋',
        region: '浙江寧波',
        summary: '為每個尺寸設定最低庫存，每週自動產生補貨建議，熱門尺寸常備不缺。',
        highlights: ['缺碼減少 70%', '依尺寸設定最低庫存', '每週自動產生採購建議'],
        body: [
          '孩子在 26 到 32 號之間長得最快，缺碼家長就會離開。小步童鞋為每個款式的每個尺寸都設定了下限。',
          '每週一 Tallybook 自動提供補貨建議，店主調整後在手機上直接傳給工廠。',
        ],
        quote: '家長再也聽不到「沒有您要的尺寸」了。',
        quoteAuthor: '方芸，店主',
      },
      ar: {
        title: 'متجر أحذية أطفال لا تنفد منه المقاسات الأكثر طلبًا',
        customer: 'ليتل ستبس لأحذية الأطفال',
        region: 'نينغبو، تشجيانغ',
        summary: 'حدٌّ أدنى للمخزون لكل مقاس وطلب شراء مقترح كل أسبوع يُبقيان المقاسات الأكثر رواجًا على الرف.',
        highlights: ['انخفاض المقاسات النافدة بنسبة 70%', 'حد أدنى للمخزون لكل مقاس', 'أمر شراء مقترح كل أسبوع'],
        body: [
          'يكبر الأطفال بأسرع ما يكون بين المقاسين 26 و32، ويغادر الأهل المتجر إن لم يجدوا مقاس طفلهم. لذلك حدّدت ليتل ستبس حدًّا أدنى لكل مقاس من كل موديل.',
          'صباح كل يوم اثنين يقترح Tallybook الطلبية، فتعدّلها المالكة وترسلها إلى المصنع من هاتفها.',
        ],
        quote: 'لم يعد الأهل يسمعون عبارة «مقاسك غير متوفر».',
        quoteAuthor: 'فانغ يون، المالكة',
      },
    },
  },
  {
    slug: 'northgate-hardware',
    industry: 'building-materials',
    publishedAt: '2025-12-10',
    hits: 480,
    texts: {
      'en-US': {
        title: 'A hardware store with 12,000 items and a counter that never waits',
        customer: 'Northgate Hardware',
        region: 'Tianjin',
        summary: 'Barcodes on every bin and multi-unit products let Northgate sell screws by the box or by the piece.',
        highlights: ['12,000 products', 'Sold by piece, pack or box', 'Queue time halved'],
        body: [
          'Hardware is thousands of small items with handwritten price tags. The counter slowed to a crawl on Saturday mornings.',
          'Northgate printed barcode labels for every bin from Tallybook and set up units for pieces, packs and boxes. The counter scans instead of searching.',
        ],
        quote: 'Saturday mornings are calm now. Nobody searches a price list any more.',
        quoteAuthor: 'Sun Lei, owner',
      },
      'zh-CN': {
        title: '一万两千种商品的五金店，收银不用等',
        customer: '北门五金',
        region: '天津',
        summary: '每个料盒贴上条码，多单位商品让螺丝既能按盒卖也能按个卖。',
        highlights: ['12000 种商品', '按个、按包、按盒销售', '排队时间减半'],
        body: [
          '五金店有成千上万种小商品，价签全靠手写，每到周六上午收银台就排起长队。',
          '北门五金用 Tallybook 为每个料盒打印条码标签，并设置个、包、盒多单位。收银时扫码即可，不用再翻价目表。',
        ],
        quote: '周六上午终于从容了，再也没人翻价目表。',
        quoteAuthor: '孙磊，店主',
      },
      'zh-TW': {
        title: '一萬兩千種商品的五金行，結帳不用等',
        customer: '北門五金',
        region: '天津',
        summary: '每個零件盒貼上條碼，多單位商品讓螺絲既能按盒賣也能按個賣。',
        highlights: ['12000 種商品', '按個、按包、按盒銷售', '排隊時間減半'],
        body: [
          '五金行有成千上萬種小商品，價格標籤全靠手寫，每到週六上午收銀台就大排長龍。',
          '北門五金用 Tallybook 為每個零件盒列印條碼標籤，並設定個、包、盒多單位。結帳時掃碼即可，不用再翻價目表。',
        ],
        quote: '週六上午終於從容了，再也沒人翻價目表。',
        quoteAuthor: '孫磊，店主',
      },
      ar: {
        title: 'متجر خردوات فيه 12,000 صنف ولا ينتظر أحد عند منضدة الدفع',
        customer: 'نورثغيت للخردوات',
        region: 'تيانجين',
        summary:
          'بفضل الرموز الشريطية على كل صندوق قطع والمنتجات متعددة الوحدات، تبيع نورثغيت البراغي بالعلبة أو بالحبة.',
        highlights: ['12,000 منتج', 'البيع بالحبة أو بالكيس أو بالعلبة', 'وقت الانتظار في الطابور انخفض إلى النصف'],
        body: [
          'الخردوات آلاف الأصناف الصغيرة بملصقات أسعار مكتوبة باليد، وكانت منضدة الدفع تكاد تتوقف عن العمل صباح كل سبت.',
          'طبعت نورثغيت من Tallybook ملصقات رموز شريطية لكل صندوق، وحدّدت وحدات للحبة والكيس والعلبة. صار الموظف عند المنضدة يمسح الرمز بدلًا من البحث عن السعر.',
        ],
        quote: 'صارت صباحات السبت هادئة، ولم يعد أحد يبحث في قائمة الأسعار.',
        quoteAuthor: 'سون لي، المالك',
      },
    },
  },
  {
    slug: 'orchard-direct',
    industry: 'fresh-produce',
    publishedAt: '2025-11-20',
    hits: 430,
    texts: {
      'en-US': {
        title: 'An orchard sells direct to 60 restaurants',
        customer: 'Orchard Direct',
        region: 'Yantai, Shandong',
        summary: 'Orders by link, prices by grade and weekly statements turned a farm into a wholesaler.',
        highlights: ['60 restaurant customers', 'Prices by fruit grade', 'Weekly statements by link'],
        body: [
          'Orchard Direct grows apples and pears and used to sell through middlemen. Selling direct meant taking orders, pricing by grade and collecting payments, all new work.',
          'Restaurants now order through a catalogue link with their own prices; each delivery is invoiced in Tallybook and settled weekly.',
        ],
        quote: 'We are farmers, and we run a wholesale business from one phone.',
        quoteAuthor: 'Qiao Feng, founder',
      },
      'zh-CN': {
        title: '果园直供 60 家餐厅',
        customer: '果园直供',
        region: '山东烟台',
        summary: '链接下单、分级定价、每周对账，让一座果园做起了批发。',
        highlights: ['60 家餐厅客户', '按果品等级定价', '每周链接对账'],
        body: [
          '果园直供种植苹果和梨，过去通过中间商销售。直供意味着接单、分级定价、收款，都是新工作。',
          '现在餐厅通过带专属价格的目录链接下单，每次送货都在 Tallybook 开单，按周结算。',
        ],
        quote: '我们是果农，用一部手机就把批发生意做了起来。',
        quoteAuthor: '乔峰，创始人',
      },
      'zh-TW': {
        title: '果園直供 60 家餐廳',
        customer: '果園直供',
        region: '山東煙台',
        summary: '連結下單、分級定價、每週對帳，讓一座果園做起了批發。',
        highlights: ['60 家餐廳客戶', '依果品等級定價', '每週連結對帳'],
        body: [
          '果園直供種植蘋果與梨，過去透過中盤商銷售。直供意味著接單、分級定價、收款，都是新工作。',
          '現在餐廳透過附專屬價格的目錄連結下單，每次送貨都在 Tallybook 開單，依週結算。',
        ],
        quote: '我們是果農，用一支手機就把批發生意做了起來。',
        quoteAuthor: '喬峰，創辦人',
      },
      ar: {
        title: 'بستان يبيع مباشرة إلى 60 مطعمًا',
        customer: 'أورتشارد دايركت',
        region: 'يانتاي، شاندونغ',
        summary: 'الطلب عبر رابط، والتسعير بحسب الدرجة، وكشوف حساب أسبوعية: هكذا تحوّلت مزرعة إلى تاجر جملة.',
        highlights: ['60 مطعمًا من العملاء', 'أسعار بحسب درجة الفاكهة', 'كشوف حساب أسبوعية عبر رابط'],
        body: [
          'تزرع أورتشارد دايركت التفاح والكمثرى، وكانت تبيع محصولها عبر الوسطاء. أما البيع المباشر فيعني تلقي الطلبات والتسعير بحسب الدرجة وتحصيل المدفوعات، وكلها أعمال جديدة عليها.',
          'أصبحت المطاعم تطلب عبر رابط كتالوج بأسعارها الخاصة، وتُصدَر في Tallybook فاتورة لكل توصيلة، وتُسوّى الحسابات كل أسبوع.',
        ],
        quote: 'نحن مزارعون، وندير تجارة جملة من هاتف واحد.',
        quoteAuthor: 'تشياو فنغ، المؤسس',
      },
    },
  },
];
