/** The bank-transfer form of the pay page, as its action tells it apart and answers it (decision 0022). */
export const BANK_CAPTCHA = 'bank-captcha';
export const BANK_DETAILS = 'bank-details';

export interface BankCaptcha {
  id: string;
  svg: string;
}

/**
 * Every answer carries the next captcha to solve (each one is spent by a single try), or null when
 * none could be drawn, with the reason as its problem.
 */
export type BankTransferResult =
  | { ok: true; msg: string; captcha: BankCaptcha | null; problem?: string }
  | { ok: false; problem: string; captcha: BankCaptcha | null };
