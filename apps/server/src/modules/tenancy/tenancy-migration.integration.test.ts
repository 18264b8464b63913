import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const migrations = path.resolve(import.meta.dirname, '../../../drizzle');
const TENANCY = '0016_tenancy';

/** The migrations folder as it was before `tag`: the journal cut just before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tallybook-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

/**
 * Decision 0017's migration on a database with data: each user gets a tenant of their own and every
 * mall row moves to its user's tenant; payments follow their orders; numbers enter the directory.
 */
describe('the tenancy migration on a database with data', () => {
  let client: PGlite;
  let oldFolder: string;
  const rows = async <Row>(query: string) => (await client.query<Row>(query)).rows;

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    const db = drizzle({ client });
    oldFolder = migrationsBefore(TENANCY);
    await migrate(db, { migrationsFolder: oldFolder });
    await client.exec(`
      insert into users (phone, kd_uid) values ('13800000001', 'kd-a'), ('13800000002', 'kd-b'), ('13800000003', 'kd-c');
      insert into mall_licences (user_id, service_code, level, users, stores, subscribe_type, starts_at, expires_at)
        values (1, 'KDZHJ01', 'professional', 3, 1, 1, now(), now() + interval '30 days'),
               (2, 'KDZHJ01', 'basic', 1, 1, 1, now(), now() + interval '300 days');
      insert into mall_grants (user_id, "grant") values (1, 'app_promotion');
      insert into mall_orders (order_no, user_id, service_number, kind, level, quantity, amount, final_amount, status, quote, request_hash, pay_deadline)
        values ('TB1', 1, 'KDZHJ01', 'new', 'professional', 1, 119800, 119800, 'paid', '{"unitPrice":119800}', 'h1', now()),
               ('TB2', 2, 'KDZHJ01', 'new', 'basic', 1, 59800, 59800, 'unpaid', '{"unitPrice":59800}', 'h2', now()),
               ('TB3', 1, 'KDZHJ01', 'renew', 'professional', 1, 119800, 119800, 'unpaid', '{"unitPrice":119800}', 'h3', now());
      insert into mall_payments (trade_no, order_id, provider, pay_type, amount, status)
        values ('TB1P1', 1, 'sandbox', 1, 119800, 'succeeded'), ('TB2P1', 2, 'sandbox', 1, 59800, 'pending');
      insert into mall_coupons (names, kind, value, valid_days) values ('{"en-US":"¥50 off"}', 'fixed', 5000, 30);
      insert into mall_coupon_users (coupon_id, user_id, expires_at, granted_reason) values (1, 2, now() + interval '30 days', 'welcome');
      insert into mall_contactors (user_id, name, phone) values (2, 'Li Lei', '13800000002');
      insert into mall_invoice_profiles (user_id, product_no, media_type, invoice_type, title_type, title)
        values (1, 'KDZHJ01', 'electronic', 'normal', 'personal', 'Han Meimei');
      insert into mall_invoices (order_id, user_id, request) values (1, 1, '{"title":"Han Meimei"}');
      insert into mall_bank_transfer_sms (user_id, order_no) values (2, 'TB2');
    `);
    await migrate(db, { migrationsFolder: migrations });
  });
  afterAll(async () => {
    await client.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  const tenantOf = async (userId: number) =>
    (
      await rows<{ tenant_id: number }>(
        `select tenant_id from member_directory where user_id = ${userId} and role = 'owner'`,
      )
    )[0]?.tenant_id;

  it('gives every user one tenant they own, as owner member, with ids apart from user ids', async () => {
    const owners = await rows<{ user_id: number; tenant_id: number }>(
      `select user_id, tenant_id from tenant_members where role = 'owner' order by user_id`,
    );
    expect(owners.map((owner) => owner.user_id)).toEqual([1, 2, 3]);
    expect(new Set(owners.map((owner) => owner.tenant_id)).size).toBe(3);
    for (const owner of owners) {
      expect(owner.tenant_id).toBeGreaterThan(10_000);
      expect(await tenantOf(owner.user_id)).toBe(owner.tenant_id);
    }
    expect((await rows<{ n: number }>('select count(*)::int as n from tenants'))[0]?.n).toBe(3);
  });

  it('moves each mall row to its user’s tenant, and payments to their order’s', async () => {
    const [a, b] = [await tenantOf(1), await tenantOf(2)];
    const byTenant = async (table: string) =>
      (await rows<{ tenant_id: number }>(`select tenant_id from ${table} order by id`)).map((row) => row.tenant_id);
    expect(await byTenant('mall_licences')).toEqual([a, b]);
    expect(await byTenant('mall_orders')).toEqual([a, b, a]);
    expect(await byTenant('mall_payments')).toEqual([a, b]);
    expect(await byTenant('mall_coupon_users')).toEqual([b]);
    expect(await byTenant('mall_contactors')).toEqual([b]);
    expect(await byTenant('mall_invoice_profiles')).toEqual([a]);
    expect(await byTenant('mall_invoices')).toEqual([a]);
    expect(await byTenant('mall_bank_transfer_sms')).toEqual([b]);
    expect((await rows<{ tenant_id: number }>('select tenant_id from mall_grants'))[0]?.tenant_id).toBe(a);
    // Orders remember who placed them.
    expect(
      (await rows<{ user_id: number }>('select user_id from mall_orders order by id')).map((row) => row.user_id),
    ).toEqual([1, 2, 1]);
  });

  it('enters every order and trade number in the directory under its tenant', async () => {
    const numbers = await rows<{ number: string; kind: string; tenant_id: number }>(
      'select number, kind, tenant_id from mall_reference_numbers order by number',
    );
    const [a, b] = [await tenantOf(1), await tenantOf(2)];
    expect(numbers).toEqual([
      { number: 'TB1', kind: 'order', tenant_id: a },
      { number: 'TB1P1', kind: 'trade', tenant_id: a },
      { number: 'TB2', kind: 'order', tenant_id: b },
      { number: 'TB2P1', kind: 'trade', tenant_id: b },
      { number: 'TB3', kind: 'order', tenant_id: a },
    ]);
  });

  it('keeps the new keys: a new tenant continues the sequence, and a payment cannot point into another tenant', async () => {
    const [made] = await rows<{ id: number }>('insert into tenants default values returning id');
    const highest = await rows<{ max: number }>('select max(tenant_id) as max from member_directory');
    expect(made?.id).toBeGreaterThan(highest[0]?.max ?? 0);
    const [a, b] = [await tenantOf(1), await tenantOf(2)];
    await expect(
      client.query(
        `insert into mall_payments (tenant_id, trade_no, order_id, provider, pay_type, amount_fen) values (${b}, 'X', 1, 'sandbox', 1, 1)`,
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      client.query(`insert into mall_licences (tenant_id, service_code, level, users, stores, subscribe_type, starts_at)
        values (${a}, 'KDZHJ01', 'basic', 1, 1, 1, now())`),
    ).rejects.toThrow(/mall_licences_tenantId_serviceCode_unique/);
  });
});
