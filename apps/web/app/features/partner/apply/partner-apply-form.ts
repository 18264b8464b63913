/** The partner application form's intent, so the page's action knows which form posted (decision 0022). */
export const APPLY_PARTNER = 'apply-partner';

/** What the page's action answers the application form. */
export type ApplyPartnerResult =
  | { intent: typeof APPLY_PARTNER; ok: true; msg: string }
  | { intent: typeof APPLY_PARTNER; ok: false; problem: string };

/** The form's field names: the call's body (POST /ommall/promoter/info). */
export const APPLY_FIELDS = [
  'applicantName',
  'companyName',
  'phone',
  'code',
  'regionCode',
  'email',
  'mainNeeds',
  'version',
  'agreed',
] as const;
