import { transformPassword } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { browser, forgetIpCounters, freshPhone, lastCode, requestCode } from '../identity/accounts-test-kit.ts';
import { findUserByPhone } from '../identity/index.ts';
import { ownedTenantOf } from '../tenancy/index.ts';
import { recordMerchantAttribution } from './merchant-attribution.ts';
import { adConversions } from './tracking.tables.ts';

const ADMIN_TOKEN = 'attribution-admin-token';

describe("a merchant's attribution record (issue 16)", () => {
  let server: TestApp;
  const admin = (path: string, token = ADMIN_TOKEN) =>
    fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const register = async (phone: string, origin: Record<string, unknown>) => {
    await forgetIpCounters(server);
    const client = browser(server);
    expect((await requestCode(server, client, phone, 'register')).status).toBe(200);
    const answer = await client.post('/webzhj/regist', {
      phone,
      password: await transformPassword(phone, 'secret-123'),
      code: await lastCode(server, phone),
      ...origin,
    });
    expect(answer.status).toBe(200);
    const user = await findUserByPhone(server.database.handle.db, phone);
    const tenantId = user && (await ownedTenantOf(server.database.handle.db, user.id));
    if (!tenantId) throw new Error(`no tenant for ${phone}`);
    return tenantId;
  };

  beforeAll(async () => {
    server = await startTestApp({ seed: false, jobs: false, adPlatform: null, adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is written at registration with utm, channel, invite, partner code, app origin and ad click', async () => {
    const token = `reg-click-${process.pid}`;
    // the visitor converted on the landing page before it had an account
    const landed = await fetch(`${server.baseUrl}/api/track/baidu-ocpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `https://www.tallybook.example/?bd_vid=${token}`, token, type: 3 }),
    });
    expect(landed.status).toBe(200);
    const tenantId = await register(freshPhone(), {
      pack_origin: 'baidu',
      origin: 6,
      utmTerm: 'stock app',
      utmSource: 'baidu',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      inviteCode: 'INV9',
      promoterCode: 'NOSUCH',
      adClickToken: token,
    });
    const response = await admin(`/admin/api/merchants/${tenantId}/attribution`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({
      tenantId,
      channel: 'baidu',
      appOrigin: 6,
      deviceCode: null,
      utmSource: 'baidu',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: 'stock app',
      utmContent: null,
      inviteCode: 'INV9',
      partnerCode: 'NOSUCH',
      adClickToken: token,
      recordedAt: expect.any(String),
    });
    // the click's earlier conversion is now the merchant's, and so is a later one
    const { conversionId } = (await landed.json()).data;
    const [earlier] = await server.database.handle.db
      .select()
      .from(adConversions)
      .where(eq(adConversions.id, conversionId));
    expect(earlier?.tenantId).toBe(tenantId);
    const later = await fetch(`${server.baseUrl}/api/track/${token}`, { method: 'POST' });
    expect((await later.json()).data).toMatchObject({ recorded: true, merchantKnown: true });
  });

  it('keeps the first touch: a later write for the same merchant changes nothing', async () => {
    const tenantId = await register(freshPhone(), { pack_origin: 'zhihu', origin: 6, utmSource: 'zhihu' });
    const db = server.database.handle.db;
    expect(
      await recordMerchantAttribution(db, tenantId, { packOrigin: 'baidu', origin: 506, utmSource: 'baidu' }),
    ).toBe(false);
    const { data } = await (await admin(`/admin/api/merchants/${tenantId}/attribution`)).json();
    expect(data).toMatchObject({ channel: 'zhihu', appOrigin: 6, utmSource: 'zhihu' });
  });

  it('records the default channel of a registration that carried none', async () => {
    const tenantId = await register(freshPhone(), {});
    const { data } = await (await admin(`/admin/api/merchants/${tenantId}/attribution`)).json();
    expect(data).toMatchObject({ channel: 'site', appOrigin: 6, utmSource: null, adClickToken: null });
  });

  it('is read by the back office only, and answers 404 for a merchant without one', async () => {
    expect((await admin('/admin/api/merchants/1/attribution', 'wrong-token-wrong-token')).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/admin/api/merchants/1/attribution`)).status).toBe(401);
    const missing = await admin('/admin/api/merchants/999999/attribution');
    expect(missing.status).toBe(404);
    expect((await missing.json()).msg).toMatch(/999999 has no attribution record/);
    expect((await admin('/admin/api/merchants/abc/attribution')).status).toBe(400);
  });
});
