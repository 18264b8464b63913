import {
  CUSTOMER_LIMITS,
  type DeviceCreateBody,
  type DeviceStore,
  deviceProblem,
  normalizeDeviceSerial,
  type PartnerDevice,
} from '@tallybook/domain';
import { and, count, desc, eq, exists, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { listStores, shopNamesOf, storesByKey } from '../tenancy/index.ts';
import { partnerCustomers, partnerDevices } from './partner.tables.ts';

type DeviceRow = typeof partnerDevices.$inferSelect;

/**
 * A partner's POS devices (spec §7 Promoter module devices/*, issue 14). A device belongs to the
 * partner that registered it; it is bound to one store of one customer the partner owns at a time.
 * Another partner's device is answered as not found, never as someone else's.
 */

/** The rows' devices with their stores and shops named, in the rows' order. */
async function shapeDevices(db: Db, rows: DeviceRow[]): Promise<PartnerDevice[]> {
  const bound = rows.flatMap((row) =>
    row.merchantId !== null && row.storeId !== null ? [{ tenantId: row.merchantId, storeId: row.storeId }] : [],
  );
  const [stores, shopNames] = await Promise.all([
    storesByKey(db, bound),
    shopNamesOf(
      db,
      bound.map((key) => key.tenantId),
    ),
  ]);
  const storeOf = new Map(stores.map((store) => [`${store.tenantId}:${store.storeId}`, store]));
  return rows.map((row) => {
    const store = storeOf.get(`${row.merchantId}:${row.storeId}`);
    return {
      deviceId: row.id,
      serialNo: row.serialNo,
      model: row.model,
      merchantId: row.merchantId,
      shopName: row.merchantId === null ? null : (shopNames.get(row.merchantId) ?? ''),
      storeId: row.storeId,
      storeName: store?.name ?? null,
      storeIsHead: store?.isHead ?? null,
      boundAt: row.boundAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

async function shapeDevice(db: Db, row: DeviceRow): Promise<PartnerDevice> {
  const [device] = await shapeDevices(db, [row]);
  if (!device) throw new Error('a device shaped to nothing');
  return device;
}

/** The caller's device, or 404: another partner's device is not found either. */
async function ownDevice(db: Db, partnerId: number, deviceId: number): Promise<DeviceRow> {
  const [row] = await db
    .select()
    .from(partnerDevices)
    .where(and(eq(partnerDevices.id, deviceId), eq(partnerDevices.partnerId, partnerId)));
  if (!row) throw new AppError(404, 'deviceNotFound');
  return row;
}

/** Whether `partnerId` owns the customer now (not in the pool, not another partner's), as a condition. */
const ownsCustomer = (db: Db, partnerId: number, merchantId: number) =>
  exists(
    db
      .select({ merchantId: partnerCustomers.merchantId })
      .from(partnerCustomers)
      .where(and(eq(partnerCustomers.merchantId, merchantId), eq(partnerCustomers.partnerId, partnerId))),
  );

/** The customer's stores, when the caller owns the customer now; otherwise undefined. */
async function storesOfOwnCustomer(db: Db, partnerId: number, merchantId: number) {
  const [owned] = await db
    .select({ merchantId: partnerCustomers.merchantId })
    .from(partnerCustomers)
    .where(and(eq(partnerCustomers.merchantId, merchantId), eq(partnerCustomers.partnerId, partnerId)));
  return owned ? listStores(db, merchantId) : undefined;
}

/**
 * POST devices/create: registers a device to the partner. The serial number is trimmed and upper
 * case, and names one device across all partners: the unique index answers a second registration,
 * however many arrive at once.
 */
export async function registerDevice(
  db: Db,
  partnerId: number,
  input: Required<DeviceCreateBody>,
): Promise<PartnerDevice> {
  const serialNo = normalizeDeviceSerial(input.serialNo);
  const model = input.model.trim();
  const problem = deviceProblem({ serialNo, model });
  if (problem) {
    const max = problem === 'deviceModelTooLong' ? CUSTOMER_LIMITS.deviceModel : CUSTOMER_LIMITS.deviceSerial;
    throw new AppError(400, problem, { max });
  }
  try {
    const [created] = await db.insert(partnerDevices).values({ partnerId, serialNo, model }).returning();
    if (!created) throw new Error('device insert returned no row');
    return shapeDevice(db, created);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'deviceSerialTaken');
    throw error;
  }
}

/** POST devices/list: the partner's devices, newest first; with merchantId, those bound to that customer. */
export async function listDevices(
  db: Db,
  partnerId: number,
  query: { merchantId?: number | undefined; page: number; rows: number },
) {
  const where = and(
    eq(partnerDevices.partnerId, partnerId),
    query.merchantId === undefined ? undefined : eq(partnerDevices.merchantId, query.merchantId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partnerDevices)
      .where(where)
      .orderBy(desc(partnerDevices.createdAt), desc(partnerDevices.id))
      .limit(query.rows)
      .offset((query.page - 1) * query.rows),
    db.select({ n: count() }).from(partnerDevices).where(where),
  ]);
  return { list: await shapeDevices(db, rows), total: total?.n ?? 0, page: query.page, rows: query.rows };
}

/**
 * POST devices/shop-list: the stores a device can be bound to, those of a customer the partner owns
 * now, each with how many of the partner's devices it holds. Any other customer is not found.
 */
export async function deviceStores(
  db: Db,
  partnerId: number,
  merchantId: number,
): Promise<{ merchantId: number; shopName: string; stores: DeviceStore[] }> {
  const stores = await storesOfOwnCustomer(db, partnerId, merchantId);
  if (!stores) throw new AppError(404, 'customerNotFound');
  const [held, shopNames] = await Promise.all([
    db
      .select({ storeId: partnerDevices.storeId, n: count() })
      .from(partnerDevices)
      .where(and(eq(partnerDevices.partnerId, partnerId), eq(partnerDevices.merchantId, merchantId)))
      .groupBy(partnerDevices.storeId),
    shopNamesOf(db, [merchantId]),
  ]);
  const heldBy = new Map(held.map((row) => [row.storeId, row.n]));
  return {
    merchantId,
    shopName: shopNames.get(merchantId) ?? '',
    stores: stores.map((store) => ({ ...store, devices: heldBy.get(store.storeId) ?? 0 })),
  };
}

/**
 * POST devices/bind: binds an unbound device to a store of a customer the partner owns. One store at
 * a time: the update takes the device only while it is unbound and the customer still the partner's,
 * so of two binds at once one wins and the other is told the device is bound.
 */
export async function bindDevice(
  db: Db,
  partnerId: number,
  input: { deviceId: number; merchantId: number; storeId: number },
  now = new Date(),
): Promise<PartnerDevice> {
  const device = await ownDevice(db, partnerId, input.deviceId);
  if (device.storeId !== null) throw new AppError(409, 'deviceAlreadyBound');
  const stores = await storesOfOwnCustomer(db, partnerId, input.merchantId);
  if (!stores?.some((store) => store.storeId === input.storeId)) throw new AppError(404, 'storeNotFound');
  const [bound] = await db
    .update(partnerDevices)
    .set({ merchantId: input.merchantId, storeId: input.storeId, boundAt: now })
    .where(
      and(
        eq(partnerDevices.id, input.deviceId),
        eq(partnerDevices.partnerId, partnerId),
        isNull(partnerDevices.storeId),
        ownsCustomer(db, partnerId, input.merchantId),
      ),
    )
    .returning();
  if (bound) return shapeDevice(db, bound);
  // lost a race: another bind took the device, or the customer left the partner meanwhile
  const again = await ownDevice(db, partnerId, input.deviceId);
  throw again.storeId !== null ? new AppError(409, 'deviceAlreadyBound') : new AppError(404, 'storeNotFound');
}

/** POST devices/unbind: frees a bound device from its store (a customer that left the partner included). */
export async function unbindDevice(db: Db, partnerId: number, deviceId: number): Promise<PartnerDevice> {
  const [unbound] = await db
    .update(partnerDevices)
    .set({ merchantId: null, storeId: null, boundAt: null })
    .where(
      and(eq(partnerDevices.id, deviceId), eq(partnerDevices.partnerId, partnerId), isNotNull(partnerDevices.storeId)),
    )
    .returning();
  if (unbound) return shapeDevice(db, unbound);
  await ownDevice(db, partnerId, deviceId);
  throw new AppError(409, 'deviceNotBound');
}

/** POST devices/remove: deletes an unbound device; a bound one must be unbound first. */
export async function removeDevice(db: Db, partnerId: number, deviceId: number): Promise<{ deviceId: number }> {
  const [removed] = await db
    .delete(partnerDevices)
    .where(
      and(eq(partnerDevices.id, deviceId), eq(partnerDevices.partnerId, partnerId), isNull(partnerDevices.storeId)),
    )
    .returning({ deviceId: partnerDevices.id });
  if (removed) return removed;
  await ownDevice(db, partnerId, deviceId);
  throw new AppError(409, 'deviceAlreadyBound');
}
