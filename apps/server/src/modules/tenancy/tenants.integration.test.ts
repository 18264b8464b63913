import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { addMember, ensureOwnTenant, membersOf, ownedTenantOf, removeMember, roleIn } from './tenants.ts';

describe('tenants and members (decision 0017)', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  let nextUser = 0;
  const newUser = async () => {
    nextUser += 1;
    const [user] = await queryRows<{ id: number }>(
      db(),
      sql`insert into users (phone, kd_uid) values (${`1380000${String(nextUser).padStart(4, '0')}`}, ${`kd-tenancy-${nextUser}`}) returning id`,
    );
    return Number(user?.id);
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('gives a user one tenant of their own, even when 10 first calls race, with ids apart from user ids', async () => {
    const userId = await newUser();
    expect(await ownedTenantOf(db(), userId)).toBeUndefined();
    const tenants = await Promise.all(Array.from({ length: 10 }, () => ensureOwnTenant(db(), userId)));
    expect(new Set(tenants).size).toBe(1);
    const tenantId = tenants[0] as number;
    expect(tenantId).toBeGreaterThan(10_000);
    expect(await ownedTenantOf(db(), userId)).toBe(tenantId);
    expect(await membersOf(db(), tenantId)).toEqual([{ userId, role: 'owner' }]);
    const [count] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from tenants`);
    expect(count?.n).toBe(1);
  });

  it('fills the licence’s seats with members, refuses one more, and frees a seat on removal', async () => {
    const owner = await newUser();
    const tenantId = await ensureOwnTenant(db(), owner);
    const cashier = await newUser();
    const keeper = await newUser();
    await addMember(db(), { tenantId, userId: cashier, role: 'cashier', seats: 2 });
    await expect(addMember(db(), { tenantId, userId: keeper, role: 'stock_keeper', seats: 2 })).rejects.toMatchObject({
      status: 409,
      messageKey: 'seatsFull',
    });
    expect(await roleIn(db(), tenantId, keeper)).toBeUndefined();
    await removeMember(db(), tenantId, cashier);
    await addMember(db(), { tenantId, userId: keeper, role: 'stock_keeper', seats: 2 });
    expect((await membersOf(db(), tenantId)).map((member) => member.role)).toEqual(['owner', 'stock_keeper']);
    // The owner cannot be removed; a member of one tenant has no role in another.
    await removeMember(db(), tenantId, owner);
    expect(await roleIn(db(), tenantId, owner)).toBe('owner');
    const otherTenant = await ensureOwnTenant(db(), await newUser());
    expect(await roleIn(db(), otherTenant, keeper)).toBeUndefined();
  });

  it('lets only one of concurrent additions take the last seat', async () => {
    const tenantId = await ensureOwnTenant(db(), await newUser());
    const candidates = await Promise.all(Array.from({ length: 6 }, () => newUser()));
    const results = await Promise.allSettled(
      candidates.map((userId) => addMember(db(), { tenantId, userId, role: 'cashier', seats: 2 })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(AppError);
    }
    expect(await membersOf(db(), tenantId)).toHaveLength(2);
  });

  it('refuses a second owner of a tenant and a second owned tenant of a user (the database’s rules)', async () => {
    const owner = await newUser();
    const tenantId = await ensureOwnTenant(db(), owner);
    const other = await newUser();
    await expect(
      db().execute(sql`insert into tenant_members (tenant_id, user_id, role) values (${tenantId}, ${other}, 'owner')`),
    ).rejects.toThrow();
    await expect(
      db().execute(
        sql`insert into member_directory (user_id, tenant_id, role) values (${owner}, ${tenantId + 1}, 'owner')`,
      ),
    ).rejects.toThrow();
    await expect(
      db().execute(
        sql`insert into tenant_members (tenant_id, user_id, role) values (${tenantId}, ${other}, 'janitor')`,
      ),
    ).rejects.toThrow();
  });
});
