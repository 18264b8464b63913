import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../platform/db/schema.ts';

/**
 * Decision 0017: every merchant-owned table has tenant_id leading its primary key and every index
 * and unique constraint, so the data can be distributed by tenant (Citus). A table without
 * tenant_id must be listed here with the reason it is not merchant-owned; a new table that is
 * neither fails this test.
 */
const NOT_MERCHANT_OWNED: Readonly<Record<string, string>> = {
  // the tenant root and its user-keyed directory
  tenants: 'the tenant itself: its id is the tenant id',
  member_directory: 'memberships looked up by user at login (distributed by user id)',
  // the site's content and catalogue: the same for every tenant (reference tables)
  advertisements: 'site content',
  agreements: 'site content',
  agreement_versions: 'site content',
  agreement_version_translations: 'site content',
  campaigns: 'site content',
  campaign_translations: 'site content',
  campaign_coupons: 'a campaign’s offer of a mall coupon (campaign configuration, decision 0045)',
  campaign_short_links: 'short links to campaign pages, looked up by code (decision 0045)',
  lotteries: 'a campaign’s lottery (campaign configuration, decision 0045)',
  lottery_prizes: 'a lottery’s prizes and their stock (campaign configuration, decision 0045)',
  promotions: 'a campaign price (campaign configuration, decision 0045)',
  promotion_prices: 'a campaign price per SKU (campaign configuration, decision 0045)',
  case_industries: 'site content',
  case_industry_translations: 'site content',
  categories: 'site content',
  category_translations: 'site content',
  customer_cases: 'site content',
  customer_case_translations: 'site content',
  friendship_links: 'site content',
  friendship_link_translations: 'site content',
  contact_channels: 'site content: the chat channel of each language',
  guide_steps: 'site content',
  help_articles: 'site content',
  help_article_translations: 'site content',
  help_feedback: 'a visitor’s vote on a help article',
  news_categories: 'site content',
  news_category_translations: 'site content',
  news_items: 'site content',
  news_translations: 'site content',
  partner_logos: 'site content (the logo wall)',
  partner_logo_translations: 'site content (the logo wall)',
  products: 'site content',
  product_translations: 'site content',
  product_clients: 'site content',
  product_versions: 'site content',
  product_version_translations: 'site content',
  promoters: 'the referral programme’s people, keyed by user (the partner programme, issue 14, keys its own tables)',
  partner_applications: 'applications to the partner programme, keyed by the applying user (decision 0035)',
  partners: 'the partner programme’s partners, keyed by user: a partner serves many tenants, it is none of them',
  partner_customers:
    'a partner’s book of customers and the pool, looked up by partner: rows name a tenant as merchant_id, they are not the tenant’s data',
  partner_customer_history: 'the partner programme’s record of who owned a customer when',
  partner_follow_ups: 'a partner’s notes on a lead, looked up by partner and customer',
  partner_devices: 'devices a partner registers and lends, looked up by partner',
  partner_activations:
    'services a partner activated for its customers, looked up by partner (decision 0040): rows name the customer’s tenant as merchant_id, the order is the tenant’s',
  partner_rebates:
    'a partner’s shares of its customers’ orders, looked up by partner (decision 0039): rows name the paying tenant as merchant_id, they are not its data',
  partner_payees: 'where a partner’s withdrawals are paid, keyed by partner',
  partner_withdrawals: 'a partner’s withdrawals, looked up by partner',
  sandbox_payouts: 'the payout sandbox’s transfers',
  sandbox_red_packets: 'the red-packet sandbox’s packets',
  sandbox_refunds: 'the payment sandbox’s refunds, keyed by trade',
  sandbox_trades: 'the sandbox gateway’s own record of each trade’s ending, as a provider keeps it (decision 0087)',
  business_settings: 'the owner’s business settings of the whole installation (decision 0091)',
  stored_files:
    'files by key, for every module; a tenant’s file carries its tenant in the key’s owner row (decision 0093)',
  invite_codes: 'the referral programme’s codes, keyed by user (decision 0044)',
  invitations:
    'a friend bound to its inviter, keyed by users (decision 0044): rows name the friend’s tenant, they are not its data',
  referral_awards: 'an inviter’s awards, looked up by the inviting user (decision 0044)',
  referral_red_packets: 'an inviter’s red packets, looked up by user',
  slides: 'site content',
  slide_translations: 'site content',
  mall_services: 'the mall catalogue',
  mall_service_translations: 'the mall catalogue',
  mall_skus: 'the mall catalogue',
  mall_coupons: 'coupon definitions, granted to tenants as mall_coupon_users',
  mall_reference_numbers: 'order and trade numbers across tenants, looked up by number',
  mall_service_bookings: 'a visitor’s consultation request (a sales lead, not a merchant’s data)',
  mall_wechat_payers: 'a person’s WeChat identity for paying',
  // people, sessions and the platform's own mechanisms
  users: 'a person’s account; a person may work for several tenants',
  sessions: 'a person’s login',
  verification_codes: 'a phone’s SMS codes',
  captchas: 'a visitor’s challenge',
  slide_challenges: 'a visitor’s challenge',
  overseas_subscriptions: 'a visitor’s email subscription',
  wechat_bindings: 'a person’s WeChat login',
  wechat_bind_tokens: 'a person’s WeChat login',
  wechat_sandbox_codes: 'the WeChat sandbox',
  wechat_mp_scenes: 'a visitor’s official-account QR scene',
  wechat_access_tokens: 'the platform’s WeChat credentials',
  sms_outbox: 'the SMS sandbox’s outbox',
  support_conversations: 'a visitor’s chat with customer service',
  support_messages: 'a visitor’s chat with customer service',
  generated_secrets: 'the platform',
  idempotency_keys: 'keyed by the caller’s scope',
  ledger_accounts: 'the platform’s books: accounts of the platform, tenants and partners, by code',
  ledger_postings: 'the platform’s books',
  ledger_entries: 'the platform’s books',
  outbox_messages: 'the platform’s queue of workflow steps',
  job_leases: 'the platform',
  operation_locks: 'the platform',
  rate_counters: 'the platform',
  request_nonces: 'the platform',
  seed_log: 'the platform',
};

const tables = (Object.values(schema) as unknown[]).filter((value) => is(value, PgTable)) as PgTable[];

/** The database's name of a column: the client writes camelCase keys in snake_case (casing). */
const sqlName = (column: { name: string }) => column.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function keysOf(table: PgTable) {
  const config = getTableConfig(table);
  const primary = [
    ...config.primaryKeys.map((key) => key.columns.map(sqlName)),
    ...config.columns.filter((column) => column.primary).map((column) => [sqlName(column)]),
  ];
  const indexes = config.indexes.map((index) => ({
    name: index.config.name ?? '(unnamed)',
    columns: index.config.columns.map((column) => {
      const name = (column as { name?: string }).name;
      return name === undefined ? '(expression)' : sqlName({ name });
    }),
  }));
  const uniques = [
    ...config.uniqueConstraints.map((unique) => ({
      name: unique.name ?? '(unnamed)',
      columns: unique.columns.map(sqlName),
    })),
    ...config.columns
      .filter((column) => column.isUnique)
      .map((column) => ({ name: sqlName(column), columns: [sqlName(column)] })),
  ];
  return { config, primary, indexes, uniques };
}

describe('tenant keys (decision 0017)', () => {
  it('finds the tables of the schema', () => {
    expect(tables.length).toBeGreaterThan(60);
  });

  it('gives every table tenant_id, or a reason in NOT_MERCHANT_OWNED', () => {
    const unexplained = tables
      .map((table) => getTableConfig(table))
      .filter((config) => !config.columns.some((column) => sqlName(column) === 'tenant_id'))
      .map((config) => config.name)
      .filter((name) => !(name in NOT_MERCHANT_OWNED));
    expect(unexplained, 'merchant-owned? add tenant_id; if not, say why in NOT_MERCHANT_OWNED').toEqual([]);
  });

  it('leads every key and index of a tenant-keyed table with tenant_id', () => {
    const problems: string[] = [];
    for (const table of tables) {
      const { config, primary, indexes, uniques } = keysOf(table);
      if (config.name in NOT_MERCHANT_OWNED) continue;
      if (primary.length !== 1 || primary[0]?.[0] !== 'tenant_id') {
        problems.push(`${config.name}: primary key ${JSON.stringify(primary)}`);
      }
      for (const index of [...indexes, ...uniques]) {
        if (index.columns[0] !== 'tenant_id')
          problems.push(`${config.name}: ${index.name} on ${index.columns.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists no table as exempt that has become tenant-keyed or no longer exists', () => {
    const names = new Map(tables.map((table) => [getTableConfig(table).name, getTableConfig(table)]));
    for (const name of Object.keys(NOT_MERCHANT_OWNED)) {
      expect(names.has(name), `${name} is listed but not in the schema`).toBe(true);
      if (name === 'tenants' || name === 'member_directory' || name === 'mall_reference_numbers') continue;
      expect(
        names.get(name)?.columns.some((column) => sqlName(column) === 'tenant_id'),
        `${name} has tenant_id: take it off the exempt list`,
      ).toBe(false);
    }
  });
});
