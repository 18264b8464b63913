import type { CustomerDetail, Language } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { editionName, serviceTexts } from '../catalogue/index.ts';
import { servicesOfTenant, type TenantService } from '../licensing/index.ts';
import { listOrders } from '../orders/index.ts';
import { listStores } from '../tenancy/index.ts';
import { customerAsSeen } from './customer-list.ts';
import { ownerHistoryOf } from './customer-notes.ts';
import { requireOwnCustomer } from './customers.ts';

/** The orders a customer's detail shows, newest first. */
const DETAIL_ORDERS = 50;

/**
 * GET merchant-detail-basic: a customer the partner owns, with its orders and services (spec §6:
 * agents see their customers' orders and membership expiry) and its owner history; or a customer in
 * the pool, so that it may be claimed: without notes, orders or services. Anyone else's, or an
 * unknown id, is 404 customerNotFound.
 */
export async function customerDetailOf(
  db: Db,
  partnerId: number,
  merchantId: number,
  language: Language,
  now = new Date(),
): Promise<CustomerDetail> {
  const customer = await customerAsSeen(db, partnerId, merchantId, now);
  if (!customer) throw new AppError(404, 'customerNotFound');
  const history = await ownerHistoryOf(db, partnerId, merchantId);
  if (customer.ownership !== 'mine') return { ...customer, orders: [], services: [], history };
  const [orders, services] = await Promise.all([
    listOrders(db, { tenantId: merchantId, page: 1, pageSize: DETAIL_ORDERS, language }),
    servicesOfTenant(db, merchantId, now),
  ]);
  return {
    ...customer,
    orders: orders.list.map((order) => ({
      orderNo: order.orderNo,
      serviceName: order.title,
      amountFen: order.finalAmount,
      status: order.status,
      createdAt: order.createdAt,
    })),
    services: await Promise.all(
      services.map(async (service) => ({
        serviceName: await serviceNameOf(db, service, language),
        expiresAt: service.expiresAt?.toISOString() ?? null,
        state: service.trial && service.state === 'inService' ? 'trial' : service.state,
      })),
    ),
    history,
  };
}

/** A service's name and edition in the caller's language; its code when the catalogue does not know it. */
async function serviceNameOf(db: Db, service: TenantService, language: Language): Promise<string> {
  try {
    const texts = await serviceTexts(db, service.serviceCode, language);
    return `${texts.name} ${editionName(texts, service.level)}`;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return service.serviceCode;
    throw error;
  }
}

/** GET shop-list: the stores of a customer the partner owns. */
export async function customerStoresOf(db: Db, partnerId: number, merchantId: number) {
  await requireOwnCustomer(db, partnerId, merchantId);
  return listStores(db, merchantId);
}
