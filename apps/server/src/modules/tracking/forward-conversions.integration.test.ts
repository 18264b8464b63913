import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import {
  type AdPlatform,
  createSandboxAdPlatform,
  listSandboxAdConversions,
  SANDBOX_FAIL_PARAM,
} from '../../platform/ad-platforms/index.ts';
import { OUTBOX_MAX_ATTEMPTS } from '../../platform/outbox/outbox.ts';
import { forwardDueConversions } from './forward-conversions.ts';
import { recordBaiduConversion } from './record-conversion.ts';
import { adConversionAttempts, adConversions } from './tracking.tables.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 4, 0, seconds));

describe('forwarding conversions to the ad platform (decision 0042)', () => {
  let database: TestDatabase;
  let sandbox: AdPlatform;
  const db = () => database.handle.db;
  const conversion = async (token: string, failures: number) => {
    const url = `https://www.tallybook.example/?bd_vid=${token}&${SANDBOX_FAIL_PARAM}=${failures}`;
    return (await recordBaiduConversion(db(), { url, token, type: 25 }, at(0))).conversionId;
  };
  const attemptsOf = (id: number) =>
    db()
      .select()
      .from(adConversionAttempts)
      .where(eq(adConversionAttempts.conversionId, id))
      .orderBy(adConversionAttempts.id);
  const rowOf = async (id: number) => (await db().select().from(adConversions).where(eq(adConversions.id, id)))[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    sandbox = createSandboxAdPlatform(db());
  });
  afterAll(async () => {
    await database.drop();
  });

  it('retries a conversion the platform refused, with backoff, recording each attempt, until it is taken', async () => {
    const id = await conversion('retry-then-ok', 2);
    expect(await forwardDueConversions(db(), sandbox, { now: at(0) })).toBe(0);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, forwardedAt: null, nextAttemptAt: at(2) });
    // not due before its backoff (2 s after the first failure)
    expect(await forwardDueConversions(db(), sandbox, { now: at(1) })).toBe(0);
    expect(await attemptsOf(id)).toHaveLength(1);
    expect(await forwardDueConversions(db(), sandbox, { now: at(2) })).toBe(0);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, nextAttemptAt: at(6) });
    expect(await forwardDueConversions(db(), sandbox, { now: at(6) })).toBe(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 3, forwardedAt: at(6), lastError: null, failedAt: null });
    expect((await attemptsOf(id)).map(({ attempt, succeeded }) => ({ attempt, succeeded }))).toEqual([
      { attempt: 1, succeeded: false },
      { attempt: 2, succeeded: false },
      { attempt: 3, succeeded: true },
    ]);
    // the sandbox kept what the Baidu adapter would have sent, each time
    const sent = (await listSandboxAdConversions(db())).filter((row) => row.conversionId === id);
    expect(sent.map((row) => row.outcome)).toEqual(['failed', 'failed', 'accepted']);
    expect(sent[2]?.body).toMatchObject({
      conversionTypes: [{ logidUrl: expect.stringContaining('bd_vid=retry-then-ok'), newType: 25 }],
    });
    // forwarded once: never again
    expect(await forwardDueConversions(db(), sandbox, { now: at(3600) })).toBe(0);
    expect(await attemptsOf(id)).toHaveLength(3);
  });

  it('sets a conversion aside as failed when its attempts run out', async () => {
    const id = await conversion('never-taken', 100);
    let now = 0;
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS + 2; attempt += 1) {
      await forwardDueConversions(db(), sandbox, { now: at(now) });
      now += 3600;
    }
    const row = await rowOf(id);
    expect(row?.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toMatch(/sandbox asked to fail/);
    expect(await attemptsOf(id)).toHaveLength(OUTBOX_MAX_ATTEMPTS);
  });

  it('forwards a conversion taken by a platform that throws something unexpected no sooner than its backoff', async () => {
    const id = await conversion('broken-platform', 0);
    const broken: AdPlatform = {
      name: 'sandbox',
      forward: async () => {
        throw new TypeError('boom');
      },
    };
    expect(await forwardDueConversions(db(), broken, { now: at(0) })).toBe(0);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: 'boom', forwardedAt: null });
    expect(await forwardDueConversions(db(), sandbox, { now: at(2) })).toBe(1);
  });
});
