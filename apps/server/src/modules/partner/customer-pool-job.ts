import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { partnerCustomerHistory, partnerCustomers } from './partner.tables.ts';

/** Customers released per statement: a batch stays short, so that no lock is held for long. */
const RELEASE_BATCH = 500;

/**
 * Releases the customers whose protection period has ended to the pool (spec §4, issue 14): no
 * owner, in the pool since now, the owner's notes cleared, the version bumped, a history row each.
 * Safe with several processes: the job runs under its lease, and each batch takes its rows with
 * `FOR UPDATE SKIP LOCKED` and releases only rows still owned and expired, so nothing is released
 * twice and a customer claimed meanwhile stays claimed. Answers how many were released.
 */
export async function releaseExpiredCustomers(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  let released = 0;
  for (;;) {
    const rows = await queryRows<{ merchant_id: number }>(
      db,
      sql`with due as (
            select merchant_id, partner_id from ${partnerCustomers}
            where partner_id is not null and protected_until <= ${at}::timestamptz
            order by protected_until
            limit ${RELEASE_BATCH}
            for update skip locked
          ), released as (
            update ${partnerCustomers} pc
            set partner_id = null, promoter_id = null, owned_since = null, protected_until = null,
                pool_since = ${at}::timestamptz, intention = null, labels = '{}'::text[],
                last_follow_up_at = null, give_up_reason = null, version = pc.version + 1
            from due
            where pc.merchant_id = due.merchant_id and pc.partner_id = due.partner_id
              and pc.protected_until <= ${at}::timestamptz
            returning pc.merchant_id, due.partner_id
          )
          insert into ${partnerCustomerHistory} (merchant_id, event, from_partner_id, to_partner_id, at)
          select merchant_id, 'released', partner_id, null, ${at}::timestamptz from released
          returning merchant_id`,
    );
    released += rows.length;
    if (rows.length < RELEASE_BATCH) return released;
  }
}

/** The partner module's scheduled jobs, each run by one process at a time under its lease. */
export const PARTNER_JOBS: readonly Job[] = [
  {
    name: 'partner/release-expired-customers',
    everyMs: 10 * 60_000,
    run: (db, now) => releaseExpiredCustomers(db, now),
  },
];
