import { cardNoProblem, normalizeCardNo } from '@tallybook/domain';

/** Where a transfer stands at the provider. */
export type PayoutStatus = 'processing' | 'succeeded' | 'failed';

export interface PayoutResult {
  status: PayoutStatus;
  /** The provider's number of the transfer; null until it has one. */
  providerRef: string | null;
  /** Why the bank or the provider gave up on the transfer (status failed), else null. */
  failureReason: string | null;
}

export interface BankCardTransferInput {
  /** Our unique request number: the provider keeps one transfer per number, however often it is sent. */
  payoutNo: string;
  amountFen: number;
  cardNo: string;
  bankCode: string;
  payeeName: string;
  /** What the payee's statement shows about the transfer. */
  memo: string;
}

/** The provider said no and moved no money: a bad card, or too little money in the platform's account. */
export class PayoutRefused extends Error {
  constructor(readonly reason: string) {
    super(`the payout was refused: ${reason}`);
    this.name = 'PayoutRefused';
  }
}

/**
 * The provider could not be reached or its answer could not be trusted: the transfer may or may not
 * exist. Safe to send again with the same payoutNo, or to ask with queryTransfer.
 */
export class PayoutUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`the payout provider is unavailable: ${reason}`);
    this.name = 'PayoutUnavailable';
  }
}

/** The provider has no transfer of this payoutNo: it never arrived, so it may be sent again with that number. */
export class PayoutNotFound extends Error {
  constructor(readonly payoutNo: string) {
    super(`the payout provider has no transfer ${payoutNo}`);
    this.name = 'PayoutNotFound';
  }
}

/** Payouts are switched off here (SANDBOX off and no PAYOUT_PROVIDER): a withdrawal cannot be paid out. */
export class PayoutsNotConfigured extends Error {
  constructor() {
    super('payouts are off: no payout provider is configured (PAYOUT_PROVIDER), and SANDBOX is off');
    this.name = 'PayoutsNotConfigured';
  }
}

/**
 * Pays a partner's withdrawal to a bank card. Call it outside any database transaction: a real
 * provider is a network call, and the sandbox writes with its own connection.
 */
export interface PayoutProvider {
  readonly name: 'sandbox' | 'alipay';
  /** Throws PayoutRefused (no money moved) or PayoutUnavailable (ask again with the same payoutNo). */
  transferToBankCard(input: BankCardTransferInput): Promise<PayoutResult>;
  /** Throws PayoutNotFound when the transfer never arrived, PayoutUnavailable when the provider cannot say. */
  queryTransfer(payoutNo: string): Promise<PayoutResult>;
}

/** The provider, or a PayoutsNotConfigured refusal when payouts are off. */
export function requirePayoutProvider(provider: PayoutProvider | undefined): PayoutProvider {
  if (!provider) throw new PayoutsNotConfigured();
  return provider;
}

/** A card number's digits, or undefined when the domain's rule says it is no card number (length, Luhn). */
export function bankCardDigits(cardNo: string): string | undefined {
  return cardNoProblem(cardNo) === undefined ? normalizeCardNo(cardNo) : undefined;
}

/** A positive whole number of fen; anything else is a caller's mistake, not a refusal. */
export function assertPayoutAmount(amountFen: number): void {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) {
    throw new RangeError(`amountFen must be a positive integer, got ${amountFen}`);
  }
}
