import type { AdConversionType } from '@tallybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { adClicks, adConversions, merchantAttributions } from './tracking.tables.ts';

export interface RecordedConversion {
  conversionId: number;
  /** False for a replay: the click's conversion of this type was recorded before. */
  recorded: boolean;
  merchantKnown: boolean;
}

/** The merchant whose attribution record carries this click, if any. */
async function merchantOfClick(db: Db, clickToken: string): Promise<number | undefined> {
  const [found] = await db
    .select({ tenantId: merchantAttributions.tenantId })
    .from(merchantAttributions)
    .where(eq(merchantAttributions.adClickToken, clickToken))
    .orderBy(merchantAttributions.recordedAt)
    .limit(1);
  return found?.tenantId;
}

/**
 * Records the click's conversion of this type once (decision 0042): a replay, however many arrive at
 * once, finds the first one (unique click and type). The row is also the forwarding's queue entry.
 */
async function recordConversion(
  db: Db,
  click: { id: number; clickToken: string },
  type: AdConversionType,
  now: Date,
): Promise<RecordedConversion> {
  const tenantId = await merchantOfClick(db, click.clickToken);
  const [created] = await db
    .insert(adConversions)
    .values({ clickId: click.id, type, tenantId: tenantId ?? null, occurredAt: now, nextAttemptAt: now })
    .onConflictDoNothing({ target: [adConversions.clickId, adConversions.type] })
    .returning({ id: adConversions.id, tenantId: adConversions.tenantId });
  if (created) return { conversionId: created.id, recorded: true, merchantKnown: created.tenantId !== null };
  const [first] = await db
    .select({ id: adConversions.id, tenantId: adConversions.tenantId })
    .from(adConversions)
    .where(and(eq(adConversions.clickId, click.id), eq(adConversions.type, type)));
  if (!first) throw new Error(`the conversion of click ${click.id} and type ${type} vanished`);
  return { conversionId: first.id, recorded: false, merchantKnown: first.tenantId !== null };
}

/** POST /api/track/baidu-ocpc: the Baidu click (first seen now, or known) and its conversion. */
export async function recordBaiduConversion(
  db: Db,
  body: { url: string; token: string; type: AdConversionType },
  now = new Date(),
): Promise<RecordedConversion> {
  // One statement that answers the click's id whether it is new or known (a no-op update returns it).
  const [click] = await db
    .insert(adClicks)
    .values({ platform: 'baidu', clickToken: body.token, landingUrl: body.url, firstSeenAt: now })
    .onConflictDoUpdate({ target: adClicks.clickToken, set: { clickToken: sql`excluded.click_token` } })
    .returning({ id: adClicks.id, clickToken: adClicks.clickToken });
  if (!click) throw new Error('the ad click upsert returned no row');
  return recordConversion(db, click, body.type, now);
}

/** POST /api/track/{token}: a conversion of a click already known; 404 for a token never seen. */
export async function recordCallbackConversion(
  db: Db,
  token: string,
  type: AdConversionType,
  now = new Date(),
): Promise<RecordedConversion> {
  const [click] = await db
    .select({ id: adClicks.id, clickToken: adClicks.clickToken })
    .from(adClicks)
    .where(eq(adClicks.clickToken, token));
  if (!click) throw new AppError(404, 'adClickNotFound');
  return recordConversion(db, click, type, now);
}
