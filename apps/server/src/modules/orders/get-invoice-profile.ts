import type { InvoiceMediaType, InvoiceProfile, InvoiceType } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { mallInvoiceProfiles } from './customer.tables.ts';
import { profileOf } from './save-invoice-profile.ts';

/** GET order/invoice/{tenantId}/{productNo}: the user's saved fapiao details for the medium and type, or null. */
export async function getInvoiceProfile(
  db: Db,
  tenantId: number,
  input: { productNo: string; mediaType: InvoiceMediaType; invoiceType: InvoiceType },
): Promise<InvoiceProfile | null> {
  const [row] = await db
    .select()
    .from(mallInvoiceProfiles)
    .where(
      and(
        eq(mallInvoiceProfiles.tenantId, tenantId),
        eq(mallInvoiceProfiles.productNo, input.productNo),
        eq(mallInvoiceProfiles.mediaType, input.mediaType),
        eq(mallInvoiceProfiles.invoiceType, input.invoiceType),
      ),
    );
  return row ? profileOf(row) : null;
}
