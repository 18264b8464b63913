// Demo content: help articles of the `tallybook` tree. Not real customer data.
// `**menu**` marks a name on screen; it is shown in bold.
import type { HelpArticleType } from '@tallybook/domain';
import type { Localized } from './localized.ts';

export const DEMO_CLIPS = ['overview', 'stock-in', 'stocktake', 'checkout'] as const;
export type DemoClip = (typeof DEMO_CLIPS)[number];

export interface DemoHelpText {
  title: string;
  /** The first paragraph is also the article's summary. */
  body: string[];
  steps?: string[];
  tip?: string;
}

export interface DemoHelpArticle {
  category: string;
  type: HelpArticleType;
  video?: DemoClip;
  recommend?: number;
  createdAt: string;
  hits: number;
  useful: number;
  useless: number;
  texts: Localized<DemoHelpText>;
}

export const HELP_ARTICLES: DemoHelpArticle[] = [
  // Getting started › Account and sign-in
  {
    category: 'account-sign-in',
    type: 'faq',
    createdAt: '2025-11-04',
    hits: 1840,
    useful: 96,
    useless: 7,
    texts: {
      'en-US': {
        title: 'How do I sign in with a verification code?',
        body: [
          'Enter your phone number on the sign-in page, tap **Get code** and type the six digits we text you. The code is valid for five minutes.',
          'If no text arrives within a minute, check that the number is right and that your phone is not blocking messages from unknown senders, then ask for a new code.',
        ],
      },
      'zh-CN': {
        title: '如何使用验证码登录？',
        body: [
          '在登录页输入手机号，点击**获取验证码**，填写短信中的六位数字即可登录。验证码五分钟内有效。',
          '若一分钟内未收到短信，请确认手机号无误、手机未拦截陌生号码短信，然后重新获取验证码。',
        ],
      },
      'zh-TW': {
        title: '如何使用驗證碼登入？',
        body: [
          '在登入頁輸入手機號碼，點選**取得驗證碼**，填寫簡訊中的六位數字即可登入。驗證碼五分鐘內有效。',
          '若一分鐘內未收到簡訊，請確認手機號碼無誤、手機未封鎖陌生號碼簡訊，再重新取得驗證碼。',
        ],
      },
      ar: {
        title: 'كيف أسجّل الدخول برمز التحقق؟',
        body: [
          'أدخل رقم هاتفك في صفحة تسجيل الدخول، ثم اضغط **احصل على الرمز** واكتب الأرقام الستة التي تصلك في رسالة نصية. يبقى الرمز صالحًا لمدة خمس دقائق.',
          'إذا لم تصلك الرسالة خلال دقيقة، فتأكد من صحة الرقم ومن أن هاتفك لا يحظر الرسائل الواردة من مرسلين غير معروفين، ثم اطلب رمزًا جديدًا.',
        ],
      },
    },
  },
  {
    category: 'account-sign-in',
    type: 'faq',
    recommend: 2,
    createdAt: '2025-11-04',
    hits: 3120,
    useful: 210,
    useless: 12,
    texts: {
      'en-US': {
        title: 'I forgot my password. How do I reset it?',
        body: [
          'On the sign-in page tap **Forgot password**, confirm your phone number with a verification code and choose a new password of at least eight characters.',
          'Your data and your subscription are not affected. Other devices signed in to your account are signed out and need the new password.',
        ],
      },
      'zh-CN': {
        title: '忘记密码怎么办？',
        body: [
          '在登录页点击**忘记密码**，通过短信验证码确认手机号后，设置一个至少八位的新密码即可。',
          '重置密码不会影响您的数据和订购服务。其他已登录的设备会自动退出，需要使用新密码重新登录。',
        ],
      },
      'zh-TW': {
        title: '忘記密碼怎麼辦？',
        body: [
          '在登入頁點選**忘記密碼**，以簡訊驗證碼確認手機號碼後，設定一組至少八碼的新密碼即可。',
          '重設密碼不會影響您的資料與訂閱服務。其他已登入的裝置會自動登出，需要使用新密碼重新登入。',
        ],
      },
      ar: {
        title: 'نسيت كلمة المرور، فكيف أعيد تعيينها؟',
        body: [
          'اضغط **نسيت كلمة المرور؟** في صفحة تسجيل الدخول، وأكّد رقم هاتفك برمز تحقق، ثم اختر كلمة مرور جديدة لا تقل عن ثمانية أحرف.',
          'لا يؤثر ذلك في بياناتك ولا في اشتراكك. أما الأجهزة الأخرى المسجَّل دخولها إلى حسابك فيُسجَّل خروجها، وتحتاج إلى كلمة المرور الجديدة للدخول مجددًا.',
        ],
      },
    },
  },
  {
    category: 'account-sign-in',
    type: 'manual',
    createdAt: '2025-12-02',
    hits: 760,
    useful: 41,
    useless: 3,
    texts: {
      'en-US': {
        title: 'Bind WeChat to your account for one-tap sign-in',
        body: [
          'Once WeChat is bound, you can sign in on any computer by scanning a QR code instead of typing a password.',
        ],
        steps: [
          'Open **Settings › Account security**.',
          'Tap **Bind WeChat** and scan the QR code with WeChat.',
          'Confirm in WeChat. The page shows your WeChat nickname when the binding is done.',
        ],
        tip: 'One WeChat account can be bound to one Tallybook account at a time.',
      },
      'zh-CN': {
        title: '绑定微信，一键扫码登录',
        body: ['绑定微信后，在任意电脑上扫码即可登录，无需输入密码。'],
        steps: [
          '打开**设置 › 账号安全**。',
          '点击**绑定微信**，使用微信扫描二维码。',
          '在微信中确认授权，页面显示您的微信昵称即表示绑定成功。',
        ],
        tip: '一个微信号同一时间只能绑定一个 Tallybook 账号。',
      },
      'zh-TW': {
        title: '綁定微信，一鍵掃碼登入',
        body: ['綁定微信後，在任何電腦上掃碼即可登入，無須輸入密碼。'],
        steps: [
          '開啟**設定 › 帳號安全**。',
          '點選**綁定微信**，使用微信掃描 QR 碼。',
          '在微信中確認授權，頁面顯示您的微信暱稱即表示綁定成功。',
        ],
        tip: '一個微信帳號同一時間只能綁定一個 Tallybook 帳號。',
      },
      ar: {
        title: 'اربط WeChat بحسابك وسجّل الدخول بمسح رمز QR',
        body: ['بعد ربط WeChat يمكنك تسجيل الدخول من أي حاسوب بمسح رمز QR بدلًا من كتابة كلمة المرور.'],
        steps: [
          'افتح **الإعدادات › أمان الحساب**.',
          'اضغط **ربط WeChat** وامسح رمز QR بتطبيق WeChat.',
          'أكّد الربط في WeChat. عند اكتمال الربط يظهر اسمك المستعار في WeChat على الصفحة.',
        ],
        tip: 'لا يُربط حساب WeChat الواحد إلا بحساب Tallybook واحد في الوقت نفسه.',
      },
    },
  },
  // Getting started › First setup
  {
    category: 'first-setup',
    type: 'manual',
    recommend: 2,
    createdAt: '2025-10-20',
    hits: 5210,
    useful: 388,
    useless: 15,
    texts: {
      'en-US': {
        title: 'Your first 15 minutes with Tallybook',
        body: [
          'A short path from a new account to your first sale, in four steps: set up the company, add products, put them in stock and sell.',
        ],
        steps: [
          'Fill in your company name, address and tax number under **Settings › Company**.',
          'Import your products from a spreadsheet, or scan their barcodes one by one.',
          'Record your opening stock with a purchase receipt or a stocktake.',
          'Create your first sales order and print or share it with the customer.',
        ],
        tip: 'Your free trial lasts 15 days and includes everything in the professional edition.',
      },
      'zh-CN': {
        title: '上手 Tallybook 的前 15 分钟',
        body: ['从注册到完成第一笔销售的快捷路径，共四步：设置公司、添加商品、录入库存、开单销售。'],
        steps: [
          '在**设置 › 公司信息**中填写公司名称、地址和税号。',
          '通过表格批量导入商品，或逐个扫描条码添加。',
          '用采购入库单或盘点单录入期初库存。',
          '创建第一张销售单，打印或分享给客户。',
        ],
        tip: '免费试用期为 15 天，期间可使用专业版的全部功能。',
      },
      'zh-TW': {
        title: '上手 Tallybook 的前 15 分鐘',
        body: ['從註冊到完成第一筆銷售的快捷路徑，共四步：設定公司、新增商品、登錄庫存、開單銷售。'],
        steps: [
          '在**設定 › 公司資訊**中填寫公司名稱、地址與統一編號。',
          '透過表格批次匯入商品，或逐一掃描條碼新增。',
          '以採購進貨單或盤點單登錄期初庫存。',
          '建立第一張銷售單，列印或分享給客戶。',
        ],
        tip: '免費試用期為 15 天，期間可使用專業版的全部功能。',
      },
      ar: {
        title: 'أول 15 دقيقة لك مع Tallybook',
        body: [
          'طريق مختصر من الحساب الجديد إلى أول عملية بيع في أربع خطوات: جهّز بيانات شركتك، وأضف منتجاتك، وأدخلها في المخزون، ثم ابدأ البيع.',
        ],
        steps: [
          'املأ اسم شركتك وعنوانها ورقمها الضريبي في **الإعدادات › الشركة**.',
          'استورد منتجاتك من جدول بيانات، أو امسح رموزها الشريطية واحدًا تلو الآخر.',
          'سجّل مخزونك الافتتاحي بإيصال استلام مشتريات أو بعملية جرد.',
          'أنشئ أول أمر بيع، ثم اطبعه أو شاركه مع العميل.',
        ],
        tip: 'تمتد تجربتك المجانية 15 يومًا، وتشمل كل ما في الإصدار الاحترافي.',
      },
    },
  },
  {
    category: 'first-setup',
    type: 'manual',
    video: 'overview',
    recommend: 2,
    createdAt: '2025-10-20',
    hits: 4380,
    useful: 301,
    useless: 9,
    texts: {
      'en-US': {
        title: 'Video: a tour of Tallybook in three minutes',
        body: [
          'Watch where everything lives: the home dashboard, products, stock, sales, purchases and reports, on the computer and on the phone.',
        ],
        steps: ['The home dashboard', 'Products and stock', 'Sales and purchase orders', 'Reports and the mobile app'],
      },
      'zh-CN': {
        title: '视频：三分钟了解 Tallybook',
        body: ['带您认识各项功能的位置：首页看板、商品、库存、销售、采购与报表，电脑端与手机端一并介绍。'],
        steps: ['首页看板', '商品与库存', '销售单与采购单', '报表与手机 App'],
      },
      'zh-TW': {
        title: '影片：三分鐘認識 Tallybook',
        body: ['帶您認識各項功能的位置：首頁看板、商品、庫存、銷售、採購與報表，電腦版與手機版一併介紹。'],
        steps: ['首頁看板', '商品與庫存', '銷售單與採購單', '報表與手機 App'],
      },
      ar: {
        title: 'فيديو: جولة في Tallybook خلال ثلاث دقائق',
        body: [
          'تعرّف على مكان كل شيء: لوحة المعلومات الرئيسية، والمنتجات، والمخزون، والمبيعات، والمشتريات، والتقارير، على الحاسوب وعلى الهاتف.',
        ],
        steps: ['لوحة المعلومات الرئيسية', 'المنتجات والمخزون', 'أوامر البيع والشراء', 'التقارير وتطبيق الهاتف'],
      },
    },
  },
  // Getting started › First setup › Company and stores
  {
    category: 'company-stores',
    type: 'manual',
    createdAt: '2025-10-22',
    hits: 1290,
    useful: 77,
    useless: 4,
    texts: {
      'en-US': {
        title: 'Set up your company profile and tax details',
        body: [
          'Your company profile appears on every document you print or share, so it is worth five minutes at the start.',
        ],
        steps: [
          'Open **Settings › Company**.',
          'Enter the registered name, address, phone and tax number.',
          'Upload your logo (PNG or JPG, square works best).',
          'Save. New documents use the new details at once.',
        ],
      },
      'zh-CN': {
        title: '设置公司资料与税务信息',
        body: ['公司资料会显示在您打印或分享的每一张单据上，建议在开始使用时花五分钟填写完整。'],
        steps: [
          '打开**设置 › 公司信息**。',
          '填写工商注册名称、地址、电话和税号。',
          '上传公司 Logo（PNG 或 JPG，方形效果最佳）。',
          '保存后，新单据立即使用新的资料。',
        ],
      },
      'zh-TW': {
        title: '設定公司資料與稅務資訊',
        body: ['公司資料會顯示在您列印或分享的每一張單據上，建議在開始使用時花五分鐘填寫完整。'],
        steps: [
          '開啟**設定 › 公司資訊**。',
          '填寫登記名稱、地址、電話與統一編號。',
          '上傳公司 Logo（PNG 或 JPG，方形效果最佳）。',
          '儲存後，新單據立即使用新的資料。',
        ],
      },
      ar: {
        title: 'إعداد ملف الشركة وبياناتها الضريبية',
        body: ['يظهر ملف شركتك على كل مستند تطبعه أو تشاركه، لذا يستحق منك خمس دقائق في البداية.'],
        steps: [
          'افتح **الإعدادات › الشركة**.',
          'أدخل الاسم المسجّل للشركة وعنوانها ورقم هاتفها ورقمها الضريبي.',
          'ارفع شعارك (بصيغة PNG أو JPG، والشعار المربّع هو الأنسب).',
          'احفظ التغييرات، فتعتمد المستندات الجديدة البيانات المحدَّثة فورًا.',
        ],
      },
    },
  },
  {
    category: 'company-stores',
    type: 'manual',
    createdAt: '2025-11-18',
    hits: 980,
    useful: 58,
    useless: 6,
    texts: {
      'en-US': {
        title: 'Add a second store',
        body: ['Each store keeps its own stock and its own sales, while products, customers and suppliers are shared.'],
        steps: [
          'Open **Settings › Stores** and tap **Add store**.',
          'Name the store and give its address.',
          'Choose which employees may work in it.',
          'Transfer opening stock from your first store, or record it with a stocktake.',
        ],
        tip: 'The professional edition can buy extra stores; the basic edition has one store.',
      },
      'zh-CN': {
        title: '新增第二家门店',
        body: ['每家门店独立管理库存和销售，商品、客户和供应商资料则共用。'],
        steps: [
          '打开**设置 › 门店管理**，点击**新增门店**。',
          '填写门店名称和地址。',
          '选择可在该门店工作的员工。',
          '从第一家门店调拨期初库存，或通过盘点录入。',
        ],
        tip: '专业版可加购门店；基础版仅含一家门店。',
      },
      'zh-TW': {
        title: '新增第二家門市',
        body: ['每家門市獨立管理庫存與銷售，商品、客戶與供應商資料則共用。'],
        steps: [
          '開啟**設定 › 門市管理**，點選**新增門市**。',
          '填寫門市名稱與地址。',
          '選擇可在該門市工作的員工。',
          '從第一家門市調撥期初庫存，或透過盤點登錄。',
        ],
        tip: '專業版可加購門市；基礎版僅含一家門市。',
      },
      ar: {
        title: 'إضافة متجر ثانٍ',
        body: ['لكل متجر مخزونه ومبيعاته الخاصة، أما بيانات المنتجات والعملاء والموردين فمشتركة بين المتاجر.'],
        steps: [
          'افتح **الإعدادات › المتاجر** واضغط **إضافة متجر**.',
          'اكتب اسم المتجر وعنوانه.',
          'اختر الموظفين المسموح لهم بالعمل فيه.',
          'حوّل إليه مخزونًا افتتاحيًا من متجرك الأول، أو سجّل مخزونه بعملية جرد.',
        ],
        tip: 'يتيح الإصدار الاحترافي شراء متاجر إضافية، أما الإصدار الأساسي فيقتصر على متجر واحد.',
      },
    },
  },
  {
    category: 'company-stores',
    type: 'faq',
    createdAt: '2025-11-18',
    hits: 1460,
    useful: 102,
    useless: 5,
    texts: {
      'en-US': {
        title: 'How many stores can my edition have?',
        body: [
          'Both editions include one store. The professional edition can add more stores for a yearly fee per store; the basic edition cannot.',
          'Upgrading from basic to professional takes one click, and you pay only the difference for the time left on your subscription.',
        ],
      },
      'zh-CN': {
        title: '我的版本可以开几家门店？',
        body: [
          '两个版本均包含一家门店。专业版可按年加购门店，基础版不支持加购门店。',
          '基础版可一键升级为专业版，只需按剩余时长补齐差价。',
        ],
      },
      'zh-TW': {
        title: '我的版本可以開幾家門市？',
        body: [
          '兩個版本皆包含一家門市。專業版可按年加購門市，基礎版不支援加購門市。',
          '基礎版可一鍵升級為專業版，只需依剩餘時間補足差額。',
        ],
      },
      ar: {
        title: 'كم متجرًا يتيح لي إصداري؟',
        body: [
          'يشمل كلا الإصدارين متجرًا واحدًا. ويمكن في الإصدار الاحترافي إضافة متاجر أخرى برسوم سنوية عن كل متجر، أما الإصدار الأساسي فلا يتيح ذلك.',
          'تتم الترقية من الأساسي إلى الاحترافي بنقرة واحدة، ولا تدفع إلا فرق السعر عن المدة المتبقية من اشتراكك.',
        ],
      },
    },
  },
  // Getting started › First setup › Products and barcodes
  {
    category: 'products-barcodes',
    type: 'manual',
    recommend: 2,
    createdAt: '2025-10-24',
    hits: 2870,
    useful: 190,
    useless: 14,
    texts: {
      'en-US': {
        title: 'Import products from a spreadsheet',
        body: [
          'Bring hundreds of products in at once from Excel or CSV, with their barcodes, units, prices and opening stock.',
        ],
        steps: [
          'Open **Products › Import** and download the template.',
          'Fill one product per row. Only the name is required; barcode, unit, cost and price are recommended.',
          'Upload the file. Tallybook shows any row it cannot read, with the reason.',
          'Fix those rows and upload again, or import the good rows now.',
        ],
        tip: 'Products with the same barcode are updated rather than added twice.',
      },
      'zh-CN': {
        title: '通过表格批量导入商品',
        body: ['从 Excel 或 CSV 一次导入数百个商品，包括条码、单位、价格和期初库存。'],
        steps: [
          '打开**商品 › 批量导入**，下载导入模板。',
          '每行填写一个商品。仅名称为必填，建议同时填写条码、单位、成本价和售价。',
          '上传文件，系统会列出无法识别的行及原因。',
          '修正后重新上传，或先导入无误的行。',
        ],
        tip: '条码相同的商品会被更新，而不会重复新增。',
      },
      'zh-TW': {
        title: '透過表格批次匯入商品',
        body: ['從 Excel 或 CSV 一次匯入數百個商品，包括條碼、單位、價格與期初庫存。'],
        steps: [
          '開啟**商品 › 批次匯入**，下載匯入範本。',
          '每列填寫一個商品。僅名稱為必填，建議同時填寫條碼、單位、成本價與售價。',
          '上傳檔案，系統會列出無法辨識的列及原因。',
          '修正後重新上傳，或先匯入無誤的列。',
        ],
        tip: '條碼相同的商品會被更新，而不會重複新增。',
      },
      ar: {
        title: 'استيراد المنتجات من جدول بيانات',
        body: [
          'أدخل مئات المنتجات دفعة واحدة من ملف Excel أو CSV، مع رموزها الشريطية ووحداتها وأسعارها ومخزونها الافتتاحي.',
        ],
        steps: [
          'افتح **المنتجات › استيراد** ونزّل القالب.',
          'خصّص صفًا لكل منتج. الاسم وحده إلزامي، ويُستحسن إدخال الرمز الشريطي والوحدة والتكلفة وسعر البيع أيضًا.',
          'ارفع الملف. يعرض لك Tallybook كل صف تعذّرت قراءته مع سبب ذلك.',
          'صحّح تلك الصفوف وارفع الملف من جديد، أو استورد الصفوف السليمة الآن.',
        ],
        tip: 'إذا تطابق الرمز الشريطي مع منتج موجود، تُحدَّث بياناته بدلًا من إضافته مرة ثانية.',
      },
    },
  },
  {
    category: 'products-barcodes',
    type: 'manual',
    createdAt: '2025-12-09',
    hits: 1130,
    useful: 66,
    useless: 8,
    texts: {
      'en-US': {
        title: 'Print barcode labels',
        body: [
          'Products without a maker’s barcode can get one from Tallybook, printed on labels for the shelf or the item.',
        ],
        steps: [
          'Select the products in **Products** and tap **Print labels**.',
          'Pick a label size (40×30 mm suits most label printers).',
          'Choose what the label shows: name, price, barcode.',
          'Print, and check the first label scans before printing the rest.',
        ],
      },
      'zh-CN': {
        title: '打印条码标签',
        body: ['没有原厂条码的商品，可以由 Tallybook 生成条码并打印成货架或商品标签。'],
        steps: [
          '在**商品**列表中勾选商品，点击**打印标签**。',
          '选择标签尺寸（40×30 毫米适用于大多数标签打印机）。',
          '选择标签显示的内容：名称、价格、条码。',
          '先打印一张并试扫，确认无误后再批量打印。',
        ],
      },
      'zh-TW': {
        title: '列印條碼標籤',
        body: ['沒有原廠條碼的商品，可以由 Tallybook 產生條碼並列印成貨架或商品標籤。'],
        steps: [
          '在**商品**清單中勾選商品，點選**列印標籤**。',
          '選擇標籤尺寸（40×30 公釐適用於大多數標籤印表機）。',
          '選擇標籤顯示的內容：名稱、價格、條碼。',
          '先列印一張並試掃，確認無誤後再批次列印。',
        ],
      },
      ar: {
        title: 'طباعة ملصقات الرموز الشريطية',
        body: [
          'المنتجات التي لا تحمل رمزًا شريطيًا من المصنّع يمكن أن يُنشئ لها Tallybook رمزًا ويطبعه على ملصقات تُثبَّت على الرف أو على المنتج نفسه.',
        ],
        steps: [
          'حدّد المنتجات في **المنتجات** واضغط **طباعة الملصقات**.',
          'اختر مقاس الملصق (يناسب مقاس 40×30 مم معظم طابعات الملصقات).',
          'اختر ما يظهر على الملصق: الاسم والسعر والرمز الشريطي.',
          'اطبع الملصق الأول وتأكد من أن الماسح يقرؤه قبل طباعة البقية.',
        ],
      },
    },
  },
  {
    category: 'products-barcodes',
    type: 'faq',
    createdAt: '2026-01-12',
    hits: 940,
    useful: 51,
    useless: 10,
    texts: {
      'en-US': {
        title: 'Why does a scanned barcode find no product?',
        body: [
          'Either the product has not been added yet, or it was saved with a different barcode. Search the product by name and check its barcode field.',
          'Some scanners add a prefix or drop the leading zero. Scan into a text note to see exactly what the scanner sends.',
        ],
      },
      'zh-CN': {
        title: '为什么扫码找不到商品？',
        body: [
          '可能是商品尚未添加，或保存时的条码与实际不同。请按名称搜索该商品并核对条码。',
          '部分扫码枪会添加前缀或去掉开头的 0，可先扫到记事本中查看扫码枪实际输出的内容。',
        ],
      },
      'zh-TW': {
        title: '為什麼掃碼找不到商品？',
        body: [
          '可能是商品尚未新增，或儲存時的條碼與實際不同。請依名稱搜尋該商品並核對條碼。',
          '部分掃描器會加上前綴或去掉開頭的 0，可先掃到記事本中查看掃描器實際輸出的內容。',
        ],
      },
      ar: {
        title: 'لماذا لا يعثر مسح الرمز الشريطي على أي منتج؟',
        body: [
          'إما أن المنتج لم يُضَف بعد، وإما أنه حُفظ برمز شريطي مختلف. ابحث عن المنتج باسمه وتحقق من حقل الرمز الشريطي فيه.',
          'بعض الماسحات الضوئية تضيف بادئة إلى الرمز أو تحذف الصفر الذي في أوله. امسح الرمز داخل ملاحظة نصية لترى بالضبط ما يرسله الماسح.',
        ],
      },
    },
  },
  {
    category: 'products-barcodes',
    type: 'manual',
    video: 'stocktake',
    createdAt: '2026-01-12',
    hits: 1720,
    useful: 120,
    useless: 6,
    texts: {
      'en-US': {
        title: 'Video: add products by scanning barcodes',
        body: ['Point the phone camera at a barcode and Tallybook fills in what it knows; you add the price and save.'],
        steps: ['Scanning with the phone camera', 'Filling name, unit and price', 'Saving and scanning the next one'],
      },
      'zh-CN': {
        title: '视频：扫码添加商品',
        body: ['用手机摄像头对准条码，Tallybook 自动带出已知信息，您只需填写价格并保存。'],
        steps: ['用手机摄像头扫码', '填写名称、单位和价格', '保存并继续扫描下一个'],
      },
      'zh-TW': {
        title: '影片：掃碼新增商品',
        body: ['用手機相機對準條碼，Tallybook 自動帶出已知資訊，您只需填寫價格並儲存。'],
        steps: ['用手機相機掃碼', '填寫名稱、單位與價格', '儲存並繼續掃描下一個'],
      },
      ar: {
        title: 'فيديو: إضافة المنتجات بمسح رموزها الشريطية',
        body: ['وجّه كاميرا الهاتف إلى الرمز الشريطي فيملأ Tallybook ما يعرفه عن المنتج، ثم تضيف أنت السعر وتحفظ.'],
        steps: ['المسح بكاميرا الهاتف', 'إدخال الاسم والوحدة والسعر', 'الحفظ ثم مسح المنتج التالي'],
      },
    },
  },
  // Inventory › Stock in and out › Purchase receipts
  {
    category: 'purchase-receipts',
    type: 'manual',
    recommend: 2,
    createdAt: '2025-10-28',
    hits: 3650,
    useful: 244,
    useless: 11,
    texts: {
      'en-US': {
        title: 'Receive a purchase order into stock',
        body: [
          'When the supplier’s goods arrive, receive them against the purchase order so stock, costs and what you owe are updated together.',
        ],
        steps: [
          'Open the purchase order and tap **Receive**.',
          'Scan or tick each line as it is unpacked; change quantities that differ.',
          'Confirm. Stock rises in the receiving store and the supplier’s balance grows by the amount received.',
        ],
        tip: 'Average cost is recalculated for every product received.',
      },
      'zh-CN': {
        title: '采购单到货入库',
        body: ['供应商到货后，对照采购单办理入库，库存、成本和应付账款会同时更新。'],
        steps: [
          '打开采购单，点击**入库**。',
          '拆箱时逐行扫码或勾选，数量不符的直接修改。',
          '确认后，收货门店库存增加，供应商应付款按实收金额增加。',
        ],
        tip: '每次入库都会重新计算商品的移动加权平均成本。',
      },
      'zh-TW': {
        title: '採購單到貨進貨',
        body: ['供應商到貨後，對照採購單辦理進貨，庫存、成本與應付帳款會同時更新。'],
        steps: [
          '開啟採購單，點選**進貨**。',
          '拆箱時逐列掃碼或勾選，數量不符的直接修改。',
          '確認後，收貨門市庫存增加，供應商應付款依實收金額增加。',
        ],
        tip: '每次進貨都會重新計算商品的移動加權平均成本。',
      },
      ar: {
        title: 'استلام أمر شراء في المخزون',
        body: [
          'عند وصول بضاعة المورد، استلمها مقابل أمر الشراء، فيتحدّث المخزون والتكاليف والمبالغ المستحقة عليك في خطوة واحدة.',
        ],
        steps: [
          'افتح أمر الشراء واضغط **استلام**.',
          'امسح كل بند أو ضع علامة عليه أثناء تفريغ البضاعة، وعدّل الكميات التي تختلف عن الأمر.',
          'أكّد الاستلام. يرتفع المخزون في المتجر المستلِم، ويزيد رصيد المورد بقيمة ما استُلم.',
        ],
        tip: 'يُعاد حساب متوسط التكلفة المرجّح لكل منتج مع كل استلام.',
      },
    },
  },
  {
    category: 'purchase-receipts',
    type: 'manual',
    video: 'stock-in',
    createdAt: '2025-10-28',
    hits: 2410,
    useful: 170,
    useless: 7,
    texts: {
      'en-US': {
        title: 'Video: stock in from a purchase order',
        body: [
          'See a delivery received line by line with a barcode scanner, including a short delivery and a substitute product.',
        ],
        steps: [
          'Opening the purchase order',
          'Scanning the delivery',
          'Handling a short delivery',
          'Confirming the receipt',
        ],
      },
      'zh-CN': {
        title: '视频：采购单扫码入库',
        body: ['演示使用扫码枪逐行收货，包括到货数量不足和替代商品的处理。'],
        steps: ['打开采购单', '扫码收货', '处理到货不足', '确认入库'],
      },
      'zh-TW': {
        title: '影片：採購單掃碼進貨',
        body: ['示範使用掃描器逐列收貨，包括到貨數量不足與替代商品的處理。'],
        steps: ['開啟採購單', '掃碼收貨', '處理到貨不足', '確認進貨'],
      },
      ar: {
        title: 'فيديو: الاستلام في المخزون من أمر شراء',
        body: ['شاهد استلام شحنة بندًا بندًا بماسح الرموز الشريطية، بما في ذلك شحنة ناقصة ومنتج بديل.'],
        steps: ['فتح أمر الشراء', 'مسح الشحنة', 'التعامل مع الشحنة الناقصة', 'تأكيد الاستلام'],
      },
    },
  },
  {
    category: 'purchase-receipts',
    type: 'faq',
    createdAt: '2025-12-15',
    hits: 890,
    useful: 60,
    useless: 2,
    texts: {
      'en-US': {
        title: 'Can I receive part of a purchase order?',
        body: [
          'Yes. Receive what arrived; the order stays open with the remaining quantities until they arrive or you close it.',
          'Closing a partly received order releases the rest, and the supplier is owed only for what you received.',
        ],
      },
      'zh-CN': {
        title: '采购单可以分批入库吗？',
        body: [
          '可以。先入库已到的货品，采购单会保留未到数量，直到全部到货或您手动结束。',
          '结束部分入库的采购单后，剩余数量作废，只按实收数量计入应付款。',
        ],
      },
      'zh-TW': {
        title: '採購單可以分批進貨嗎？',
        body: [
          '可以。先進貨已到的貨品，採購單會保留未到數量，直到全部到貨或您手動結案。',
          '結案部分進貨的採購單後，剩餘數量作廢，只依實收數量計入應付款。',
        ],
      },
      ar: {
        title: 'هل يمكنني استلام جزء من أمر الشراء؟',
        body: [
          'نعم. استلم ما وصل، ويبقى الأمر مفتوحًا بالكميات المتبقية حتى تصل أو تغلقه بنفسك.',
          'عند إغلاق أمر استُلم جزئيًا تُلغى الكميات المتبقية، ولا يستحق المورد إلا قيمة ما استلمته فعلًا.',
        ],
      },
    },
  },
  // Inventory › Stock in and out › Sales issues
  {
    category: 'sales-issues',
    type: 'manual',
    createdAt: '2025-11-02',
    hits: 1210,
    useful: 70,
    useless: 5,
    texts: {
      'en-US': {
        title: 'Issue stock for a sales order',
        body: [
          'A sales order takes goods out of stock when it is issued. You can issue at once, or later when the goods are picked.',
        ],
        steps: [
          'Open the sales order and tap **Issue**.',
          'Pick the store the goods leave from.',
          'Confirm. Stock falls and the order shows as issued.',
        ],
        tip: 'Turn on **Issue on save** in settings if you always hand goods over at the counter.',
      },
      'zh-CN': {
        title: '销售单出库',
        body: ['销售单在出库时扣减库存。您可以开单即出库，也可以等拣货完成后再出库。'],
        steps: ['打开销售单，点击**出库**。', '选择发货门店。', '确认后库存扣减，销售单显示为已出库。'],
        tip: '如果总是当面交货，可在设置中开启**保存即出库**。',
      },
      'zh-TW': {
        title: '銷售單出貨',
        body: ['銷售單在出貨時扣減庫存。您可以開單即出貨，也可以等揀貨完成後再出貨。'],
        steps: ['開啟銷售單，點選**出貨**。', '選擇出貨門市。', '確認後庫存扣減，銷售單顯示為已出貨。'],
        tip: '如果總是當面交貨，可在設定中開啟**儲存即出貨**。',
      },
      ar: {
        title: 'صرف البضاعة من المخزون لأمر بيع',
        body: ['يُخرج أمر البيع البضاعة من المخزون عند صرفها. يمكنك الصرف فورًا، أو لاحقًا عندما تُجهَّز البضاعة.'],
        steps: [
          'افتح أمر البيع واضغط **صرف**.',
          'اختر المتجر الذي تخرج منه البضاعة.',
          'أكّد العملية، فينخفض المخزون ويظهر الأمر بحالة «مصروف».',
        ],
        tip: 'إذا كنت تسلّم البضاعة دائمًا عند المنضدة، ففعّل **الصرف عند الحفظ** في الإعدادات.',
      },
    },
  },
  {
    category: 'sales-issues',
    type: 'faq',
    recommend: 2,
    createdAt: '2025-11-02',
    hits: 2980,
    useful: 187,
    useless: 21,
    texts: {
      'en-US': {
        title: 'Why is my stock negative?',
        body: [
          'Stock goes below zero when more was sold than was ever received, usually because a purchase was not recorded or opening stock was missed.',
          'Find the product’s stock ledger under **Inventory › Stock ledger** to see which documents moved it, then record the missing receipt or run a stocktake.',
        ],
        tip: 'You can forbid selling below zero under **Settings › Inventory**.',
      },
      'zh-CN': {
        title: '为什么库存是负数？',
        body: [
          '当卖出的数量多于入库数量时，库存会变成负数，通常是漏录了采购入库或期初库存。',
          '在**库存 › 库存流水**中查看该商品的出入库记录，补录缺失的入库单或进行一次盘点即可。',
        ],
        tip: '可在**设置 › 库存**中禁止负库存销售。',
      },
      'zh-TW': {
        title: '為什麼庫存是負數？',
        body: [
          '當賣出的數量多於進貨數量時，庫存會變成負數，通常是漏登了採購進貨或期初庫存。',
          '在**庫存 › 庫存明細**中查看該商品的進出記錄，補登缺少的進貨單或進行一次盤點即可。',
        ],
        tip: '可在**設定 › 庫存**中禁止負庫存銷售。',
      },
      ar: {
        title: 'لماذا أصبح مخزوني بالسالب؟',
        body: [
          'ينزل المخزون تحت الصفر عندما تبيع أكثر مما استلمته أصلًا، والسبب في الغالب مشتريات لم تُسجَّل أو مخزون افتتاحي لم يُدخَل.',
          'افتح سجل حركة المنتج من **المخزون › سجل الحركة** لترى المستندات التي غيّرت رصيده، ثم سجّل الاستلام الناقص أو أجرِ عملية جرد.',
        ],
        tip: 'يمكنك منع أي بيع يُنزل المخزون تحت الصفر من **الإعدادات › المخزون**.',
      },
    },
  },
  // Inventory › Stocktaking
  {
    category: 'stocktaking',
    type: 'manual',
    recommend: 1,
    createdAt: '2025-11-10',
    hits: 2260,
    useful: 151,
    useless: 9,
    texts: {
      'en-US': {
        title: 'Run a stocktake with your phone',
        body: [
          'Count a whole store or a single shelf with the phone camera as the scanner; several people can count at once.',
        ],
        steps: [
          'In the app open **Inventory › Stocktake** and start a new count.',
          'Choose the store and, if you like, a category or shelf.',
          'Scan each item; tap the quantity to type a number for cases.',
          'Review the differences and confirm. Stock is set to what you counted.',
        ],
      },
      'zh-CN': {
        title: '用手机盘点库存',
        body: ['用手机摄像头当扫码枪，盘点整家门店或单个货架，多人可同时盘点。'],
        steps: [
          '在 App 中打开**库存 › 盘点**，新建盘点单。',
          '选择门店，也可只盘某个分类或货架。',
          '逐个扫码；整箱商品可点击数量直接输入。',
          '核对盈亏差异后确认，库存即调整为实盘数量。',
        ],
      },
      'zh-TW': {
        title: '用手機盤點庫存',
        body: ['用手機相機當掃描器，盤點整家門市或單一貨架，多人可同時盤點。'],
        steps: [
          '在 App 中開啟**庫存 › 盤點**，新增盤點單。',
          '選擇門市，也可只盤某個分類或貨架。',
          '逐一掃碼；整箱商品可點選數量直接輸入。',
          '核對盤盈盤虧後確認，庫存即調整為實盤數量。',
        ],
      },
      ar: {
        title: 'جرد المخزون بهاتفك',
        body: [
          'اجرد متجرًا كاملًا أو رفًا واحدًا مستخدمًا كاميرا الهاتف ماسحًا ضوئيًا، ويمكن لعدة أشخاص أن يجردوا في الوقت نفسه.',
        ],
        steps: [
          'افتح **المخزون › الجرد** في التطبيق وابدأ جردًا جديدًا.',
          'اختر المتجر، وإن شئت فئة أو رفًا بعينه.',
          'امسح كل صنف، واضغط على الكمية لكتابة العدد مباشرة عند جرد الكراتين.',
          'راجع الفروقات ثم أكّد، فيُضبط المخزون على الكميات التي عددتها.',
        ],
      },
    },
  },
  {
    category: 'stocktaking',
    type: 'manual',
    video: 'stocktake',
    createdAt: '2025-11-10',
    hits: 1980,
    useful: 133,
    useless: 4,
    texts: {
      'en-US': {
        title: 'Video: stocktaking in a busy store',
        body: [
          'Three staff count a convenience store in under an hour while it stays open, and the owner settles the differences.',
        ],
        steps: ['Splitting the store by shelf', 'Counting while selling', 'Reviewing gains and losses'],
      },
      'zh-CN': {
        title: '视频：营业中的门店盘点',
        body: ['三名店员在不停业的情况下，一小时内完成便利店盘点，店主统一处理盈亏。'],
        steps: ['按货架分工', '边营业边盘点', '核对盘盈盘亏'],
      },
      'zh-TW': {
        title: '影片：營業中的門市盤點',
        body: ['三名店員在不停業的情況下，一小時內完成便利商店盤點，店長統一處理盈虧。'],
        steps: ['依貨架分工', '邊營業邊盤點', '核對盤盈盤虧'],
      },
      ar: {
        title: 'فيديو: الجرد في متجر مزدحم',
        body: ['يجرد ثلاثة موظفين متجر بقالة في أقل من ساعة دون أن يتوقف البيع، ثم يسوّي صاحب المتجر الفروقات.'],
        steps: ['تقسيم المتجر حسب الرفوف', 'الجرد أثناء البيع', 'مراجعة الزيادة والعجز'],
      },
    },
  },
  {
    category: 'stocktaking',
    type: 'faq',
    createdAt: '2025-12-20',
    hits: 720,
    useful: 44,
    useless: 3,
    texts: {
      'en-US': {
        title: 'What happens to differences found in a stocktake?',
        body: [
          'Confirming a stocktake books each difference as a stock gain or loss at the product’s average cost, so your profit report shows what was lost.',
          'The stocktake stays in the history with who counted and when.',
        ],
      },
      'zh-CN': {
        title: '盘点差异会如何处理？',
        body: [
          '确认盘点后，每项差异按商品平均成本记为盘盈或盘亏，利润报表会体现损耗金额。',
          '盘点单会保留在历史记录中，可查看盘点人和盘点时间。',
        ],
      },
      'zh-TW': {
        title: '盤點差異會如何處理？',
        body: [
          '確認盤點後，每項差異依商品平均成本記為盤盈或盤虧，利潤報表會呈現損耗金額。',
          '盤點單會保留在歷史記錄中，可查看盤點人與盤點時間。',
        ],
      },
      ar: {
        title: 'ماذا يحدث للفروقات التي يكشفها الجرد؟',
        body: [
          'عند تأكيد الجرد يُقيَّد كل فرق زيادةً أو عجزًا في المخزون بمتوسط تكلفة المنتج، فيُظهر تقرير الأرباح قيمة ما فُقد.',
          'ويبقى الجرد محفوظًا في السجل مع اسم من أجراه ووقت إجرائه.',
        ],
      },
    },
  },
  // Inventory › Transfers and alerts
  {
    category: 'transfers',
    type: 'manual',
    createdAt: '2025-12-01',
    hits: 1030,
    useful: 62,
    useless: 4,
    texts: {
      'en-US': {
        title: 'Transfer stock between stores',
        body: ['A transfer moves goods from one store to another at cost; neither store records a sale.'],
        steps: [
          'Open **Inventory › Transfers** and tap **New transfer**.',
          'Choose the sending and receiving stores.',
          'Add the products and quantities, then send.',
          'The receiving store confirms on arrival, and the stock moves.',
        ],
      },
      'zh-CN': {
        title: '门店间调拨库存',
        body: ['调拨按成本价在门店之间转移货品，两家门店都不计销售。'],
        steps: [
          '打开**库存 › 调拨**，点击**新建调拨单**。',
          '选择调出门店和调入门店。',
          '添加商品和数量后发出。',
          '调入门店到货确认后，库存完成转移。',
        ],
      },
      'zh-TW': {
        title: '門市間調撥庫存',
        body: ['調撥依成本價在門市之間移轉貨品，兩家門市都不計銷售。'],
        steps: [
          '開啟**庫存 › 調撥**，點選**新增調撥單**。',
          '選擇調出門市與調入門市。',
          '新增商品與數量後送出。',
          '調入門市到貨確認後，庫存完成移轉。',
        ],
      },
      ar: {
        title: 'تحويل المخزون بين المتاجر',
        body: ['ينقل التحويل البضاعة من متجر إلى آخر بسعر التكلفة، ولا يُسجَّل في أي من المتجرين كعملية بيع.'],
        steps: [
          'افتح **المخزون › التحويلات** واضغط **تحويل جديد**.',
          'اختر المتجر المرسِل والمتجر المستلِم.',
          'أضف المنتجات والكميات، ثم أرسل التحويل.',
          'يؤكد المتجر المستلِم وصول البضاعة، فينتقل المخزون إليه.',
        ],
      },
    },
  },
  {
    category: 'transfers',
    type: 'faq',
    createdAt: '2025-12-01',
    hits: 510,
    useful: 30,
    useless: 2,
    texts: {
      'en-US': {
        title: 'Who must confirm a transfer?',
        body: [
          'Someone allowed to work in the receiving store. Until they confirm, the goods are shown as in transit and count in neither store’s stock.',
        ],
      },
      'zh-CN': {
        title: '调拨单需要谁来确认？',
        body: ['需由有调入门店权限的员工确认。确认前，货品显示为在途，不计入任何一家门店的库存。'],
      },
      'zh-TW': {
        title: '調撥單需要誰來確認？',
        body: ['需由具調入門市權限的員工確認。確認前，貨品顯示為在途，不計入任何一家門市的庫存。'],
      },
      ar: {
        title: 'من الذي يؤكد التحويل؟',
        body: [
          'شخص مسموح له بالعمل في المتجر المستلِم. وإلى أن يؤكد الاستلام تظهر البضاعة «قيد النقل»، ولا تُحتسب في مخزون أي من المتجرين.',
        ],
      },
    },
  },
  {
    category: 'transfers',
    type: 'manual',
    createdAt: '2026-02-16',
    hits: 1340,
    useful: 95,
    useless: 3,
    texts: {
      'en-US': {
        title: 'Set low-stock alerts',
        body: ['Give each product a minimum quantity and Tallybook lists what to reorder every morning, per store.'],
        steps: [
          'Open a product and fill in **Minimum stock** for each store.',
          'Or set the same minimum for a whole category in **Products › Bulk edit**.',
          'Find the daily list under **Inventory › Low stock**, and turn it into a purchase order in one tap.',
        ],
      },
      'zh-CN': {
        title: '设置低库存预警',
        body: ['为商品设置最低库存，Tallybook 每天早上按门店列出需要补货的商品。'],
        steps: [
          '打开商品，为各门店填写**最低库存**。',
          '或在**商品 › 批量修改**中为整个分类设置相同的下限。',
          '在**库存 › 库存预警**查看每日清单，一键生成采购单。',
        ],
      },
      'zh-TW': {
        title: '設定低庫存預警',
        body: ['為商品設定最低庫存，Tallybook 每天早上依門市列出需要補貨的商品。'],
        steps: [
          '開啟商品，為各門市填寫**最低庫存**。',
          '或在**商品 › 批次修改**中為整個分類設定相同的下限。',
          '在**庫存 › 庫存預警**查看每日清單，一鍵產生採購單。',
        ],
      },
      ar: {
        title: 'ضبط تنبيهات انخفاض المخزون',
        body: ['حدّد لكل منتج حدًا أدنى للكمية، فيعرض لك Tallybook كل صباح ما يلزم إعادة طلبه في كل متجر.'],
        steps: [
          'افتح المنتج واملأ **الحد الأدنى للمخزون** لكل متجر.',
          'أو عيّن الحد الأدنى نفسه لفئة كاملة من **المنتجات › تعديل جماعي**.',
          'تجد القائمة اليومية في **المخزون › مخزون منخفض**، ويمكنك تحويلها إلى أمر شراء بضغطة واحدة.',
        ],
      },
    },
  },
  // Sales › Sales orders
  {
    category: 'sales-orders',
    type: 'manual',
    recommend: 2,
    createdAt: '2025-10-26',
    hits: 4020,
    useful: 276,
    useless: 13,
    texts: {
      'en-US': {
        title: 'Create a sales order',
        body: ['A sales order records what a customer buys, at what price, and whether they paid now or on account.'],
        steps: [
          'Tap **Sales › New order** and choose the customer (or leave it as a walk-in sale).',
          'Scan or search the products; the customer’s price level is applied.',
          'Enter what was paid and how: cash, card, transfer or on account.',
          'Save, then print, share as a picture, or send the link.',
        ],
      },
      'zh-CN': {
        title: '创建销售单',
        body: ['销售单记录客户买了什么、以什么价格成交，以及是现结还是赊账。'],
        steps: [
          '点击**销售 › 新建销售单**，选择客户（散客可不选）。',
          '扫码或搜索添加商品，系统自动套用客户的价格等级。',
          '填写本次收款金额和方式：现金、刷卡、转账或记账。',
          '保存后可打印、分享图片或发送链接。',
        ],
      },
      'zh-TW': {
        title: '建立銷售單',
        body: ['銷售單記錄客戶買了什麼、以什麼價格成交，以及是現結還是賒帳。'],
        steps: [
          '點選**銷售 › 新增銷售單**，選擇客戶（散客可不選）。',
          '掃碼或搜尋新增商品，系統自動套用客戶的價格等級。',
          '填寫本次收款金額與方式：現金、刷卡、轉帳或記帳。',
          '儲存後可列印、分享圖片或傳送連結。',
        ],
      },
      ar: {
        title: 'إنشاء أمر بيع',
        body: ['يسجّل أمر البيع ما اشتراه العميل وبأي سعر، وهل دفع فورًا أم على الحساب.'],
        steps: [
          'اضغط **المبيعات › أمر جديد** واختر العميل (أو اتركه فارغًا للبيع لعميل عابر).',
          'امسح المنتجات أو ابحث عنها، فيُطبَّق مستوى السعر الخاص بالعميل تلقائيًا.',
          'أدخل المبلغ المدفوع وطريقة الدفع: نقدًا أو ببطاقة أو بتحويل أو على الحساب.',
          'احفظ الأمر، ثم اطبعه أو شاركه صورةً أو أرسل رابطه.',
        ],
      },
    },
  },
  {
    category: 'sales-orders',
    type: 'manual',
    createdAt: '2026-01-08',
    hits: 870,
    useful: 49,
    useless: 6,
    texts: {
      'en-US': {
        title: 'Give a customer a special price',
        body: [
          'Price levels let wholesale customers, members and walk-in buyers each see their own price without editing every order.',
        ],
        steps: [
          'Define levels under **Settings › Price levels**, such as Retail, Wholesale and VIP.',
          'Set each product’s price per level, or a percentage of the retail price.',
          'Assign a level to the customer. New orders use it automatically.',
        ],
      },
      'zh-CN': {
        title: '为客户设置专属价格',
        body: ['通过价格等级，批发客户、会员和散客各自适用不同价格，无需每次开单手动改价。'],
        steps: [
          '在**设置 › 价格等级**中定义等级，例如零售价、批发价、VIP 价。',
          '为每个商品设置各等级价格，或按零售价的折扣比例设置。',
          '为客户指定价格等级，新开的销售单会自动套用。',
        ],
      },
      'zh-TW': {
        title: '為客戶設定專屬價格',
        body: ['透過價格等級，批發客戶、會員與散客各自適用不同價格，無須每次開單手動改價。'],
        steps: [
          '在**設定 › 價格等級**中定義等級，例如零售價、批發價、VIP 價。',
          '為每個商品設定各等級價格，或依零售價的折扣比例設定。',
          '為客戶指定價格等級，新開的銷售單會自動套用。',
        ],
      },
      ar: {
        title: 'منح عميل سعرًا خاصًا',
        body: [
          'تتيح مستويات الأسعار لعملاء الجملة والأعضاء والمشترين العابرين أن يحصل كل منهم على سعره الخاص، دون تعديل كل أمر يدويًا.',
        ],
        steps: [
          'عرّف المستويات في **الإعدادات › مستويات الأسعار**، مثل التجزئة والجملة وVIP.',
          'حدّد سعر كل منتج في كل مستوى، أو اجعله نسبة مئوية من سعر التجزئة.',
          'عيّن للعميل مستوى، فتعتمده أوامره الجديدة تلقائيًا.',
        ],
      },
    },
  },
  // Sales › Sales orders › Printing and sharing
  {
    category: 'printing',
    type: 'manual',
    createdAt: '2025-11-06',
    hits: 1560,
    useful: 98,
    useless: 8,
    texts: {
      'en-US': {
        title: 'Print and share invoices',
        body: [
          'Every sales order can be printed on A4, on a 58 or 80 mm receipt printer, or shared as a picture or link.',
        ],
        steps: [
          'Open the order and tap **Print** or **Share**.',
          'Choose a template; edit templates under **Settings › Print templates**.',
          'For receipt printers, pair the printer once under **Settings › Devices**.',
        ],
      },
      'zh-CN': {
        title: '打印与分享销售单',
        body: ['每张销售单都可用 A4 纸、58 或 80 毫米小票机打印，也可分享为图片或链接。'],
        steps: [
          '打开销售单，点击**打印**或**分享**。',
          '选择打印模板；模板可在**设置 › 打印模板**中编辑。',
          '使用小票机时，先在**设置 › 设备管理**中完成一次配对。',
        ],
      },
      'zh-TW': {
        title: '列印與分享銷售單',
        body: ['每張銷售單都可用 A4 紙、58 或 80 公釐收據機列印，也可分享為圖片或連結。'],
        steps: [
          '開啟銷售單，點選**列印**或**分享**。',
          '選擇列印範本；範本可在**設定 › 列印範本**中編輯。',
          '使用收據機時，先在**設定 › 裝置管理**中完成一次配對。',
        ],
      },
      ar: {
        title: 'طباعة الفواتير ومشاركتها',
        body: ['يمكن طباعة كل أمر بيع على ورق A4 أو على طابعة إيصالات بعرض 58 أو 80 مم، أو مشاركته صورةً أو رابطًا.'],
        steps: [
          'افتح الأمر واضغط **طباعة** أو **مشاركة**.',
          'اختر قالبًا، ويمكنك تعديل القوالب من **الإعدادات › قوالب الطباعة**.',
          'إذا كنت تستخدم طابعة إيصالات، فاقرنها مرة واحدة من **الإعدادات › الأجهزة**.',
        ],
      },
    },
  },
  {
    category: 'printing',
    type: 'faq',
    createdAt: '2025-11-06',
    hits: 1240,
    useful: 71,
    useless: 12,
    texts: {
      'en-US': {
        title: 'Which printers does Tallybook support?',
        body: [
          'On a computer, any printer Windows or macOS can print to. On phones and tablets, Bluetooth receipt printers using the ESC/POS commands, 58 mm and 80 mm, and label printers using TSPL.',
          'Network printers on the same Wi-Fi work from the Windows client and the POS app.',
        ],
      },
      'zh-CN': {
        title: 'Tallybook 支持哪些打印机？',
        body: [
          '电脑端支持 Windows 或 macOS 能连接的任意打印机。手机和平板支持 ESC/POS 指令的 58、80 毫米蓝牙小票机，以及 TSPL 指令的标签打印机。',
          '同一 Wi-Fi 下的网络打印机可在 Windows 客户端和收银 App 中使用。',
        ],
      },
      'zh-TW': {
        title: 'Tallybook 支援哪些印表機？',
        body: [
          '電腦版支援 Windows 或 macOS 能連接的任何印表機。手機與平板支援 ESC/POS 指令的 58、80 公釐藍牙收據機，以及 TSPL 指令的標籤印表機。',
          '同一 Wi-Fi 下的網路印表機可在 Windows 用戶端與收銀 App 中使用。',
        ],
      },
      ar: {
        title: 'ما الطابعات التي يدعمها Tallybook؟',
        body: [
          'على الحاسوب: أي طابعة يستطيع نظام ويندوز أو macOS الطباعة عليها. وعلى الهواتف والأجهزة اللوحية: طابعات الإيصالات التي تعمل بالبلوتوث وتدعم أوامر ESC/POS بعرض 58 و80 مم، وطابعات الملصقات التي تدعم أوامر TSPL.',
          'أما طابعات الشبكة المتصلة بشبكة Wi-Fi نفسها فتعمل من برنامج ويندوز ومن تطبيق نقاط البيع.',
        ],
      },
    },
  },
  // Sales › Sales orders › Returns
  {
    category: 'returns',
    type: 'manual',
    createdAt: '2025-12-11',
    hits: 990,
    useful: 57,
    useless: 4,
    texts: {
      'en-US': {
        title: 'Take a customer return',
        body: ['Start the return from the original order so the price paid, and any discount, are refunded exactly.'],
        steps: [
          'Find the order and tap **Return**.',
          'Tick the items and quantities coming back.',
          'Choose the refund: cash back, to the original payment, or as credit on account.',
          'Confirm; the return gets its own number and prints like an order.',
        ],
      },
      'zh-CN': {
        title: '办理客户退货',
        body: ['从原销售单发起退货，可按实际成交价（含折扣）准确退款。'],
        steps: [
          '找到原销售单，点击**退货**。',
          '勾选退回的商品和数量。',
          '选择退款方式：退现金、原路退回或冲抵欠款。',
          '确认后生成独立的退货单号，可像销售单一样打印。',
        ],
      },
      'zh-TW': {
        title: '辦理客戶退貨',
        body: ['從原銷售單發起退貨，可依實際成交價（含折扣）準確退款。'],
        steps: [
          '找到原銷售單，點選**退貨**。',
          '勾選退回的商品與數量。',
          '選擇退款方式：退現金、原路退回或沖抵欠款。',
          '確認後產生獨立的退貨單號，可像銷售單一樣列印。',
        ],
      },
      ar: {
        title: 'استلام مرتجع من عميل',
        body: ['ابدأ الإرجاع من الأمر الأصلي، حتى يُرَدّ المبلغ المدفوع فعلًا بدقة مع احتساب أي خصم.'],
        steps: [
          'ابحث عن الأمر واضغط **إرجاع**.',
          'حدّد الأصناف والكميات المرتجعة.',
          'اختر طريقة الاسترداد: نقدًا، أو إلى وسيلة الدفع الأصلية، أو رصيدًا دائنًا في حساب العميل.',
          'أكّد العملية؛ يحصل المرتجع على رقم خاص به، ويُطبع كما يُطبع الأمر.',
        ],
      },
    },
  },
  {
    category: 'returns',
    type: 'faq',
    createdAt: '2025-12-11',
    hits: 640,
    useful: 39,
    useless: 3,
    texts: {
      'en-US': {
        title: 'Does a return put the goods back in stock?',
        body: [
          'Yes, into the store you choose on the return. Mark an item as damaged and it goes to a separate damaged stock instead, so it is not sold again by mistake.',
        ],
      },
      'zh-CN': {
        title: '退货后商品会回到库存吗？',
        body: ['会，退回到您在退货单上选择的门店。如将商品标记为残损，则进入单独的残次品库存，避免再次误售。'],
      },
      'zh-TW': {
        title: '退貨後商品會回到庫存嗎？',
        body: ['會，退回到您在退貨單上選擇的門市。如將商品標記為瑕疵，則進入獨立的瑕疵品庫存，避免再次誤售。'],
      },
      ar: {
        title: 'هل يعيد الإرجاع البضاعة إلى المخزون؟',
        body: [
          'نعم، إلى المتجر الذي تختاره في مستند الإرجاع. وإذا وسمت صنفًا بأنه تالف، ذهب بدلًا من ذلك إلى مخزون منفصل للبضاعة التالفة، حتى لا يُباع مرة أخرى عن طريق الخطأ.',
        ],
      },
    },
  },
  // Sales › Customers
  {
    category: 'customers',
    type: 'manual',
    createdAt: '2026-01-20',
    hits: 830,
    useful: 47,
    useless: 5,
    texts: {
      'en-US': {
        title: 'Import your customer list',
        body: ['Move customers from another system with their phone numbers, price levels and opening balances.'],
        steps: [
          'Open **Customers › Import** and download the template.',
          'Fill one customer per row; the phone number identifies a customer.',
          'Put what each customer owes you today in the opening balance column.',
          'Upload and check the summary before confirming.',
        ],
      },
      'zh-CN': {
        title: '导入客户资料',
        body: ['从其他系统迁移客户，包括手机号、价格等级和期初欠款。'],
        steps: [
          '打开**客户 › 导入**，下载模板。',
          '每行填写一个客户，手机号作为客户的唯一标识。',
          '在期初欠款列填写客户目前的欠款。',
          '上传后核对汇总信息再确认导入。',
        ],
      },
      'zh-TW': {
        title: '匯入客戶資料',
        body: ['從其他系統移轉客戶，包括手機號碼、價格等級與期初欠款。'],
        steps: [
          '開啟**客戶 › 匯入**，下載範本。',
          '每列填寫一個客戶，手機號碼作為客戶的唯一識別。',
          '在期初欠款欄填寫客戶目前的欠款。',
          '上傳後核對彙總資訊再確認匯入。',
        ],
      },
      ar: {
        title: 'استيراد قائمة العملاء',
        body: ['انقل عملاءك من نظام آخر مع أرقام هواتفهم ومستويات أسعارهم وأرصدتهم الافتتاحية.'],
        steps: [
          'افتح **العملاء › استيراد** ونزّل القالب.',
          'خصّص صفًا لكل عميل؛ فرقم الهاتف هو ما يميّز كل عميل عن غيره.',
          'أدخل في عمود الرصيد الافتتاحي المبلغ المستحق لك على كل عميل حتى اليوم.',
          'ارفع الملف وراجع الملخص قبل التأكيد.',
        ],
      },
    },
  },
  {
    category: 'customers',
    type: 'faq',
    createdAt: '2026-01-20',
    hits: 560,
    useful: 33,
    useless: 4,
    texts: {
      'en-US': {
        title: 'How are customer credit limits checked?',
        body: [
          'When an order on account would take a customer past their limit, Tallybook warns before saving. Owners and managers can allow the order anyway; other staff cannot.',
        ],
      },
      'zh-CN': {
        title: '客户赊账额度如何控制？',
        body: ['当一张记账单会使客户欠款超过额度时，保存前系统会提示。老板和店长可以放行，其他员工不能。'],
      },
      'zh-TW': {
        title: '客戶賒帳額度如何控管？',
        body: ['當一張記帳單會使客戶欠款超過額度時，儲存前系統會提示。老闆與店長可以放行，其他員工不行。'],
      },
      ar: {
        title: 'كيف يُراقَب الحد الائتماني للعملاء؟',
        body: [
          'إذا كان أمر على الحساب سيجعل العميل يتجاوز حده الائتماني، ينبّهك Tallybook قبل الحفظ. ويستطيع المالك ومديرو المتاجر السماح بالأمر رغم ذلك، أما بقية الموظفين فلا.',
        ],
      },
    },
  },
  // Sales › POS checkout
  {
    category: 'pos-checkout',
    type: 'manual',
    video: 'checkout',
    recommend: 2,
    createdAt: '2026-02-03',
    hits: 2750,
    useful: 198,
    useless: 8,
    texts: {
      'en-US': {
        title: 'Video: checkout at the counter with Tallybook POS',
        body: [
          'A full sale at the counter: scanning, a member discount, a mixed cash and mobile payment, and the receipt.',
        ],
        steps: ['Scanning the basket', 'Finding the member', 'Splitting the payment', 'Printing the receipt'],
      },
      'zh-CN': {
        title: '视频：使用 Tallybook 收银前台结账',
        body: ['完整演示一次前台销售：扫码、会员折扣、现金加移动支付组合付款以及打印小票。'],
        steps: ['扫码录入商品', '查找会员', '组合付款', '打印小票'],
      },
      'zh-TW': {
        title: '影片：使用 Tallybook 收銀櫃檯結帳',
        body: ['完整示範一次櫃檯銷售：掃碼、會員折扣、現金加行動支付組合付款以及列印收據。'],
        steps: ['掃碼登錄商品', '查詢會員', '組合付款', '列印收據'],
      },
      ar: {
        title: 'فيديو: إتمام البيع عند الصندوق مع Tallybook POS',
        body: [
          'عملية بيع كاملة عند الصندوق: مسح المشتريات، وخصم العضو، ودفع مختلط نقدًا وعبر الهاتف المحمول، ثم الإيصال.',
        ],
        steps: ['مسح سلة المشتريات', 'البحث عن العضو', 'تقسيم الدفع', 'طباعة الإيصال'],
      },
    },
  },
  {
    category: 'pos-checkout',
    type: 'manual',
    createdAt: '2026-02-03',
    hits: 1180,
    useful: 72,
    useless: 5,
    texts: {
      'en-US': {
        title: 'Open and close a cash shift',
        body: ['Shifts tell you who handled the till and whether the cash in the drawer matches the sales.'],
        steps: [
          'At the start, tap **Open shift** and count the float in the drawer.',
          'Sell as usual; refunds and cash taken out are recorded on the shift.',
          'At the end, tap **Close shift**, count the drawer and confirm.',
          'The shift report shows expected and counted cash, and the difference.',
        ],
      },
      'zh-CN': {
        title: '收银交接班',
        body: ['交接班记录谁在收银，以及钱箱现金是否与销售额一致。'],
        steps: [
          '上班时点击**开班**，清点钱箱备用金。',
          '正常收银，退款和取现都会记入本班次。',
          '下班时点击**交班**，清点钱箱并确认。',
          '交班报表显示应有现金、实点现金及差额。',
        ],
      },
      'zh-TW': {
        title: '收銀交接班',
        body: ['交接班記錄誰在收銀，以及錢箱現金是否與銷售額一致。'],
        steps: [
          '上班時點選**開班**，清點錢箱零用金。',
          '正常收銀，退款與取現都會記入本班次。',
          '下班時點選**交班**，清點錢箱並確認。',
          '交班報表顯示應有現金、實點現金及差額。',
        ],
      },
      ar: {
        title: 'فتح وردية الصندوق وإغلاقها',
        body: ['تُعلمك الورديات بمن تولّى الصندوق، وهل يطابق النقد الموجود في الدرج ما سُجّل من مبيعات.'],
        steps: [
          'في بداية الوردية، اضغط **فتح الوردية** وعُدّ مبلغ الفكّة الموجود في الدرج.',
          'بِع كالمعتاد؛ تُسجَّل على الوردية المبالغ المستردة والنقد المسحوب من الدرج.',
          'في نهاية الوردية، اضغط **إغلاق الوردية** وعُدّ ما في الدرج ثم أكّد.',
          'يعرض تقرير الوردية النقد المتوقع والنقد المعدود والفرق بينهما.',
        ],
      },
    },
  },
  {
    category: 'pos-checkout',
    type: 'faq',
    createdAt: '2026-03-05',
    hits: 1650,
    useful: 112,
    useless: 7,
    texts: {
      'en-US': {
        title: 'Can the POS work offline?',
        body: [
          'Yes. If the connection drops, Tallybook POS keeps selling with cash and card and keeps the sales on the device.',
          'They are sent, in order, as soon as the connection returns. Mobile payments need a connection.',
        ],
      },
      'zh-CN': {
        title: '收银 App 断网还能用吗？',
        body: [
          '可以。网络中断时，Tallybook 收银仍可使用现金和刷卡收款，销售记录暂存在设备上。',
          '网络恢复后会按顺序自动上传。移动支付需要联网。',
        ],
      },
      'zh-TW': {
        title: '收銀 App 斷網還能用嗎？',
        body: [
          '可以。網路中斷時，Tallybook 收銀仍可使用現金與刷卡收款，銷售記錄暫存在裝置上。',
          '網路恢復後會依序自動上傳。行動支付需要連網。',
        ],
      },
      ar: {
        title: 'هل يعمل تطبيق نقاط البيع دون اتصال بالإنترنت؟',
        body: [
          'نعم. إذا انقطع الاتصال، يواصل Tallybook POS البيع نقدًا وبالبطاقة، ويحتفظ بالمبيعات على الجهاز.',
          'وتُرسَل هذه المبيعات بترتيبها فور عودة الاتصال. أما الدفع عبر الهاتف المحمول فيحتاج إلى اتصال.',
        ],
      },
    },
  },
  // Finance › Receivables and payables
  {
    category: 'receivables-payables',
    type: 'manual',
    recommend: 1,
    createdAt: '2025-11-25',
    hits: 1430,
    useful: 90,
    useless: 6,
    texts: {
      'en-US': {
        title: 'Record a customer payment',
        body: ['When a customer pays what they owe, record it against their orders so every balance stays right.'],
        steps: [
          'Open the customer and tap **Receive payment**.',
          'Enter the amount and the method.',
          'Tallybook settles the oldest orders first; untick orders to choose others.',
          'Save and share the receipt with the customer.',
        ],
      },
      'zh-CN': {
        title: '登记客户回款',
        body: ['客户还款时，按销售单核销，确保每一笔欠款准确无误。'],
        steps: [
          '打开客户，点击**收款**。',
          '填写收款金额和方式。',
          '系统默认优先核销最早的欠款单，也可手动选择。',
          '保存后可将收款凭证分享给客户。',
        ],
      },
      'zh-TW': {
        title: '登記客戶收款',
        body: ['客戶付款時，依銷售單沖銷，確保每一筆欠款正確無誤。'],
        steps: [
          '開啟客戶，點選**收款**。',
          '填寫收款金額與方式。',
          '系統預設優先沖銷最早的欠款單，也可手動選擇。',
          '儲存後可將收款憑證分享給客戶。',
        ],
      },
      ar: {
        title: 'تسجيل دفعة من عميل',
        body: ['عندما يسدّد العميل ما عليه، سجّل الدفعة مقابل أوامره حتى يبقى كل رصيد صحيحًا.'],
        steps: [
          'افتح صفحة العميل واضغط **تحصيل دفعة**.',
          'أدخل المبلغ وطريقة الدفع.',
          'يسوّي Tallybook أقدم الأوامر أولًا؛ ألغِ تحديد ما تشاء منها لتختار أوامر أخرى.',
          'احفظ الدفعة وشارك الإيصال مع العميل.',
        ],
      },
    },
  },
  {
    category: 'receivables-payables',
    type: 'manual',
    createdAt: '2026-03-18',
    hits: 610,
    useful: 35,
    useless: 3,
    texts: {
      'en-US': {
        title: 'Reconcile supplier statements',
        body: ['Compare a supplier’s monthly statement with your own records and find the differences line by line.'],
        steps: [
          'Open the supplier and tap **Statement**.',
          'Pick the month. Tallybook lists receipts, returns and payments with running balances.',
          'Tick each line that matches the supplier’s statement; what is left unticked is the difference.',
        ],
      },
      'zh-CN': {
        title: '与供应商对账',
        body: ['将供应商的月结对账单与自己的记录逐行比对，快速找出差异。'],
        steps: [
          '打开供应商，点击**对账单**。',
          '选择月份，系统列出入库、退货和付款及其余额。',
          '逐行勾选与供应商对账单一致的记录，未勾选的即为差异。',
        ],
      },
      'zh-TW': {
        title: '與供應商對帳',
        body: ['將供應商的月結對帳單與自己的記錄逐列比對，快速找出差異。'],
        steps: [
          '開啟供應商，點選**對帳單**。',
          '選擇月份，系統列出進貨、退貨與付款及其餘額。',
          '逐列勾選與供應商對帳單一致的記錄，未勾選的即為差異。',
        ],
      },
      ar: {
        title: 'مطابقة كشوف حساب الموردين',
        body: ['قارن كشف الحساب الشهري الذي يرسله المورد بسجلاتك، واعثر على الفروقات بندًا بندًا.'],
        steps: [
          'افتح صفحة المورد واضغط **كشف الحساب**.',
          'اختر الشهر. يعرض Tallybook الاستلامات والمرتجعات والمدفوعات مع الرصيد الجاري بعد كل منها.',
          'ضع علامة على كل بند يطابق كشف المورد؛ وما يبقى دون علامة هو الفرق.',
        ],
      },
    },
  },
  {
    category: 'receivables-payables',
    type: 'faq',
    createdAt: '2026-03-18',
    hits: 420,
    useful: 22,
    useless: 2,
    texts: {
      'en-US': {
        title: 'How do I write off a small balance?',
        body: [
          'Record a payment for the amount actually received and tick **Write off the rest**. The remainder is booked as a discount allowed, not as money received.',
        ],
      },
      'zh-CN': {
        title: '小额尾款如何抹零？',
        body: ['按实际收到的金额登记收款，并勾选**剩余抹零**。剩余金额记为收款优惠，而非实收金额。'],
      },
      'zh-TW': {
        title: '小額尾款如何抹零？',
        body: ['依實際收到的金額登記收款，並勾選**剩餘抹零**。剩餘金額記為收款折讓，而非實收金額。'],
      },
      ar: {
        title: 'كيف أشطب رصيدًا صغيرًا متبقيًا؟',
        body: ['سجّل دفعة بالمبلغ الذي استلمته فعلًا، وحدّد **شطب المتبقي**. يُقيَّد الباقي خصمًا ممنوحًا، لا مبلغًا مقبوضًا.'],
      },
    },
  },
  // Finance › Reports
  {
    category: 'reports',
    type: 'manual',
    createdAt: '2025-12-05',
    hits: 1870,
    useful: 122,
    useless: 10,
    texts: {
      'en-US': {
        title: 'Read the profit report',
        body: ['The profit report shows, for any period and store, what you sold, what it cost you, and what is left.'],
        steps: [
          'Open **Reports › Profit** and pick the period.',
          'Filter by store, category or salesperson.',
          'Tap a line to see the orders behind it.',
        ],
        tip: 'Gross profit uses the average cost at the time of sale, so later price changes do not rewrite history.',
      },
      'zh-CN': {
        title: '看懂利润报表',
        body: ['利润报表按任意时段和门店，展示销售额、销售成本以及毛利。'],
        steps: [
          '打开**报表 › 利润**，选择时间段。',
          '可按门店、分类或业务员筛选。',
          '点击任意一行可查看对应的销售单。',
        ],
        tip: '毛利按销售当时的平均成本计算，之后的进价变化不会改写历史数据。',
      },
      'zh-TW': {
        title: '看懂利潤報表',
        body: ['利潤報表依任意期間與門市，呈現銷售額、銷貨成本以及毛利。'],
        steps: ['開啟**報表 › 利潤**，選擇期間。', '可依門市、分類或業務員篩選。', '點選任一列可查看對應的銷售單。'],
        tip: '毛利依銷售當時的平均成本計算，之後的進價變化不會改寫歷史資料。',
      },
      ar: {
        title: 'قراءة تقرير الأرباح',
        body: ['يعرض تقرير الأرباح، لأي فترة وأي متجر، ما بعته، وكم كلّفك، وما تبقّى لك.'],
        steps: [
          'افتح **التقارير › الأرباح** واختر الفترة.',
          'صفِّ النتائج حسب المتجر أو الفئة أو مندوب المبيعات.',
          'اضغط على أي سطر لترى الأوامر التي يتكوّن منها.',
        ],
        tip: 'يُحسب إجمالي الربح بمتوسط التكلفة وقت البيع، فلا تغيّر تعديلاتُ الأسعار اللاحقة الأرقامَ السابقة.',
      },
    },
  },
  // Finance › Reports › Daily and weekly reports
  {
    category: 'daily-weekly-reports',
    type: 'faq',
    createdAt: '2026-04-02',
    hits: 780,
    useful: 46,
    useless: 3,
    texts: {
      'en-US': {
        title: 'When is the weekly report sent?',
        body: [
          'Every Monday morning (UTC+8), covering Monday to Sunday of the week before: sales, best sellers, customers, receivables and each salesperson’s results.',
          'Owners receive it by default; turn it on for managers under **Settings › Notifications**.',
        ],
      },
      'zh-CN': {
        title: '经营周报什么时候发送？',
        body: [
          '每周一上午（UTC+8）发送，统计上周一至周日的销售额、畅销商品、客户、应收款以及各业务员业绩。',
          '默认发送给老板，可在**设置 › 消息通知**中为店长开启。',
        ],
      },
      'zh-TW': {
        title: '經營週報什麼時候傳送？',
        body: [
          '每週一上午（UTC+8）傳送，統計上週一至週日的銷售額、暢銷商品、客戶、應收款以及各業務員業績。',
          '預設傳送給老闆，可在**設定 › 訊息通知**中為店長開啟。',
        ],
      },
      ar: {
        title: 'متى يُرسَل التقرير الأسبوعي؟',
        body: [
          'صباح كل يوم اثنين (UTC+8)، ويغطي الأسبوع السابق من الاثنين إلى الأحد: المبيعات، والأصناف الأكثر مبيعًا، والعملاء، والذمم المدينة، ونتائج كل مندوب مبيعات.',
          'يصل التقرير إلى المالك افتراضيًا، ويمكنك تفعيله لمديري المتاجر من **الإعدادات › الإشعارات**.',
        ],
      },
    },
  },
  {
    category: 'daily-weekly-reports',
    type: 'manual',
    createdAt: '2026-04-02',
    hits: 470,
    useful: 27,
    useless: 2,
    texts: {
      'en-US': {
        title: 'Share the daily report with your team',
        body: [
          'Send yesterday’s sales, cash and stock alerts to your managers every morning, without giving them access to reports.',
        ],
        steps: [
          'Open **Reports › Daily report** and tap **Share settings**.',
          'Choose who receives it and at what time.',
          'Pick the sections: sales, payments, low stock, top products.',
        ],
      },
      'zh-CN': {
        title: '将经营日报分享给团队',
        body: ['每天早上把昨日的销售、收款和库存预警发送给店长，无需开放报表权限。'],
        steps: [
          '打开**报表 › 经营日报**，点击**分享设置**。',
          '选择接收人和发送时间。',
          '选择日报内容：销售、收款、低库存、畅销商品。',
        ],
      },
      'zh-TW': {
        title: '將經營日報分享給團隊',
        body: ['每天早上把昨日的銷售、收款與庫存預警傳送給店長，無須開放報表權限。'],
        steps: [
          '開啟**報表 › 經營日報**，點選**分享設定**。',
          '選擇接收人與傳送時間。',
          '選擇日報內容：銷售、收款、低庫存、暢銷商品。',
        ],
      },
      ar: {
        title: 'مشاركة التقرير اليومي مع فريقك',
        body: [
          'أرسل إلى مديري متاجرك كل صباح مبيعات الأمس والنقد وتنبيهات المخزون، دون أن تمنحهم صلاحية الوصول إلى التقارير.',
        ],
        steps: [
          'افتح **التقارير › التقرير اليومي** واضغط **إعدادات المشاركة**.',
          'اختر من يستلم التقرير وفي أي وقت.',
          'اختر الأقسام: المبيعات، والمبالغ المحصّلة، والمخزون المنخفض، والمنتجات الأكثر مبيعًا.',
        ],
      },
    },
  },
  // Subscription and users › Editions and billing
  {
    category: 'editions-billing',
    type: 'faq',
    recommend: 2,
    createdAt: '2025-10-20',
    hits: 3390,
    useful: 230,
    useless: 16,
    texts: {
      'en-US': {
        title: 'What happens when my free trial ends?',
        body: [
          'The trial lasts 15 days. When it ends you can still sign in and look at your data, but you cannot create new documents until you subscribe.',
          'Trial data is kept for 30 days after the trial ends. Subscribe within that time and everything is exactly where you left it.',
        ],
      },
      'zh-CN': {
        title: '免费试用结束后会怎样？',
        body: [
          '试用期为 15 天。试用结束后仍可登录查看数据，但需订购后才能新建单据。',
          '试用数据在试用结束后保留 30 天，在此期间订购，所有数据原样保留。',
        ],
      },
      'zh-TW': {
        title: '免費試用結束後會怎樣？',
        body: [
          '試用期為 15 天。試用結束後仍可登入查看資料，但需訂閱後才能新增單據。',
          '試用資料在試用結束後保留 30 天，在此期間訂閱，所有資料原樣保留。',
        ],
      },
      ar: {
        title: 'ماذا يحدث عند انتهاء التجربة المجانية؟',
        body: [
          'تستمر التجربة 15 يومًا. وبعد انتهائها يظل بإمكانك تسجيل الدخول والاطلاع على بياناتك، لكن لا يمكنك إنشاء مستندات جديدة حتى تشترك.',
          'تُحفظ بيانات التجربة 30 يومًا بعد انتهائها. اشترك خلال هذه المدة وستجد كل شيء كما تركته تمامًا.',
        ],
      },
    },
  },
  {
    category: 'editions-billing',
    type: 'manual',
    createdAt: '2026-05-12',
    hits: 1510,
    useful: 104,
    useless: 6,
    texts: {
      'en-US': {
        title: 'Upgrade from basic to professional',
        body: [
          'Upgrading takes one click. You pay the difference between the editions for the time left on your subscription, and your end date stays the same.',
        ],
        steps: [
          'Open **Settings › Subscription** and tap **Upgrade**.',
          'Check the price: it is the difference, worked out from the days remaining.',
          'Pay. Professional features and the two extra users are available at once.',
        ],
      },
      'zh-CN': {
        title: '从基础版升级到专业版',
        body: ['一键即可升级。按剩余服务时长补齐两个版本的差价，到期日保持不变。'],
        steps: [
          '打开**设置 › 订购信息**，点击**升级**。',
          '核对价格：即按剩余天数计算的差价。',
          '完成支付后，专业版功能和新增的两个用户名额立即可用。',
        ],
      },
      'zh-TW': {
        title: '從基礎版升級到專業版',
        body: ['一鍵即可升級。依剩餘服務期間補足兩個版本的差額，到期日維持不變。'],
        steps: [
          '開啟**設定 › 訂閱資訊**，點選**升級**。',
          '核對價格：即依剩餘天數計算的差額。',
          '完成付款後，專業版功能與新增的兩個使用者名額立即可用。',
        ],
      },
      ar: {
        title: 'الترقية من الإصدار الأساسي إلى الاحترافي',
        body: [
          'تتم الترقية بنقرة واحدة. تدفع فرق السعر بين الإصدارين عن المدة المتبقية من اشتراكك، ويبقى تاريخ انتهاء الاشتراك كما هو.',
        ],
        steps: [
          'افتح **الإعدادات › الاشتراك** واضغط **الترقية**.',
          'راجع السعر: هو فرق السعر محسوبًا على الأيام المتبقية.',
          'ادفع، فتصبح ميزات الإصدار الاحترافي والمستخدمان الإضافيان متاحين فورًا.',
        ],
      },
    },
  },
  {
    category: 'editions-billing',
    type: 'faq',
    createdAt: '2026-05-12',
    hits: 1120,
    useful: 64,
    useless: 9,
    texts: {
      'en-US': {
        title: 'How do I get a fapiao for my order?',
        body: [
          'Open **My orders**, choose a paid order and tap **Request fapiao**. Choose a general or special VAT fapiao, fill in the company details once, and the electronic fapiao arrives by email within three working days.',
        ],
      },
      'zh-CN': {
        title: '如何为订单开具发票？',
        body: [
          '打开**我的订单**，选择已支付的订单并点击**申请开票**。选择增值税普通发票或专用发票，首次填写开票信息后，电子发票将在三个工作日内发送至您的邮箱。',
        ],
      },
      'zh-TW': {
        title: '如何為訂單開立發票？',
        body: [
          '開啟**我的訂單**，選擇已付款的訂單並點選**申請開票**。選擇增值稅普通發票或專用發票，首次填寫開票資訊後，電子發票將在三個工作天內寄至您的信箱。',
        ],
      },
      ar: {
        title: 'كيف أحصل على فاتورة ضريبية (فابياو) لطلبي؟',
        body: [
          'افتح **طلباتي**، واختر طلبًا مدفوعًا ثم اضغط **طلب فاتورة**. اختر فاتورة ضريبة القيمة المضافة العادية أو الخاصة، واملأ بيانات الشركة مرة واحدة، فتصلك الفاتورة الإلكترونية بالبريد الإلكتروني خلال ثلاثة أيام عمل.',
        ],
      },
    },
  },
  // Subscription and users › Users and permissions
  {
    category: 'users-permissions',
    type: 'manual',
    createdAt: '2025-11-14',
    hits: 1690,
    useful: 108,
    useless: 7,
    texts: {
      'en-US': {
        title: 'Invite an employee and set their role',
        body: ['Each employee signs in with their own phone number, and their role decides what they can see and do.'],
        steps: [
          'Open **Settings › Employees** and tap **Invite**.',
          'Enter the employee’s name and phone number.',
          'Choose a role (Manager, Cashier, Warehouse) and the stores they work in.',
          'They receive a text with a link to set their password.',
        ],
        tip: 'Hide purchase prices and profit from roles that do not need them.',
      },
      'zh-CN': {
        title: '添加员工并设置角色',
        body: ['每位员工使用自己的手机号登录，角色决定其可见范围和可执行的操作。'],
        steps: [
          '打开**设置 › 员工管理**，点击**邀请员工**。',
          '填写员工姓名和手机号。',
          '选择角色（店长、收银员、仓管）及所属门店。',
          '员工会收到短信，通过链接设置登录密码。',
        ],
        tip: '对不需要的角色隐藏进货价和利润。',
      },
      'zh-TW': {
        title: '新增員工並設定角色',
        body: ['每位員工使用自己的手機號碼登入，角色決定其可見範圍與可執行的操作。'],
        steps: [
          '開啟**設定 › 員工管理**，點選**邀請員工**。',
          '填寫員工姓名與手機號碼。',
          '選擇角色（店長、收銀員、倉管）及所屬門市。',
          '員工會收到簡訊，透過連結設定登入密碼。',
        ],
        tip: '對不需要的角色隱藏進貨價與利潤。',
      },
      ar: {
        title: 'دعوة موظف وتحديد دوره',
        body: ['يسجّل كل موظف الدخول برقم هاتفه الخاص، ويحدد دوره ما يمكنه رؤيته وما يمكنه فعله.'],
        steps: [
          'افتح **الإعدادات › الموظفون** واضغط **دعوة**.',
          'أدخل اسم الموظف ورقم هاتفه.',
          'اختر دورًا (مدير متجر، أمين صندوق، أمين مستودع) والمتاجر التي يعمل فيها.',
          'تصل الموظف رسالة نصية فيها رابط لتعيين كلمة المرور.',
        ],
        tip: 'أخفِ أسعار الشراء والأرباح عن الأدوار التي لا تحتاج إليها.',
      },
    },
  },
  {
    category: 'users-permissions',
    type: 'faq',
    createdAt: '2025-11-14',
    hits: 2040,
    useful: 140,
    useless: 8,
    texts: {
      'en-US': {
        title: 'How many users does each edition include?',
        body: [
          'The basic edition includes one user and the professional edition three, each with one store. Both editions can buy extra users at any time.',
        ],
      },
      'zh-CN': {
        title: '每个版本包含几个用户？',
        body: ['基础版含 1 个用户，专业版含 3 个用户，均含 1 家门店。两个版本都可以随时加购用户。'],
      },
      'zh-TW': {
        title: '每個版本包含幾個使用者？',
        body: ['基礎版含 1 個使用者，專業版含 3 個使用者，皆含 1 家門市。兩個版本都可以隨時加購使用者。'],
      },
      ar: {
        title: 'كم مستخدمًا يشمل كل إصدار؟',
        body: [
          'يشمل الإصدار الأساسي مستخدمًا واحدًا والإصدار الاحترافي ثلاثة مستخدمين، ومع كل منهما متجر واحد. ويمكن في كلا الإصدارين شراء مستخدمين إضافيين في أي وقت.',
        ],
      },
    },
  },
];
