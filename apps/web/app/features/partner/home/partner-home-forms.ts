/** The partner home's forms, by intent, so each page's action knows which form posted (decision 0022). */
export const SAVE_NICKNAME = 'save-nickname';
export const SHOW_FULL_NAME = 'show-full-name';
export const ADD_PROMOTER = 'add-promoter';

/** What a page's action answers one of these forms: the server's message either way. */
export type PartnerHomeFormResult =
  | { intent: string; ok: true; msg: string }
  | { intent: string; ok: false; problem: string };
