// Demo content: the help centre's category tree (root alias `tallybook`). Not real customer data.
import type { Localized } from './localized.ts';

export const HELP_TREE_ALIAS = 'tallybook';

export interface DemoCategory {
  /** Unique; also the category's alias. */
  alias: string;
  icon?: string;
  texts: Localized<{ name: string; description: string }>;
  children?: DemoCategory[];
}

const icon = (name: string) => `/images/content/help/icon-${name}.svg`;

/** Three levels below the root: sections, topics and sub-topics. */
export const HELP_TREE: DemoCategory = {
  alias: HELP_TREE_ALIAS,
  texts: {
    'en-US': { name: 'Tallybook Help Centre', description: 'Guides, answers and videos for every part of Tallybook.' },
    'zh-CN': { name: 'Tallybook 帮助中心', description: 'Tallybook 各项功能的操作指南、常见问题与视频教程。' },
    'zh-TW': { name: 'Tallybook 說明中心', description: 'Tallybook 各項功能的操作指南、常見問題與影片教學。' },
    ar: { name: 'مركز مساعدة Tallybook', description: 'أدلة وإجابات ومقاطع فيديو لكل جزء من Tallybook.' },
  },
  children: [
    {
      alias: 'getting-started',
      icon: icon('getting-started'),
      texts: {
        'en-US': { name: 'Getting started', description: 'Sign in, set up your company and add your first products.' },
        'zh-CN': { name: '入门指南', description: '登录、设置公司信息并添加第一批商品。' },
        'zh-TW': { name: '入門指南', description: '登入、設定公司資訊並新增第一批商品。' },
        ar: { name: 'البدء', description: 'سجّل الدخول، وأدخل بيانات شركتك، وأضف منتجاتك الأولى.' },
      },
      children: [
        {
          alias: 'account-sign-in',
          texts: {
            'en-US': { name: 'Account and sign-in', description: 'Passwords, verification codes and WeChat.' },
            'zh-CN': { name: '账号与登录', description: '密码、验证码与微信登录。' },
            'zh-TW': { name: '帳號與登入', description: '密碼、驗證碼與微信登入。' },
            ar: { name: 'الحساب وتسجيل الدخول', description: 'كلمات المرور ورموز التحقق وتسجيل الدخول عبر WeChat.' },
          },
        },
        {
          alias: 'first-setup',
          texts: {
            'en-US': { name: 'First setup', description: 'Company details, stores and your product list.' },
            'zh-CN': { name: '初始设置', description: '公司资料、门店与商品档案。' },
            'zh-TW': { name: '初始設定', description: '公司資料、門市與商品檔案。' },
            ar: { name: 'الإعداد الأولي', description: 'بيانات الشركة والمتاجر وقائمة منتجاتك.' },
          },
          children: [
            {
              alias: 'company-stores',
              texts: {
                'en-US': { name: 'Company and stores', description: 'Your business profile and each of your stores.' },
                'zh-CN': { name: '公司与门店', description: '企业资料与各个门店。' },
                'zh-TW': { name: '公司與門市', description: '企業資料與各個門市。' },
                ar: { name: 'الشركة والمتاجر', description: 'بيانات نشاطك التجاري وكل متجر من متاجرك.' },
              },
            },
            {
              alias: 'products-barcodes',
              texts: {
                'en-US': { name: 'Products and barcodes', description: 'Import, scan and label your products.' },
                'zh-CN': { name: '商品与条码', description: '导入、扫码与打印商品标签。' },
                'zh-TW': { name: '商品與條碼', description: '匯入、掃碼與列印商品標籤。' },
                ar: { name: 'المنتجات والرموز الشريطية', description: 'استورد منتجاتك وامسح رموزها واطبع ملصقاتها.' },
              },
            },
          ],
        },
      ],
    },
    {
      alias: 'inventory',
      icon: icon('inventory'),
      texts: {
        'en-US': { name: 'Inventory', description: 'Stock in and out, stocktaking and transfers between stores.' },
        'zh-CN': { name: '库存管理', description: '出入库、盘点与门店间调拨。' },
        'zh-TW': { name: '庫存管理', description: '進出貨、盤點與門市間調撥。' },
        ar: { name: 'إدارة المخزون', description: 'الوارد والصادر والجرد ونقل المخزون بين المتاجر.' },
      },
      children: [
        {
          alias: 'stock-in-out',
          texts: {
            'en-US': { name: 'Stock in and out', description: 'Receiving purchases and issuing sales.' },
            'zh-CN': { name: '出入库', description: '采购入库与销售出库。' },
            'zh-TW': { name: '進出貨', description: '採購進貨與銷售出貨。' },
            ar: { name: 'الوارد والصادر', description: 'استلام المشتريات وإخراج المبيعات من المخزون.' },
          },
          children: [
            {
              alias: 'purchase-receipts',
              texts: {
                'en-US': { name: 'Purchase receipts', description: 'Put what your suppliers deliver into stock.' },
                'zh-CN': { name: '采购入库', description: '将供应商送达的货品登记入库。' },
                'zh-TW': { name: '採購進貨', description: '將供應商送達的貨品登記入庫。' },
                ar: { name: 'استلام المشتريات', description: 'سجّل في المخزون ما يسلّمه إليك الموردون.' },
              },
            },
            {
              alias: 'sales-issues',
              texts: {
                'en-US': { name: 'Sales issues', description: 'Take sold goods out of stock.' },
                'zh-CN': { name: '销售出库', description: '将售出的货品登记出库。' },
                'zh-TW': { name: '銷售出貨', description: '將售出的貨品登記出庫。' },
                ar: { name: 'صرف المبيعات', description: 'سجّل خروج البضائع المبيعة من المخزون.' },
              },
            },
          ],
        },
        {
          alias: 'stocktaking',
          texts: {
            'en-US': { name: 'Stocktaking', description: 'Count what is on the shelves and settle the differences.' },
            'zh-CN': { name: '盘点', description: '清点货架上的库存并处理差异。' },
            'zh-TW': { name: '盤點', description: '清點貨架上的庫存並處理差異。' },
            ar: { name: 'الجرد', description: 'احصر ما على الرفوف وعالج الفروقات.' },
          },
        },
        {
          alias: 'transfers',
          texts: {
            'en-US': { name: 'Transfers and alerts', description: 'Move stock between stores and watch low stock.' },
            'zh-CN': { name: '调拨与预警', description: '门店间调拨库存与低库存提醒。' },
            'zh-TW': { name: '調撥與預警', description: '門市間調撥庫存與低庫存提醒。' },
            ar: {
              name: 'نقل المخزون والتنبيهات',
              description: 'انقل المخزون بين المتاجر وراقب الأصناف التي توشك على النفاد.',
            },
          },
        },
      ],
    },
    {
      alias: 'sales',
      icon: icon('sales'),
      texts: {
        'en-US': { name: 'Sales and orders', description: 'Sales orders, customers, returns and the POS counter.' },
        'zh-CN': { name: '销售与订单', description: '销售开单、客户、退货与门店收银。' },
        'zh-TW': { name: '銷售與訂單', description: '銷售開單、客戶、退貨與門市收銀。' },
        ar: { name: 'المبيعات والطلبات', description: 'أوامر البيع والعملاء والمرتجعات ونقطة البيع في المتجر.' },
      },
      children: [
        {
          alias: 'sales-orders',
          texts: {
            'en-US': { name: 'Sales orders', description: 'Create orders, set prices and print documents.' },
            'zh-CN': { name: '销售开单', description: '开单、设置价格与打印单据。' },
            'zh-TW': { name: '銷售開單', description: '開單、設定價格與列印單據。' },
            ar: { name: 'أوامر البيع', description: 'أنشئ الطلبات وحدّد الأسعار واطبع المستندات.' },
          },
          children: [
            {
              alias: 'printing',
              texts: {
                'en-US': { name: 'Printing and sharing', description: 'Invoices, delivery notes and printers.' },
                'zh-CN': { name: '打印与分享', description: '销售单、送货单与打印机。' },
                'zh-TW': { name: '列印與分享', description: '銷售單、送貨單與印表機。' },
                ar: { name: 'الطباعة والمشاركة', description: 'الفواتير وإشعارات التسليم والطابعات.' },
              },
            },
            {
              alias: 'returns',
              texts: {
                'en-US': { name: 'Returns', description: 'Take goods back and refund customers.' },
                'zh-CN': { name: '退货', description: '办理客户退货与退款。' },
                'zh-TW': { name: '退貨', description: '辦理客戶退貨與退款。' },
                ar: { name: 'المرتجعات', description: 'استلام البضائع المرتجعة وردّ المبالغ إلى العملاء.' },
              },
            },
          ],
        },
        {
          alias: 'customers',
          texts: {
            'en-US': { name: 'Customers', description: 'Customer lists, price levels and credit.' },
            'zh-CN': { name: '客户管理', description: '客户资料、价格等级与赊账额度。' },
            'zh-TW': { name: '客戶管理', description: '客戶資料、價格等級與賒帳額度。' },
            ar: { name: 'العملاء', description: 'قوائم العملاء ومستويات الأسعار وحدود البيع الآجل.' },
          },
        },
        {
          alias: 'pos-checkout',
          texts: {
            'en-US': { name: 'POS checkout', description: 'The shop counter with Tallybook POS.' },
            'zh-CN': { name: '门店收银', description: '使用 Tallybook 收银完成前台结账。' },
            'zh-TW': { name: '門市收銀', description: '使用 Tallybook 收銀完成櫃檯結帳。' },
            ar: { name: 'الدفع في نقطة البيع', description: 'منضدة الدفع في متجرك مع Tallybook POS.' },
          },
        },
      ],
    },
    {
      alias: 'finance',
      icon: icon('finance'),
      texts: {
        'en-US': { name: 'Finance and reports', description: 'Receivables, payables and the reports you run on.' },
        'zh-CN': { name: '财务与报表', description: '应收应付与经营报表。' },
        'zh-TW': { name: '財務與報表', description: '應收應付與經營報表。' },
        ar: { name: 'المالية والتقارير', description: 'الذمم المدينة والدائنة والتقارير التي تدير بها عملك.' },
      },
      children: [
        {
          alias: 'receivables-payables',
          texts: {
            'en-US': { name: 'Receivables and payables', description: 'Who owes you, and whom you owe.' },
            'zh-CN': { name: '应收应付', description: '客户欠款与供应商账款。' },
            'zh-TW': { name: '應收應付', description: '客戶欠款與供應商帳款。' },
            ar: { name: 'الذمم المدينة والدائنة', description: 'من يدين لك، ولمن تدين أنت.' },
          },
        },
        {
          alias: 'reports',
          texts: {
            'en-US': { name: 'Reports', description: 'Profit, sales and stock at a glance.' },
            'zh-CN': { name: '经营报表', description: '利润、销售与库存一目了然。' },
            'zh-TW': { name: '經營報表', description: '利潤、銷售與庫存一目了然。' },
            ar: { name: 'التقارير', description: 'الأرباح والمبيعات والمخزون في لمحة واحدة.' },
          },
          children: [
            {
              alias: 'daily-weekly-reports',
              texts: {
                'en-US': { name: 'Daily and weekly reports', description: 'The summaries Tallybook sends you.' },
                'zh-CN': { name: '日报与周报', description: 'Tallybook 为您推送的经营摘要。' },
                'zh-TW': { name: '日報與週報', description: 'Tallybook 為您推送的經營摘要。' },
                ar: { name: 'التقارير اليومية والأسبوعية', description: 'الملخصات التي يرسلها إليك Tallybook.' },
              },
            },
          ],
        },
      ],
    },
    {
      alias: 'account',
      icon: icon('account'),
      texts: {
        'en-US': { name: 'Subscription and users', description: 'Editions, renewals, fapiao and your team.' },
        'zh-CN': { name: '订购与账户', description: '版本、续费、发票与员工账号。' },
        'zh-TW': { name: '訂購與帳戶', description: '版本、續費、發票與員工帳號。' },
        ar: { name: 'الاشتراك والمستخدمون', description: 'الإصدارات والتجديد والفواتير الضريبية وفريقك.' },
      },
      children: [
        {
          alias: 'editions-billing',
          texts: {
            'en-US': { name: 'Editions and billing', description: 'Trial, upgrade, renewal and fapiao.' },
            'zh-CN': { name: '版本与续费', description: '试用、升级、续费与发票。' },
            'zh-TW': { name: '版本與續費', description: '試用、升級、續費與發票。' },
            ar: {
              name: 'الإصدارات والفوترة',
              description: 'التجربة المجانية والترقية والتجديد والفاتورة الضريبية (فابياو).',
            },
          },
        },
        {
          alias: 'users-permissions',
          texts: {
            'en-US': { name: 'Users and permissions', description: 'Employees, roles and what each may see.' },
            'zh-CN': { name: '员工与权限', description: '员工账号、角色与可见范围。' },
            'zh-TW': { name: '員工與權限', description: '員工帳號、角色與可見範圍。' },
            ar: { name: 'المستخدمون والصلاحيات', description: 'الموظفون والأدوار وما يحق لكل منهم الاطلاع عليه.' },
          },
        },
      ],
    },
  ],
};
