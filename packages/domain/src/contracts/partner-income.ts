import { z } from 'zod';
import { BANK_CODES, PAYEE_NAME_MAX_LENGTH } from '../rules/banks.ts';
import { PARTNER_LEVELS } from '../rules/partner.ts';
import {
  INCOME_LINE_TYPES,
  REBATE_SHARE_KINDS,
  REBATE_SHARE_STATES,
  WITHDRAWAL_STATES,
} from '../rules/partner-income.ts';
import { codeEnvelope, pageNumber } from './envelope.ts';

/**
 * A partner's income and withdrawals (spec §2 share and withdrawal detail, bank card and payee
 * settings; §3 Withdrawal, Share detail; §4 withdrawal states; §5 messages; §7 Promoter module;
 * issue 15), under /ommall/promoter/. Money is integer fen. Typed fields (card, ID, name, amount)
 * are loose strings the server checks, so that a failure carries spec §5's own message; enums and
 * numbers are the schema's.
 */
const text = (max: number) => z.string().max(max).default('');
const fen = z.number().int().nonnegative();
const basisPoints = z.number().int().min(0).max(10_000);
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** Paged lists: page from 1, rows 20 by default and at most 100. */
const paging = { page: pageNumber(1, 100_000), rows: pageNumber(20, 100) };

/** A business month (UTC+8), as the ledger's period filters take it: years 1900 to 2099, so that a month and the next are dates the database takes. */
const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const month = z.string().regex(MONTH, 'A month is written YYYY-MM').optional();
/** from and to are both optional; when both are given, from is not after to. */
const fromNotAfterTo = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  !from || !to || from <= to;
const periodOrder = { message: 'from must not be after to', path: ['from'] };

// --- The payee (bank-info, bank, bank-name-search) -----------------------------------------------

/** The payee on file as its partner sees it: the card and the ID masked, never whole. */
export const partnerPayee = z.object({
  bankCode: z.string(),
  /** In the caller's language. */
  bankName: z.string(),
  /** '**** **** **** 0123' */
  cardNoMasked: z.string(),
  cardLast4: z.string(),
  /** The first three and last four characters: '110***********002X'. */
  residentIdMasked: z.string(),
  payeeName: z.string(),
  updatedAt: z.string(),
});
export type PartnerPayee = z.infer<typeof partnerPayee>;
/** GET bank-info: the payee on file, or null until one is added. */
export const bankInfoResponse = codeEnvelope(partnerPayee.nullable());

/** POST bank: add or change the payee (spec §5: add bank card, ID number and bank account first). */
export const bankBody = z.object({
  /** Spaces and dashes allowed; 12 to 19 digits that pass the Luhn check. */
  cardNo: text(64),
  /** One of BANKS; when absent, the bank the card's BIN belongs to. */
  bankCode: z.enum(BANK_CODES).optional(),
  /** An 18-character PRC resident ID (GB 11643-1999). */
  residentId: text(64),
  payeeName: text(PAYEE_NAME_MAX_LENGTH * 4),
});
export type BankBody = z.input<typeof bankBody>;
export const bankResponse = codeEnvelope(partnerPayee);

/** POST bank-name-search: banks by any of their names, their code, or a card's first digits. */
export const bankNameSearchBody = z.object({ keyword: z.string().max(40).default('') });
export const bankChoice = z.object({ code: z.enum(BANK_CODES), name: z.string() });
export const bankNameSearchResponse = codeEnvelope(z.object({ list: z.array(bankChoice) }));

// --- Withdrawals (cash-apply-info, cash-apply, withdraw-list) ------------------------------------

/** Gross, the income tax withheld from it (labour remuneration), and the net paid to the card. */
export const withdrawalPreview = z.object({ grossFen: fen, taxFen: fen, netFen: fen });

/** GET cash-apply-info?amount=: with a yuan amount typed, the preview of its tax and net. */
export const cashApplyInfoQuery = z.object({ amount: z.string().max(32).optional() });
export const cashApplyInfo = z.object({
  withdrawableFen: fen,
  /** Requested and not yet paid or rejected. */
  withdrawingFen: fen,
  /** spec §9: 100 yuan. */
  minimumFen: fen,
  payee: partnerPayee.nullable(),
  /** null without an amount, or when the amount is not one that could be withdrawn. */
  preview: withdrawalPreview.nullable(),
});
export type CashApplyInfo = z.infer<typeof cashApplyInfo>;
export const cashApplyInfoResponse = codeEnvelope(cashApplyInfo);

/** POST cash-apply: withdraw `amount` yuan (text, at most two decimals) to the payee on file. */
export const cashApplyBody = z.object({ amount: text(32) });
export type CashApplyBody = z.input<typeof cashApplyBody>;

/** One withdrawal (spec §3: amount, date, status, bank account, bank name): the card by its last four digits. */
export const partnerWithdrawal = z.object({
  id: z.number().int(),
  withdrawalNo: z.string(),
  grossFen: fen,
  taxFen: fen,
  netFen: fen,
  state: z.enum(WITHDRAWAL_STATES),
  requestedAt: z.string(),
  /** When it was approved or rejected. */
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  bankCode: z.string(),
  bankName: z.string(),
  cardLast4: z.string(),
  rejectReason: z.string().nullable(),
});
export type PartnerWithdrawal = z.infer<typeof partnerWithdrawal>;
export const cashApplyResponse = codeEnvelope(partnerWithdrawal);

/** GET withdraw-list?type=&page=&rows=: the partner's withdrawals, newest first, of one state or all. */
export const withdrawListQuery = z.object({ type: z.enum(WITHDRAWAL_STATES).optional(), ...paging });
export const withdrawList = z.object({ list: z.array(partnerWithdrawal), total: z.number().int().nonnegative() });
export type WithdrawList = z.infer<typeof withdrawList>;
export const withdrawListResponse = codeEnvelope(withdrawList);

// --- Shares and the income ledger (rebate-info, serial-list, serial-sum, service-award-info) ----

/** One share (spec §3 Share detail): a rebate on a customer's order, or a parent's override of one. */
export const rebateShare = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** The customer's shop name. */
  merchantName: z.string(),
  serviceName: z.string(),
  baseFen: fen,
  rateBp: basisPoints,
  amountFen: fen,
  kind: z.enum(REBATE_SHARE_KINDS),
  state: z.enum(REBATE_SHARE_STATES),
  earnedAt: z.string(),
  /** When the share stops being pending and can be withdrawn. */
  rebatePeriodEnd: z.string(),
  /** The nickname of the promoter whose link brought the customer, or null. */
  referrer: z.string().nullable(),
});
export type RebateShare = z.infer<typeof rebateShare>;

/** GET rebate-info?page=&rows=: the shares newest first, with the cumulative share and income. */
export const rebateInfoQuery = z.object(paging);
export const rebateInfo = z.object({
  list: z.array(rebateShare),
  total: z.number().int().nonnegative(),
  /** Every share not reversed. */
  cumulativeShareFen: fen,
  /** What has matured: withdrawable, withdrawing, paid out and withheld. */
  cumulativeIncomeFen: fen,
});
export type RebateInfo = z.infer<typeof rebateInfo>;
export const rebateInfoResponse = codeEnvelope(rebateInfo);

/** One line of the income ledger. */
export const incomeLine = z.object({
  id: z.number().int(),
  type: z.enum(INCOME_LINE_TYPES),
  /** Signed, as the line moves the partner's money: a reversal or a withdrawal is negative. */
  amountFen: z.number().int(),
  at: z.string(),
  orderNo: z.string().nullable(),
  withdrawalNo: z.string().nullable(),
  memo: z.string(),
});
export type IncomeLine = z.infer<typeof incomeLine>;

/** GET serial-list?from=&to=&type=&page=&rows=: ledger lines between two months (UTC+8), newest first. */
export const serialListQuery = z
  .object({ from: month, to: month, type: z.enum(INCOME_LINE_TYPES).optional(), ...paging })
  .refine(fromNotAfterTo, periodOrder);
export const serialList = z.object({ list: z.array(incomeLine), total: z.number().int().nonnegative() });
export type SerialList = z.infer<typeof serialList>;
export const serialListResponse = codeEnvelope(serialList);

/** GET serial-sum?from=&to=: the balances now, and each line type's sum between the months. */
export const serialSumQuery = z.object({ from: month, to: month }).refine(fromNotAfterTo, periodOrder);
export const serialSum = z.object({
  pendingFen: fen,
  withdrawableFen: fen,
  withdrawingFen: fen,
  paidOutFen: fen,
  taxWithheldFen: fen,
  byType: z.array(z.object({ type: z.enum(INCOME_LINE_TYPES), amountFen: z.number().int() })),
});
export type SerialSum = z.infer<typeof serialSum>;
export const serialSumResponse = codeEnvelope(serialSum);

/** GET service-award-info: the rebate rate on every service at the partner's level. */
export const serviceAwardInfo = z.object({
  level: z.enum(PARTNER_LEVELS),
  list: z.array(z.object({ serviceCode: z.string(), serviceName: z.string(), rateBp: basisPoints })),
  /** A parent partner's share of each rebate its sub-partners earn. */
  parentShareBp: basisPoints,
  /** How long a share stays pending. */
  rebatePeriodDays: z.number().int().nonnegative(),
});
export type ServiceAwardInfo = z.infer<typeof serviceAwardInfo>;
export const serviceAwardInfoResponse = codeEnvelope(serviceAwardInfo);

// --- The back office's side (/admin/api/partner/withdrawals) -------------------------------------

/** GET /admin/api/partner/withdrawals?partnerId=&type=&page=&rows=: every partner's, or one's. */
export const adminWithdrawalListQuery = withdrawListQuery.extend({ partnerId: id.optional() });
export const adminWithdrawalListResponse = withdrawListResponse;
/** POST /admin/api/partner/withdrawals/:id/approve and …/reject. */
export const withdrawalIdParams = z.object({ id });
export const withdrawalRejectBody = z.object({ reason: z.string().trim().min(1).max(200) });
export const adminWithdrawalResponse = codeEnvelope(partnerWithdrawal);

/**
 * POST /admin/api/partner/rebates/mature: runs the rebate-period job now, for every partner or one.
 * `asOf`, a later moment to run it as of (a test clock), is accepted only where the sandbox is on.
 */
export const matureRebatesBody = z.object({
  asOf: z.iso.datetime({ offset: true }).optional(),
  /** Only this partner's shares. */
  partnerId: id.optional(),
});
export const matureRebatesResponse = codeEnvelope(z.object({ matured: z.number().int().nonnegative() }));
/** POST /admin/api/partner/payouts/settle: asks the payout provider now how the transfers in flight ended. */
export const settlePayoutsResponse = codeEnvelope(z.object({ ended: z.number().int().nonnegative() }));
