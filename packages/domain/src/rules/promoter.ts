/**
 * spec §3 Promoter (推广员): a nickname and a referral code. The code is read aloud and typed by
 * hand, so it uses no character that looks like another: no 0 or O, no 1, I or L.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

const REFERRAL_CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

export function isReferralCode(value: string): boolean {
  return REFERRAL_CODE.test(value);
}

/** A referral code from `draw(n)`, a uniform random integer in [0, n) (the server passes crypto's). */
export function drawReferralCode(draw: (below: number) => number): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index++) {
    code += REFERRAL_CODE_ALPHABET[draw(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}
