import { contentErrorEnvelope } from '@tallybook/domain';

/** A content call's success (spec §7): `{ success: true, data, msg }`. */
export function answer<T>(data: T, msg = 'ok') {
  return { success: true, data, msg };
}

/** The failures a content call documents: bad parameters, and ids or aliases it does not know. */
export const contentFailures = { 400: contentErrorEnvelope, 404: contentErrorEnvelope } as const;
