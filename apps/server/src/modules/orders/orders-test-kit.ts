import { randomBytes, randomUUID } from 'node:crypto';
import { signedParams, transformPassword } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { passSlide } from '../../../test/slide-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { mallLicences, mallSkus } from '../../platform/db/schema.ts';
import {
  type ConfiguredPaymentProviders,
  paymentProvidersFromConfig,
} from '../../platform/payments/payment-providers.ts';
import { sandboxNotificationRequest } from '../../platform/payments/sandbox-gateway.ts';
import { createSession } from '../../platform/sessions/sessions.ts';
import { readSmsOutbox } from '../../platform/sms/sms-provider.ts';
import { ensureOwnTenant, ownedTenantOf } from '../tenancy/index.ts';
import { mallOrders, mallPayments } from './orders.tables.ts';

export const TEST_SANDBOX_SECRET = 'mall-orders-test-sandbox-secret-0123456789';

/** Payment providers for tests: every pay type to the sandbox, no retries of notifications. */
export function testPayments(): ConfiguredPaymentProviders {
  return paymentProvidersFromConfig(
    { sandbox: true, sandboxSecret: TEST_SANDBOX_SECRET, wechatPay: undefined, alipay: undefined },
    { sandbox: { retryDelaysMs: [] } },
  );
}

export interface Answer<Data> {
  status: number;
  body: { code: number; data: Data; msg: string };
  session: string | undefined;
}

/** One browser: real HTTP with the session cookie it was given (or that a login set). */
export function client(
  server: Pick<TestApp, 'baseUrl'>,
  options: { session?: string; language?: string; visitor?: string } = {},
) {
  let session = options.session;
  // Each client is a browser of its own (the support chat keys conversations by it).
  const visitor = options.visitor ?? randomUUID();
  const call = async <Data>(method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        'accept-language': options.language ?? 'en-US',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [`tb_visitor=${visitor}`, ...(session ? [`tb_session=${session}`] : [])].join('; '),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('tb_session='));
    const token = set === undefined ? undefined : (/^tb_session=([^;]*)/.exec(set)?.[1] ?? '');
    if (token) session = token;
    return {
      status: response.status,
      body: (await response.json()) as Answer<Data>['body'],
      session: token,
    } satisfies Answer<Data>;
  };
  return {
    get: <Data = Record<string, unknown>>(path: string, headers?: Record<string, string>) =>
      call<Data>('GET', path, undefined, headers),
    post: <Data = Record<string, unknown>>(path: string, json: unknown = {}, headers?: Record<string, string>) =>
      call<Data>('POST', path, json, headers),
    delete: <Data = Record<string, unknown>>(path: string) => call<Data>('DELETE', path),
  };
}
export type Client = ReturnType<typeof client>;

let phoneCounter = 0;
// The counter leads, so that each number is a block of its own (the SMS cap per number block, issue 10).
export const freshPhone = () =>
  `136${String(++phoneCounter).padStart(4, '0')}${String(process.pid % 10_000).padStart(4, '0')}`;

/** A user made in the database with a session (no trial: these tests are about orders). */
export async function merchant(
  server: Pick<TestApp, 'baseUrl'> & { database: { handle: { db: Db } } },
): Promise<{ userId: number; tenantId: number; client: Client; session: string }> {
  const db = server.database.handle.db;
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (phone, kd_uid) values (${freshPhone()}, ${`kd-${randomBytes(8).toString('hex')}`}) returning id`,
  );
  const userId = Number(user?.id);
  const { token } = await createSession(db, userId, 60 * 60 * 1000);
  return {
    userId,
    tenantId: await ensureOwnTenant(db, userId),
    client: client(server, { session: token }),
    session: token,
  };
}

/** Registers through the identity API (slide puzzle, signed SMS send, code from the outbox). */
export async function registerMerchant(server: TestApp): Promise<{ userId: number; tenantId: number; client: Client }> {
  const db = server.database.handle.db;
  await db.execute(sql`delete from rate_counters where key like '%:ip:%'`);
  const phone = freshPhone();
  const browser = client(server);
  const slideToken = await passSlide(server, browser);
  const params = await signedParams({ phone }, Date.now());
  const query = new URLSearchParams({
    phone,
    purpose: 'register',
    ...params,
    timestamp: String(params.timestamp),
    slideToken,
  });
  const sent = await browser.get(`/webzhj/login/vcode?${query}`);
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const [latest] = await readSmsOutbox(db, phone, 1);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(latest?.text ?? '')?.[1];
  const registered = await browser.post('/webzhj/regist', {
    phone,
    password: await transformPassword(phone, 'secret-123'),
    code,
    pack_origin: 'site',
    origin: 6,
  });
  if (registered.status !== 200) throw new Error(`not registered: ${JSON.stringify(registered.body)}`);
  const [user] = await queryRows<{ id: number }>(db, sql`select id from users where phone = ${phone}`);
  const userId = Number(user?.id);
  const tenantId = await ownedTenantOf(db, userId);
  if (tenantId === undefined) throw new Error('registration made no tenant');
  return { userId, tenantId, client: browser };
}

/** The seeded SKU of a level and kind (months for subscriptions). */
export async function skuId(db: Db, level: 'basic' | 'professional', months: number | null): Promise<number> {
  const skus = await db.select().from(mallSkus);
  const found = skus.find(
    (sku) =>
      sku.level === level &&
      sku.months === months &&
      (months === null ? sku.kind === 'buyout' : sku.kind === 'subscription'),
  );
  if (!found) throw new Error(`no SKU ${level} ${months}`);
  return found.id;
}

/** A paid licence of Tallybook set directly (for upgrade and extra-seat tests). */
export async function giveLicence(
  db: Db,
  tenantId: number,
  licence: {
    level: 'basic' | 'professional';
    expiresAt: Date | null;
    users?: number;
    stores?: number;
    trial?: boolean;
  },
) {
  await db
    .insert(mallLicences)
    .values({
      tenantId,
      serviceCode: 'KDZHJ01',
      level: licence.level,
      users: licence.users ?? (licence.level === 'basic' ? 1 : 3),
      stores: licence.stores ?? 1,
      subscribeType: licence.expiresAt === null ? 2 : 1,
      trial: licence.trial ?? false,
      startsAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
      expiresAt: licence.expiresAt,
    })
    .onConflictDoUpdate({
      target: [mallLicences.tenantId, mallLicences.serviceCode],
      set: {
        level: licence.level,
        users: licence.users ?? (licence.level === 'basic' ? 1 : 3),
        stores: licence.stores ?? 1,
        subscribeType: licence.expiresAt === null ? 2 : 1,
        trial: licence.trial ?? false,
        expiresAt: licence.expiresAt,
      },
    });
}

export async function licenceOf(db: Db, tenantId: number) {
  const rows = await db.select().from(mallLicences);
  return rows.find((row) => row.tenantId === tenantId);
}

export async function ordersOf(db: Db, tenantId: number) {
  return (await db.select().from(mallOrders)).filter((order) => order.tenantId === tenantId);
}

export async function paymentsOf(db: Db, orderId: number) {
  return (await db.select().from(mallPayments)).filter((payment) => payment.orderId === orderId);
}

/** A notification signed as the sandbox gateway signs it (tests forge duplicates and tampering). */
export function signedNotification(
  notification: { tradeNo: string; amountFen: number; outcome: 'paid' | 'failed' | 'cancelled' },
  secret = TEST_SANDBOX_SECRET,
) {
  return sandboxNotificationRequest(
    secret,
    { ...notification, transactionId: `tx-${notification.tradeNo}`, decidedAt: new Date().toISOString() },
    Math.floor(Date.now() / 1000),
  );
}

export async function postNotification(
  server: Pick<TestApp, 'baseUrl'>,
  request: { headers: Record<string, string>; rawBody: string },
) {
  const response = await fetch(`${server.baseUrl}/ommall/srvmall/payment/notify/sandbox`, {
    method: 'POST',
    headers: request.headers,
    body: request.rawBody,
  });
  return { status: response.status, body: await response.text() };
}

/**
 * One order of `skuId` placed, paid and settled over HTTP, as a buyer's payment takes it: place the
 * order, start paying it, and the sandbox gateway's signed notification (sent with `secret`, the
 * sandbox secret of the server's payment providers). Throws when a call is refused; returns the
 * order number. The statements test and the orders bench (bench/orders.ts) count this sequence.
 */
export async function placePayAndSettle(
  server: Pick<TestApp, 'baseUrl'>,
  session: string,
  skuId: number,
  secret = TEST_SANDBOX_SECRET,
): Promise<string> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `tb_session=${session}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; data: Record<string, unknown> };
    if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const order = await call('/ommall/srvmall/order', { kind: 'new', skuId, serviceNumber: 'KDZHJ01' });
  const payment = await call('/ommall/srvmall/payment', { orderNo: order.orderNo, payType: 1 });
  const notification = signedNotification(
    { tradeNo: String(payment.tradeNo), amountFen: Number(payment.amount), outcome: 'paid' },
    secret,
  );
  const settled = await postNotification(server, notification);
  if (settled.status !== 200) throw new Error(`notify: ${settled.status} ${settled.body}`);
  return String(order.orderNo);
}
