import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type AdConversionToForward, AdForwardingFailed, type AdPlatform } from './ad-platform.ts';
import { sandboxAdConversions } from './ad-platforms.tables.ts';
import { baiduOcpcRequestBody } from './baidu-ocpc.ts';

/**
 * A landing address carrying `tb_sandbox_fail=n` makes the sandbox refuse that conversion's first n
 * calls, as a provider's test mode documents its failing inputs: a demo (or a test) sees retries.
 */
export const SANDBOX_FAIL_PARAM = 'tb_sandbox_fail';
export const SANDBOX_AD_TOKEN = 'SANDBOX-not-a-baidu-token';

function failuresAskedOf(landingUrl: string): number {
  try {
    const asked = Number(new URL(landingUrl).searchParams.get(SANDBOX_FAIL_PARAM) ?? 0);
    return Number.isSafeInteger(asked) && asked > 0 ? asked : 0;
  } catch {
    return 0;
  }
}

/**
 * The sandbox ad platform (SANDBOX on only): records in `sandbox_ad_conversions` the body the Baidu
 * adapter would have sent, and takes it, unless the landing address asks it to fail.
 */
export function createSandboxAdPlatform(db: Database): AdPlatform {
  return {
    name: 'sandbox',
    async forward(conversion: AdConversionToForward) {
      const [calls] = await db
        .select({ made: count() })
        .from(sandboxAdConversions)
        .where(eq(sandboxAdConversions.conversionId, conversion.conversionId));
      const failing = (calls?.made ?? 0) < failuresAskedOf(conversion.landingUrl);
      await db.insert(sandboxAdConversions).values({
        conversionId: conversion.conversionId,
        body: baiduOcpcRequestBody(SANDBOX_AD_TOKEN, conversion),
        outcome: failing ? 'failed' : 'accepted',
      });
      if (failing) throw new AdForwardingFailed(`sandbox asked to fail (${SANDBOX_FAIL_PARAM})`);
      return { detail: 'sandbox accepted' };
    },
  };
}

/** What the sandbox received, oldest first (tests and the demo's operator). */
export async function listSandboxAdConversions(db: Database) {
  return db.select().from(sandboxAdConversions).orderBy(asc(sandboxAdConversions.id));
}
