import { randomBytes } from 'node:crypto';
import { transformPassword } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { type Browser, browser, forgetIpCounters, lastCode, requestCode } from '../identity/accounts-test-kit.ts';
import { ownedTenantOf } from '../tenancy/index.ts';

let phoneCounter = 0;
/** A mainland mobile number no other test of this run uses (its own prefix, 135). */
export const invitePhone = () =>
  `135${String(++phoneCounter).padStart(4, '0')}${String(process.pid % 10_000).padStart(4, '0')}`;

export interface Invitee {
  phone: string;
  userId: number;
  tenantId: number;
  client: Browser;
  status: number;
  body: { code: number; msg: string };
}

/**
 * Registers a new account through POST /webzhj/regist (SMS code and all) carrying an invite code, its
 * programme and a device code, as the invite register page sends them; logged in.
 */
export async function registerInvitee(
  server: TestApp,
  inviteCode: string | undefined,
  options: { deviceCode?: string; phone?: string; language?: string; inviteProgramme?: string } = {},
): Promise<Invitee> {
  const db = server.database.handle.db;
  const phone = options.phone ?? invitePhone();
  const client = browser(server, options.language ?? 'en-US');
  await forgetIpCounters(server);
  const sent = await requestCode(server, client, phone, 'register');
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const answer = await client.post('/webzhj/regist', {
    phone,
    password: await transformPassword(phone, 'Secret-pass-1'),
    code: await lastCode(server, phone),
    inviteCode,
    ...(options.inviteProgramme === undefined ? {} : { inviteProgramme: options.inviteProgramme }),
    ...(options.deviceCode ? { deviceCode: options.deviceCode } : {}),
  });
  const [user] = await queryRows<{ id: number }>(db, sql`select id from users where phone = ${phone}`);
  const userId = Number(user?.id);
  return {
    phone,
    userId,
    tenantId: (await ownedTenantOf(db, userId)) ?? 0,
    client,
    status: answer.status,
    body: answer.body,
  };
}

/** The user followed the official account (as GET /wechat/mp/subscribe records it): red packets can reach it. */
export async function followOfficialAccount(
  server: TestApp,
  userId: number,
  openid = `oRP${randomBytes(8).toString('hex')}`,
) {
  await server.database.handle.db.execute(
    sql`insert into wechat_mp_scenes (id, user_id, expires_at, openid, subscribed_at)
        values (${randomBytes(12).toString('hex')}, ${userId}, now() + interval '10 minutes', ${openid}, now())`,
  );
  return openid;
}

/** The user's invite code, as GET /recommend/info answers it. */
export async function inviteCodeOf(client: Browser): Promise<string> {
  const info = await client.get<{ code: string }>('/recommend/info');
  if (info.status !== 200) throw new Error(`no invite code: ${JSON.stringify(info.body)}`);
  return info.body.data.code;
}
