import { type Language, PARTNER_BALANCE_PAY_TYPE } from '@tallybook/domain';

/** One value of a system enumeration (GET /ommall/om/sysenum/list/{typeID}) with its name in a language. */
export interface SystemEnumValue {
  code: number | string;
  name: string;
}

type Names = Readonly<Record<Language, string>>;

interface EnumEntry {
  code: number | string;
  names: Names;
}

// spec §4 Payment by type: 1 and 2 on the web, 26/30/36/37 inside the apps and mini-programs.
const PAY_TYPES: readonly EnumEntry[] = [
  { code: 1, names: { 'en-US': 'WeChat Pay', 'zh-CN': '微信支付', 'zh-TW': '微信支付', ar: 'وي تشات باي' } },
  { code: 2, names: { 'en-US': 'Alipay', 'zh-CN': '支付宝', 'zh-TW': '支付寶', ar: 'علي باي' } },
  {
    code: 26,
    names: {
      'en-US': 'WeChat Pay in the app',
      'zh-CN': '应用内微信支付',
      'zh-TW': '應用內微信支付',
      ar: 'وي تشات باي داخل التطبيق',
    },
  },
  {
    code: 30,
    names: {
      'en-US': 'Payment in the Tallybook app',
      'zh-CN': '应用内支付',
      'zh-TW': '應用內支付',
      ar: 'الدفع داخل تطبيق Tallybook',
    },
  },
  {
    code: 36,
    names: {
      'en-US': 'Alipay mini-app',
      'zh-CN': '支付宝小程序支付',
      'zh-TW': '支付寶小程式支付',
      ar: 'تطبيق علي باي المصغر',
    },
  },
  {
    code: 37,
    names: {
      'en-US': 'WeChat mini-program',
      'zh-CN': '微信小程序支付',
      'zh-TW': '微信小程式支付',
      ar: 'برنامج وي تشات المصغر',
    },
  },
  // decision 0041: an order the customer's partner paid from its ordering balance (chosen at no pay page)
  {
    code: PARTNER_BALANCE_PAY_TYPE,
    names: {
      'en-US': 'Paid by your partner',
      'zh-CN': '合作伙伴代付',
      'zh-TW': '合作夥伴代付',
      ar: 'دفعه شريكك',
    },
  },
];

const INVOICE_TYPES: readonly EnumEntry[] = [
  {
    code: 'normal',
    names: { 'en-US': 'Normal fapiao', 'zh-CN': '增值税普通发票', 'zh-TW': '增值稅普通發票', ar: 'فاتورة عادية' },
  },
  {
    code: 'special',
    names: {
      'en-US': 'Special VAT fapiao',
      'zh-CN': '增值税专用发票',
      'zh-TW': '增值稅專用發票',
      ar: 'فاتورة ضريبة القيمة المضافة الخاصة',
    },
  },
];

const INVOICE_MEDIA: readonly EnumEntry[] = [
  {
    code: 'electronic',
    names: { 'en-US': 'Electronic fapiao', 'zh-CN': '电子发票', 'zh-TW': '電子發票', ar: 'فاتورة إلكترونية' },
  },
  { code: 'paper', names: { 'en-US': 'Paper fapiao', 'zh-CN': '纸质发票', 'zh-TW': '紙本發票', ar: 'فاتورة ورقية' } },
];

const CANCEL_REASONS: readonly EnumEntry[] = [
  {
    code: 'wrong_edition',
    names: {
      'en-US': 'Chose the wrong edition or duration',
      'zh-CN': '版本或时长选错了',
      'zh-TW': '版本或時長選錯了',
      ar: 'اخترت الإصدار أو المدة الخطأ',
    },
  },
  {
    code: 'payment_problem',
    names: {
      'en-US': 'Could not complete the payment',
      'zh-CN': '支付遇到问题',
      'zh-TW': '付款遇到問題',
      ar: 'تعذر إتمام الدفع',
    },
  },
  {
    code: 'coupon',
    names: {
      'en-US': 'Want to use a coupon or another offer',
      'zh-CN': '想使用优惠券或其他优惠',
      'zh-TW': '想使用優惠券或其他優惠',
      ar: 'أريد استخدام قسيمة أو عرض آخر',
    },
  },
  {
    code: 'not_needed',
    names: {
      'en-US': 'No longer needed',
      'zh-CN': '暂时不需要了',
      'zh-TW': '暫時不需要了',
      ar: 'لم أعد بحاجة إليه',
    },
  },
  { code: 'other', names: { 'en-US': 'Other', 'zh-CN': '其他原因', 'zh-TW': '其他原因', ar: 'سبب آخر' } },
];

/** typeID 1 pay types, 2 fapiao types, 3 fapiao media, 4 reasons to cancel an order. */
const SYSTEM_ENUMS: Readonly<Record<number, readonly EnumEntry[]>> = {
  1: PAY_TYPES,
  2: INVOICE_TYPES,
  3: INVOICE_MEDIA,
  4: CANCEL_REASONS,
};

/** The values of enumeration `typeId` named in `language`; an unknown type has none. */
export function listSystemEnums(typeId: number, language: Language): SystemEnumValue[] {
  return (SYSTEM_ENUMS[typeId] ?? []).map(({ code, names }) => ({ code, name: names[language] }));
}

/** The name of a pay type in `language` (order/check lists them too), or undefined for an unknown one. */
export function payTypeName(payType: number, language: Language): string | undefined {
  return PAY_TYPES.find((entry) => entry.code === payType)?.names[language];
}
