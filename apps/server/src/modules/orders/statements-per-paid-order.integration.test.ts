import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { createSession } from '../../platform/sessions/sessions.ts';
import { placePayAndSettle, testPayments } from './orders-test-kit.ts';
import { seedMallCatalogue } from './seed/mall.ts';

// Issue 13 (decision 0028): placing an order, starting its payment and settling it by the gateway's
// signed notification sends at most 12 SQL statements, BEGIN and COMMIT included where the driver
// sends them (PostgreSQL; PGlite opens its transactions without statements).
const MAX_STATEMENTS = 12;

describe('SQL statements of one paid order (issue 13, decision 0028)', () => {
  const counted = { on: false, statements: [] as string[] };
  let test: TestDatabase | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let baseUrl: string;
  let session: string;
  let skuId: number;

  beforeAll(async () => {
    test = await createTestDatabase({
      onQuery: (statement) => {
        if (counted.on) counted.statements.push(statement);
      },
    });
    database = test.handle;
    await seedMallCatalogue(database.db);
    app = await buildApp({ database, payments: testPayments(), jobs: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const [sku] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from mall_skus where level = 'basic' and kind = 'subscription' and months = 12`,
    );
    skuId = Number(sku?.id);
    const [user] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into users (phone, kd_uid) values ('13800009999', 'statements-per-paid-order') returning id`,
    );
    session = (await createSession(database.db, Number(user?.id), 60 * 60_000)).token;
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  /** The three calls bench/orders.ts counts too: place the order, start paying, the gateway's notification. */
  const orderAndPay = () => placePayAndSettle({ baseUrl }, session, skuId);

  it(`places, pays and settles an order in at most ${MAX_STATEMENTS} statements after a warm-up`, async () => {
    await orderAndPay();
    counted.statements.length = 0;
    counted.on = true;
    const orderNo = await orderAndPay();
    counted.on = false;
    expect(counted.statements.length, counted.statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    const [paid] = await queryRows<{ status: string; licenceId: number | null }>(
      database.db,
      sql`select status, licence_id as "licenceId" from mall_orders where order_no = ${orderNo}`,
    );
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid?.licenceId).not.toBeNull();
  });
});
