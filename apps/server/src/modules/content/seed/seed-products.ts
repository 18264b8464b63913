// Demo content, seeded once into a new database (see platform/db/seed.ts). Not real customer data.
import type { ClientType, ContentLanguage } from '@tallybook/domain';
import type { Db } from '../../../platform/db/database.ts';
import { productClients, products, productTranslations } from '../content.tables.ts';

interface DemoProduct {
  alias: string;
  texts: Record<ContentLanguage, { name: string; description: string }>;
  clients: Array<{ type: ClientType; version: string; downloadLink: string; releasedAt: string }>;
}

const DEMO_PRODUCTS: DemoProduct[] = [
  {
    alias: 'tallybook',
    texts: {
      'en-US': {
        name: 'Tallybook',
        description:
          'Inventory, invoicing and order management for wholesalers and retailers: stock in every store, sales and purchase orders, receivables and daily reports.',
      },
      'zh-CN': {
        name: 'Tallybook 进销存',
        description: '面向批发和零售商家的进销存、开单与订单管理：多门店库存、销售与采购单、应收应付和经营日报。',
      },
      'zh-TW': {
        name: 'Tallybook 進銷存',
        description: '面向批發與零售商家的進銷存、開單與訂單管理：多門市庫存、銷售與採購單、應收應付與經營日報。',
      },
      ar: {
        name: 'Tallybook',
        description:
          'إدارة المخزون والفواتير والطلبات لتجار الجملة والتجزئة: المخزون في كل متجر، وأوامر البيع والشراء، والذمم المدينة، والتقارير اليومية.',
      },
    },
    clients: [
      {
        type: 'windows',
        version: '6.4.2',
        downloadLink: '/downloads/tallybook-6.4.2-setup.exe',
        releasedAt: '2026-10-28',
      },
      {
        type: 'windows',
        version: '6.3.0',
        downloadLink: '/downloads/tallybook-6.3.0-setup.exe',
        releasedAt: '2026-08-12',
      },
      { type: 'macos', version: '6.4.2', downloadLink: '/downloads/tallybook-6.4.2.dmg', releasedAt: '2026-10-28' },
      {
        type: 'ios',
        version: '6.4.1',
        downloadLink: 'https://apps.apple.com/app/tallybook/id1584920001',
        releasedAt: '2026-10-20',
      },
      { type: 'android', version: '6.4.1', downloadLink: '/downloads/tallybook-6.4.1.apk', releasedAt: '2026-10-20' },
      {
        type: 'android',
        version: '6.4.1-gp',
        downloadLink: 'https://play.google.com/store/apps/details?id=app.tallybook',
        releasedAt: '2026-10-20',
      },
    ],
  },
  {
    alias: 'tallybook-pos',
    texts: {
      'en-US': {
        name: 'Tallybook POS',
        description:
          'Checkout for the shop counter: barcode scanning, members and points, cash and mobile payments, synced with your Tallybook stock.',
      },
      'zh-CN': {
        name: 'Tallybook 收银',
        description: '门店前台收银：扫码开单、会员积分、现金与移动支付，与 Tallybook 库存实时同步。',
      },
      'zh-TW': {
        name: 'Tallybook 收銀',
        description: '門市前台收銀：掃碼開單、會員積分、現金與行動支付，與 Tallybook 庫存即時同步。',
      },
      ar: {
        name: 'Tallybook POS',
        description:
          'نقطة بيع لمنضدة المتجر: مسح الرموز الشريطية، والأعضاء والنقاط، والدفع نقدًا وعبر الهاتف، متزامنة مع مخزونك في Tallybook.',
      },
    },
    clients: [
      {
        type: 'windows',
        version: '3.8.0',
        downloadLink: '/downloads/tallybook-pos-3.8.0-setup.exe',
        releasedAt: '2026-09-30',
      },
      { type: 'macos', version: '3.8.0', downloadLink: '/downloads/tallybook-pos-3.8.0.dmg', releasedAt: '2026-09-30' },
      {
        type: 'ios',
        version: '3.7.5',
        downloadLink: 'https://apps.apple.com/app/tallybook-pos/id1584920002',
        releasedAt: '2026-09-02',
      },
      {
        type: 'android',
        version: '3.7.5',
        downloadLink: '/downloads/tallybook-pos-3.7.5.apk',
        releasedAt: '2026-09-02',
      },
    ],
  },
  {
    alias: 'tallybook-books',
    texts: {
      'en-US': {
        name: 'Tallybook Books',
        description:
          'Bookkeeping for small businesses: vouchers from your sales and purchases, ledgers, tax-ready statements and a Windows accounting client.',
      },
      'zh-CN': {
        name: 'Tallybook 记账',
        description: '小微企业记账：由销售与采购自动生成凭证，总账明细账，报税报表，并提供 Windows 财务客户端。',
      },
      'zh-TW': {
        name: 'Tallybook 記帳',
        description: '小微企業記帳：由銷售與採購自動產生憑證，總帳明細帳，報稅報表，並提供 Windows 財務用戶端。',
      },
      ar: {
        name: 'Tallybook Books',
        description:
          'محاسبة للأعمال الصغيرة: قيود من مبيعاتك ومشترياتك، ودفاتر الأستاذ، وقوائم جاهزة للضرائب، وبرنامج محاسبة لنظام Windows.',
      },
    },
    clients: [
      {
        type: 'windows',
        version: '2.1.4',
        downloadLink: '/downloads/tallybook-books-2.1.4-setup.exe',
        releasedAt: '2026-07-15',
      },
      {
        type: 'macos',
        version: '2.1.4',
        downloadLink: '/downloads/tallybook-books-2.1.4.dmg',
        releasedAt: '2026-07-15',
      },
      {
        type: 'ios',
        version: '2.0.9',
        downloadLink: 'https://apps.apple.com/app/tallybook-books/id1584920003',
        releasedAt: '2026-06-30',
      },
      {
        type: 'android',
        version: '2.0.9',
        downloadLink: '/downloads/tallybook-books-2.0.9.apk',
        releasedAt: '2026-06-30',
      },
    ],
  },
];

export async function seedProducts(db: Db): Promise<void> {
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const [product] = await db
      .insert(products)
      .values({ alias: demo.alias, logo: `/images/products/${demo.alias}.svg`, sortOrder: index })
      .returning({ id: products.id });
    if (!product) throw new Error(`could not seed product ${demo.alias}`);
    await db
      .insert(productTranslations)
      .values(Object.entries(demo.texts).map(([lang, text]) => ({ productId: product.id, lang, ...text })));
    await db.insert(productClients).values(
      demo.clients.map((client, sortOrder) => ({
        productId: product.id,
        type: client.type,
        version: client.version,
        downloadLink: client.downloadLink,
        sortOrder,
        releasedAt: new Date(`${client.releasedAt}T10:00:00+08:00`),
      })),
    );
  }
}
