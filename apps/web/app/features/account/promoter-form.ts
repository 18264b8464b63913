/** The promoter form's intent, so the personal centre's action knows which form posted (decision 0022). */
export const JOIN_PROMOTER = 'join-promoter';

/** What the personal centre's action answers the promoter form. */
export type JoinPromoterResult =
  | { intent: typeof JOIN_PROMOTER; ok: true; msg: string }
  | { intent: typeof JOIN_PROMOTER; ok: false; problem: string };
