// Demo content: the privacy policy and the service licence, each with its versions.
// Written for the demo; not legal advice and not the terms of any real service.
import type { Localized } from './localized.ts';

export interface DemoSection {
  heading: string;
  body: string[];
}

type Sections = Localized<DemoSection>;

const section = (en: DemoSection, cn: DemoSection, tw: DemoSection, ar: DemoSection): Sections => ({
  'en-US': en,
  'zh-CN': cn,
  'zh-TW': tw,
  ar,
});

export interface DemoAgreementVersion {
  version: string;
  effectiveAt: string;
  summary: Localized<string>;
  sections: Sections[];
}

export interface DemoAgreement {
  alias: string;
  title: Localized<string>;
  versions: DemoAgreementVersion[];
}

const privacy = {
  intro: section(
    {
      heading: 'Who we are',
      body: [
        'Tallybook provides inventory, invoicing and order-management software to merchants. This policy explains what personal data we handle when you visit our website or use Tallybook, and why.',
      ],
    },
    {
      heading: '我们是谁',
      body: [
        'Tallybook 为商家提供进销存、开单与订单管理软件。本政策说明您访问我们的网站或使用 Tallybook 时，我们处理哪些个人信息以及处理的原因。',
      ],
    },
    {
      heading: '我們是誰',
      body: [
        'Tallybook 為商家提供進銷存、開單與訂單管理軟體。本政策說明您造訪我們的網站或使用 Tallybook 時，我們處理哪些個人資料以及處理的原因。',
      ],
    },
    {
      heading: 'من نحن',
      body: [
        'يوفّر Tallybook للتجار برامج لإدارة المخزون والفواتير والطلبات. وتوضّح هذه السياسة البيانات الشخصية التي نعالجها عند زيارتك لموقعنا الإلكتروني أو استخدامك Tallybook، وأسباب معالجتها.',
      ],
    },
  ),
  collect: section(
    {
      heading: 'What we collect',
      body: [
        'Account data: your phone number, name, password (stored only as a hash) and the company details you enter.',
        'Business data: the products, customers, suppliers and documents you record. This data belongs to you; we process it only to provide the service.',
        'Usage data: pages visited, the device and app version, used to keep the service working and to improve it.',
      ],
    },
    {
      heading: '我们收集哪些信息',
      body: [
        '账号信息：您的手机号、姓名、密码（仅保存其哈希值）以及您填写的公司信息。',
        '业务数据：您录入的商品、客户、供应商和单据。这些数据归您所有，我们仅为提供服务而处理。',
        '使用信息：访问的页面、设备和 App 版本，用于保障服务正常运行并加以改进。',
      ],
    },
    {
      heading: '我們蒐集哪些資料',
      body: [
        '帳號資料：您的手機號碼、姓名、密碼（僅保存其雜湊值）以及您填寫的公司資訊。',
        '業務資料：您登錄的商品、客戶、供應商與單據。這些資料屬於您，我們僅為提供服務而處理。',
        '使用資料：造訪的頁面、裝置與 App 版本，用於確保服務正常運作並加以改善。',
      ],
    },
    {
      heading: 'البيانات التي نجمعها',
      body: [
        'بيانات الحساب: رقم هاتفك واسمك وكلمة مرورك (لا نحتفظ منها إلا بقيمة تجزئتها) وبيانات الشركة التي تُدخلها.',
        'بيانات الأعمال: المنتجات والعملاء والموردون والمستندات التي تسجّلها. هذه البيانات ملك لك، ولا نعالجها إلا لتقديم الخدمة.',
        'بيانات الاستخدام: الصفحات التي تزورها، والجهاز الذي تستخدمه وإصدار التطبيق، ونستعين بها لضمان عمل الخدمة على النحو السليم ولتحسينها.',
      ],
    },
  ),
  use: section(
    {
      heading: 'How we use it',
      body: [
        'To run your account and the service, to bill your subscription, to answer support requests, and to tell you about changes that affect you. We do not sell personal data.',
      ],
    },
    {
      heading: '我们如何使用',
      body: ['用于运营您的账号和服务、订购计费、答复客服咨询，以及通知与您相关的变更。我们不出售个人信息。'],
    },
    {
      heading: '我們如何使用',
      body: ['用於營運您的帳號與服務、訂閱計費、回覆客服諮詢，以及通知與您相關的變更。我們不出售個人資料。'],
    },
    {
      heading: 'كيف نستخدمها',
      body: [
        'نستخدمها لتشغيل حسابك وتقديم الخدمة، وتحصيل رسوم اشتراكك، والرد على طلبات الدعم، وإبلاغك بالتغييرات التي تعنيك. ولا نبيع البيانات الشخصية.',
      ],
    },
  ),
  shareFirst: section(
    {
      heading: 'Who we share it with',
      body: [
        'Service providers who host, pay or send messages for us, under contracts that limit them to our instructions; and authorities where the law requires it.',
      ],
    },
    {
      heading: '我们与谁共享',
      body: ['为我们提供托管、支付或消息发送服务的服务商（合同约束其仅按我们的指示处理）；以及法律要求时的有关机关。'],
    },
    {
      heading: '我們與誰共享',
      body: ['為我們提供託管、支付或訊息傳送服務的服務商（契約約束其僅依我們的指示處理）；以及法律要求時的相關機關。'],
    },
    {
      heading: 'مع من نشاركها',
      body: [
        'مزوّدو الخدمات الذين يتولّون لصالحنا الاستضافة أو معالجة المدفوعات أو إرسال الرسائل، بموجب عقود تُلزمهم بالتقيّد بتعليماتنا دون سواها؛ والسلطات المختصة متى اقتضى القانون ذلك.',
      ],
    },
  ),
  shareNamed: section(
    {
      heading: 'Who we share it with',
      body: [
        'Service providers under contracts that limit them to our instructions: our cloud hosting provider (data centres in mainland China and Singapore), our payment providers, and our SMS and email providers.',
        'The partner who activated your service, if any, sees your company name, contact and subscription dates, so they can support you.',
        'Authorities, where the law requires it.',
      ],
    },
    {
      heading: '我们与谁共享',
      body: [
        '受合同约束、仅按我们指示处理数据的服务商：云托管服务商（数据中心位于中国大陆和新加坡）、支付服务商，以及短信和邮件服务商。',
        '如您的服务由合作伙伴开通，该伙伴可查看您的公司名称、联系人和订购日期，以便为您提供支持。',
        '法律要求时的有关机关。',
      ],
    },
    {
      heading: '我們與誰共享',
      body: [
        '受契約約束、僅依我們指示處理資料的服務商：雲端託管服務商（資料中心位於中國大陸與新加坡）、支付服務商，以及簡訊與郵件服務商。',
        '如您的服務由合作夥伴開通，該夥伴可查看您的公司名稱、聯絡人與訂閱日期，以便為您提供支援。',
        '法律要求時的相關機關。',
      ],
    },
    {
      heading: 'مع من نشاركها',
      body: [
        'مزوّدو الخدمات الذين تُلزمهم عقودهم معنا بالتقيّد بتعليماتنا دون سواها: مزوّد الاستضافة السحابية لدينا (ومراكز بياناته في البر الرئيسي للصين وفي سنغافورة)، ومزوّدو خدمات الدفع، ومزوّدو خدمات الرسائل النصية القصيرة والبريد الإلكتروني.',
        'إذا فعّل خدمتك أحد الشركاء، فإنه يطّلع على اسم شركتك وجهة الاتصال لديك وتواريخ اشتراكك، ليتمكن من تقديم الدعم لك.',
        'السلطات المختصة، متى اقتضى القانون ذلك.',
      ],
    },
  ),
  keepFirst: section(
    {
      heading: 'How long we keep it',
      body: [
        'Account and business data for as long as your account exists, and for a limited time after it closes so you can come back. Invoices and payment records as long as tax law requires.',
      ],
    },
    {
      heading: '保存期限',
      body: [
        '账号和业务数据在账号存续期间保存，并在账号注销后保留一段时间以便您恢复使用。发票和支付记录按税法要求的期限保存。',
      ],
    },
    {
      heading: '保存期限',
      body: [
        '帳號與業務資料在帳號存續期間保存，並在帳號註銷後保留一段時間以便您恢復使用。發票與付款記錄依稅法要求的期限保存。',
      ],
    },
    {
      heading: 'مدة الاحتفاظ بالبيانات',
      body: [
        'نحتفظ ببيانات الحساب وبيانات الأعمال ما دام حسابك قائمًا، ولمدة محدودة بعد إغلاقه حتى تتمكن من العودة إليه. أما الفواتير وسجلات الدفع فنحتفظ بها طوال المدة التي يفرضها قانون الضرائب.',
      ],
    },
  ),
  keepDetailed: section(
    {
      heading: 'How long we keep it',
      body: [
        'Account and business data for as long as your subscription runs, and 90 days after it ends. Trial data is kept 30 days after the trial ends, then deleted.',
        'Invoices and payment records for the period tax law requires. Usage data for 13 months.',
      ],
    },
    {
      heading: '保存期限',
      body: [
        '账号和业务数据在订购期间保存，并在到期后保留 90 天。试用数据在试用结束后保留 30 天，之后删除。',
        '发票和支付记录按税法要求的期限保存；使用信息保存 13 个月。',
      ],
    },
    {
      heading: '保存期限',
      body: [
        '帳號與業務資料在訂閱期間保存，並在到期後保留 90 天。試用資料在試用結束後保留 30 天，之後刪除。',
        '發票與付款記錄依稅法要求的期限保存；使用資料保存 13 個月。',
      ],
    },
    {
      heading: 'مدة الاحتفاظ بالبيانات',
      body: [
        'نحتفظ ببيانات الحساب وبيانات الأعمال طوال مدة اشتراكك، ولمدة 90 يومًا بعد انتهائه. ونحتفظ ببيانات التجربة لمدة 30 يومًا بعد انتهاء التجربة، ثم نحذفها.',
        'نحتفظ بالفواتير وسجلات الدفع طوال المدة التي يفرضها قانون الضرائب، وببيانات الاستخدام لمدة 13 شهرًا.',
      ],
    },
  ),
  rights: section(
    {
      heading: 'Your choices and rights',
      body: [
        'You can see, correct, export and delete your data in the app, or ask us to do it. You can turn off marketing messages at any time.',
      ],
    },
    {
      heading: '您的选择与权利',
      body: ['您可以在 App 中查看、更正、导出和删除您的数据，也可以请我们代为处理。您可以随时关闭营销消息。'],
    },
    {
      heading: '您的選擇與權利',
      body: ['您可以在 App 中查看、更正、匯出與刪除您的資料，也可以請我們代為處理。您可以隨時關閉行銷訊息。'],
    },
    {
      heading: 'خياراتك وحقوقك',
      body: [
        'يمكنك الاطلاع على بياناتك وتصحيحها وتصديرها وحذفها من داخل التطبيق، أو أن تطلب منا القيام بذلك نيابةً عنك. ويمكنك إيقاف الرسائل التسويقية في أي وقت.',
      ],
    },
  ),
  contact: section(
    {
      heading: 'Contact us',
      body: ['Write to our data protection officer through the contact email on the website footer.'],
    },
    { heading: '联系我们', body: ['如有疑问，请通过网站页脚的联系邮箱联系我们的数据保护负责人。'] },
    { heading: '聯絡我們', body: ['如有疑問，請透過網站頁尾的聯絡信箱聯絡我們的資料保護負責人。'] },
    {
      heading: 'اتصل بنا',
      body: ['راسل مسؤول حماية البيانات لدينا على عنوان البريد الإلكتروني المخصص للتواصل والمذكور في تذييل الموقع.'],
    },
  ),
};

const licence = {
  grant: section(
    {
      heading: 'The licence',
      body: [
        'While your subscription is active, we grant your business a non-exclusive, non-transferable right to use Tallybook for its own operations, on the devices and by the users your edition allows.',
      ],
    },
    {
      heading: '许可范围',
      body: [
        '在订购有效期内，我们授予贵企业非独占、不可转让的权利，在所购版本允许的设备和用户数内，将 Tallybook 用于自身经营。',
      ],
    },
    {
      heading: '授權範圍',
      body: [
        '在訂閱有效期間內，我們授予貴企業非專屬、不可轉讓的權利，在所購版本允許的裝置與使用者數內，將 Tallybook 用於自身經營。',
      ],
    },
    {
      heading: 'الترخيص',
      body: [
        'طوال مدة سريان اشتراكك، نمنح منشأتك حقًا غير حصري وغير قابل للتحويل في استخدام Tallybook لتسيير أعمالها الخاصة، على الأجهزة وبعدد المستخدمين الذي يتيحه الإصدار الذي اشتركت فيه.',
      ],
    },
  ),
  editions: section(
    {
      heading: 'Editions',
      body: [
        'Basic includes one store and one user; extra users can be bought, extra stores cannot.',
        'Professional includes one store and three users; extra users and stores can be bought.',
      ],
    },
    {
      heading: '版本',
      body: [
        '基础版含 1 家门店、1 个用户，可加购用户，不可加购门店。',
        '专业版含 1 家门店、3 个用户，可加购用户和门店。',
      ],
    },
    {
      heading: '版本',
      body: [
        '基礎版含 1 家門市、1 個使用者，可加購使用者，不可加購門市。',
        '專業版含 1 家門市、3 個使用者，可加購使用者與門市。',
      ],
    },
    {
      heading: 'الإصدارات',
      body: [
        'يشمل الإصدار الأساسي متجرًا واحدًا ومستخدمًا واحدًا؛ ويمكن شراء مستخدمين إضافيين، ولا يمكن شراء متاجر إضافية.',
        'يشمل الإصدار الاحترافي متجرًا واحدًا وثلاثة مستخدمين؛ ويمكن شراء مستخدمين إضافيين ومتاجر إضافية.',
      ],
    },
  ),
  trial: section(
    {
      heading: 'Free trial',
      body: [
        'A new account may try Tallybook free for 15 days. Trial data is kept for 30 days after the trial ends; subscribing in that time keeps it.',
      ],
    },
    {
      heading: '免费试用',
      body: ['新账号可免费试用 Tallybook 15 天。试用数据在试用结束后保留 30 天，在此期间订购即可保留。'],
    },
    {
      heading: '免費試用',
      body: ['新帳號可免費試用 Tallybook 15 天。試用資料在試用結束後保留 30 天，在此期間訂閱即可保留。'],
    },
    {
      heading: 'التجربة المجانية',
      body: [
        'يمكن لأي حساب جديد تجربة Tallybook مجانًا لمدة 15 يومًا. ونحتفظ ببيانات التجربة لمدة 30 يومًا بعد انتهائها، ويكفي الاشتراك خلال هذه المدة للاحتفاظ بها.',
      ],
    },
  ),
  paymentFirst: section(
    {
      heading: 'Payment and renewal',
      body: [
        'Subscriptions are paid in advance for the period chosen. They do not renew on their own; we remind you before the end date.',
      ],
    },
    { heading: '付款与续费', body: ['订购费用按所选期限预先支付，到期不会自动续费，我们会在到期前提醒您。'] },
    { heading: '付款與續費', body: ['訂閱費用依所選期間預先支付，到期不會自動續約，我們會在到期前提醒您。'] },
    {
      heading: 'الدفع والتجديد',
      body: ['تُدفع رسوم الاشتراك مقدمًا عن المدة التي تختارها. ولا يتجدد الاشتراك تلقائيًا، بل نذكّرك قبل تاريخ انتهائه.'],
    },
  ),
  paymentWithUpgrade: section(
    {
      heading: 'Payment, upgrade and renewal',
      body: [
        'Subscriptions are paid in advance for the period chosen and do not renew on their own; we remind you before the end date.',
        'Upgrading from basic to professional is charged at the price difference for the time remaining, paid before the upgrade takes effect. The end date does not change.',
      ],
    },
    {
      heading: '付款、升级与续费',
      body: [
        '订购费用按所选期限预先支付，到期不会自动续费，我们会在到期前提醒您。',
        '基础版升级为专业版时，按剩余时长收取差价，付款后升级生效，到期日不变。',
      ],
    },
    {
      heading: '付款、升級與續費',
      body: [
        '訂閱費用依所選期間預先支付，到期不會自動續約，我們會在到期前提醒您。',
        '基礎版升級為專業版時，依剩餘期間收取差額，付款後升級生效，到期日不變。',
      ],
    },
    {
      heading: 'الدفع والترقية والتجديد',
      body: [
        'تُدفع رسوم الاشتراك مقدمًا عن المدة التي تختارها، ولا يتجدد الاشتراك تلقائيًا، بل نذكّرك قبل تاريخ انتهائه.',
        'تُحتسب رسوم الترقية من الإصدار الأساسي إلى الإصدار الاحترافي على أساس فرق السعر عن المدة المتبقية، وتُدفع قبل أن تسري الترقية. ولا يتغير تاريخ انتهاء الاشتراك.',
      ],
    },
  ),
  use: section(
    {
      heading: 'Acceptable use',
      body: ['Do not resell access, probe or overload the service, or use it for goods or trade that the law forbids.'],
    },
    { heading: '合理使用', body: ['不得转售使用权限、攻击或恶意占用服务资源，或将服务用于法律禁止的商品或交易。'] },
    { heading: '合理使用', body: ['不得轉售使用權限、攻擊或惡意占用服務資源，或將服務用於法律禁止的商品或交易。'] },
    {
      heading: 'الاستخدام المقبول',
      body: [
        'لا يجوز إعادة بيع حق الوصول إلى الخدمة، ولا فحصها بحثًا عن ثغرات أو إثقالها بما يفوق طاقتها، ولا استخدامها في سلع أو تجارة يحظرها القانون.',
      ],
    },
  ),
  data: section(
    {
      heading: 'Your data',
      body: [
        'The business data you enter remains yours. You can export it at any time, including after your subscription ends, for as long as we keep it.',
      ],
    },
    { heading: '您的数据', body: ['您录入的业务数据归您所有。您可以随时导出，包括在订购到期后、数据保存期限内。'] },
    { heading: '您的資料', body: ['您登錄的業務資料屬於您。您可以隨時匯出，包括在訂閱到期後、資料保存期間內。'] },
    {
      heading: 'بياناتك',
      body: [
        'تظل بيانات الأعمال التي تُدخلها ملكًا لك. ويمكنك تصديرها في أي وقت، بما في ذلك بعد انتهاء اشتراكك، ما دمنا نحتفظ بها.',
      ],
    },
  ),
  liability: section(
    {
      heading: 'Liability',
      body: [
        'We aim for the service to be available every day and restore it quickly when it is not. Our total liability in a year is limited to the fees you paid in that year.',
      ],
    },
    {
      heading: '责任限制',
      body: ['我们致力于保障服务每日可用，并在故障时尽快恢复。我们每年承担的责任总额以您当年支付的费用为限。'],
    },
    {
      heading: '責任限制',
      body: ['我們致力於確保服務每日可用，並在故障時盡快恢復。我們每年承擔的責任總額以您當年支付的費用為限。'],
    },
    {
      heading: 'حدود المسؤولية',
      body: [
        'نسعى إلى أن تبقى الخدمة متاحة كل يوم، وإلى استعادتها سريعًا إذا تعطلت. ولا يتجاوز إجمالي مسؤوليتنا في أي سنة مجموع الرسوم التي دفعتها في تلك السنة.',
      ],
    },
  ),
  termination: section(
    {
      heading: 'Ending the agreement',
      body: [
        'You may stop using Tallybook at any time. We may suspend an account that breaks this agreement, after telling you why, unless the law requires us to act at once.',
      ],
    },
    {
      heading: '协议终止',
      body: [
        '您可以随时停止使用 Tallybook。对于违反本协议的账号，我们会在告知原因后暂停服务，法律要求立即处理的除外。',
      ],
    },
    {
      heading: '合約終止',
      body: [
        '您可以隨時停止使用 Tallybook。對於違反本合約的帳號，我們會在告知原因後暫停服務，法律要求立即處理者除外。',
      ],
    },
    {
      heading: 'إنهاء الاتفاقية',
      body: [
        'يجوز لك التوقف عن استخدام Tallybook في أي وقت. ويجوز لنا تعليق أي حساب يخالف هذه الاتفاقية بعد إبلاغ صاحبه بالسبب، ما لم يُلزمنا القانون باتخاذ إجراء فوري.',
      ],
    },
  ),
};

const summary = (en: string, cn: string, tw: string, ar: string): Localized<string> => ({
  'en-US': en,
  'zh-CN': cn,
  'zh-TW': tw,
  ar,
});

export const AGREEMENTS: DemoAgreement[] = [
  {
    alias: 'privacy',
    title: summary('Privacy Policy', '隐私政策', '隱私權政策', 'سياسة الخصوصية'),
    versions: [
      {
        version: '1.0',
        effectiveAt: '2024-06-01',
        summary: summary('First published version.', '首次发布。', '首次發佈。', 'أول إصدار منشور.'),
        sections: [privacy.intro, privacy.collect, privacy.use, privacy.shareFirst, privacy.rights, privacy.contact],
      },
      {
        version: '2.0',
        effectiveAt: '2025-09-01',
        summary: summary(
          'Adds how long each kind of data is kept.',
          '新增各类数据的保存期限说明。',
          '新增各類資料的保存期限說明。',
          'يضيف مدة الاحتفاظ بكل نوع من أنواع البيانات.',
        ),
        sections: [
          privacy.intro,
          privacy.collect,
          privacy.use,
          privacy.shareFirst,
          privacy.keepFirst,
          privacy.rights,
          privacy.contact,
        ],
      },
      {
        version: '3.0',
        effectiveAt: '2026-07-01',
        summary: summary(
          'Names the service providers that process data for us and gives exact retention periods, including for trial data.',
          '列明为我们处理数据的服务商，并给出具体保存期限（含试用数据）。',
          '列明為我們處理資料的服務商，並提供具體保存期限（含試用資料）。',
          'يسمّي مزوّدي الخدمات الذين يعالجون البيانات لصالحنا، ويحدد مدد الاحتفاظ بدقة، بما فيها مدة الاحتفاظ ببيانات التجربة.',
        ),
        sections: [
          privacy.intro,
          privacy.collect,
          privacy.use,
          privacy.shareNamed,
          privacy.keepDetailed,
          privacy.rights,
          privacy.contact,
        ],
      },
    ],
  },
  {
    alias: 'service-licence',
    title: summary('Service Licence Agreement', '软件服务许可协议', '軟體服務授權合約', 'اتفاقية ترخيص الخدمة'),
    versions: [
      {
        version: '1.0',
        effectiveAt: '2024-06-01',
        summary: summary('First published version.', '首次发布。', '首次發佈。', 'أول إصدار منشور.'),
        sections: [
          licence.grant,
          licence.editions,
          licence.paymentFirst,
          licence.use,
          licence.data,
          licence.termination,
        ],
      },
      {
        version: '2.0',
        effectiveAt: '2026-01-01',
        summary: summary(
          'Adds the free trial, how upgrades are charged, and a liability clause.',
          '新增免费试用、升级计费方式和责任限制条款。',
          '新增免費試用、升級計費方式與責任限制條款。',
          'يضيف التجربة المجانية، وطريقة احتساب رسوم الترقية، وبندًا لتحديد المسؤولية.',
        ),
        sections: [
          licence.grant,
          licence.editions,
          licence.trial,
          licence.paymentWithUpgrade,
          licence.use,
          licence.data,
          licence.liability,
          licence.termination,
        ],
      },
    ],
  },
];
