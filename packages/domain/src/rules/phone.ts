import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { MessageKey } from './messages.ts';

/**
 * Phone numbers of accounts (spec §3, §5): a mainland mobile number of 11 digits (`13812345678`,
 * also accepted as `+86 138 1234 5678`) or an international number in E.164 (`+14155552671`).
 * The canonical form is the 11 digits for mainland numbers and `+<digits>` for the rest; it is what
 * the password transform and the request signature use, so web and server must agree on it: this
 * is the one rule, and both call it. An international number must be valid in its country's
 * numbering plan (libphonenumber's min metadata), not only shaped like E.164.
 */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const E164 = /^\+[1-9]\d{6,14}$/;
export const MAX_PHONE_INPUT_LENGTH = 32;

/** The canonical phone number, or undefined when the input is not one. */
export function normalizePhone(raw: string | null | undefined): string | undefined {
  const compact = (raw ?? '').trim().replace(/[\s\-()]/g, '');
  if (compact.length === 0 || compact.length > MAX_PHONE_INPUT_LENGTH) return undefined;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const mainland = /^\+86(\d+)$/.exec(international)?.[1];
  if (mainland !== undefined) return MAINLAND_MOBILE.test(mainland) ? mainland : undefined;
  if (MAINLAND_MOBILE.test(international)) return international;
  if (!E164.test(international)) return undefined;
  return parsePhoneNumberFromString(international)?.isValid() ? international : undefined;
}

/** spec §5: "phone number cannot be empty", "phone number format incorrect". */
export function phoneProblem(raw: string | null | undefined): MessageKey | undefined {
  if ((raw ?? '').trim() === '') return 'phoneEmpty';
  return normalizePhone(raw) ? undefined : 'phoneFormat';
}

/** spec §3: phoneHide is the first 3 digits, four stars and the last 4 digits. */
export function hidePhone(phone: string): string {
  if (phone.length < 8) return '****';
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export const VERIFICATION_CODE_LENGTH = 6;
const VERIFICATION_CODE = /^\d{6}$/;

/** spec §5: "enter correct verification code" for anything but six digits. */
export function verificationCodeProblem(raw: string | null | undefined): MessageKey | undefined {
  return VERIFICATION_CODE.test((raw ?? '').trim()) ? undefined : 'verificationCodeWrong';
}

/** spec §5: "graphic verification or parameter cannot be empty". */
export function graphicCodeProblem(
  answer: string | null | undefined,
  captchaId: string | null | undefined,
): MessageKey | undefined {
  return (answer ?? '').trim() && (captchaId ?? '').trim() ? undefined : 'graphicCodeOrParamEmpty';
}
