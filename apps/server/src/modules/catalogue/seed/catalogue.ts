// The mall's catalogue (decision 0012): Tallybook's editions, SKUs and coupon definitions, seeded
// once into a new database (see platform/db/seed.ts). Prices are ours (the spec shows none) and
// live in the tables afterwards, where they may be edited.
import type { Db } from '../../../platform/db/database.ts';
import { mallServices, mallServiceTranslations, mallSkus } from '../catalogue.tables.ts';

export const TALLYBOOK_SERVICE = 'KDZHJ01';
export const TALLYBOOK_PRODUCT_ID = 30;
export const MALL_DISPLAY_ID = 11;

export const CATALOGUE_TEXTS = {
  'en-US': {
    name: 'Tallybook',
    description: 'Sales, purchases, stock and money for small merchants, on the phone and the computer.',
    editions: {
      basic: {
        name: 'Basic',
        features: ['Sales and purchase orders', 'Stock in one store', 'Receivables and payables'],
      },
      professional: {
        name: 'Professional',
        features: ['Everything in Basic', 'Several stores and staff roles', 'Reports of profit and sales people'],
      },
    },
    sections: [
      { title: 'Who it is for', body: 'Shops, wholesalers and small factories who keep their books on the go.' },
      {
        title: 'How to buy',
        body: 'Choose an edition and a term, then pay by WeChat Pay or Alipay, and the licence starts at once; or pay by bank transfer, and it starts when the transfer arrives.',
      },
    ],
  },
  'zh-CN': {
    // one product name in every language (docs/glossary.md)
    name: 'Tallybook',
    description: '面向小微商家的进销存与记账，手机电脑同步使用。',
    editions: {
      basic: { name: '基础版', features: ['销售与采购单据', '单门店库存', '应收应付'] },
      professional: { name: '专业版', features: ['包含基础版全部功能', '多门店与员工权限', '利润与业务员报表'] },
    },
    sections: [
      { title: '适合谁', body: '门店、批发商和小工厂，随时随地记账。' },
      {
        title: '如何购买',
        body: '选择版本和时长，使用微信支付或支付宝付款，授权立即生效；也可对公转账，款项到账后授权生效。',
      },
    ],
  },
  'zh-TW': {
    name: 'Tallybook',
    description: '面向小微商家的進銷存與記帳，手機電腦同步使用。',
    editions: {
      basic: { name: '基礎版', features: ['銷售與採購單據', '單門店庫存', '應收應付'] },
      professional: { name: '專業版', features: ['包含基礎版全部功能', '多門店與員工權限', '利潤與業務員報表'] },
    },
    sections: [
      { title: '適合誰', body: '門店、批發商和小工廠，隨時隨地記帳。' },
      {
        title: '如何購買',
        body: '選擇版本和時長，使用微信支付或支付寶付款，授權立即生效；也可公司帳戶轉帳，款項入帳後授權生效。',
      },
    ],
  },
  ar: {
    name: 'Tallybook',
    description: 'المبيعات والمشتريات والمخزون والأموال للتجار الصغار، على الهاتف والحاسوب.',
    editions: {
      basic: { name: 'الأساسية', features: ['أوامر البيع والشراء', 'مخزون متجر واحد', 'الذمم المدينة والدائنة'] },
      professional: {
        name: 'الاحترافية',
        features: ['كل ما في الأساسية', 'عدة متاجر وأدوار للموظفين', 'تقارير الأرباح ومندوبي المبيعات'],
      },
    },
    sections: [
      { title: 'لمن هو', body: 'المتاجر وتجار الجملة والمصانع الصغيرة الذين يمسكون دفاترهم أينما كانوا.' },
      {
        title: 'كيفية الشراء',
        body: 'اختر الإصدار والمدة، وادفع عبر WeChat Pay أو Alipay فيبدأ الترخيص فورًا، أو بتحويل بنكي فيبدأ عند وصول التحويل.',
      },
    ],
  },
} as const;

/** fen */
const SUBSCRIPTIONS = {
  basic: [59_800, 107_600, 152_500],
  professional: [119_800, 215_600, 305_500],
} as const;
const BUYOUTS = { basic: 299_000, professional: 599_000 } as const;
export const EXTRA_USER_ANNUAL_PRICE = 20_000;
export const EXTRA_STORE_ANNUAL_PRICE = 60_000;

/** The services, their texts and SKUs (the mall's catalogue; orders seeds its coupons beside it). */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.insert(mallServices).values({
    serviceNumber: TALLYBOOK_SERVICE,
    productId: TALLYBOOK_PRODUCT_ID,
    displayIds: [MALL_DISPLAY_ID],
    sortOrder: 1,
  });
  await db.insert(mallServiceTranslations).values(
    Object.entries(CATALOGUE_TEXTS).map(([lang, texts]) => ({
      serviceNumber: TALLYBOOK_SERVICE,
      lang,
      name: texts.name,
      description: texts.description,
      editions: {
        basic: { name: texts.editions.basic.name, features: [...texts.editions.basic.features] },
        professional: { name: texts.editions.professional.name, features: [...texts.editions.professional.features] },
      },
      sections: texts.sections.map((section) => ({ ...section })),
    })),
  );
  let sortOrder = 0;
  const skus: Array<typeof mallSkus.$inferInsert> = [];
  for (const level of ['basic', 'professional'] as const) {
    SUBSCRIPTIONS[level].forEach((price, index) => {
      const years = index + 1;
      skus.push({
        serviceNumber: TALLYBOOK_SERVICE,
        level,
        kind: 'subscription',
        subscribeType: 1,
        months: 12 * years,
        price,
        // the list price: the yearly price times the years
        listPrice: (SUBSCRIPTIONS[level][0] as number) * years,
        sortOrder: sortOrder++,
      });
    });
    skus.push({
      serviceNumber: TALLYBOOK_SERVICE,
      level,
      kind: 'buyout',
      subscribeType: 2,
      months: null,
      price: BUYOUTS[level],
      listPrice: BUYOUTS[level],
      sortOrder: sortOrder++,
    });
  }
  skus.push(
    {
      serviceNumber: TALLYBOOK_SERVICE,
      level: null,
      kind: 'extra_user',
      subscribeType: 1,
      months: 12,
      price: EXTRA_USER_ANNUAL_PRICE,
      listPrice: EXTRA_USER_ANNUAL_PRICE,
      sortOrder: sortOrder++,
    },
    {
      serviceNumber: TALLYBOOK_SERVICE,
      level: 'professional',
      kind: 'extra_store',
      subscribeType: 1,
      months: 12,
      price: EXTRA_STORE_ANNUAL_PRICE,
      listPrice: EXTRA_STORE_ANNUAL_PRICE,
      sortOrder: sortOrder++,
    },
  );
  await db.insert(mallSkus).values(skus);
}
