import { randomBytes } from 'node:crypto';
import { type PartnerLevel, transformPassword, WECHAT_AUTHORIZE_PATH, WECHAT_SANDBOX_APP_ID } from '@tallybook/domain';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { fund } from '../../platform/ledger/ledger-test-kit.ts';
import { createSession } from '../../platform/sessions/sessions.ts';
import {
  type Browser,
  browser,
  forgetIpCounters,
  freshPhone,
  lastCode,
  registerAccount,
  requestCode,
} from '../identity/accounts-test-kit.ts';
import { ensureOwnTenant, ownedTenantOf } from '../tenancy/index.ts';
import { approveApplication } from './applications.ts';
import { PARTNER_REBATE_EXPENSE, partnerAccounts } from './income/income-accounts.ts';
import { partnerApplications, partners, promoters } from './partner.tables.ts';

let phoneCounter = 0;
/** A mainland mobile number no other test of this run uses (its own prefix, 137). */
export const kitPhone = () =>
  `137${String(++phoneCounter).padStart(4, '0')}${String(process.pid % 10_000).padStart(4, '0')}`;

export interface KitAccount {
  userId: number;
  tenantId: number;
  phone: string;
  client: Browser;
}

/** An account made straight in the database with its tenant and a logged-in browser (no password, no SMS). */
export async function quickAccount(server: TestApp, language = 'en-US'): Promise<KitAccount> {
  const db = server.database.handle.db;
  const phone = kitPhone();
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (phone, kd_uid) values (${phone}, ${`kd-${randomBytes(8).toString('hex')}`}) returning id`,
  );
  const userId = Number(user?.id);
  const { token } = await createSession(db, userId, 60 * 60 * 1000);
  const client = browser(server, language);
  client.session = token;
  return { userId, tenantId: await ensureOwnTenant(db, userId), phone, client };
}

export interface KitPartner extends KitAccount {
  partnerId: number;
  referralCode: string;
  certificateNo: string;
}

/** A new merchant account made as a person makes one (SMS code, password), logged in, in `language`. */
export async function merchantAccount(server: TestApp, language = 'en-US'): Promise<Browser> {
  const { client } = await registerAccount(server, freshPhone(), 'Secret-pass-1', browser(server, language));
  return client;
}

/**
 * An approved partner, logged in: its application written straight in the database and approved as an
 * operator approves it (approveApplication: the partner, its certificate and its promoter record).
 * The application call itself is tested in partner-applications.integration.test.ts.
 */
export async function approvedPartner(
  server: TestApp,
  options: { language?: string; applicantName?: string; companyName?: string; level?: PartnerLevel } = {},
): Promise<KitPartner> {
  const db = server.database.handle.db;
  const language = options.language ?? 'en-US';
  const account = await quickAccount(server, language);
  const [application] = await db
    .insert(partnerApplications)
    .values({
      userId: account.userId,
      applicantName: options.applicantName ?? `Partner ${account.phone.slice(-4)}`,
      phone: account.phone,
      companyName: options.companyName ?? 'Kit Trading Ltd',
      regionCode: '440305',
      email: 'kit@example.com',
      mainNeeds: 'customers',
      version: 'cn',
      language,
    })
    .returning({ id: partnerApplications.id });
  await approveApplication(db, Number(application?.id), { level: options.level ?? 'gold' });
  const [partner] = await db.select().from(partners).where(eq(partners.userId, account.userId));
  const [promoter] = await db.select().from(promoters).where(eq(promoters.userId, account.userId));
  if (!partner || !promoter) throw new Error('the kit partner was not made');
  return {
    ...account,
    partnerId: partner.id,
    referralCode: promoter.referralCode,
    certificateNo: partner.certificateNo,
  };
}

/** A bind token of a new person of the sandbox's WeChat (its authorisation page allowed, the code exchanged). */
async function wechatBindToken(server: TestApp): Promise<string> {
  const query = new URLSearchParams({
    appid: WECHAT_SANDBOX_APP_ID,
    redirect_uri: '/login/wechat',
    response_type: 'code',
    scope: 'snsapi_login',
    state: 'st-1',
  });
  const allowed = await fetch(`${server.baseUrl}${WECHAT_AUTHORIZE_PATH}?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
    body: new URLSearchParams({ person: 'new', nickname: `Kit ${kitPhone()}` }),
  });
  const code = new URL(allowed.headers.get('location') ?? '', server.baseUrl).searchParams.get('code');
  const login = await browser(server).post<{ bindToken: string }>('/webzhj/login/wechat', { code, state: 'st-1' });
  if (login.body.code !== 40001) throw new Error(`no bind token: ${JSON.stringify(login.body)}`);
  return login.body.data.bindToken;
}

/**
 * Registers a new merchant carrying `promoterCode`: through POST /webzhj/regist, a first SMS login
 * (POST /webzhj/vcode) or a first WeChat login (POST /webzhj/login/wechat/bind with a new phone).
 */
export async function registerWithCode(
  server: TestApp,
  promoterCode: string | undefined,
  how: 'register' | 'smsLogin' | 'wechat' = 'register',
): Promise<{ phone: string; tenantId: number; client: Browser; status: number }> {
  const phone = kitPhone();
  const client = browser(server);
  await forgetIpCounters(server);
  const purpose = how === 'register' ? 'register' : 'login';
  const sent = await requestCode(server, client, phone, purpose);
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const code = await lastCode(server, phone);
  const answer =
    how === 'register'
      ? await client.post('/webzhj/regist', {
          phone,
          password: await transformPassword(phone, 'Secret-pass-1'),
          code,
          promoterCode,
        })
      : how === 'smsLogin'
        ? await client.post('/webzhj/vcode', { phone, code, promoterCode })
        : await client.post('/webzhj/login/wechat/bind', {
            bindToken: await wechatBindToken(server),
            phone,
            code,
            promoterCode,
          });
  const [user] = await queryRows<{ id: number }>(
    server.database.handle.db,
    sql`select id from users where phone = ${phone}`,
  );
  const tenantId = user ? await ownedTenantOf(server.database.handle.db, Number(user.id)) : undefined;
  return { phone, tenantId: tenantId ?? 0, client, status: answer.status };
}

/** Gives a partner withdrawable money straight on the ledger (as matured shares would). */
export const fundPartner = (server: TestApp, partnerId: number, fen: number) =>
  fund(server.database.handle.db, partnerAccounts(partnerId).withdrawable, fen, {
    from: PARTNER_REBATE_EXPENSE,
    kind: 'partner_rebate_matured',
  });
