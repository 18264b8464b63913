import { MIN_WITHDRAWAL_FEN } from './constants.ts';
import { yuanToFen } from './mall-money.ts';
import type { MessageKey } from './messages.ts';
import type { PartnerLevel } from './partner.ts';

/**
 * A partner's income and its withdrawal (spec §1, §3 Withdrawal and Share detail, §4, §5, §9;
 * issue 15, partner programme part 2). Money is integer fen throughout; products of fen and basis
 * points are taken in BigInt, so no amount ever passes through a binary fraction or beyond 2^53.
 */

const BP_PER_WHOLE = 10_000n;

function assertFen(name: string, fen: number): void {
  if (!Number.isSafeInteger(fen) || fen < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer of fen, got ${fen}`);
  }
}

function assertBasisPoints(name: string, bp: number): void {
  if (!Number.isInteger(bp) || bp < 0 || bp > 10_000) {
    throw new RangeError(`${name} must be 0 to 10000 basis points, got ${bp}`);
  }
}

// --- The amount a partner asks to withdraw --------------------------------------------------------

/** Longer amount text is junk, not money: 20 characters already write a hundred quintillion yuan. */
const MAX_AMOUNT_TEXT_LENGTH = 20;

export type WithdrawalAmount = { ok: true; fen: number } | { ok: false; problem: MessageKey };

/**
 * Reads the yuan a partner typed on the withdrawal form against its withdrawable balance, with
 * spec §5's messages in the form's order: empty, zero or negative; malformed (anything but ASCII
 * digits with at most two decimals); above the withdrawable balance; below the 100-yuan minimum
 * (MIN_WITHDRAWAL_FEN, constants.ts).
 */
export function withdrawalAmount(raw: string, withdrawableFen: number): WithdrawalAmount {
  assertFen('withdrawableFen', withdrawableFen);
  const text = raw.trim();
  if (!text || text.startsWith('-')) return { ok: false, problem: 'amountNotPositive' };
  if (text.length > MAX_AMOUNT_TEXT_LENGTH) return { ok: false, problem: 'amountWrong' };
  let fen: number;
  try {
    fen = yuanToFen(text);
  } catch {
    // yuanToFen refuses a well-formed amount only when it is beyond any balance a partner can hold
    return { ok: false, problem: /^\d+(?:\.\d{1,2})?$/.test(text) ? 'amountOverWithdrawable' : 'amountWrong' };
  }
  if (fen === 0) return { ok: false, problem: 'amountNotPositive' };
  if (fen > withdrawableFen) return { ok: false, problem: 'amountOverWithdrawable' };
  if (fen < MIN_WITHDRAWAL_FEN) return { ok: false, problem: 'minimumWithdrawal' };
  return { ok: true, fen };
}

// --- Personal income tax withheld on a withdrawal -------------------------------------------------

/** One bracket of the withholding rate table, applied to the taxable amount. */
export interface LabourTaxBracket {
  /** The bracket's upper bound of taxable income, inclusive; null for the last, open-ended one. */
  uptoFen: number | null;
  rateBp: number;
  quickDeductionFen: number;
}

/**
 * How income tax is withheld on a payment for labour (劳务报酬): a fixed deduction up to the
 * threshold, a percentage deduction above it, then a progressive rate with a quick deduction.
 */
export interface LabourTaxTable {
  /** Deducted from a gross payment at or below `thresholdFen`. */
  fixedDeductionFen: number;
  thresholdFen: number;
  /** Deducted, as a share of the gross, from a payment above `thresholdFen`. */
  percentageDeductionBp: number;
  brackets: readonly LabourTaxBracket[];
}

/**
 * spec §1 ("personal income tax is withheld on withdrawal") with the PRC withholding of labour
 * remuneration: 800 yuan deducted up to 4,000 yuan, 20% above; then 20%, 30% (quick deduction
 * 2,000) up to 50,000 yuan taxable, 40% (quick deduction 7,000) above. Spec §9 leaves the exact
 * amount to the server, so the server may configure another table of this shape.
 */
export const DEFAULT_LABOUR_TAX_TABLE: LabourTaxTable = {
  fixedDeductionFen: 80_000,
  thresholdFen: 400_000,
  percentageDeductionBp: 2_000,
  brackets: [
    { uptoFen: 2_000_000, rateBp: 2_000, quickDeductionFen: 0 },
    { uptoFen: 5_000_000, rateBp: 3_000, quickDeductionFen: 200_000 },
    { uptoFen: null, rateBp: 4_000, quickDeductionFen: 700_000 },
  ],
};

const isFen = (fen: unknown): fen is number => Number.isSafeInteger(fen) && (fen as number) >= 0;
const isBasisPoints = (bp: unknown): bp is number =>
  Number.isInteger(bp) && (bp as number) >= 0 && (bp as number) <= 10_000;

/**
 * What is wrong with a configured tax table, or undefined. Besides the shapes of its numbers, the
 * table must be continuous at the threshold and at every bracket's bound, start with no quick
 * deduction and never lower its rate: only then is the tax never negative, never more than the
 * gross, and a larger withdrawal never nets less than a smaller one.
 */
export function labourTaxTableProblem(table: LabourTaxTable): string | undefined {
  if (!isFen(table.fixedDeductionFen)) return 'fixedDeductionFen must be a non-negative safe integer';
  if (!isFen(table.thresholdFen)) return 'thresholdFen must be a non-negative safe integer';
  if (!isBasisPoints(table.percentageDeductionBp)) return 'percentageDeductionBp must be an integer from 0 to 10000';
  if (
    BigInt(table.fixedDeductionFen) * BP_PER_WHOLE !==
    BigInt(table.thresholdFen) * BigInt(table.percentageDeductionBp)
  ) {
    return 'the percentage deduction at the threshold must equal the fixed deduction';
  }
  const { brackets } = table;
  if (brackets.length === 0) return 'there must be at least one bracket';
  for (const [index, bracket] of brackets.entries()) {
    const last = index === brackets.length - 1;
    if (last !== (bracket.uptoFen === null)) return 'only the last bracket is open-ended, and it must be';
    if (bracket.uptoFen !== null && (!isFen(bracket.uptoFen) || bracket.uptoFen === 0)) {
      return `bracket ${index + 1}: uptoFen must be a positive safe integer`;
    }
    if (!isBasisPoints(bracket.rateBp)) return `bracket ${index + 1}: rateBp must be an integer from 0 to 10000`;
    if (!isFen(bracket.quickDeductionFen))
      return `bracket ${index + 1}: quickDeductionFen must be a non-negative safe integer`;
    if (index === 0 && bracket.quickDeductionFen !== 0) return 'the first bracket has no quick deduction';
    const previous = brackets[index - 1];
    if (!previous) continue;
    if (previous.uptoFen !== null && bracket.uptoFen !== null && bracket.uptoFen <= previous.uptoFen) {
      return `bracket ${index + 1}: bounds must ascend`;
    }
    if (bracket.rateBp < previous.rateBp) return `bracket ${index + 1}: rates must not descend`;
    const bound = BigInt(previous.uptoFen ?? 0);
    const below = bound * BigInt(previous.rateBp) - BigInt(previous.quickDeductionFen) * BP_PER_WHOLE;
    const above = bound * BigInt(bracket.rateBp) - BigInt(bracket.quickDeductionFen) * BP_PER_WHOLE;
    if (below !== above) return `bracket ${index + 1}: the quick deduction must make the tax continuous at the bound`;
  }
  return undefined;
}

/**
 * The income tax withheld from a gross withdrawal of `grossFen`, rounded to the nearest fen, half up.
 * Computed exactly: the taxable amount is kept in ten-thousandths of a fen and the tax in
 * hundred-millionths, so a percentage deduction or rate never rounds before the end.
 */
export function withheldTaxFen(grossFen: number, table: LabourTaxTable = DEFAULT_LABOUR_TAX_TABLE): number {
  assertFen('grossFen', grossFen);
  const problem = labourTaxTableProblem(table);
  if (problem) throw new RangeError(`Labour tax table: ${problem}`);
  const gross = BigInt(grossFen);
  const taxableE4 =
    grossFen <= table.thresholdFen
      ? (gross > BigInt(table.fixedDeductionFen) ? gross - BigInt(table.fixedDeductionFen) : 0n) * BP_PER_WHOLE
      : gross * (BP_PER_WHOLE - BigInt(table.percentageDeductionBp));
  const bracket =
    table.brackets.find(({ uptoFen }) => uptoFen === null || taxableE4 <= BigInt(uptoFen) * BP_PER_WHOLE) ??
    (table.brackets.at(-1) as LabourTaxBracket);
  const taxE8 = taxableE4 * BigInt(bracket.rateBp) - BigInt(bracket.quickDeductionFen) * BP_PER_WHOLE * BP_PER_WHOLE;
  if (taxE8 <= 0n) return 0;
  const unit = BP_PER_WHOLE * BP_PER_WHOLE;
  return Number((taxE8 + unit / 2n) / unit);
}

export interface WithdrawalBreakdown {
  grossFen: number;
  taxFen: number;
  /** What reaches the partner's bank card. */
  netFen: number;
}

/** A withdrawal's gross, the tax withheld from it and what is paid out. */
export function withdrawalBreakdown(
  grossFen: number,
  table: LabourTaxTable = DEFAULT_LABOUR_TAX_TABLE,
): WithdrawalBreakdown {
  const taxFen = withheldTaxFen(grossFen, table);
  return { grossFen, taxFen, netFen: grossFen - taxFen };
}

// --- Rebates ---------------------------------------------------------------------------------------

/** spec §6: the level decides the rebate rate; spec §9 leaves the rates to the server, these are its defaults. */
export const PARTNER_LEVEL_REBATE_BP: Readonly<Record<PartnerLevel, number>> = {
  silver: 1_000,
  gold: 1_500,
  diamond: 2_000,
};

/** A parent partner's share (override) of each rebate its sub-partners earn. */
export const DEFAULT_PARENT_SHARE_BP = 1_000;

/** How long a rebate stays pending (refunds take it back) before it can be withdrawn. */
export const DEFAULT_REBATE_PERIOD_DAYS = 7;

/**
 * The rebate at `rateBp` on `baseFen`, rounded down to the fen so that shares never add up to more
 * than was paid. A parent's override is the same: `rebateFen(subPartnerRebateFen, parentShareBp)`.
 */
export function rebateFen(baseFen: number, rateBp: number): number {
  assertFen('baseFen', baseFen);
  assertBasisPoints('rateBp', rateBp);
  return Number((BigInt(baseFen) * BigInt(rateBp)) / BP_PER_WHOLE);
}

/** A rebate share is direct (the partner's own customer) or an override (a parent's cut of a sub-partner's). */
export const REBATE_SHARE_KINDS = ['direct', 'override'] as const;
export type RebateShareKind = (typeof REBATE_SHARE_KINDS)[number];

/** A share is pending through its rebate period, then withdrawable; a refund within the period reverses it. */
export const REBATE_SHARE_STATES = ['pending', 'withdrawable', 'reversed'] as const;
export type RebateShareState = (typeof REBATE_SHARE_STATES)[number];

// --- Withdrawal states and the income ledger -----------------------------------------------------

/**
 * spec §4: a withdrawal is withdrawing, then withdrawn; our reading adds rejected, which returns the
 * money to the withdrawable balance.
 */
export const WITHDRAWAL_STATES = ['withdrawing', 'withdrawn', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** pay: the money was sent to the partner's card; reject: an operator refused the request. */
export const WITHDRAWAL_EVENTS = ['pay', 'reject'] as const;
export type WithdrawalEvent = (typeof WITHDRAWAL_EVENTS)[number];

export type WithdrawalTransition = { ok: true; state: WithdrawalState } | { ok: false; reason: MessageKey };

const WITHDRAWAL_TRANSITIONS: Readonly<
  Record<WithdrawalState, Readonly<Record<WithdrawalEvent, WithdrawalTransition>>>
> = {
  withdrawing: { pay: { ok: true, state: 'withdrawn' }, reject: { ok: true, state: 'rejected' } },
  withdrawn: {
    pay: { ok: false, reason: 'withdrawalNotPending' },
    reject: { ok: false, reason: 'withdrawalNotPending' },
  },
  rejected: {
    pay: { ok: false, reason: 'withdrawalNotPending' },
    reject: { ok: false, reason: 'withdrawalNotPending' },
  },
};

/**
 * The one transition function of withdrawals: withdrawing + pay → withdrawn, withdrawing + reject →
 * rejected; a withdrawn or rejected one is decided for good (withdrawalNotPending).
 */
export function nextWithdrawalState(state: WithdrawalState, event: WithdrawalEvent): WithdrawalTransition {
  const transition = WITHDRAWAL_TRANSITIONS[state]?.[event];
  if (!transition) throw new RangeError(`Unknown withdrawal state or event: ${state} ${event}`);
  return transition;
}

/**
 * The lines of a partner's income ledger (serial-list): rebate, a share earned and pending;
 * matured, pending become withdrawable; reversed, a share taken back on a refund; override, a
 * parent's share of a sub-partner's rebate; withdrawal, requested; withdrawalRejected, returned;
 * withdrawalPaid, sent to the card.
 */
export const INCOME_LINE_TYPES = [
  'rebate',
  'matured',
  'reversed',
  'override',
  'withdrawal',
  'withdrawalRejected',
  'withdrawalPaid',
] as const;
export type IncomeLineType = (typeof INCOME_LINE_TYPES)[number];
