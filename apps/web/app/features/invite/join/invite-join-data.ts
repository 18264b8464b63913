/**
 * A friend's way into the invite programme (issue 16): the landing a shared link opens, the
 * registration inside the invite area, the welcome after it and the second product's downloads.
 * Shared by the pages and their loaders; no validation library here (the page bundle stays small).
 */

import { INVITE_CODE_PARAM, REFERRAL_PROGRAMME_PARAM } from '@tallybook/domain';
import { type InviteProgramme, PROGRAMME_PAGES, type ProgrammeTerms } from '../programme/programme';

/** The two invite programmes (decision 0046): the main product and the second (ZHJXH, alias tallybook-pos). */
export type { InviteProgramme };

/** A code is at most 16 characters (the referral calls refuse longer ones). */
export const INVITE_CODE_MAX = 16;

/** GET /recommend/terms: the programme's terms, its product, and the inviter a code names (or null). */
export type InviteTerms = ProgrammeTerms;

/** The programme an address asks for (`invite_programme=xh`, the domain's parameter), else the main product's. */
export function programmeOf(params: URLSearchParams): InviteProgramme {
  return params.get(REFERRAL_PROGRAMME_PARAM) === 'xh' ? 'xh' : 'tallybook';
}

/** The inviter's code an address carries, trimmed and bounded ('' when none). */
export function inviteCodeOf(params: URLSearchParams): string {
  return (params.get(INVITE_CODE_PARAM) ?? '').trim().slice(0, INVITE_CODE_MAX);
}

/** The address parameters that carry a code and a programme (the programme only when it is xh). */
function carried(code: string, programme: InviteProgramme): string {
  const params = new URLSearchParams();
  if (code) params.set(INVITE_CODE_PARAM, code);
  if (programme === 'xh') params.set(REFERRAL_PROGRAMME_PARAM, 'xh');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The registration inside the invite area, carrying the code and the programme (its session keywords). */
export function registerHref(code: string, programme: InviteProgramme): string {
  return `/invite/register${carried(code, programme)}`;
}

/** The welcome after registering, of the programme. */
export function successHref(programme: InviteProgramme): string {
  return PROGRAMME_PAGES[programme].success;
}

/** The landing a shared link opens, of the programme (the xh link always names its programme). */
export function landingHref(code: string, programme: InviteProgramme): string {
  return `${PROGRAMME_PAGES[programme].landing}${carried(code, programme)}`;
}

/** The landing's form: go on to register in the browser (the step logged on the way). */
export const CONTINUE_IN_BROWSER = 'continue';
/** The registration page's form for a logged-in user: bind to the inviter within the window. */
export const BIND_INVITER = 'bind';

/** The bind's answer: bound now, or already bound to this inviter (`bound: false`), or the server's refusal. */
export type BindResult =
  | { intent: typeof BIND_INVITER; ok: true; bound: boolean; msg: string }
  | { intent: string; ok: false; problem: string };

/** A coupon of the user as the mall lists it (GET coupon/couponuser), the fields the welcome reads. */
export interface HeldCoupon {
  couponUserId: number;
  name: string;
  kind: string;
  value: number;
  minSpend: number;
  expiresAt: string;
}

/** The friend's welcome coupon among the user's coupons: a fixed amount off of the programme's terms (the newest). */
export function welcomeCouponOf(coupons: readonly HeldCoupon[], terms: InviteTerms['terms']): HeldCoupon | null {
  const { valueFen, minSpendFen } = terms.inviteeCoupon;
  const matching = coupons.filter(
    (coupon) => coupon.kind === 'fixed' && coupon.value === valueFen && coupon.minSpend === minSpendFen,
  );
  return matching.reduce<HeldCoupon | null>(
    (newest, coupon) => (newest && newest.expiresAt >= coupon.expiresAt ? newest : coupon),
    null,
  );
}
