import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { KIT_VISITOR } from '../../../test/slide-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { mallLicences, mallServices, mallSkus, type SkuKind } from '../../platform/db/schema.ts';
import { createSession } from '../../platform/sessions/sessions.ts';
import { ensureOwnTenant, membersOf } from '../tenancy/index.ts';
import { mallOrders, type OrderStatus } from './orders.tables.ts';

/** A body of the code envelope as tests read it. */
export interface CodeBody<Data = Record<string, unknown>> {
  code: number;
  data: Data;
  msg: string;
}

export interface Answer<Data = Record<string, unknown>> {
  status: number;
  body: CodeBody<Data>;
  headers: Headers;
}

let phoneCounter = 0;
/** A mainland mobile number no other test of this run uses. */
export const freshPhone = () =>
  `137${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(5, '0')}`;

/** Calls the test server over real HTTP, as a visitor or with a user's session cookie. */
export function caller(server: TestApp, options: { session?: string; language?: string } = {}) {
  const call = async <Data>(method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        'accept-language': options.language ?? 'en-US',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [`tb_visitor=${KIT_VISITOR}`, ...(options.session ? [`tb_session=${options.session}`] : [])].join('; '),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const answer: Answer<Data> = {
      status: response.status,
      body: (await response.json()) as CodeBody<Data>,
      headers: response.headers,
    };
    return answer;
  };
  return {
    get: <Data = Record<string, unknown>>(path: string, headers?: Record<string, string>) =>
      call<Data>('GET', path, undefined, headers),
    post: <Data = Record<string, unknown>>(path: string, json: unknown = {}, headers?: Record<string, string>) =>
      call<Data>('POST', path, json, headers),
    delete: <Data = Record<string, unknown>>(path: string, headers?: Record<string, string>) =>
      call<Data>('DELETE', path, undefined, headers),
    /** The same user in another language. */
    in: (language: string) => caller(server, { ...options, language }),
  };
}
export type Caller = ReturnType<typeof caller>;

export interface Customer {
  userId: number;
  /** The tenant the user owns (decision 0017). */
  tenantId: number;
  phone: string;
  client: Caller;
}

/** A user with a session of its own (made in the database: these tests are about the mall, not logins). */
export async function customer(server: TestApp, language = 'en-US'): Promise<Customer> {
  const db = server.database.handle.db;
  const phone = freshPhone();
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (phone, kd_uid) values (${phone}, ${`kd-${randomBytes(8).toString('hex')}`}) returning id`,
  );
  const userId = Number(user?.id);
  const { token } = await createSession(db, userId, 60 * 60 * 1000);
  const tenantId = await ensureOwnTenant(db, userId);
  return { userId, tenantId, phone, client: caller(server, { session: token, language }) };
}

let serviceCounter = 0;
/** A service of its own with one SKU of each kind; answers the SKU ids by kind. */
export async function serviceWithSkus(server: TestApp): Promise<{ serviceNumber: string } & Record<SkuKind, number>> {
  const db = server.database.handle.db;
  const serviceNumber = `T${process.pid % 10000}S${++serviceCounter}`;
  await db.insert(mallServices).values({ serviceNumber, productId: 20 });
  const skus = await db
    .insert(mallSkus)
    .values([
      {
        serviceNumber,
        level: 'professional',
        kind: 'subscription',
        subscribeType: 1,
        months: 12,
        price: 99_800,
        listPrice: 99_800,
      },
      {
        serviceNumber,
        level: 'professional',
        kind: 'buyout',
        subscribeType: 2,
        months: null,
        price: 399_800,
        listPrice: 399_800,
      },
      {
        serviceNumber,
        level: null,
        kind: 'extra_user',
        subscribeType: 1,
        months: 12,
        price: 19_800,
        listPrice: 19_800,
      },
      {
        serviceNumber,
        level: 'professional',
        kind: 'extra_store',
        subscribeType: 1,
        months: 12,
        price: 29_800,
        listPrice: 29_800,
      },
    ])
    .returning({ id: mallSkus.id, kind: mallSkus.kind });
  const byKind = Object.fromEntries(skus.map((sku) => [sku.kind, sku.id])) as Record<SkuKind, number>;
  return { serviceNumber, ...byKind };
}

let orderCounter = 0;
/** An order of the tenant, placed by its owner, in the given state (no payment flow: these tests start from its state). */
export async function orderOf(
  server: TestApp,
  tenantId: number,
  options: { status?: OrderStatus; finalAmount?: number; skuId?: number | null; serviceNumber?: string } = {},
) {
  const now = new Date();
  const finalAmount = options.finalAmount ?? 99_800;
  const db = server.database.handle.db;
  const owner = (await membersOf(db, tenantId)).find((member) => member.role === 'owner');
  const [order] = await db
    .insert(mallOrders)
    .values({
      orderNo: `T${process.pid}${Date.now()}${++orderCounter}`,
      tenantId,
      userId: owner?.userId ?? 0,
      serviceNumber: options.serviceNumber ?? 'KDZHJ01',
      skuId: options.skuId ?? null,
      kind: 'new',
      level: 'professional',
      quantity: 1,
      amount: finalAmount,
      finalAmount,
      status: options.status ?? 'unpaid',
      quote: { unitPrice: finalAmount },
      requestHash: randomBytes(16).toString('hex'),
      payDeadline: new Date(now.getTime() + 30 * 60 * 1000),
      paidAt: options.status === 'paid' ? now : null,
    })
    .returning({ id: mallOrders.id, orderNo: mallOrders.orderNo });
  return order as { id: number; orderNo: string };
}

/** A licence of the tenant for the service. */
export async function licenceOf(
  server: TestApp,
  tenantId: number,
  serviceCode: string,
  options: { level: 'basic' | 'professional'; trial?: boolean; expiresAt: Date | null },
) {
  await server.database.handle.db.insert(mallLicences).values({
    tenantId,
    serviceCode,
    level: options.level,
    users: 1,
    stores: 1,
    subscribeType: options.expiresAt === null ? 2 : 1,
    trial: options.trial ?? false,
    startsAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
    expiresAt: options.expiresAt,
  });
}
