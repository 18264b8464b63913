// Orders created and paid per second: each of `connections` merchants, in a loop for `durationS`
// seconds, places an order (POST order), starts paying it (POST payment) and has the sandbox
// gateway's signed notification settle it (POST payment/notify/sandbox): three calls and one
// licence activation per paid order, over real HTTP against the whole app.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { seedMallCatalogue } from '../apps/server/src/modules/orders/index.ts';
import { placePayAndSettle, testPayments } from '../apps/server/src/modules/orders/orders-test-kit.ts';
import type { DatabaseHandle } from '../apps/server/src/platform/db/database.ts';
import { queryRows } from '../apps/server/src/platform/db/query-rows.ts';
import { createSession } from '../apps/server/src/platform/sessions/sessions.ts';

export interface OrdersBenchResult {
  engine: 'pglite' | 'postgres';
  /** SQL statements sent for one order placed and paid (the three calls), after a first one warmed up. */
  sqlStatements: number | undefined;
  paidOrders: number;
  seconds: number;
  ordersPerSecond: number;
  errors: number;
}

/** Runs on a migrated, empty database (closed by the caller). */
export async function ordersPaidPerSecond(
  database: DatabaseHandle,
  options: {
    connections: number;
    durationS: number;
    /** Set by the caller's `onQuery` (openDatabase): statements are counted while `counting` is on. */
    statements?: { counting: boolean; sent: string[] };
  },
): Promise<OrdersBenchResult> {
  const { db } = database;
  await seedMallCatalogue(db);
  const app = await buildApp({ database, payments: testPayments(), jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const [sku] = await queryRows<{ id: number }>(
    db,
    sql`select id from mall_skus where level = 'basic' and kind = 'subscription' and months = 12`,
  );

  const sessions: string[] = [];
  for (let index = 0; index < options.connections; index++) {
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (phone, kd_uid) values (${`1380000${String(index).padStart(4, '0')}`}, ${randomBytes(8).toString('hex')}) returning id`,
    );
    sessions.push((await createSession(db, Number(user?.id), 60 * 60 * 1000)).token);
  }

  /** One order placed, paid and settled: the three calls a buyer's payment takes. */
  const orderAndPay = (session: string) => placePayAndSettle({ baseUrl: base }, session, Number(sku?.id));

  let sqlStatements: number | undefined;
  if (options.statements && sessions[0]) {
    await orderAndPay(sessions[0]);
    options.statements.sent.length = 0;
    options.statements.counting = true;
    await orderAndPay(sessions[0]);
    options.statements.counting = false;
    sqlStatements = options.statements.sent.length;
  }

  let paidOrders = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() < deadline) {
        try {
          await orderAndPay(session);
          paidOrders += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [paid] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from mall_orders where status = 'paid'`,
  );
  await app.close();
  const expected = paidOrders + (sqlStatements === undefined ? 0 : 2);
  if (Number(paid?.count) !== expected) throw new Error(`paid orders ${paid?.count} ≠ settled ${paidOrders}`);
  return {
    engine: database.engine,
    sqlStatements,
    paidOrders,
    seconds: Number(seconds.toFixed(2)),
    ordersPerSecond: Number((paidOrders / seconds).toFixed(1)),
    errors,
  };
}
