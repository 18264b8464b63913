import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { licencesOf } from '../modules/licensing/index.ts';
import { seedMallCatalogue } from '../modules/orders/index.ts';
import { DEFAULT_INCOME_SETTINGS } from '../modules/partner/index.ts';
import { ownedTenantOf } from '../modules/tenancy/index.ts';
import { queryRows } from '../platform/db/query-rows.ts';
import { drainOutbox, pendingMessages } from '../platform/outbox/outbox.ts';
import { MERCHANT_WELCOME, queueMerchantWelcome, workflowHandlers } from './index.ts';

describe('welcoming a new merchant (decision 0019)', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedMallCatalogue(db());
  });
  afterAll(async () => {
    await database.drop();
  });

  /** An account made as identity makes it: the user row and the hook in one transaction. */
  const register = (fail = false) =>
    db().transaction(async (tx) => {
      const [user] = await queryRows<{ id: number }>(
        tx,
        sql`insert into users (phone, kd_uid) values (${`1390000${randomBytes(2).readUInt16BE() % 10_000}`}, ${randomBytes(8).toString('hex')}) returning id`,
      );
      const userId = Number(user?.id);
      await queueMerchantWelcome(tx, userId);
      if (fail) throw new Error('the registration failed after the hook');
      return userId;
    });
  const couponsOf = async (tenantId: number) =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from mall_coupon_users where tenant_id = ${tenantId}`,
      )
    )[0]?.n;

  it('leaves neither tenant nor welcome behind when the account’s transaction fails', async () => {
    const before = (await pendingMessages(db())).length;
    await expect(register(true)).rejects.toThrow();
    expect((await pendingMessages(db())).length).toBe(before);
  });

  it('keeps a welcome whose delivery failed, and delivers it once on the next drain', async () => {
    const userId = await register();
    const tenantId = (await ownedTenantOf(db(), userId)) as number;
    expect(tenantId).toBeGreaterThan(10_000);
    // The welcome step fails (a database hiccup): nothing of it stays, the message waits.
    const failing = { [MERCHANT_WELCOME]: [async () => Promise.reject(new Error('hiccup'))] };
    await drainOutbox(db(), failing);
    expect(await couponsOf(tenantId)).toBe(0);
    expect((await licencesOf(db())(tenantId)).length).toBe(0);
    expect((await pendingMessages(db())).map((message) => message.dedupeKey)).toContain(
      `${MERCHANT_WELCOME}:${tenantId}`,
    );
    // The next drain (after the backoff) grants the trial and the coupons, and a later one nothing more.
    const later = new Date(Date.now() + 60 * 60_000);
    await drainOutbox(db(), workflowHandlers({ income: DEFAULT_INCOME_SETTINGS }), { now: later });
    const coupons = await couponsOf(tenantId);
    expect(coupons).toBeGreaterThan(0);
    expect(await licencesOf(db())(tenantId)).toMatchObject([{ serviceType: 'KDZHJ01', subscribeType: 0 }]);
    await drainOutbox(db(), workflowHandlers({ income: DEFAULT_INCOME_SETTINGS }), { now: later });
    expect(await couponsOf(tenantId)).toBe(coupons);
    expect(await pendingMessages(db())).toEqual([]);
  });
});
