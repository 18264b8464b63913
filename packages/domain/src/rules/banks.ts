import type { Language } from './languages.ts';
import { shanghaiDate } from './mall-calendar.ts';
import type { MessageKey } from './messages.ts';

/**
 * The payee a partner's withdrawals go to (spec §3 Withdrawal: bank account number, bank name, ID
 * card; spec §5 "add bank card, ID number and bank account first"; issue 15): a bank card, the
 * holder's PRC resident ID and name, and the bank, found by name or by the card's BIN.
 */

// --- Bank card numbers -----------------------------------------------------------------------------

/** ISO/IEC 7812: a payment card number has 12 to 19 digits; UnionPay debit cards use 16 to 19. */
const CARD_NO = /^\d{12,19}$/;
/** Typed card numbers are grouped with spaces or dashes; anything much longer is not a card. */
const MAX_CARD_INPUT_LENGTH = 64;

/** A card number as stored and compared: the digits without the spaces or dashes it was typed with. */
export const normalizeCardNo = (raw: string): string => raw.replace(/[\s-]+/g, '');

/** Whether `digits` (ASCII digits only) pass the Luhn check that ends every payment card number. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The first problem of a typed card number, or undefined. */
export function cardNoProblem(raw: string): MessageKey | undefined {
  if (raw.length > MAX_CARD_INPUT_LENGTH) return 'cardNoFormat';
  const cardNo = normalizeCardNo(raw);
  if (!cardNo) return 'cardNoEmpty';
  if (!CARD_NO.test(cardNo)) return 'cardNoFormat';
  if (!isLuhnValid(cardNo)) return 'cardNoInvalid';
  return undefined;
}

/** A card number for display: only its last four digits ('**** **** **** 0123'). */
export function maskCardNo(cardNo: string): string {
  const digits = normalizeCardNo(cardNo);
  return digits.length > 4 ? `**** **** **** ${digits.slice(-4)}` : '****';
}

// --- PRC resident ID (GB 11643-1999) ---------------------------------------------------------------

const RESIDENT_ID = /^\d{17}[\dX]$/;
/** ISO 7064 MOD 11-2 as GB 11643-1999 applies it: the weights of the first 17 digits, the check characters. */
const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';
/** GB/T 2260's first level: provinces, autonomous regions, municipalities, Taiwan, Hong Kong, Macao, and 91 abroad. */
const PROVINCE_CODE_RANGES: readonly (readonly [number, number])[] = [
  [11, 15],
  [21, 23],
  [31, 37],
  [41, 46],
  [50, 54],
  [61, 65],
  [71, 71],
  [81, 82],
  [91, 91],
];

/** A resident ID as stored and compared: trimmed, with its check character X in upper case. */
export const normalizeResidentId = (raw: string): string => raw.trim().toUpperCase();

/** The check character of an ID's first 17 digits. */
export function residentIdCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('A resident ID check character needs exactly 17 digits');
  let sum = 0;
  for (const [index, weight] of CHECK_WEIGHTS.entries()) sum += (first17.charCodeAt(index) - 48) * weight;
  return CHECK_CHARACTERS[sum % 11] as string;
}

/** Whether YYYYMMDD is a real date from 1900 up to `today` (UTC+8: IDs carry a date of birth in China). */
function isBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  const now = shanghaiDate(today);
  return year * 10_000 + month * 100 + day <= now.year * 10_000 + now.month * 100 + now.day;
}

/**
 * Whether `id` (normalised) is a second-generation resident ID: 18 characters, a known province,
 * a real birth date that is not in the future, and the right check character. The 15-digit IDs of
 * the first generation expired in 2013 and are refused.
 */
export function isResidentIdValid(id: string, today: Date = new Date()): boolean {
  if (!RESIDENT_ID.test(id)) return false;
  const province = Number(id.slice(0, 2));
  if (!PROVINCE_CODE_RANGES.some(([from, to]) => province >= from && province <= to)) return false;
  if (!isBirthDate(id.slice(6, 14), today)) return false;
  return residentIdCheckCharacter(id.slice(0, 17)) === id[17];
}

/** The first problem of a typed resident ID, or undefined. */
export function residentIdProblem(raw: string, today: Date = new Date()): MessageKey | undefined {
  const id = normalizeResidentId(raw);
  if (!id) return 'residentIdEmpty';
  return isResidentIdValid(id, today) ? undefined : 'residentIdInvalid';
}

/** A resident ID for display: the first three and last four characters, the rest starred. */
export function maskResidentId(id: string): string {
  const characters = [...normalizeResidentId(id)];
  if (characters.length <= 7) return '*'.repeat(characters.length);
  return `${characters.slice(0, 3).join('')}${'*'.repeat(characters.length - 7)}${characters.slice(-4).join('')}`;
}

// --- The payee's name ------------------------------------------------------------------------------

/** The longest payee name, in characters; the longest Chinese names with a middle dot fit easily. */
export const PAYEE_NAME_MAX_LENGTH = 40;
/** Control, format (bidirectional overrides, zero-width), surrogate and private-use characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/u;

/** A payee name as stored: trimmed, with runs of spaces made one. */
export const normalizePayeeName = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

/** The first problem of a payee name (the card holder's name as the bank has it), or undefined. */
export function payeeNameProblem(raw: string): MessageKey | undefined {
  const name = normalizePayeeName(raw);
  if (!name) return 'payeeNameEmpty';
  if ([...name].length > PAYEE_NAME_MAX_LENGTH) return 'payeeNameTooLong';
  if (INVISIBLE.test(name) || /\p{Nd}/u.test(name)) return 'payeeNameInvalid';
  return undefined;
}

// --- Banks -----------------------------------------------------------------------------------------

export const BANK_CODES = [
  'ICBC',
  'ABC',
  'BOC',
  'CCB',
  'BOCOM',
  'PSBC',
  'CMB',
  'CITIC',
  'CEB',
  'HXB',
  'CMBC',
  'GDB',
  'PAB',
  'SPDB',
  'CIB',
] as const;
export type BankCode = (typeof BANK_CODES)[number];

export interface Bank {
  code: BankCode;
  names: Readonly<Record<Language, string>>;
  /** Short names people type (工行, 建行 ...) and former names, in simplified and traditional characters. */
  aliases: readonly string[];
  /** Six-digit BINs of the bank's UnionPay debit and credit cards. */
  bins: readonly string[];
}

/**
 * The major Chinese banks. The English names are the banks' own; the BINs are a selection of each
 * bank's debit and credit card BINs from the China UnionPay BIN table published with
 * github.com/hexindai/bcbc (data/bin.csv, MIT, 2025; the table behind Alipay's card-number check),
 * enough to name the bank of the cards most people hold, not a full registry.
 */
export const BANKS: readonly Bank[] = [
  {
    code: 'ICBC',
    names: {
      'zh-CN': '中国工商银行',
      'zh-TW': '中國工商銀行',
      'en-US': 'Industrial and Commercial Bank of China',
      ar: 'البنك الصناعي والتجاري الصيني',
    },
    aliases: ['工商银行', '工商銀行', '工行'],
    bins: ['622202', '622203', '622208', '621226', '621558', '622210', '625916'],
  },
  {
    code: 'ABC',
    names: {
      'zh-CN': '中国农业银行',
      'zh-TW': '中國農業銀行',
      'en-US': 'Agricultural Bank of China',
      ar: 'البنك الزراعي الصيني',
    },
    aliases: ['农业银行', '農業銀行', '农行', '農行'],
    bins: ['622848', '622845', '622846', '622841', '623052', '622836', '625996'],
  },
  {
    code: 'BOC',
    names: { 'zh-CN': '中国银行', 'zh-TW': '中國銀行', 'en-US': 'Bank of China', ar: 'بنك الصين' },
    aliases: ['中行'],
    bins: ['621661', '621663', '621785', '621660', '623569', '622760', '625907'],
  },
  {
    code: 'CCB',
    names: {
      'zh-CN': '中国建设银行',
      'zh-TW': '中國建設銀行',
      'en-US': 'China Construction Bank',
      ar: 'بنك التعمير الصيني',
    },
    aliases: ['建设银行', '建設銀行', '建行'],
    bins: ['621700', '622700', '623668', '622280', '621284', '622166', '625964'],
  },
  {
    code: 'BOCOM',
    names: { 'zh-CN': '交通银行', 'zh-TW': '交通銀行', 'en-US': 'Bank of Communications', ar: 'بنك الاتصالات الصيني' },
    aliases: ['交行', 'COMM'],
    bins: ['622260', '622261', '622262', '621069', '622252', '622656'],
  },
  {
    code: 'PSBC',
    names: {
      'zh-CN': '中国邮政储蓄银行',
      'zh-TW': '中國郵政儲蓄銀行',
      'en-US': 'Postal Savings Bank of China',
      ar: 'بنك الادخار البريدي الصيني',
    },
    aliases: ['邮政储蓄银行', '郵政儲蓄銀行', '邮储银行', '郵儲銀行', '邮储', '郵儲'],
    bins: ['621799', '622188', '621098', '623218', '622150', '622810', '625919'],
  },
  {
    code: 'CMB',
    names: { 'zh-CN': '招商银行', 'zh-TW': '招商銀行', 'en-US': 'China Merchants Bank', ar: 'بنك التجار الصيني' },
    aliases: ['招行'],
    bins: ['622588', '622580', '621483', '621485', '621486', '622575', '622576'],
  },
  {
    code: 'CITIC',
    names: { 'zh-CN': '中信银行', 'zh-TW': '中信銀行', 'en-US': 'China CITIC Bank', ar: 'بنك سيتيك الصيني' },
    aliases: [],
    bins: ['621771', '621768', '622690', '622998', '620082', '622688', '622689'],
  },
  {
    code: 'CEB',
    names: {
      'zh-CN': '中国光大银行',
      'zh-TW': '中國光大銀行',
      'en-US': 'China Everbright Bank',
      ar: 'بنك إيفربرايت الصيني',
    },
    aliases: ['光大银行', '光大銀行'],
    bins: ['622660', '622662', '622663', '621489', '623156', '622655', '625978'],
  },
  {
    code: 'HXB',
    names: { 'zh-CN': '华夏银行', 'zh-TW': '華夏銀行', 'en-US': 'Hua Xia Bank', ar: 'بنك هواشيا' },
    aliases: [],
    bins: ['622630', '622631', '623020', '621222', '622636', '625967'],
  },
  {
    code: 'CMBC',
    names: {
      'zh-CN': '中国民生银行',
      'zh-TW': '中國民生銀行',
      'en-US': 'China Minsheng Bank',
      ar: 'بنك مينشنغ الصيني',
    },
    aliases: ['民生银行', '民生銀行'],
    bins: ['622622', '622615', '622617', '621691', '623683', '622600', '625911'],
  },
  {
    code: 'GDB',
    names: { 'zh-CN': '广发银行', 'zh-TW': '廣發銀行', 'en-US': 'China Guangfa Bank', ar: 'بنك قوانغفا الصيني' },
    aliases: ['广东发展银行', '廣東發展銀行', 'CGB'],
    bins: ['622568', '621462', '622555', '622556', '625808', '628259'],
  },
  {
    code: 'PAB',
    names: { 'zh-CN': '平安银行', 'zh-TW': '平安銀行', 'en-US': 'Ping An Bank', ar: 'بنك بينغ آن' },
    aliases: ['SPABANK'],
    bins: ['622298', '622986', '623058', '621626', '622155', '625360'],
  },
  {
    code: 'SPDB',
    names: {
      'zh-CN': '上海浦东发展银行',
      'zh-TW': '上海浦東發展銀行',
      'en-US': 'Shanghai Pudong Development Bank',
      ar: 'بنك شانغهاي بودونغ للتنمية',
    },
    aliases: ['浦发银行', '浦發銀行', '浦发', '浦發'],
    bins: ['622521', '622516', '622518', '621792', '620530', '622176', '625957'],
  },
  {
    code: 'CIB',
    names: { 'zh-CN': '兴业银行', 'zh-TW': '興業銀行', 'en-US': 'Industrial Bank', ar: 'البنك الصناعي' },
    aliases: [],
    bins: ['622908', '622909', '622901', '622902', '625960', '628212'],
  },
];

/** The bank whose BIN begins `cardNo` (typed or normalised), by the longest matching BIN; undefined when none does. */
export function bankOfCard(cardNo: string): Bank | undefined {
  const digits = normalizeCardNo(cardNo);
  let found: { bank: Bank; length: number } | undefined;
  for (const bank of BANKS) {
    for (const bin of bank.bins) {
      if (digits.startsWith(bin) && bin.length > (found?.length ?? 0)) found = { bank, length: bin.length };
    }
  }
  return found?.bank;
}

/** The bank with `code`, or undefined. */
export const bankByCode = (code: string): Bank | undefined => BANKS.find((bank) => bank.code === code);

export interface BankChoice {
  code: BankCode;
  name: string;
}

/** Typed searches are short: a bank's name or the first digits of a card. */
const MAX_BANK_QUERY_LENGTH = 40;

/** How well `bank` answers a text query: 0 exact, 1 a name begins with it, 2 a name holds it; undefined not at all. */
function textRank(bank: Bank, query: string): number | undefined {
  const names = [bank.code, ...Object.values(bank.names), ...bank.aliases].map((name) => name.toLowerCase());
  if (names.includes(query)) return 0;
  if (names.some((name) => name.startsWith(query))) return 1;
  if (names.some((name) => name.includes(query))) return 2;
  return undefined;
}

/** How well `bank` answers a query of a card's first digits: 0 when one of its BINs and the digits could be the same card. */
const digitsRank = (bank: Bank, digits: string): number | undefined =>
  bank.bins.some((bin) => digits.startsWith(bin) || bin.startsWith(digits)) ? 0 : undefined;

/**
 * Banks for the payee form's picker (bank-name-search), named in `language`: by any of a bank's
 * names in any language, its code or a short name (case-insensitive, exact matches first), or, when
 * the query is a card's first digits, by its BINs. An empty query lists the banks in their order.
 */
export function searchBanks(query: string, language: Language, limit = 10): BankChoice[] {
  const count = Math.max(0, Math.floor(limit));
  const text = query.trim().toLowerCase();
  if (text.length > MAX_BANK_QUERY_LENGTH) return [];
  const digits = normalizeCardNo(text);
  const rankOf = (bank: Bank): number | undefined => {
    if (!text) return 0;
    return /^\d+$/.test(digits) ? digitsRank(bank, digits) : textRank(bank, text);
  };
  const ranked = BANKS.flatMap((bank) => {
    const rank = rankOf(bank);
    return rank === undefined ? [] : [{ bank, rank }];
  });
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count)
    .map(({ bank }) => ({ code: bank.code, name: bank.names[language] }));
}
