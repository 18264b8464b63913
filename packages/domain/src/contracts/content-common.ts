import { z } from 'zod';
import { MAX_RECORD_ID } from '../rules/content-limits.ts';

/** A row id in a path, query or body: a positive whole number. */
export const recordId = z.coerce.number().int().min(1).max(MAX_RECORD_ID);

/** `/{id}` of a detail call. */
export const idParams = z.object({ id: recordId });
export type IdParams = z.infer<typeof idParams>;

/** Aliases name slides, agreements, category trees, industries and news categories. */
export const contentAlias = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/i, 'alias is letters, digits and dashes');

/** `0` or `1`, as switches arrive in a query. */
export const querySwitch = z.enum(['0', '1']);

/** `?lang=` is honoured by every call (it picks the content language); listed for the API document. */
export const languageParam = z.string().max(16).optional();

/** An instant, as ISO 8601 in UTC; pages format it for display. */
export const instant = z.iso.datetime();

/** A link back to an item, as detail pages show previous and next. */
export const itemLink = z.object({ id: z.number().int(), title: z.string() });
export type ItemLink = z.infer<typeof itemLink>;
