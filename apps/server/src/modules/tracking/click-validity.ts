import { clickValidUntil } from '@tallybook/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { adClicks, adConversions } from './tracking.tables.ts';

const forwardingOf = (conversion: { forwardedAt: Date | null; failedAt: Date | null }) =>
  conversion.forwardedAt ? ('forwarded' as const) : conversion.failedAt ? ('failed' as const) : ('pending' as const);

/**
 * GET /suggestion/valid/info (decision 0042): whether the ad click a landing page carries is known
 * and still within AD_CLICK_VALID_DAYS, and what it converted so far. An unknown token is not valid.
 */
export async function clickValidity(db: Db, token: string, forwarding: boolean, now = new Date()) {
  const [click] = await db.select().from(adClicks).where(eq(adClicks.clickToken, token));
  if (!click) {
    return { token, valid: false, platform: null, clickedAt: null, validUntil: null, forwarding, conversions: [] };
  }
  const conversions = await db
    .select()
    .from(adConversions)
    .where(eq(adConversions.clickId, click.id))
    .orderBy(asc(adConversions.occurredAt), asc(adConversions.id));
  const validUntil = clickValidUntil(click.firstSeenAt);
  return {
    token,
    valid: now < validUntil,
    platform: click.platform,
    clickedAt: click.firstSeenAt.toISOString(),
    validUntil: validUntil.toISOString(),
    forwarding,
    conversions: conversions.map((conversion) => ({
      type: conversion.type,
      recordedAt: conversion.occurredAt.toISOString(),
      forwarding: forwardingOf(conversion),
    })),
  };
}
