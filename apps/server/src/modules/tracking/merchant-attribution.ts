import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { adClicks, adConversions, merchantAttributions } from './tracking.tables.ts';

/** What a registration carried about where the merchant came from (spec §4, §5 and issue 16). */
export interface MerchantOrigin {
  packOrigin: string;
  origin: number;
  deviceCode?: string | null | undefined;
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  utmCampaign?: string | undefined;
  utmTerm?: string | null | undefined;
  utmContent?: string | undefined;
  inviteCode?: string | undefined;
  promoterCode?: string | undefined;
  adClickToken?: string | undefined;
}

const kept = (value: string | null | undefined) => value?.trim() || null;

/**
 * Writes the merchant's one attribution record (decision 0042: first touch): the first write wins and
 * a later one changes nothing. The click's conversions recorded before the merchant existed become
 * the merchant's. Runs in the account's own transaction (identity's OnUserCreated).
 */
export async function recordMerchantAttribution(
  tx: Db,
  tenantId: number,
  origin: MerchantOrigin,
  now = new Date(),
): Promise<boolean> {
  const adClickToken = kept(origin.adClickToken);
  const [written] = await tx
    .insert(merchantAttributions)
    .values({
      tenantId,
      channel: origin.packOrigin,
      appOrigin: origin.origin,
      deviceCode: kept(origin.deviceCode),
      utmSource: kept(origin.utmSource),
      utmMedium: kept(origin.utmMedium),
      utmCampaign: kept(origin.utmCampaign),
      utmTerm: kept(origin.utmTerm),
      utmContent: kept(origin.utmContent),
      inviteCode: kept(origin.inviteCode),
      partnerCode: kept(origin.promoterCode),
      adClickToken,
      recordedAt: now,
    })
    .onConflictDoNothing({ target: merchantAttributions.tenantId })
    .returning({ tenantId: merchantAttributions.tenantId });
  if (!written || !adClickToken) return written !== undefined;
  const [click] = await tx.select({ id: adClicks.id }).from(adClicks).where(eq(adClicks.clickToken, adClickToken));
  if (click) {
    await tx
      .update(adConversions)
      .set({ tenantId })
      .where(and(eq(adConversions.clickId, click.id), isNull(adConversions.tenantId)));
  }
  return true;
}

/** The back office's view of a merchant's attribution record; 404 when it has none. */
export async function merchantAttributionOf(db: Db, tenantId: number) {
  const [record] = await db.select().from(merchantAttributions).where(eq(merchantAttributions.tenantId, tenantId));
  if (!record) throw notFound('attributionNotFound', { tenantId });
  return { ...record, recordedAt: record.recordedAt.toISOString() };
}
