import type { UsageLog, WebsiteVisitLog } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { usageLogs, websiteVisitLogs } from './tracking.partitioned.ts';

type ParsedVisit = Omit<WebsiteVisitLog, 'osVersion'> & { osVersion: string };
type ParsedUsage = Omit<UsageLog, 'channel' | 'soft_version'> & { channel: string; soft_version: string };

/** spec §3: stores a batch of website visit logs in one statement. */
export async function recordVisits(db: Db, visits: readonly ParsedVisit[]): Promise<number> {
  if (visits.length === 0) return 0;
  await db.insert(websiteVisitLogs).values(
    visits.map((visit) => ({
      webSiteName: visit.webSiteName,
      channelNumber: visit.channelNumber,
      kdUid: visit.kdUid ?? null,
      deviceId: visit.deviceId,
      operName: visit.operName,
      osVersion: visit.osVersion,
      isMobile: visit.isMobile,
      grade: visit.grade,
      operNameParent: visit.operNameParent ?? null,
      webSiteUrl: visit.webSiteUrl,
    })),
  );
  return visits.length;
}

/** spec §3: stores a batch of usage logs in one statement. */
export async function recordUsage(db: Db, entries: readonly ParsedUsage[]): Promise<number> {
  if (entries.length === 0) return 0;
  await db.insert(usageLogs).values(
    entries.map((entry) => ({
      logType: entry.logtype,
      productId: entry.product_id as number,
      channel: entry.channel,
      deviceId: entry.device_id,
      softVersion: entry.soft_version,
      operateTime: new Date(entry.operate_time),
      originId: entry.origin_id,
      funcNumber: entry.func_number,
      userName: entry.user ?? null,
    })),
  );
  return entries.length;
}
