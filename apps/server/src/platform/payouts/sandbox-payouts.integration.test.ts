import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { type BankCardTransferInput, PayoutNotFound, PayoutRefused, PayoutUnavailable } from './payout-provider.ts';
import {
  createSandboxPayouts,
  listSandboxPayouts,
  SANDBOX_CARD_REJECTED,
  SANDBOX_CARD_RETURNED,
  SANDBOX_INVALID_CARD,
} from './sandbox-payouts.ts';

/** Luhn-valid test cards: an ordinary one, one the bank rejects (…0000), one it returns later (…0001). */
const CARD = '6225 8800 0007 1234';
const REJECTED_CARD = '6225880000010000';
const RETURNED_CARD = '6225880000000001';

describe('the sandbox payout provider', () => {
  let database: TestDatabase;
  let db: Database;
  let clock = new Date('2026-11-23T02:00:00Z');
  const now = () => clock;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(async () => {
    await database.drop();
  });

  let sequence = 0;
  const transfer = (overrides: Partial<BankCardTransferInput> = {}): BankCardTransferInput => ({
    payoutNo: `W-sandbox-${++sequence}`,
    amountFen: 49_800,
    cardNo: CARD,
    bankCode: 'CMB',
    payeeName: '李四',
    memo: 'Tallybook withdrawal',
    ...overrides,
  });

  it('starts a transfer processing and finds it succeeded at the first query', async () => {
    const sandbox = createSandboxPayouts(db, { now });
    const input = transfer();
    const started = await sandbox.transferToBankCard(input);
    expect(started).toEqual({
      status: 'processing',
      providerRef: expect.stringMatching(/^sandbox-\d+$/),
      failureReason: null,
    });
    await expect(sandbox.queryTransfer(input.payoutNo)).resolves.toEqual({
      status: 'succeeded',
      providerRef: started.providerRef,
      failureReason: null,
    });
    const [row] = (await listSandboxPayouts(db, 50)).filter((payout) => payout.payoutNo === input.payoutNo);
    expect(row).toMatchObject({ status: 'succeeded', completedAt: clock, amountFen: 49_800, cardNoLast4: '1234' });
  });

  it('keeps a transfer processing until its delay has passed', async () => {
    const sandbox = createSandboxPayouts(db, { now, completionDelayMs: 5000 });
    const input = transfer();
    await sandbox.transferToBankCard(input);
    clock = new Date(clock.getTime() + 4999);
    await expect(sandbox.queryTransfer(input.payoutNo)).resolves.toMatchObject({ status: 'processing' });
    clock = new Date(clock.getTime() + 1);
    await expect(sandbox.queryTransfer(input.payoutNo)).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('records one transfer when the same payoutNo is sent 20 times at once, and answers each with it', async () => {
    const sandbox = createSandboxPayouts(db, { now });
    const input = transfer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sandbox.transferToBankCard(input)));
    const rows = (await listSandboxPayouts(db, 1000)).filter((payout) => payout.payoutNo === input.payoutNo);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.providerRef))).toEqual(new Set([`sandbox-${rows[0]?.id}`]));
    expect(answers.every((answer) => answer.status === 'processing')).toBe(true);
  });

  it('refuses a card ending in 0000 as the bank rejects it, every time it is sent', async () => {
    const sandbox = createSandboxPayouts(db, { now });
    const input = transfer({ cardNo: REJECTED_CARD });
    await expect(sandbox.transferToBankCard(input)).rejects.toEqual(new PayoutRefused(SANDBOX_CARD_REJECTED));
    await expect(sandbox.transferToBankCard(input)).rejects.toEqual(new PayoutRefused(SANDBOX_CARD_REJECTED));
    await expect(sandbox.queryTransfer(input.payoutNo)).resolves.toMatchObject({
      status: 'failed',
      failureReason: SANDBOX_CARD_REJECTED,
    });
  });

  it('lets the bank return a transfer to a card ending in 0001: the query finds it failed', async () => {
    const sandbox = createSandboxPayouts(db, { now });
    const input = transfer({ cardNo: RETURNED_CARD });
    await expect(sandbox.transferToBankCard(input)).resolves.toMatchObject({ status: 'processing' });
    await expect(sandbox.queryTransfer(input.payoutNo)).resolves.toMatchObject({
      status: 'failed',
      failureReason: SANDBOX_CARD_RETURNED,
    });
  });

  it('refuses a card number that is none, recording nothing', async () => {
    const sandbox = createSandboxPayouts(db, { now });
    const input = transfer({ cardNo: '6225 8800 0007 1235' });
    await expect(sandbox.transferToBankCard(input)).rejects.toEqual(new PayoutRefused(SANDBOX_INVALID_CARD));
    await expect(sandbox.queryTransfer(input.payoutNo)).rejects.toEqual(new PayoutNotFound(input.payoutNo));
  });

  it('does not take a payoutNo sent before for another transfer as a refusal', async () => {
    const sandbox = createSandboxPayouts(db, { now });
    const input = transfer();
    await sandbox.transferToBankCard(input);
    await expect(sandbox.transferToBankCard({ ...input, amountFen: 1 })).rejects.toBeInstanceOf(PayoutUnavailable);
  });

  it('keeps only the last four digits of a card, and shows the operator the newest transfers first', async () => {
    const sandbox = createSandboxPayouts(db, { now });
    const older = transfer({ cardNo: '6212 2600 0001 5678' });
    const newer = transfer();
    await sandbox.transferToBankCard(older);
    await sandbox.transferToBankCard(newer);
    const [first, second] = await listSandboxPayouts(db, 2);
    expect([first?.payoutNo, second?.payoutNo]).toEqual([newer.payoutNo, older.payoutNo]);
    expect(second?.cardNoLast4).toBe('5678');
    const everything = JSON.stringify(await listSandboxPayouts(db, 1000));
    expect(everything).not.toContain('621226000015678');
    expect(everything).not.toContain('6225880000071234');
  });
});
