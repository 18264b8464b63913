import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { RefundRefused } from './payment-provider.ts';
import { paymentProvidersFromConfig } from './payment-providers.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { databaseRefundBook } from './sandbox-refunds.ts';

const SECRET = 'sandbox-refunds-test-secret-0123456789abcdef';
const NOW = new Date('2026-12-05T01:00:00Z');

// The sandbox gateway keeps its refunds in the database, as a provider's test mode keeps its own
// whatever happens to the shop's server: a gateway made after a restart knows what the last one did.
describe('the sandbox gateway’s refunds, kept in the database', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A gateway as the server makes it at each start, on the same database. */
  const gatewayOfAStart = () =>
    createSandboxGateway({ secret: SECRET, now: () => NOW, refundBook: databaseRefundBook(db) });
  let sequence = 0;
  const refundOf = (amountFen = 19_800) => {
    sequence += 1;
    return {
      refundNo: `T-refund-${sequence}R`,
      tradeNo: `T-refund-${sequence}`,
      amountFen,
      totalFen: 19_800,
      reason: 'asked',
    };
  };

  it('keep a refund across a restart: the same number answers the same refund, another number is refused', async () => {
    const refund = refundOf();
    const first = await gatewayOfAStart().refund(refund);
    expect(first.status).toBe('succeeded');
    const afterRestart = gatewayOfAStart();
    expect(await afterRestart.refund(refund)).toEqual(first);
    await expect(afterRestart.refund({ ...refund, refundNo: `${refund.refundNo}2` })).rejects.toThrow(
      /is refunded already/,
    );
    await expect(afterRestart.refund({ ...refund, amountFen: 100 })).rejects.toThrow(/used for another refund/);
    await expect(afterRestart.refund({ ...refund, tradeNo: 'T-other' })).rejects.toThrow(/used for another refund/);
    const kept = (await afterRestart.refunds()).filter((row) => row.tradeNo === refund.tradeNo);
    expect(kept).toEqual([{ ...refund, refundId: first.providerRefundId, refundedAt: NOW.toISOString() }]);
  });

  it('refund a trade once when refunds of it race, by the same number or by different ones', async () => {
    const refund = refundOf();
    const sameNumber = await Promise.all([1, 2, 3, 4].map(() => gatewayOfAStart().refund(refund)));
    expect(new Set(sameNumber.map((result) => result.providerRefundId)).size).toBe(1);

    const other = refundOf();
    const racing = await Promise.allSettled(
      [1, 2, 3, 4].map((attempt) => gatewayOfAStart().refund({ ...other, refundNo: `${other.refundNo}-${attempt}` })),
    );
    expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of racing.filter((one) => one.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(RefundRefused);
    }
    const kept = (await gatewayOfAStart().refunds()).filter((row) => row.tradeNo === other.tradeNo);
    expect(kept).toHaveLength(1);
  });

  it('refuse a refund above what was paid without keeping anything', async () => {
    const refund = refundOf(19_801);
    await expect(gatewayOfAStart().refund(refund)).rejects.toThrow(RangeError);
    expect((await gatewayOfAStart().refunds()).some((row) => row.tradeNo === refund.tradeNo)).toBe(false);
  });

  it('are kept in the database by the providers the server makes', async () => {
    const providers = () =>
      paymentProvidersFromConfig(
        { sandbox: true, sandboxSecret: SECRET, wechatPay: undefined, alipay: undefined },
        { db, now: () => NOW },
      );
    const refund = refundOf();
    const first = await providers().sandbox?.refund(refund);
    expect(first?.status).toBe('succeeded');
    await expect(providers().sandbox?.refund({ ...refund, refundNo: `${refund.refundNo}2` })).rejects.toThrow(
      RefundRefused,
    );
  });
});
