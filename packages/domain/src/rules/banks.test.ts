import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_CODES,
  BANKS,
  bankByCode,
  bankOfCard,
  cardNoProblem,
  isLuhnValid,
  isResidentIdValid,
  maskCardNo,
  maskResidentId,
  normalizeCardNo,
  normalizePayeeName,
  normalizeResidentId,
  PAYEE_NAME_MAX_LENGTH,
  payeeNameProblem,
  residentIdCheckCharacter,
  residentIdProblem,
  searchBanks,
} from './banks.ts';
import { LANGUAGES } from './languages.ts';

/** The Luhn check digit of `body`, computed here the long way so the test does not lean on the code under test. */
function luhnCheckDigit(body: string): string {
  const doubled = [...body].reverse().map((d, i) => (i % 2 === 0 ? Number(d) * 2 : Number(d)));
  const sum = doubled.reduce((total, n) => total + Math.floor(n / 10) + (n % 10), 0);
  return String((10 - (sum % 10)) % 10);
}
const withLuhn = (body: string) => body + luhnCheckDigit(body);

/** GB 11643-1999's check character of 17 digits: (12 − Σ aᵢ·2^(17−i) mod 11) mod 11, 10 written X. */
function idCheck(first17: string): string {
  const sum = [...first17].reduce((total, d, i) => total + Number(d) * (2 ** (17 - i) % 11), 0);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}
const withIdCheck = (first17: string) => first17 + idCheck(first17);
const TODAY = new Date('2026-03-15T04:00:00Z');

describe('bank card numbers', () => {
  it('strips the spaces and dashes a number is typed with', () => {
    expect(normalizeCardNo(' 6222 0212-3456 7890 ')).toBe('6222021234567890');
  });

  it('passes the Luhn check on known and constructed numbers', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid(withLuhn('622202123456789012'))).toBe(true);
    expect(isLuhnValid(withLuhn('621700000000000000'))).toBe(true);
  });

  it('fails the Luhn check on a changed digit, a swap of neighbours, and anything but digits', () => {
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(false);
    expect(isLuhnValid('４１１１１１１１１１１１１１１１')).toBe(false);
  });

  it('agrees with the long-way check digit on every body', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.integer({ min: 1, max: 9 }), (body, delta) => {
        const valid = withLuhn(body);
        expect(isLuhnValid(valid)).toBe(true);
        const wrong = body + String((Number(luhnCheckDigit(body)) + delta) % 10);
        expect(isLuhnValid(wrong)).toBe(false);
      }),
    );
  });

  it('names the first problem of a typed card number', () => {
    expect(cardNoProblem(withLuhn('622202123456789012'))).toBeUndefined();
    expect(cardNoProblem(`6222 0212-3456 7890 12${luhnCheckDigit('622202123456789012')}`)).toBeUndefined();
    expect(cardNoProblem('')).toBe('cardNoEmpty');
    expect(cardNoProblem('  - ')).toBe('cardNoEmpty');
    expect(cardNoProblem(withLuhn('1234567890'))).toBe('cardNoFormat');
    expect(cardNoProblem(withLuhn('1234567890123456789'))).toBe('cardNoFormat');
    expect(cardNoProblem('6222abcd12345678')).toBe('cardNoFormat');
    expect(cardNoProblem('62220212345678\u00009')).toBe('cardNoFormat');
    expect(cardNoProblem('6'.repeat(10_000))).toBe('cardNoFormat');
    expect(cardNoProblem('4111111111111112')).toBe('cardNoInvalid');
  });

  it('shows only the last four digits', () => {
    expect(maskCardNo('6222021234567890123')).toBe('**** **** **** 0123');
    expect(maskCardNo('6222 0212 3456 7890')).toBe('**** **** **** 7890');
    expect(maskCardNo('123')).toBe('****');
  });
});

describe('PRC resident IDs (GB 11643-1999)', () => {
  it('accepts the standard’s own sample and constructed IDs', () => {
    expect(isResidentIdValid('11010519491231002X', TODAY)).toBe(true);
    expect(residentIdCheckCharacter('11010519491231002')).toBe('X');
    expect(isResidentIdValid(withIdCheck('44030619900307123'), TODAY)).toBe(true);
    expect(isResidentIdValid(withIdCheck('65010220260315000'), TODAY)).toBe(true);
    expect(isResidentIdValid(withIdCheck('82000019000101999'), TODAY)).toBe(true);
    expect(isResidentIdValid(withIdCheck('32010120000229001'), TODAY)).toBe(true);
  });

  it('computes the check character as the standard’s formula does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{17}$/), (first17) => {
        expect(residentIdCheckCharacter(first17)).toBe(idCheck(first17));
      }),
    );
  });

  it('normalises a typed ID: trimmed, X in upper case', () => {
    expect(normalizeResidentId(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(residentIdProblem(' 11010519491231002x ', TODAY)).toBeUndefined();
  });

  it('refuses a wrong check character', () => {
    expect(isResidentIdValid('110105194912310021', TODAY)).toBe(false);
    expect(isResidentIdValid('11010519491231002x', TODAY)).toBe(false);
    const valid = withIdCheck('44030619900307123');
    for (const other of '0123456789X') {
      if (other !== valid[17]) expect(isResidentIdValid(valid.slice(0, 17) + other, TODAY)).toBe(false);
    }
  });

  it.each([
    ['30 February', '11010519900230001'],
    ['29 February of a common year', '11010519010229001'],
    ['month 13', '11010519901301001'],
    ['day 00', '11010519900100001'],
    ['a birth before 1900', '11010518991231001'],
    ['tomorrow in Shanghai', '11010520260316001'],
    ['a future year', '11010520990101001'],
  ])('refuses a birth date of %s', (_, first17) => {
    expect(isResidentIdValid(withIdCheck(first17), TODAY)).toBe(false);
  });

  it('reads today in UTC+8: a birth today in Shanghai is not in the future', () => {
    const justAfterMidnightInShanghai = new Date('2026-03-15T16:30:00Z');
    expect(isResidentIdValid(withIdCheck('11010520260316001'), justAfterMidnightInShanghai)).toBe(true);
  });

  it.each([
    '00',
    '10',
    '16',
    '20',
    '24',
    '30',
    '38',
    '40',
    '47',
    '49',
    '55',
    '60',
    '66',
    '70',
    '72',
    '80',
    '83',
    '90',
    '92',
    '99',
  ])('refuses the unknown province %s', (province) => {
    expect(isResidentIdValid(withIdCheck(`${province}010519491231002`), TODAY)).toBe(false);
  });

  it('accepts every province code of GB/T 2260', () => {
    const provinces = [11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46]
      .concat([50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 91])
      .map(String);
    for (const province of provinces) {
      expect(isResidentIdValid(withIdCheck(`${province}010519491231002`), TODAY)).toBe(true);
    }
  });

  it.each([
    ['a first-generation 15-digit ID', '110105491231002'],
    ['17 digits', '11010519491231002'],
    ['19 characters', '11010519491231002X1'],
    ['an X before the end', '1101051949123100X2'],
    ['a NUL byte', '11010519491231002\u0000'],
    ['full-width digits', '１１０１０５１９４９１２３１００２Ｘ'],
    ['10,000 characters', '1'.repeat(10_000)],
  ])('refuses %s', (_, id) => {
    expect(isResidentIdValid(normalizeResidentId(id), TODAY)).toBe(false);
    expect(residentIdProblem(id, TODAY)).toBe('residentIdInvalid');
  });

  it('names an empty ID', () => {
    expect(residentIdProblem('', TODAY)).toBe('residentIdEmpty');
    expect(residentIdProblem('   ', TODAY)).toBe('residentIdEmpty');
  });

  it('shows the first three and last four characters', () => {
    expect(maskResidentId('11010519491231002X')).toBe('110***********002X');
    expect(maskResidentId('1234567')).toBe('*******');
  });
});

describe('the payee’s name', () => {
  it('accepts Chinese names, names with a middle dot, and Latin names', () => {
    expect(payeeNameProblem('张三')).toBeUndefined();
    expect(payeeNameProblem('阿卜杜·热合曼')).toBeUndefined();
    expect(payeeNameProblem('  Zhang  San ')).toBeUndefined();
    expect(normalizePayeeName('  Zhang  San ')).toBe('Zhang San');
    expect(payeeNameProblem('名'.repeat(PAYEE_NAME_MAX_LENGTH))).toBeUndefined();
  });

  it('names the first problem', () => {
    expect(payeeNameProblem('')).toBe('payeeNameEmpty');
    expect(payeeNameProblem(' \t ')).toBe('payeeNameEmpty');
    expect(payeeNameProblem('名'.repeat(PAYEE_NAME_MAX_LENGTH + 1))).toBe('payeeNameTooLong');
    expect(payeeNameProblem('x'.repeat(10_000))).toBe('payeeNameTooLong');
    expect(payeeNameProblem('张三3')).toBe('payeeNameInvalid');
    expect(payeeNameProblem('张三３')).toBe('payeeNameInvalid');
    expect(payeeNameProblem('张\u0000三')).toBe('payeeNameInvalid');
    expect(payeeNameProblem('张\u202e三')).toBe('payeeNameInvalid');
    expect(payeeNameProblem('张\u200b三')).toBe('payeeNameInvalid');
  });
});

describe('banks', () => {
  it('lists each bank once, by its code, named in every language, with six-digit BINs', () => {
    expect(BANKS.map((bank) => bank.code)).toEqual([...BANK_CODES]);
    const bins = BANKS.flatMap((bank) => bank.bins);
    expect(new Set(bins).size).toBe(bins.length);
    for (const bank of BANKS) {
      expect(bank.bins.length).toBeGreaterThanOrEqual(3);
      for (const bin of bank.bins) expect(bin).toMatch(/^62\d{4}$/);
      for (const language of LANGUAGES) expect(bank.names[language].trim()).not.toBe('');
      expect(bank.names.ar).toMatch(/\p{Script=Arabic}/u);
      expect(bank.names['zh-TW']).not.toBe('');
    }
    expect(bankByCode('CMB')?.names['en-US']).toBe('China Merchants Bank');
    expect(bankByCode('XYZ')).toBeUndefined();
  });

  it('finds the bank of a card by its BIN', () => {
    expect(bankOfCard('6222021234567890123')?.code).toBe('ICBC');
    expect(bankOfCard('6228 4800 0000 0000 000')?.code).toBe('ABC');
    expect(bankOfCard('6217001234567890123')?.code).toBe('CCB');
    expect(bankOfCard('6225881234567890')?.code).toBe('CMB');
    expect(bankOfCard('6222601234567890123')?.code).toBe('BOCOM');
    expect(bankOfCard('4111111111111111')).toBeUndefined();
    expect(bankOfCard('62220')).toBeUndefined();
    expect(bankOfCard('')).toBeUndefined();
  });

  it('searches by name in all four languages and answers in the asked one', () => {
    expect(searchBanks('工商', 'zh-CN')).toEqual([{ code: 'ICBC', name: '中国工商银行' }]);
    expect(searchBanks('農業', 'zh-TW')).toEqual([{ code: 'ABC', name: '中國農業銀行' }]);
    expect(searchBanks('construction', 'en-US')).toEqual([{ code: 'CCB', name: 'China Construction Bank' }]);
    expect(searchBanks('التعمير', 'ar')).toEqual([{ code: 'CCB', name: 'بنك التعمير الصيني' }]);
    expect(searchBanks('招商银行', 'ar')).toEqual([{ code: 'CMB', name: 'بنك التجار الصيني' }]);
    expect(searchBanks('Bank of China', 'zh-CN')[0]).toEqual({ code: 'BOC', name: '中国银行' });
  });

  it('searches by code and short name, ignoring case and spaces around', () => {
    expect(searchBanks(' icbc ', 'en-US')).toEqual([{ code: 'ICBC', name: 'Industrial and Commercial Bank of China' }]);
    expect(searchBanks('建行', 'zh-CN')).toEqual([{ code: 'CCB', name: '中国建设银行' }]);
    expect(searchBanks('浦发', 'zh-TW')).toEqual([{ code: 'SPDB', name: '上海浦東發展銀行' }]);
    expect(searchBanks('广东发展银行', 'zh-CN')).toEqual([{ code: 'GDB', name: '广发银行' }]);
  });

  it('puts exact matches first, then names that begin with the query', () => {
    const codes = searchBanks('industrial', 'en-US').map((bank) => bank.code);
    expect(codes).toEqual(['ICBC', 'CIB']);
    expect(searchBanks('industrial bank', 'en-US').map((bank) => bank.code)).toEqual(['CIB']);
  });

  it('searches by the first digits of a card', () => {
    expect(searchBanks('622848', 'zh-CN')).toEqual([{ code: 'ABC', name: '中国农业银行' }]);
    expect(searchBanks('6228 4812 3456', 'en-US')).toEqual([{ code: 'ABC', name: 'Agricultural Bank of China' }]);
    expect(searchBanks('62220', 'en-US').map((bank) => bank.code)).toEqual(['ICBC']);
    expect(searchBanks('6225', 'en-US').length).toBeGreaterThan(1);
    expect(searchBanks('4111', 'en-US')).toEqual([]);
  });

  it('lists the banks in order for an empty query, and keeps to the limit', () => {
    expect(searchBanks('', 'en-US').map((bank) => bank.code)).toEqual(BANK_CODES.slice(0, 10));
    expect(searchBanks('', 'en-US', 3)).toHaveLength(3);
    expect(searchBanks('bank', 'en-US', 0)).toEqual([]);
    expect(searchBanks('bank', 'en-US', 100)).toHaveLength(BANKS.length);
  });

  it('finds nothing for junk or overlong queries', () => {
    expect(searchBanks('no such bank', 'en-US')).toEqual([]);
    expect(searchBanks('\u0000', 'en-US')).toEqual([]);
    expect(searchBanks('bank'.repeat(2_500), 'en-US')).toEqual([]);
  });
});
