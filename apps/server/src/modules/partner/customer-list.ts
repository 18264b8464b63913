import {
  CUSTOMER_LIMITS,
  type CustomerIndustry,
  type CustomerSort,
  type CustomerSource,
  hidePhone,
  type PartnerCustomer,
  type PurchaseIntention,
  remainingProtectionDays,
} from '@tallybook/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { isoTimestamp, queryManyRows } from '../../platform/db/query-rows.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { userAccountsRelation } from '../identity/index.ts';
import { serviceExpiryQuery } from '../licensing/index.ts';
import { tenantProfilesRelation } from '../tenancy/index.ts';
import { partnerCustomers } from './partner.tables.ts';

export interface CustomerListQuery {
  page: number;
  rows: number;
  scope: 'mine' | 'pool' | 'search';
  sort: CustomerSort;
  label?: string | undefined;
  intention?: PurchaseIntention | undefined;
  expiringWithinDays?: number | undefined;
  keyword?: string | undefined;
}

/** A row of the list; its timestamps come as ISO 8601 texts, as the answer sends them. */
interface RawCustomer {
  merchant_id: number;
  partner_id: number | null;
  source: CustomerSource;
  owned_since: string | null;
  protected_until: string | null;
  pool_since: string | null;
  intention: PurchaseIntention | null;
  labels: string[] | null;
  last_follow_up_at: string | null;
  shop_name: string | null;
  shop_address: string | null;
  shop_industry: string | null;
  tenant_created_at: string | null;
  phone: string | null;
  pack_origin: string | null;
  service_expires_at: string | null;
  total: number | string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pc = sql.raw('pc');

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const ORDER: Record<CustomerSort, SQL> = {
  // spec §4: recent pool entry, recent registration, recent follow-up
  poolEntry: sql`pc.pool_since desc nulls last, pc.owned_since desc nulls last, pc.merchant_id desc`,
  registration: sql`shop.tenant_created_at desc, pc.merchant_id desc`,
  followUp: sql`pc.last_follow_up_at desc nulls last, pc.merchant_id desc`,
};

/**
 * The customers a partner sees, in one statement whatever their number (the merchant-list's page is
 * 10,000 rows): the partner's own and the pool's rows of partner_customers, joined to each shop and
 * owner (tenancy's and identity's relations) with its service expiry (licensing's subquery), all
 * written by the owning modules (decision 0028), and filtered, sorted and counted in the statement.
 */
async function customerRows(db: Db, where: SQL, order: SQL, page: SQL) {
  // a page of up to 10,000 rows: on PGlite one JSON text, not a message a row (decisions 0048, 0079);
  // the timestamps as the answer's texts, not Dates parsed and written again a column a row (decision 0053)
  return queryManyRows<RawCustomer>(
    db,
    {
      merchant_id: sql`pc.merchant_id`,
      partner_id: sql`pc.partner_id`,
      source: sql`pc.source`,
      owned_since: isoTimestamp(sql`pc.owned_since`),
      protected_until: isoTimestamp(sql`pc.protected_until`),
      pool_since: isoTimestamp(sql`pc.pool_since`),
      intention: sql`pc.intention`,
      labels: sql`pc.labels`,
      last_follow_up_at: isoTimestamp(sql`pc.last_follow_up_at`),
      shop_name: sql`shop.shop_name`,
      shop_address: sql`shop.shop_address`,
      shop_industry: sql`shop.shop_industry`,
      tenant_created_at: isoTimestamp(sql`shop.tenant_created_at`),
      phone: sql`account.phone`,
      pack_origin: sql`account.pack_origin`,
      service_expires_at: isoTimestamp(serviceExpiryQuery(sql`pc.merchant_id`)),
      total: sql`count(*) over ()`,
    },
    sql`from ${partnerCustomers} ${pc}
        left join ${tenantProfilesRelation()} shop on shop.tenant_id = pc.merchant_id
        left join ${userAccountsRelation()} account on account.user_id = shop.owner_user_id
        where ${where}
        order by ${order}
        ${page}`,
  );
}

/** A row as the partner sees it: a pool customer without anyone's notes; every phone hidden. */
function shapeCustomer(raw: RawCustomer, partnerId: number, now: Date): PartnerCustomer {
  const mine = raw.partner_id === partnerId;
  return {
    merchantId: raw.merchant_id,
    phone: raw.phone ? hidePhone(raw.phone) : '',
    shopName: raw.shop_name ?? '',
    address: raw.shop_address ?? '',
    industry: (raw.shop_industry as CustomerIndustry | null) ?? null,
    registeredAt: raw.tenant_created_at ?? now.toISOString(),
    channel: raw.pack_origin ?? '',
    ownership: mine ? 'mine' : 'pool',
    source: mine ? raw.source : null,
    labels: mine ? (raw.labels ?? []) : [],
    intention: mine ? raw.intention : null,
    lastFollowUpAt: mine ? raw.last_follow_up_at : null,
    ownedSince: mine ? raw.owned_since : null,
    protectedUntil: mine ? raw.protected_until : null,
    remainingDays: mine && raw.protected_until ? remainingProtectionDays(new Date(raw.protected_until), now) : null,
    poolSince: mine ? null : raw.pool_since,
    serviceExpiresAt: raw.service_expires_at,
  };
}

/** A keyword's condition: the phone's digits, or a part of the shop name. */
function keywordCondition(raw: string | undefined): SQL | undefined {
  const keyword = raw?.trim() ?? '';
  if (!keyword) return undefined;
  if ([...keyword].length > CUSTOMER_LIMITS.search)
    throw new AppError(400, 'customerSearchTooLong', { max: CUSTOMER_LIMITS.search });
  const digits = keyword.replace(/\D/g, '');
  const byName = sql`shop.shop_name ilike ${containing(keyword)}`;
  return /^[\d\s+-]+$/.test(keyword) && digits ? sql`(account.phone like ${containing(digits)} or ${byName})` : byName;
}

/**
 * POST merchant-list: the partner's customers (mine), the pool, or both for a search, with spec §4's
 * sorts and the filters by label, intention, protection ending within days, and keyword.
 */
export async function listCustomers(db: Db, partnerId: number, query: CustomerListQuery, now = new Date()) {
  const conditions: SQL[] = [
    query.scope === 'mine'
      ? sql`pc.partner_id = ${partnerId}`
      : query.scope === 'pool'
        ? sql`pc.partner_id is null`
        : sql`(pc.partner_id = ${partnerId} or pc.partner_id is null)`,
  ];
  const label = query.label?.trim();
  if (label) conditions.push(sql`pc.partner_id = ${partnerId} and ${label} = any(pc.labels)`);
  if (query.intention) conditions.push(sql`pc.partner_id = ${partnerId} and pc.intention = ${query.intention}`);
  if (query.expiringWithinDays !== undefined) {
    const until = new Date(now.getTime() + query.expiringWithinDays * DAY_MS).toISOString();
    conditions.push(sql`pc.partner_id = ${partnerId} and pc.protected_until <= ${until}::timestamptz`);
  }
  const keyword = keywordCondition(query.keyword);
  if (keyword) conditions.push(keyword);
  const where = sql.join(conditions, sql` and `);
  const offset = (query.page - 1) * query.rows;
  const rows = await customerRows(db, where, ORDER[query.sort], sql`limit ${query.rows} offset ${offset}`);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    // past the last page: the window function had no row to count on
    const all = await customerRows(db, where, sql`1`, sql`limit 1`);
    total = Number(all[0]?.total ?? 0);
  }
  return {
    list: rows.map((raw) => shapeCustomer(raw, partnerId, now)),
    total,
    page: query.page,
    rows: query.rows,
  };
}

/** One customer the partner owns or may claim, as the list shows it; undefined otherwise. */
export async function customerAsSeen(db: Db, partnerId: number, merchantId: number, now = new Date()) {
  const [raw] = await customerRows(
    db,
    sql`pc.merchant_id = ${merchantId} and (pc.partner_id = ${partnerId} or pc.partner_id is null)`,
    sql`1`,
    sql`limit 1`,
  );
  return raw ? shapeCustomer(raw, partnerId, now) : undefined;
}
