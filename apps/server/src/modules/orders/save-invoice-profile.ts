import type { InvoiceProfile, InvoiceRequest } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { mallInvoiceProfiles } from './customer.tables.ts';
import { readInvoiceRequest, withoutEmptyFields } from './read-invoice-request.ts';

const OPTIONAL_FIELDS = [
  'taxId',
  'address',
  'phone',
  'bank',
  'account',
  'email',
  'receiverName',
  'receiverPhone',
  'receiverAddress',
] as const;

/**
 * POST order/invoice/{tenantId}/save: the user's fapiao details for a product, medium and type, kept
 * for the next order (one profile each; saving again replaces it). Checked like a fapiao request.
 */
export async function saveInvoiceProfile(
  db: Db,
  tenantId: number,
  input: InvoiceRequest & { productNo: string },
): Promise<InvoiceProfile> {
  const profile = readInvoiceRequest(input);
  // Every optional field is written, so a field left empty now clears the one saved before.
  const fields = {
    titleType: profile.titleType,
    title: profile.title,
    ...Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, profile[field] ?? null])),
    updatedAt: new Date(),
  };
  const [saved] = await db
    .insert(mallInvoiceProfiles)
    .values({
      tenantId,
      productNo: input.productNo,
      mediaType: profile.mediaType,
      invoiceType: profile.invoiceType,
      ...fields,
    })
    .onConflictDoUpdate({
      target: [
        mallInvoiceProfiles.tenantId,
        mallInvoiceProfiles.productNo,
        mallInvoiceProfiles.mediaType,
        mallInvoiceProfiles.invoiceType,
      ],
      set: fields,
    })
    .returning();
  return profileOf(saved as typeof mallInvoiceProfiles.$inferSelect);
}

/** A stored profile as the contract gives it: the request's fields, empty ones left out. */
export function profileOf(row: typeof mallInvoiceProfiles.$inferSelect): InvoiceProfile {
  const { id: _id, tenantId: _userId, productNo: _productNo, updatedAt: _updatedAt, ...request } = row;
  return withoutEmptyFields(request);
}
