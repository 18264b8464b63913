import type { MessageKey } from './messages.ts';

// A practical address check: something@domain.tld, no spaces; the mail server has the last word.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const MAX_EMAIL_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

/** spec §5: the footer's email subscribe — empty gives 邮箱不能为空, a bad format 邮箱格式不正确. */
export function emailProblem(value: string | null | undefined): MessageKey | undefined {
  const email = (value ?? '').trim();
  if (!email) return 'emailEmpty';
  if (!isEmail(email)) return 'emailFormat';
  return undefined;
}
