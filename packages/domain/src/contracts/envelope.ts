import { z } from 'zod';

/** spec §7: content calls answer `{ success, data, msg }`. */
export function contentEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data, msg: z.string() });
}

/** spec §7: every other call answers `{ code, data, msg }`, code 200 on success. */
export function codeEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data, msg: z.string() });
}

/**
 * The `data` of a call's answer as its contract gives it: the web types its calls with this
 * (`EnvelopeData<typeof orderCheckResponse>`) instead of restating the answer by hand.
 */
export type EnvelopeData<S extends z.ZodType> = z.output<S> extends { data: infer D } ? D : never;

export const contentErrorEnvelope = contentEnvelope(z.null());
export const codeErrorEnvelope = codeEnvelope(z.null());

/** A page of a list, as every paged call answers it. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
  });
}

/** Query numbers arrive as strings; this reads a positive whole number with a default and a cap. */
export function pageNumber(defaultValue: number, max = Number.MAX_SAFE_INTEGER) {
  return z.coerce.number().int().min(1).max(max).default(defaultValue);
}
