import type { Contact } from './mall-api';

/** What the order-check page's action answers the contact form (decision 0022). */
export type AddContactResult = { ok: true; contact: Contact } | { ok: false; problem: string };
