import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { mallLicences } from '../../platform/db/schema.ts';
import { giveLicence, registerMerchant } from './orders-test-kit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** subscribeType of KDZHJ01 as license/info and license/day/remaining each report it. */
async function reported(client: Awaited<ReturnType<typeof registerMerchant>>['client']) {
  const info = await client.get<Array<{ serviceType: string; subscribeType: number }>>(
    '/license/info?serviceCode=KDZHJ01',
  );
  const remaining = await client.get<{ subscribeType: number; trial: boolean }>(
    '/ommall/srvmall/license/day/remaining?serviceNumber=KDZHJ01',
  );
  return { info: info.body.data[0]?.subscribeType, remaining: remaining.body.data.subscribeType };
}

// docs/requirements.md §3: one reading of subscribeType on every call that answers it: 0 for a trial,
// 1 for a subscription, 2 for a perpetual buyout. license/day/remaining said 1 for a trial where
// license/info said 0 for the same licence (issue 64).
describe('a licence’s subscribeType, the same on license/info and license/day/remaining', () => {
  let server: TestApp;
  const db = () => server.database.handle.db;

  beforeAll(async () => {
    server = await startTestApp({ seed: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports 0 for the new account’s trial on both calls', async () => {
    const { client } = await registerMerchant(server);
    expect(await reported(client)).toEqual({ info: 0, remaining: 0 });
  });

  it('reports 1 for a subscription and 2 for a buyout on both calls', async () => {
    const { client, tenantId } = await registerMerchant(server);
    await db().delete(mallLicences).where(eq(mallLicences.tenantId, tenantId));
    await giveLicence(db(), tenantId, { level: 'basic', expiresAt: new Date(Date.now() + 40 * DAY_MS) });
    expect(await reported(client)).toEqual({ info: 1, remaining: 1 });
    await db().delete(mallLicences).where(eq(mallLicences.tenantId, tenantId));
    await giveLicence(db(), tenantId, { level: 'professional', expiresAt: null });
    expect(await reported(client)).toEqual({ info: 2, remaining: 2 });
  });
});
