// The partner's customer list (POST /ommall/promoter/merchant-list) at its one page of 10,000 rows
// (spec §7: page 1, rows 10000): a partner with `customers` customers, each with its shop, owner
// account and a licence, asked for the whole list `calls` times over real HTTP against the whole app.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { approveApplication } from '../apps/server/src/modules/partner/applications.ts';
import type { DatabaseHandle } from '../apps/server/src/platform/db/database.ts';
import { queryRows } from '../apps/server/src/platform/db/query-rows.ts';
import { createSession } from '../apps/server/src/platform/sessions/sessions.ts';

export interface MerchantListBenchResult {
  engine: 'pglite' | 'postgres';
  customers: number;
  calls: number;
  p50Ms: number;
  maxMs: number;
  /** CPU of this process (server, PGlite and client alike) per call, p50: less swayed by a busy machine than the wall clock. */
  p50CpuMs: number;
  bytes: number;
  /** The same answer's bytes from a bare Fastify route, p50, over the same client: the baseline of this run. */
  bareP50Ms: number;
  /** p50 against the bare route's p50. */
  ratio: number;
}

/** The partner's customers made in a few set-wise statements: accounts, tenants, owners, licences, the book. */
async function seedCustomers(database: DatabaseHandle, partnerId: number, customers: number) {
  const { db } = database;
  await db.execute(
    sql`insert into users (phone, kd_uid, pack_origin)
        select '150' || lpad(g::text, 8, '0'), 'bench-' || g, case when g % 3 = 0 then 'baidu' else 'site' end
        from generate_series(1, ${customers}) g`,
  );
  await db.execute(
    sql`insert into tenants (name, address, industry, created_at)
        select 'Shop ' || u.id, 'Road ' || u.id, 'grocery', now() - make_interval(mins => u.id)
        from users u where u.kd_uid like 'bench-%'`,
  );
  await db.execute(
    sql`insert into tenant_members (tenant_id, user_id, role)
        select t.id, substring(t.name from 6)::int, 'owner' from tenants t where t.name like 'Shop %'`,
  );
  await db.execute(
    sql`insert into mall_licences (tenant_id, service_code, level, users, stores, subscribe_type, trial, starts_at, expires_at)
        select t.id, 'KDZHJ01', 'basic', 1, 1, 1, t.id % 2 = 0, now(), now() + make_interval(days => t.id % 365)
        from tenants t where t.name like 'Shop %'`,
  );
  await db.execute(
    sql`insert into partner_customers (merchant_id, partner_id, source, owned_since, protected_until, labels, intention, last_follow_up_at)
        select t.id, ${partnerId}, 'link', now(), now() + make_interval(days => 1 + t.id % 90),
               case when t.id % 5 = 0 then array['keyAccount'] else '{}'::text[] end,
               case when t.id % 4 = 0 then 'high' end,
               case when t.id % 4 = 0 then now() - make_interval(hours => t.id % 100) end
        from tenants t where t.name like 'Shop %'`,
  );
}

/** Runs on a migrated, empty database (closed by the caller). */
export async function merchantListAt(
  database: DatabaseHandle,
  options: { customers: number; calls: number },
): Promise<MerchantListBenchResult> {
  const { db } = database;
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (phone, kd_uid) values ('13900000000', ${randomBytes(8).toString('hex')}) returning id`,
  );
  const userId = Number(user?.id);
  const [application] = await queryRows<{ id: number }>(
    db,
    sql`insert into partner_applications (user_id, applicant_name, phone, company_name, region_code, email, main_needs, version, language)
        values (${userId}, 'Bench Partner', '13900000000', 'Bench Ltd', '440305', 'bench@example.com', 'customers', 'cn', 'en-US')
        returning id`,
  );
  await approveApplication(db, Number(application?.id), { level: 'gold' });
  const [partner] = await queryRows<{ id: number }>(db, sql`select id from partners where user_id = ${userId}`);
  await seedCustomers(database, Number(partner?.id), options.customers);
  await db.execute(sql`analyze`);
  const { token } = await createSession(db, userId, 60 * 60 * 1000);

  const app = await buildApp({ database, jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const call = async (from = base) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await fetch(`${from}/ommall/promoter/merchant-list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `tb_session=${token}`, 'accept-encoding': 'identity' },
      body: JSON.stringify({ page: 1, rows: 10_000, sort: 'registration' }),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (response.status !== 200) throw new Error(`merchant-list answered ${response.status}: ${text.slice(0, 200)}`);
    const total = (JSON.parse(text) as { data: { total: number } }).data.total;
    if (total !== options.customers) throw new Error(`merchant-list counted ${total} of ${options.customers}`);
    return { elapsed, cpuMs: (used.user + used.system) / 1000, bytes: text.length, text };
  };
  // the baseline: a bare Fastify route answering the very bytes of the list, asked the same way
  const bare = Fastify();
  try {
    const { text: answer } = await call();
    bare.post('/ommall/promoter/merchant-list', (_request, reply) => reply.type('application/json').send(answer));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
    const times: number[] = [];
    const cpuTimes: number[] = [];
    const bareTimes: number[] = [];
    let bytes = 0;
    for (let index = 0; index < options.calls; index++) {
      const { elapsed, cpuMs, bytes: size } = await call();
      times.push(elapsed);
      cpuTimes.push(cpuMs);
      bytes = size;
      bareTimes.push((await call(bareBase)).elapsed);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    bareTimes.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)] ?? Number.NaN;
    const bareP50 = bareTimes[Math.floor(bareTimes.length / 2)] ?? Number.NaN;
    return {
      engine: database.engine,
      customers: options.customers,
      calls: options.calls,
      p50Ms: Number(p50.toFixed(1)),
      maxMs: Number((times.at(-1) ?? Number.NaN).toFixed(1)),
      p50CpuMs: Number((cpuTimes[Math.floor(cpuTimes.length / 2)] ?? Number.NaN).toFixed(1)),
      bytes,
      bareP50Ms: Number(bareP50.toFixed(1)),
      ratio: Number((p50 / bareP50).toFixed(1)),
    };
  } finally {
    await bare.close();
    await app.close();
  }
}
