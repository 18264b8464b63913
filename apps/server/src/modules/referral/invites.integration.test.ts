import {
  DEFAULT_REFERRAL_TERMS,
  DEFAULT_XH_REFERRAL_TERMS,
  LANGUAGES,
  message,
  type ReferralProgrammeTerms,
  type ReferralTerms,
} from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { balanceOf, verifyLedger } from '../../platform/ledger/ledger.ts';
import { browser, forgetIpCounters, lastCode, requestCode } from '../identity/accounts-test-kit.ts';
import { seedMallCatalogue } from '../orders/index.ts';
import { approvedPartner, quickAccount } from '../partner/partner-test-kit.ts';
import { bindInvitee } from './bind-invitee.ts';
import { referralAccounts } from './referral-accounts.ts';
import { inviteCodeOf, invitePhone, registerInvitee } from './referral-test-kit.ts';

const R = '/recommend';
/** Small cap, so the cap is reached in a few registrations. */
const TERMS: ReferralTerms = { ...DEFAULT_REFERRAL_TERMS, inviterCap: 3, capPeriodDays: 30 };
/** The second product's programme: its own amounts and coupon (the contract's defaults), and a cap of its own. */
const XH_TERMS: ReferralTerms = { ...DEFAULT_XH_REFERRAL_TERMS, inviterCap: 2 };
const PROGRAMMES: ReferralProgrammeTerms = { tallybook: TERMS, xh: XH_TERMS };

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ seed: false, jobs: false, referral: TERMS, referralXh: XH_TERMS });
  await seedMallCatalogue(server.database.handle.db);
}, 120_000);
afterAll(async () => server?.close());
afterEach(async () => {
  expect(await verifyLedger(db())).toEqual([]);
});

const db = () => server.database.handle.db;
const invitationsOf = (inviterUserId: number) =>
  queryRows<{ invitee_user_id: number; via: string }>(
    db(),
    sql`select invitee_user_id, via from invitations where inviter_user_id = ${inviterUserId} order by id`,
  );
const referralCoupons = async (tenantId: number) =>
  (
    await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from mall_coupon_users where tenant_id = ${tenantId} and granted_reason = 'referral invitee'`,
    )
  )[0]?.n;

/** A refusal in every language: the status and the message of `key`. */
async function expectRefusedInEveryLanguage(
  call: (language: string) => Promise<{ status: number; body: { msg: string } }>,
  status: number,
  key: Parameters<typeof message>[1],
  values: Record<string, number | string> = {},
  valuesIn?: (language: (typeof LANGUAGES)[number]) => Record<string, number | string>,
) {
  for (const language of LANGUAGES) {
    const answer = await call(language);
    expect(answer.status).toBe(status);
    expect(answer.body.msg).toBe(message(language, key, valuesIn ? valuesIn(language) : values));
  }
}

describe('the invite code and link', () => {
  it('refuses every personal call to an anonymous caller with 401', async () => {
    const anonymous = browser(server);
    for (const path of [
      '/info',
      '/merc/info',
      '/merc/share',
      '/award',
      '/award/detail',
      '/regist/detail',
      '/inviter/total',
      '/award/latest',
      '/payindex',
      '/award/notice',
      '/send/redpack',
    ]) {
      expect((await anonymous.get(`${R}${path}`)).status, path).toBe(401);
    }
    expect((await anonymous.post(`${R}/invite/bind`, { code: 'ABCDEF' })).status).toBe(401);
    expect((await anonymous.post(`${R}/award/notice`, { notice: false })).status).toBe(401);
  });

  it('gives every user one code of its own, the same however often or concurrently asked', async () => {
    const { client } = await quickAccount(server);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.get<{ code: string; inviteUrl: string }>(`${R}/info`)),
    );
    expect(answers[0]?.headers.get('cache-control')).toBe('no-store');
    const codes = new Set(answers.map((answer) => answer.body.data.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(code).toMatch(/^[2-9A-HJ-KM-NP-Z]{6}$/);
    expect(answers[0]?.body.data.inviteUrl).toMatch(new RegExp(`/invite/middle\\?invite=${code}$`));
    const other = await quickAccount(server);
    expect(await inviteCodeOf(other.client)).not.toBe(code);
  });

  it('answers the merchant’s card with the programme’s terms, and the share poster’s product, nickname and QR', async () => {
    const { client } = await quickAccount(server, 'zh-CN');
    const card = await client.get<{ terms: { registerAwardFen: number }; invitedCount: number }>(`${R}/merc/info`);
    expect(card.body.data).toMatchObject({ invitedCount: 0, terms: { registerAwardFen: TERMS.registerAwardFen } });
    const share = await client.get<{
      product: { name: string };
      link: string;
      qrImageUrl: string;
      inviterNickname: string;
    }>(`${R}/merc/share`);
    expect(share.status).toBe(200);
    expect(share.body.data.product.name).not.toBe('');
    expect(share.body.data.inviterNickname).toMatch(/\*{4}/);
    expect(share.body.data.qrImageUrl).toBe(`/qr.svg?text=${encodeURIComponent(share.body.data.link)}`);
    expect((await client.get(`${R}/merc/share?product=EVIL`)).status).toBe(400);
    expect((await client.get(`${R}/merc/share?product=KDZHJ01&extra=1`)).status).toBe(400);
  });
});

describe('binding a friend', () => {
  it('binds a friend who registers through the link: the inviter’s award pending, the friend’s coupon granted', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    const friend = await registerInvitee(server, code.toLowerCase());
    expect(friend.status).toBe(200);
    expect(await invitationsOf(inviter.userId)).toEqual([{ invitee_user_id: friend.userId, via: 'registration' }]);
    expect(await balanceOf(db(), referralAccounts(inviter.userId).pending.code)).toBe(TERMS.registerAwardFen);
    expect(await referralCoupons(friend.tenantId)).toBe(1);
    const coupons = await friend.client.get<{ name: string; value: number }[]>('/ommall/srvmall/coupon/couponuser');
    expect(coupons.body.data.map((coupon) => coupon.value)).toContain(TERMS.inviteeCoupon.valueFen);
    // the inviter sees its friend, phone hidden; the friend sees none of the inviter's awards
    const registrations = await inviter.client.get<{ list: { invitee: string }[]; total: number }>(
      `${R}/regist/detail`,
    );
    expect(registrations.body.data.total).toBe(1);
    expect(registrations.body.data.list[0]?.invitee).toBe(`${friend.phone.slice(0, 3)}****${friend.phone.slice(-4)}`);
    expect(JSON.stringify(registrations.body)).not.toContain(friend.phone);
    expect((await friend.client.get<{ total: number }>(`${R}/award/detail`)).body.data.total).toBe(0);
    expect((await friend.client.get<{ pendingFen: number }>(`${R}/award`)).body.data.pendingFen).toBe(0);
  });

  it('binds a friend whose account a first SMS login makes, as a registration does', async () => {
    const inviter = await quickAccount(server);
    const phone = invitePhone();
    const client = browser(server);
    await forgetIpCounters(server);
    expect((await requestCode(server, client, phone, 'login')).status).toBe(200);
    const login = await client.post('/webzhj/vcode', {
      phone,
      code: await lastCode(server, phone),
      inviteCode: await inviteCodeOf(inviter.client),
    });
    expect(login.status).toBe(200);
    expect((await invitationsOf(inviter.userId)).map((row) => row.via)).toEqual(['registration']);
  });

  it('registers as anyone does with an unknown or malformed code, binding nothing', async () => {
    for (const code of ['ZZZZZZ', '../../x', 'A'.repeat(16)]) {
      const friend = await registerInvitee(server, code);
      expect(friend.status).toBe(200);
      expect(await queryRows(db(), sql`select 1 from invitations where invitee_user_id = ${friend.userId}`)).toEqual(
        [],
      );
    }
  });

  it('binds by the call soon after registering, and answers the same inviter again with bound false', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    const friend = await registerInvitee(server, undefined);
    const bound = await friend.client.post<{ bound: boolean; couponGranted: boolean }>(`${R}/invite/bind`, { code });
    expect(bound.status).toBe(200);
    expect(bound.body.data).toMatchObject({ bound: true, couponGranted: true });
    expect(bound.body.msg).toBe(message('en-US', 'inviteBound'));
    const again = await friend.client.post<{ bound: boolean }>(`${R}/invite/bind`, { code });
    expect(again.body.data.bound).toBe(false);
    expect(await balanceOf(db(), referralAccounts(inviter.userId).pending.code)).toBe(TERMS.registerAwardFen);
    expect(await referralCoupons(friend.tenantId)).toBe(1);
  });

  it('refuses inviting oneself, in every language', async () => {
    const me = await quickAccount(server);
    const code = await inviteCodeOf(me.client);
    await expectRefusedInEveryLanguage(
      (language) => me.client.post(`${R}/invite/bind`, { code }, { 'accept-language': language }),
      400,
      'inviteSelf',
    );
    expect(await invitationsOf(me.userId)).toEqual([]);
  });

  it('refuses a second inviter, an unknown code and a friend past the bind window, changing nothing', async () => {
    const first = await quickAccount(server);
    const second = await quickAccount(server);
    const friend = await registerInvitee(server, await inviteCodeOf(first.client));
    const secondCode = await inviteCodeOf(second.client);
    await expectRefusedInEveryLanguage(
      (language) => friend.client.post(`${R}/invite/bind`, { code: secondCode }, { 'accept-language': language }),
      409,
      'inviteAlreadyBound',
    );
    await expectRefusedInEveryLanguage(
      (language) => friend.client.post(`${R}/invite/bind`, { code: 'ZZZZZZ' }, { 'accept-language': language }),
      404,
      'inviteCodeNotFound',
    );
    const late = await registerInvitee(server, undefined);
    await db().execute(sql`update users set created_at = now() - interval '100 hours' where id = ${late.userId}`);
    await expectRefusedInEveryLanguage(
      (language) => late.client.post(`${R}/invite/bind`, { code: secondCode }, { 'accept-language': language }),
      409,
      'inviteBindWindowPassed',
      { count: TERMS.bindWindowHours },
    );
    expect(await invitationsOf(second.userId)).toEqual([]);
  });

  it('rewards one device once, whoever invites it', async () => {
    const first = await quickAccount(server);
    const second = await quickAccount(server);
    await registerInvitee(server, await inviteCodeOf(first.client), { deviceCode: 'device-42' });
    // a new account on the same device, invited by someone else: at registration nothing is bound...
    const again = await registerInvitee(server, await inviteCodeOf(second.client), { deviceCode: 'device-42' });
    expect(again.status).toBe(200);
    expect(await invitationsOf(second.userId)).toEqual([]);
    // ...and by the call it is refused with a message
    const secondCode = await inviteCodeOf(second.client);
    await expectRefusedInEveryLanguage(
      (language) =>
        again.client.post(
          `${R}/invite/bind`,
          { code: secondCode, deviceId: 'device-42' },
          { 'accept-language': language },
        ),
      409,
      'inviteeAlreadyRewarded',
    );
    expect(await balanceOf(db(), referralAccounts(second.userId).pending.code)).toBe(0);
  });

  it('rewards one phone once, even after its first account moved to another number', async () => {
    const first = await quickAccount(server);
    const second = await quickAccount(server);
    const phone = invitePhone();
    const earlier = await registerInvitee(server, await inviteCodeOf(first.client), { phone });
    // the first account changes its phone; the number registers again, invited by someone else
    await db().execute(sql`update users set phone = ${invitePhone()} where id = ${earlier.userId}`);
    // the three-minute lock of a code's send for this phone (spec §5), as if the minutes had passed
    await db().execute(sql`delete from operation_locks where key = ${`sms:register:${phone}`}`);
    const later = await registerInvitee(server, undefined, { phone });
    expect(later.status).toBe(200);
    const refused = await later.client.post(`${R}/invite/bind`, { code: await inviteCodeOf(second.client) });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(message('en-US', 'inviteeAlreadyRewarded'));
  });

  it('stops rewarding an inviter at its cap for the period, with a message', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    for (let n = 0; n < TERMS.inviterCap; n++) await registerInvitee(server, code);
    const overCap = await registerInvitee(server, code);
    expect(overCap.status).toBe(200);
    expect((await invitationsOf(inviter.userId)).length).toBe(TERMS.inviterCap);
    await expectRefusedInEveryLanguage(
      (language) => overCap.client.post(`${R}/invite/bind`, { code }, { 'accept-language': language }),
      409,
      'inviterCapReached',
      { count: TERMS.inviterCap, days: TERMS.capPeriodDays },
    );
    expect(await balanceOf(db(), referralAccounts(inviter.userId).pending.code)).toBe(
      TERMS.inviterCap * TERMS.registerAwardFen,
    );
  });

  it('counts the cap once under concurrent binds to one inviter', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    const friends = await Promise.all(Array.from({ length: 8 }, () => quickAccount(server)));
    const outcomes = await Promise.all(
      friends.map((friend) =>
        db().transaction((tx) => bindInvitee(tx, { inviteeUserId: friend.userId, code, via: 'bind' }, PROGRAMMES)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok && outcome.bound).length).toBe(TERMS.inviterCap);
    expect((await invitationsOf(inviter.userId)).length).toBe(TERMS.inviterCap);
    expect(await balanceOf(db(), referralAccounts(inviter.userId).pending.code)).toBe(
      TERMS.inviterCap * TERMS.registerAwardFen,
    );
  });

  it('refuses hostile bodies with 400 and never a 500', async () => {
    const friend = await quickAccount(server);
    for (const body of [
      { code: 'A'.repeat(17) },
      { code: 'ABC\u0000DE' },
      { code: 'ABCDEF', admin: true },
      { code: 42 },
      { code: 'ABCDEF', deviceId: 'd'.repeat(129) },
      [],
    ]) {
      const answer = await friend.client.post(`${R}/invite/bind`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const cross = await friend.client.post(`${R}/invite/bind`, { code: 'ABCDEF' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
  });
});

describe('the reads', () => {
  it('keeps the reminder flag per user', async () => {
    const me = await quickAccount(server);
    const other = await quickAccount(server);
    expect((await me.client.get<{ notice: boolean }>(`${R}/award/notice`)).body.data.notice).toBe(true);
    expect((await me.client.post<{ notice: boolean }>(`${R}/award/notice`, { notice: false })).body.data.notice).toBe(
      false,
    );
    expect((await me.client.get<{ notice: boolean }>(`${R}/award/notice`)).body.data.notice).toBe(false);
    expect((await other.client.get<{ notice: boolean }>(`${R}/award/notice`)).body.data.notice).toBe(true);
    expect((await me.client.post(`${R}/award/notice`, { notice: 'no' })).status).toBe(400);
  });

  it('answers totals, the latest awards and the public ticker with every name masked', async () => {
    const inviter = await quickAccount(server);
    const friend = await registerInvitee(server, await inviteCodeOf(inviter.client));
    const total = await inviter.client.get(`${R}/inviter/total`);
    expect(total.body.data).toEqual({ invitedCount: 1, paidFriendsCount: 0, totalAwardFen: TERMS.registerAwardFen });
    const latest = await inviter.client.get<{ name: string; amountFen: number }[]>(`${R}/award/latest`);
    expect(latest.body.data[0]).toMatchObject({
      name: `****${friend.phone.slice(-4)}`,
      amountFen: TERMS.registerAwardFen,
    });
    const ticker = await browser(server).get<{ name: string }[]>(`${R}/award/lately?rows=50`);
    expect(ticker.status).toBe(200);
    expect(ticker.body.data.length).toBeGreaterThan(0);
    for (const item of ticker.body.data) expect(item.name).toMatch(/^\*{4}\d{4}$|^.\*\*$/u);
    expect(JSON.stringify(ticker.body)).not.toContain(inviter.phone);
    expect((await browser(server).get(`${R}/award/lately?rows=5000`)).status).toBe(400);
    const index = await inviter.client.get<{ payableFen: number; wechatBound: boolean; minPacketFen: number }>(
      `${R}/payindex`,
    );
    expect(index.body.data).toMatchObject({ payableFen: 0, wechatBound: false, minPacketFen: 100 });
    // the terms shown are the programme's asked for; the amounts are the user's across both
    expect(index.body.data).toMatchObject({ terms: { registerAwardFen: TERMS.registerAwardFen } });
    const xhIndex = await inviter.client.get<{ payableFen: number; terms: { registerAwardFen: number } }>(
      `${R}/payindex?programme=xh`,
    );
    expect(xhIndex.status).toBe(200);
    expect(xhIndex.body.data.terms.registerAwardFen).toBe(XH_TERMS.registerAwardFen);
    expect(xhIndex.body.data.payableFen).toBe(index.body.data.payableFen);
    for (const query of ['programme=other', 'programme=xh%00', 'programme=xh&extra=1']) {
      const refused = await inviter.client.get(`${R}/payindex?${query}`);
      expect(refused.status, query).toBe(400);
    }
    const detail = await inviter.client.get(`${R}/award/detail?rows=1000`);
    expect(detail.status).toBe(400);
    expect((await inviter.client.get(`${R}/award/detail?state=stolen`)).status).toBe(400);
  });
});

describe('visit logs', () => {
  it('records a click of a known code and of an unknown one, and refuses malformed bodies', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    const anonymous = browser(server);
    const known = await anonymous.post<{ recorded: boolean }>(`${R}/invite/click/log`, { code, page: 'invite/middle' });
    expect(known.body.data.recorded).toBe(true);
    const unknown = await anonymous.post<{ recorded: boolean }>(`${R}/invite/click/log`, { code: 'ZZZZZZ' });
    expect(unknown.body.data.recorded).toBe(false);
    const activity = await anonymous.post<{ recorded: boolean }>(`${R}/activity/log`, {
      code,
      activity: 'xh-share',
      action: 'share',
    });
    expect(activity.body.data.recorded).toBe(true);
    for (const [path, body] of [
      ['/invite/click/log', { code, page: '<script>' }],
      ['/invite/click/log', { code, extra: 1 }],
      ['/invite/click/log', { code: 'x'.repeat(100) }],
      ['/activity/log', { activity: 'x', action: 'delete' }],
      ['/activity/log', { activity: 'a\u0000b', action: 'view' }],
    ] as const) {
      expect((await anonymous.post(`${R}${path}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const [visits] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from invite_visits where inviter_user_id = ${inviter.userId}`,
    );
    expect(visits?.n).toBe(2);
  });

  it('refuses a flood from one address with 429', async () => {
    await db().execute(sql`delete from rate_counters where key like 'invite-visit:%'`);
    const anonymous = browser(server);
    const statuses: number[] = [];
    for (let n = 0; n < 61; n++)
      statuses.push((await anonymous.post(`${R}/invite/click/log`, { code: 'ZZZZZZ' })).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    await db().execute(sql`delete from rate_counters where key like 'invite-visit:%'`);
  });
});

describe('the partner’s calls', () => {
  it('shows a partner the awards of its own invitations, and refuses anyone else', async () => {
    const partner = await approvedPartner(server);
    await registerInvitee(server, await inviteCodeOf(partner.client));
    const detail = await partner.client.get<{ list: { kind: string; amountFen: number }[]; total: number }>(
      '/ommall/promoter/recommend-award-detail',
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.total).toBe(1);
    expect(detail.body.data.list[0]).toMatchObject({ kind: 'registration', amountFen: TERMS.registerAwardFen });
    const merchant = await quickAccount(server);
    expect((await merchant.client.get('/ommall/promoter/recommend-award-detail')).status).toBe(403);
    expect((await browser(server).get('/ommall/promoter/recommend-award-detail')).status).toBe(401);
  });

  it('shows the invite features to a merchant and a partner, and not to a partner’s team promoter', async () => {
    const partner = await approvedPartner(server);
    const merchant = await quickAccount(server);
    const team = await quickAccount(server);
    await db().execute(
      sql`insert into promoters (user_id, nickname, referral_code, channel, partner_id)
          values (${team.userId}, 'team', 'TEAM7777', 'team', ${partner.partnerId})`,
    );
    const visibility = async (client: typeof merchant.client) =>
      (await client.get<{ visible: boolean; reason: string }>('/ommall/promoter/recommend-visibility')).body.data;
    expect(await visibility(merchant.client)).toEqual({ visible: true, reason: 'shown' });
    expect(await visibility(partner.client)).toEqual({ visible: true, reason: 'shown' });
    expect(await visibility(team.client)).toEqual({ visible: false, reason: 'teamPromoter' });
    expect((await browser(server).get('/ommall/promoter/recommend-visibility')).status).toBe(401);
  });
});

describe('the second product’s programme, xh (decision 0046)', () => {
  /** The friend's referral coupons' values (its welcome coupons aside). */
  const couponValuesOf = async (friend: { tenantId: number }) =>
    (
      await queryRows<{ value: number }>(
        db(),
        sql`select c.value from mall_coupon_users u join mall_coupons c on c.id = u.coupon_id
            where u.tenant_id = ${friend.tenantId} and u.granted_reason = 'referral invitee'`,
      )
    ).map((row) => Number(row.value));
  const programmeOf = async (inviteeUserId: number) =>
    (
      await queryRows<{ programme: string }>(
        db(),
        sql`select programme from invitations where invitee_user_id = ${inviteeUserId}`,
      )
    )[0]?.programme;

  it('binds a friend who registers through the xh link: xh’s award for the inviter, xh’s coupon for the friend', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    const friend = await registerInvitee(server, code, { inviteProgramme: 'xh' });
    expect(friend.status).toBe(200);
    expect(await programmeOf(friend.userId)).toBe('xh');
    expect(await balanceOf(db(), referralAccounts(inviter.userId).pending.code)).toBe(XH_TERMS.registerAwardFen);
    expect(await couponValuesOf(friend)).toEqual([XH_TERMS.inviteeCoupon.valueFen]);
    const [coupon] = await queryRows<{ min_spend_fen: number; expires_at: string; created_at: string }>(
      db(),
      sql`select c.min_spend_fen, u.expires_at, u.created_at from mall_coupon_users u join mall_coupons c on c.id = u.coupon_id
          where u.tenant_id = ${friend.tenantId} and u.granted_reason = 'referral invitee'`,
    );
    expect(Number(coupon?.min_spend_fen)).toBe(XH_TERMS.inviteeCoupon.minSpendFen);
    const days =
      (new Date(String(coupon?.expires_at)).getTime() - new Date(String(coupon?.created_at)).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(XH_TERMS.inviteeCoupon.validDays);
    // a tallybook friend of the same inviter still gets tallybook's
    const other = await registerInvitee(server, code);
    expect(await programmeOf(other.userId)).toBe('tallybook');
    expect(await couponValuesOf(other)).toEqual([TERMS.inviteeCoupon.valueFen]);
  });

  it('binds by the call through xh, and a friend has one inviter whatever the programme', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    const friend = await registerInvitee(server, undefined);
    const bound = await friend.client.post<{ bound: boolean; programme: string; couponGranted: boolean }>(
      `${R}/invite/bind`,
      { code, programme: 'xh' },
    );
    expect(bound.status).toBe(200);
    expect(bound.body.data).toMatchObject({ bound: true, programme: 'xh', couponGranted: true });
    expect(await couponValuesOf(friend)).toEqual([XH_TERMS.inviteeCoupon.valueFen]);
    // the same inviter again, through the other programme: already bound, through xh
    const again = await friend.client.post<{ bound: boolean; programme: string }>(`${R}/invite/bind`, { code });
    expect(again.body.data).toMatchObject({ bound: false, programme: 'xh' });
    const second = await quickAccount(server);
    const elsewhere = await friend.client.post(`${R}/invite/bind`, {
      code: await inviteCodeOf(second.client),
      programme: 'xh',
    });
    expect(elsewhere.status).toBe(409);
    expect(await balanceOf(db(), referralAccounts(inviter.userId).pending.code)).toBe(XH_TERMS.registerAwardFen);
  });

  it('counts each programme’s cap apart', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    for (let n = 0; n < XH_TERMS.inviterCap; n++) {
      expect((await registerInvitee(server, code, { inviteProgramme: 'xh' })).status).toBe(200);
    }
    const capped = await registerInvitee(server, undefined);
    const refused = await capped.client.post(`${R}/invite/bind`, { code, programme: 'xh' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      message('en-US', 'inviterCapReached', { count: XH_TERMS.inviterCap, days: XH_TERMS.capPeriodDays }),
    );
    // through tallybook the same inviter has room still
    expect((await capped.client.post(`${R}/invite/bind`, { code })).status).toBe(200);
    expect(await programmeOf(capped.userId)).toBe('tallybook');
  });

  it('answers the xh link, card and share poster, and filters the personal reads by programme', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    const xhFriend = await registerInvitee(server, code, { inviteProgramme: 'xh' });
    await registerInvitee(server, code);
    const info = await inviter.client.get<{ inviteUrl: string; registerUrl: string }>(`${R}/info?programme=xh`);
    expect(info.body.data.inviteUrl).toMatch(
      new RegExp(`/invite/xh-share/shared\\?invite=${code}&invite_programme=xh$`),
    );
    expect(info.body.data.registerUrl).toMatch(new RegExp(`/invite/register\\?invite=${code}&invite_programme=xh$`));
    expect((await inviter.client.get<{ inviteUrl: string }>(`${R}/info`)).body.data.inviteUrl).toMatch(
      new RegExp(`/invite/middle\\?invite=${code}$`),
    );
    const card = await inviter.client.get<{
      inviteUrl: string;
      invitedCount: number;
      terms: { registerAwardFen: number };
    }>(`${R}/merc/info?programme=xh`);
    expect(card.body.data).toMatchObject({ invitedCount: 1, terms: { registerAwardFen: XH_TERMS.registerAwardFen } });
    expect(card.body.data.inviteUrl).toBe(info.body.data.inviteUrl);
    const share = await inviter.client.get<{ product: { serviceNumber: string; name: string }; link: string }>(
      `${R}/merc/share?product=ZHJXH`,
    );
    expect(share.body.data.product).toEqual({ serviceNumber: 'ZHJXH', name: message('en-US', 'referralProductXh') });
    expect(share.body.data.link).toBe(info.body.data.inviteUrl);

    const read = async <Data>(path: string, programme?: string) =>
      (
        await inviter.client.get<Data>(
          `${R}${path}${programme ? `${path.includes('?') ? '&' : '?'}programme=${programme}` : ''}`,
        )
      ).body.data;
    type Friends = { list: { invitee: string; programme: string }[]; total: number };
    const xhFriends = await read<Friends>('/regist/detail', 'xh');
    expect(xhFriends.total).toBe(1);
    expect(xhFriends.list.map((row) => [row.invitee, row.programme])).toEqual([
      [`${xhFriend.phone.slice(0, 3)}****${xhFriend.phone.slice(-4)}`, 'xh'],
    ]);
    expect((await read<Friends>('/regist/detail')).total).toBe(2);
    type Awards = { list: { programme: string; amountFen: number }[]; total: number };
    const xhAwards = await read<Awards>('/award/detail?state=pending', 'xh');
    expect(xhAwards.list).toEqual([expect.objectContaining({ programme: 'xh', amountFen: XH_TERMS.registerAwardFen })]);
    expect(xhAwards.total).toBe(1);
    expect((await read<Awards>('/award/detail', 'tallybook')).list.map((award) => award.programme)).toEqual([
      'tallybook',
    ]);
    expect((await read<Awards>('/award/detail')).total).toBe(2);
    type Totals = { invitedCount: number; totalAwardFen: number };
    expect(await read<Totals>('/inviter/total', 'xh')).toMatchObject({
      invitedCount: 1,
      totalAwardFen: XH_TERMS.registerAwardFen,
    });
    expect(await read<Totals>('/inviter/total')).toMatchObject({
      invitedCount: 2,
      totalAwardFen: XH_TERMS.registerAwardFen + TERMS.registerAwardFen,
    });
    type Balances = { pendingFen: number; totalFen: number };
    expect(await read<Balances>('/award', 'xh')).toMatchObject({ pendingFen: XH_TERMS.registerAwardFen });
    expect(await read<Balances>('/award', 'tallybook')).toMatchObject({ pendingFen: TERMS.registerAwardFen });
    expect(await read<Balances>('/award')).toMatchObject({
      pendingFen: XH_TERMS.registerAwardFen + TERMS.registerAwardFen,
    });
  });

  it('refuses an unknown programme in every language, and a registration naming one binds no inviter', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    const friend = await registerInvitee(server, undefined);
    for (const programme of ['evil', 'XH', ' xh', 'tallybook\u0000', 'x'.repeat(5000)]) {
      expect((await friend.client.post(`${R}/invite/bind`, { code, programme })).status, programme.slice(0, 20)).toBe(
        400,
      );
    }
    await expectRefusedInEveryLanguage(
      async (language) => {
        const client = browser(server, language);
        client.session = friend.client.session;
        return client.post(`${R}/invite/bind`, { code, programme: 'evil' });
      },
      400,
      'badRequest',
      {},
      (language) => ({ detail: `programme: ${message(language, 'referralProgrammeUnknown')}` }),
    );
    for (const path of ['/info', '/merc/info', '/award', '/award/detail', '/regist/detail', '/inviter/total']) {
      expect((await inviter.client.get(`${R}${path}?programme=evil`)).status, path).toBe(400);
    }
    expect((await inviter.client.get(`${R}/merc/share?product=ZHJXH2`)).status).toBe(400);
    // a registration never fails on its keywords: an unknown programme binds nothing
    for (const programme of ['evil', 'XH']) {
      const registered = await registerInvitee(server, code, { inviteProgramme: programme });
      expect(registered.status).toBe(200);
      expect(await programmeOf(registered.userId)).toBeUndefined();
    }
    expect(await invitationsOf(inviter.userId)).toEqual([]);
  });

  it('refuses binding through xh while xh is off, and tallybook still binds', async () => {
    const off = await startTestApp({
      seed: false,
      jobs: false,
      referral: TERMS,
      referralXh: { ...XH_TERMS, enabled: false },
    });
    try {
      const inviter = await quickAccount(off);
      const code = await inviteCodeOf(inviter.client);
      const friend = await quickAccount(off);
      const refused = await friend.client.post(`${R}/invite/bind`, { code, programme: 'xh' });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(message('en-US', 'referralProgrammeOff'));
      expect((await inviter.client.get<{ enabled: boolean }>(`${R}/info?programme=xh`)).body.data.enabled).toBe(false);
      const visibility = (query: string) =>
        friend.client.get<{ visible: boolean; reason: string }>(`/ommall/promoter/recommend-visibility${query}`);
      expect((await visibility('?programme=xh')).body.data).toEqual({ visible: false, reason: 'programmeOff' });
      expect((await visibility('')).body.data).toEqual({ visible: true, reason: 'shown' });
      expect((await visibility('?programme=tallybook')).body.data).toEqual({ visible: true, reason: 'shown' });
      expect((await visibility('?programme=nope')).status).toBe(400);
      expect((await friend.client.post(`${R}/invite/bind`, { code })).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('the programme switched off', () => {
  it('hides the features and binds nothing', async () => {
    const off = await startTestApp({ seed: false, jobs: false, referral: { ...TERMS, enabled: false } });
    try {
      const inviter = await quickAccount(off);
      const code = await inviteCodeOf(inviter.client);
      const friend = await quickAccount(off);
      const refused = await friend.client.post(`${R}/invite/bind`, { code });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(message('en-US', 'referralProgrammeOff'));
      const visibility = await friend.client.get('/ommall/promoter/recommend-visibility');
      expect(visibility.body.data).toEqual({ visible: false, reason: 'programmeOff' });
      // xh is its own programme, on here
      const xh = await friend.client.get('/ommall/promoter/recommend-visibility?programme=xh');
      expect(xh.body.data).toEqual({ visible: true, reason: 'shown' });
    } finally {
      await off.close();
    }
  });
});
