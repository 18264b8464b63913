// Every table of the server, for the Drizzle client's relational queries and for drizzle-kit.

export * from '../../modules/catalogue/catalogue.tables.ts';
export * from '../../modules/content/advertisements.tables.ts';
export * from '../../modules/content/cases.tables.ts';
export * from '../../modules/content/content.tables.ts';
export * from '../../modules/content/help.tables.ts';
export * from '../../modules/content/news.tables.ts';
export * from '../../modules/content/site.tables.ts';
export * from '../../modules/identity/identity.tables.ts';
export * from '../../modules/licensing/licences.tables.ts';
export * from '../../modules/orders/customer.tables.ts';
export * from '../../modules/orders/orders.tables.ts';
export * from '../../modules/orders/wechat-payers.tables.ts';
export * from '../../modules/partner/partner.tables.ts';
export * from '../../modules/referral/campaigns.tables.ts';
export * from '../../modules/support/support.tables.ts';
export * from '../../modules/tenancy/tenancy.tables.ts';
export * from '../idempotency/idempotency.tables.ts';
export * from '../jobs/jobs.tables.ts';
export * from '../ledger/ledger.tables.ts';
export * from '../limits/limits.tables.ts';
export * from '../oauth/wechat.tables.ts';
export * from '../outbox/outbox.tables.ts';
export * from '../secrets/secrets.tables.ts';
export * from '../sessions/sessions.tables.ts';
export * from '../sms/sms.tables.ts';
export * from './seed-log.tables.ts';
