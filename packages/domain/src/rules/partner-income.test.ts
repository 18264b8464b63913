import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_WITHDRAWAL_FEN } from './constants.ts';
import { yuanToFen } from './mall-money.ts';
import { PARTNER_LEVELS } from './partner.ts';
import {
  DEFAULT_LABOUR_TAX_TABLE,
  DEFAULT_PARENT_SHARE_BP,
  DEFAULT_REBATE_PERIOD_DAYS,
  INCOME_LINE_TYPES,
  type LabourTaxTable,
  labourTaxTableProblem,
  nextWithdrawalState,
  PARTNER_LEVEL_REBATE_BP,
  rebateFen,
  WITHDRAWAL_EVENTS,
  WITHDRAWAL_STATES,
  type WithdrawalEvent,
  type WithdrawalState,
  withdrawalAmount,
  withdrawalBreakdown,
  withheldTaxFen,
} from './partner-income.ts';

const yuan = (text: string) => yuanToFen(text);
const gross = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });

describe('the amount a partner asks to withdraw (spec §5, §9)', () => {
  const balance = yuan('5000');

  it('accepts yuan with up to two decimals, between 100 yuan and the withdrawable balance', () => {
    expect(MIN_WITHDRAWAL_FEN).toBe(yuan('100'));
    expect(withdrawalAmount('100', balance)).toEqual({ ok: true, fen: 10_000 });
    expect(withdrawalAmount(' 1234.5 ', balance)).toEqual({ ok: true, fen: 123_450 });
    expect(withdrawalAmount('5000.00', balance)).toEqual({ ok: true, fen: balance });
  });

  it.each(['', '   ', '0', '0.00', '000', '-1', '-100.00', '-abc', '\t-0 '])(
    'refuses %j as empty, zero or negative',
    (raw) => {
      expect(withdrawalAmount(raw, balance)).toEqual({ ok: false, problem: 'amountNotPositive' });
    },
  );

  it.each([
    'abc',
    '100元',
    '1.234',
    '0.001',
    '1e3',
    '100.',
    '.5',
    '1.2.3',
    '+100',
    '1,000',
    '１００',
    '100\u0000',
    '\u0000',
    'NaN',
    'Infinity',
    '9'.repeat(10_000),
  ])('refuses %j as a wrong amount', (raw) => {
    expect(withdrawalAmount(raw, balance)).toEqual({ ok: false, problem: 'amountWrong' });
  });

  it('refuses more than the withdrawable balance before it looks at the minimum', () => {
    expect(withdrawalAmount('5000.01', balance)).toEqual({ ok: false, problem: 'amountOverWithdrawable' });
    expect(withdrawalAmount('60', yuan('50'))).toEqual({ ok: false, problem: 'amountOverWithdrawable' });
    expect(withdrawalAmount('99999999999999999999', balance)).toEqual({ ok: false, problem: 'amountOverWithdrawable' });
  });

  it('refuses less than 100 yuan', () => {
    expect(withdrawalAmount('99.99', balance)).toEqual({ ok: false, problem: 'minimumWithdrawal' });
    expect(withdrawalAmount('0.01', balance)).toEqual({ ok: false, problem: 'minimumWithdrawal' });
    expect(withdrawalAmount('50', yuan('50'))).toEqual({ ok: false, problem: 'minimumWithdrawal' });
  });

  it('answers every text with a problem or an amount within the limits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 0, max: 10 ** 12 }), (raw, withdrawable) => {
        const result = withdrawalAmount(raw, withdrawable);
        if (result.ok) {
          expect(result.fen).toBeGreaterThanOrEqual(MIN_WITHDRAWAL_FEN);
          expect(result.fen).toBeLessThanOrEqual(withdrawable);
        }
      }),
    );
  });

  it('rejects a balance that is not whole fen', () => {
    expect(() => withdrawalAmount('100', 1.5)).toThrow(RangeError);
    expect(() => withdrawalAmount('100', -1)).toThrow(RangeError);
  });
});

describe('income tax withheld on a withdrawal (labour remuneration)', () => {
  it.each([
    ['100', '0'],
    ['800', '0'],
    ['1000', '40'],
    ['4000', '640'],
    ['5000', '800'],
    ['25000', '4000'],
    ['30000', '5200'],
    ['100000', '25000'],
  ])('withholds on %s yuan %s yuan', (grossYuan, taxYuan) => {
    expect(withheldTaxFen(yuan(grossYuan))).toBe(yuan(taxYuan));
  });

  it('deducts 800 yuan up to 4,000 yuan and 20% just above, with no jump at the threshold', () => {
    expect(withheldTaxFen(yuan('800.01'))).toBe(0);
    expect(withheldTaxFen(yuan('4000.01'))).toBe(yuan('640'));
    // 4,000.04 yuan: taxable 3,200.032, tax 640.0064
    expect(withheldTaxFen(yuan('4000.04'))).toBe(yuan('640.01'));
  });

  it('rounds the tax to the nearest fen, half up', () => {
    // 800.03 yuan leaves 3 fen taxable: 0.6 fen of tax → 1 fen; 800.02 leaves 2 fen: 0.4 fen → 0
    expect(withheldTaxFen(yuan('800.03'))).toBe(1);
    expect(withheldTaxFen(yuan('800.02'))).toBe(0);
    // 5,000.03 yuan: taxable 4,000.024, tax 800.0048 → 800.00; 5,000.04: tax 800.0064 → 800.01
    expect(withheldTaxFen(yuan('5000.03'))).toBe(yuan('800'));
    expect(withheldTaxFen(yuan('5000.04'))).toBe(yuan('800.01'));
    // the default rates never land on half a fen; a 50% table does: 1 fen → 0.5 → 1, 3 fen → 1.5 → 2
    const half: LabourTaxTable = {
      fixedDeductionFen: 0,
      thresholdFen: 0,
      percentageDeductionBp: 0,
      brackets: [{ uptoFen: null, rateBp: 5_000, quickDeductionFen: 0 }],
    };
    expect(withheldTaxFen(1, half)).toBe(1);
    expect(withheldTaxFen(3, half)).toBe(2);
  });

  it('changes brackets at 20,000 and 50,000 yuan taxable without a jump', () => {
    expect(withheldTaxFen(yuan('25000'))).toBe(yuan('4000'));
    expect(withheldTaxFen(yuan('25000.02'))).toBe(yuan('4000'));
    expect(withheldTaxFen(yuan('62500'))).toBe(yuan('13000'));
    expect(withheldTaxFen(yuan('62500.04'))).toBe(yuan('13000.01'));
  });

  it('breaks a withdrawal into gross, tax and net', () => {
    expect(withdrawalBreakdown(yuan('5000'))).toEqual({ grossFen: 500_000, taxFen: 80_000, netFen: 420_000 });
    expect(withdrawalBreakdown(yuan('100'))).toEqual({ grossFen: 10_000, taxFen: 0, netFen: 10_000 });
  });

  it('never withholds a negative tax, nor more than 40% of the gross, nor leaves a negative net', () => {
    fc.assert(
      fc.property(gross, (grossFen) => {
        const { taxFen, netFen } = withdrawalBreakdown(grossFen);
        expect(Number.isSafeInteger(taxFen)).toBe(true);
        expect(Number.isSafeInteger(netFen)).toBe(true);
        expect(taxFen).toBeGreaterThanOrEqual(0);
        expect(netFen).toBeGreaterThanOrEqual(0);
        expect(BigInt(taxFen) * 10n <= BigInt(grossFen) * 4n).toBe(true);
      }),
    );
  });

  it('withholds no less, and pays out no less, on a larger withdrawal', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 20_000_000 }), gross),
        fc.integer({ min: 0, max: 1_000 }),
        (grossFen, more) => {
          const larger = Math.min(grossFen + more, Number.MAX_SAFE_INTEGER);
          const small = withdrawalBreakdown(grossFen);
          const large = withdrawalBreakdown(larger);
          expect(large.taxFen).toBeGreaterThanOrEqual(small.taxFen);
          expect(large.netFen).toBeGreaterThanOrEqual(small.netFen);
        },
      ),
    );
  });

  it('is monotone fen by fen across the threshold and the bracket bounds', () => {
    for (const aroundYuan of ['800', '4000', '25000', '62500']) {
      let previous = withdrawalBreakdown(yuan(aroundYuan) - 500);
      for (let grossFen = yuan(aroundYuan) - 499; grossFen <= yuan(aroundYuan) + 500; grossFen += 1) {
        const next = withdrawalBreakdown(grossFen);
        expect(next.taxFen - previous.taxFen).toBeGreaterThanOrEqual(0);
        expect(next.taxFen - previous.taxFen).toBeLessThanOrEqual(1);
        expect(next.netFen).toBeGreaterThanOrEqual(previous.netFen);
        previous = next;
      }
    }
  });

  it('works with another valid table: a flat 20% without deductions', () => {
    const flat: LabourTaxTable = {
      fixedDeductionFen: 0,
      thresholdFen: 0,
      percentageDeductionBp: 0,
      brackets: [{ uptoFen: null, rateBp: 2_000, quickDeductionFen: 0 }],
    };
    expect(labourTaxTableProblem(flat)).toBeUndefined();
    expect(withheldTaxFen(yuan('100'), flat)).toBe(yuan('20'));
    expect(withheldTaxFen(3, flat)).toBe(1);
    expect(withheldTaxFen(2, flat)).toBe(0);
  });

  it('rejects a gross that is not whole, non-negative fen', () => {
    expect(() => withheldTaxFen(-1)).toThrow(RangeError);
    expect(() => withheldTaxFen(1.5)).toThrow(RangeError);
    expect(() => withheldTaxFen(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe('a configured tax table', () => {
  const withBrackets = (brackets: LabourTaxTable['brackets']): LabourTaxTable => ({
    ...DEFAULT_LABOUR_TAX_TABLE,
    brackets,
  });

  it('accepts the default table', () => {
    expect(labourTaxTableProblem(DEFAULT_LABOUR_TAX_TABLE)).toBeUndefined();
  });

  it.each<[string, LabourTaxTable]>([
    ['negative deduction', { ...DEFAULT_LABOUR_TAX_TABLE, fixedDeductionFen: -1 }],
    ['fractional threshold', { ...DEFAULT_LABOUR_TAX_TABLE, thresholdFen: 0.5 }],
    ['deduction over 100%', { ...DEFAULT_LABOUR_TAX_TABLE, percentageDeductionBp: 10_001 }],
    ['a jump at the threshold', { ...DEFAULT_LABOUR_TAX_TABLE, fixedDeductionFen: 70_000 }],
    ['no brackets', withBrackets([])],
    ['a closed last bracket', withBrackets([{ uptoFen: 100, rateBp: 2_000, quickDeductionFen: 0 }])],
    [
      'an open bracket before the last',
      withBrackets([
        { uptoFen: null, rateBp: 2_000, quickDeductionFen: 0 },
        { uptoFen: null, rateBp: 3_000, quickDeductionFen: 0 },
      ]),
    ],
    [
      'a zero bound',
      withBrackets([
        { uptoFen: 0, rateBp: 2_000, quickDeductionFen: 0 },
        { uptoFen: null, rateBp: 2_000, quickDeductionFen: 0 },
      ]),
    ],
    ['a rate over 100%', withBrackets([{ uptoFen: null, rateBp: 10_001, quickDeductionFen: 0 }])],
    ['a fractional rate', withBrackets([{ uptoFen: null, rateBp: 2_000.5, quickDeductionFen: 0 }])],
    ['a first quick deduction', withBrackets([{ uptoFen: null, rateBp: 2_000, quickDeductionFen: 1 }])],
    [
      'descending bounds',
      withBrackets([
        { uptoFen: 5_000_000, rateBp: 2_000, quickDeductionFen: 0 },
        { uptoFen: 2_000_000, rateBp: 3_000, quickDeductionFen: 500_000 },
        { uptoFen: null, rateBp: 4_000, quickDeductionFen: 700_000 },
      ]),
    ],
    [
      'a descending rate',
      withBrackets([
        { uptoFen: 2_000_000, rateBp: 3_000, quickDeductionFen: 0 },
        { uptoFen: null, rateBp: 2_000, quickDeductionFen: 0 },
      ]),
    ],
    [
      'a jump at a bound',
      withBrackets([
        { uptoFen: 2_000_000, rateBp: 2_000, quickDeductionFen: 0 },
        { uptoFen: null, rateBp: 3_000, quickDeductionFen: 100_000 },
      ]),
    ],
  ])('refuses %s', (_, table) => {
    expect(labourTaxTableProblem(table)).toEqual(expect.any(String));
    expect(() => withheldTaxFen(100_000, table)).toThrow(RangeError);
  });
});

describe('rebates', () => {
  it('has a default rate for every partner level, higher for higher levels', () => {
    expect(Object.keys(PARTNER_LEVEL_REBATE_BP).sort()).toEqual([...PARTNER_LEVELS].sort());
    expect(PARTNER_LEVEL_REBATE_BP).toEqual({ silver: 1_000, gold: 1_500, diamond: 2_000 });
    expect(DEFAULT_PARENT_SHARE_BP).toBe(1_000);
    expect(DEFAULT_REBATE_PERIOD_DAYS).toBe(7);
  });

  it('rounds a rebate down to the fen', () => {
    expect(rebateFen(yuan('1198'), 1_500)).toBe(yuan('179.70'));
    expect(rebateFen(999, 1_000)).toBe(99);
    expect(rebateFen(9, 1_000)).toBe(0);
    expect(rebateFen(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    // a parent's override of a sub-partner's 179.70-yuan rebate
    expect(rebateFen(17_970, DEFAULT_PARENT_SHARE_BP)).toBe(1_797);
  });

  it('gives a rebate between nothing and the whole base, and nothing at a zero rate', () => {
    fc.assert(
      fc.property(gross, fc.integer({ min: 0, max: 10_000 }), (baseFen, rateBp) => {
        const rebate = rebateFen(baseFen, rateBp);
        expect(Number.isSafeInteger(rebate)).toBe(true);
        expect(rebate).toBeGreaterThanOrEqual(0);
        expect(rebate).toBeLessThanOrEqual(baseFen);
        expect(rebateFen(baseFen, 0)).toBe(0);
      }),
    );
  });

  it('rejects a negative or fractional base and a rate outside 0 to 100%', () => {
    expect(() => rebateFen(-1, 1_000)).toThrow(RangeError);
    expect(() => rebateFen(1.5, 1_000)).toThrow(RangeError);
    expect(() => rebateFen(100, -1)).toThrow(RangeError);
    expect(() => rebateFen(100, 10_001)).toThrow(RangeError);
    expect(() => rebateFen(100, 0.5)).toThrow(RangeError);
  });
});

describe('nextWithdrawalState', () => {
  it.each([
    ['withdrawing', 'pay', { ok: true, state: 'withdrawn' }],
    ['withdrawing', 'reject', { ok: true, state: 'rejected' }],
    ['withdrawn', 'pay', { ok: false, reason: 'withdrawalNotPending' }],
    ['withdrawn', 'reject', { ok: false, reason: 'withdrawalNotPending' }],
    ['rejected', 'pay', { ok: false, reason: 'withdrawalNotPending' }],
    ['rejected', 'reject', { ok: false, reason: 'withdrawalNotPending' }],
  ] as const)('%s + %s → %j', (state, event, expected) => {
    expect(nextWithdrawalState(state, event)).toEqual(expected);
  });

  it('moves only a withdrawing request, and never back to withdrawing', () => {
    expect(WITHDRAWAL_STATES).toEqual(['withdrawing', 'withdrawn', 'rejected']);
    for (const state of WITHDRAWAL_STATES) {
      for (const event of WITHDRAWAL_EVENTS) {
        const result = nextWithdrawalState(state, event);
        expect(result.ok).toBe(state === 'withdrawing');
        if (result.ok) expect(result.state).not.toBe('withdrawing');
      }
    }
  });

  it('rejects an unknown state or event', () => {
    expect(() => nextWithdrawalState('cancelled' as WithdrawalState, 'pay')).toThrow(RangeError);
    expect(() => nextWithdrawalState('withdrawing', 'refund' as WithdrawalEvent)).toThrow(RangeError);
  });
});

describe('income ledger lines', () => {
  it('names the lines a partner sees', () => {
    expect(INCOME_LINE_TYPES).toEqual([
      'rebate',
      'matured',
      'reversed',
      'override',
      'withdrawal',
      'withdrawalRejected',
      'withdrawalPaid',
    ]);
  });
});
