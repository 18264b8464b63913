import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { AppError } from '../http/envelope.ts';
import { ledgerAccounts } from './ledger.tables.ts';
import { type AccountSpec, balanceOf, post, UnbalancedPosting, verifyLedger } from './ledger.ts';
import { fund } from './ledger-test-kit.ts';

const bank: AccountSpec = { code: 'test:bank', normalSide: 'debit', allowNegative: true };
const revenue: AccountSpec = { code: 'test:revenue', normalSide: 'credit', allowNegative: true };
const wallet = (n: number): AccountSpec => ({ code: `test:wallet:${n}`, normalSide: 'credit' });
/** Funding a wallet: money in from revenue. */
const credit = { from: revenue, kind: 'credit' };

describe('the ledger (decision 0018)', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  let references = 0;
  const reference = () => `test:${++references}`;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('posts balanced lines, moves balances by each account’s side, and answers a repeated reference once', async () => {
    const ref = reference();
    const lines = [
      { account: bank, amountFen: 119_800 },
      { account: revenue, amountFen: -119_800 },
    ];
    const first = await post(db(), { reference: ref, kind: 'sale', lines });
    const again = await post(db(), { reference: ref, kind: 'sale', lines });
    expect(again).toEqual({ postingId: first.postingId, replayed: true });
    expect(await balanceOf(db(), bank.code)).toBe(119_800);
    expect(await balanceOf(db(), revenue.code)).toBe(119_800);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('refuses a posting that does not sum to zero, or has a fractional, zero or single line, and changes nothing', async () => {
    const before = await balanceOf(db(), bank.code);
    const bad = [
      [
        { account: bank, amountFen: 100 },
        { account: revenue, amountFen: -99 },
      ],
      [
        { account: bank, amountFen: 100.5 },
        { account: revenue, amountFen: -100.5 },
      ],
      [
        { account: bank, amountFen: 0 },
        { account: revenue, amountFen: 0 },
      ],
      [{ account: bank, amountFen: 100 }],
    ];
    for (const lines of bad) {
      await expect(post(db(), { reference: reference(), kind: 'bad', lines })).rejects.toBeInstanceOf(
        UnbalancedPosting,
      );
    }
    expect(await balanceOf(db(), bank.code)).toBe(before);
  });

  it('refuses to take an account that may not go negative below zero, leaving the posting unmade', async () => {
    const account = wallet(1);
    await fund(db(), account, 500, credit);
    const ref = reference();
    await expect(
      post(db(), {
        reference: ref,
        kind: 'withdraw',
        lines: [
          { account, amountFen: 501 },
          { account: bank, amountFen: -501 },
        ],
      }),
    ).rejects.toMatchObject({ status: 409, messageKey: 'insufficientBalance' });
    expect(await balanceOf(db(), account.code)).toBe(500);
    const [made] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_postings where reference = ${ref}`,
    );
    expect(made?.n).toBe(0);
  });

  it('keeps its entries append-only: the database refuses to change or delete one', async () => {
    await expect(db().execute(sql`update ledger_entries set amount_fen = amount_fen + 1`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_postings`)).rejects.toThrow();
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('holds its invariants over any sequence of postings (property)', async () => {
    const accounts = [bank, revenue, wallet(2), wallet(3), wallet(4)];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.integer({ min: 0, max: accounts.length - 1 }),
            to: fc.integer({ min: 0, max: accounts.length - 1 }),
            amount: fc.integer({ min: 1, max: 1_000_000 }),
            repeat: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (moves) => {
          for (const move of moves) {
            if (move.from === move.to) continue;
            const ref = reference();
            const posting = {
              reference: ref,
              kind: 'move',
              lines: [
                { account: accounts[move.to] as AccountSpec, amountFen: move.amount },
                { account: accounts[move.from] as AccountSpec, amountFen: -move.amount },
              ],
            };
            try {
              await post(db(), posting);
              if (move.repeat) expect((await post(db(), posting)).replayed).toBe(true);
            } catch (error) {
              // Only a wallet (no negative balance) may refuse, and then nothing moved.
              expect(error).toBeInstanceOf(AppError);
            }
          }
          expect(await verifyLedger(db())).toEqual([]);
          for (const account of accounts.filter((spec) => !spec.allowNegative)) {
            expect(await balanceOf(db(), account.code)).toBeGreaterThanOrEqual(0);
          }
          // Double entry: debit-side balances equal credit-side balances over the whole ledger.
          const [sides] = await queryRows<{ debit: number; credit: number }>(
            db(),
            sql`select coalesce(sum(balance_fen) filter (where normal_side = 'debit'), 0)::bigint as debit,
                       coalesce(sum(balance_fen) filter (where normal_side = 'credit'), 0)::bigint as credit
                from ledger_accounts`,
          );
          expect(sides?.debit).toBe(sides?.credit);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('lets concurrent withdrawals take an account to zero and no further (exactly 3 of 10 × ¥30 from ¥100)', async () => {
    const account = wallet(9);
    await fund(db(), account, 10_000, credit);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        post(db(), {
          reference: reference(),
          kind: 'withdraw',
          lines: [
            { account, amountFen: 3_000 },
            { account: bank, amountFen: -3_000 },
          ],
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await balanceOf(db(), account.code)).toBe(1_000);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('finds a balance below zero where the account may not go there (a change made around the ledger)', async () => {
    const account = wallet(11);
    await fund(db(), account, 500, credit);
    // a hand-made change outside post() (a bad restore, a manual fix): the balance reads -100
    await db().update(ledgerAccounts).set({ balanceFen: -100 }).where(eq(ledgerAccounts.code, account.code));
    const problems = await verifyLedger(db());
    expect(problems).toContainEqual({ kind: 'balanceNegative', subject: account.code, detail: 'balance -100 fen' });
    // put it back, so that the suite's other checks find a sound ledger
    await db().update(ledgerAccounts).set({ balanceFen: 500 }).where(eq(ledgerAccounts.code, account.code));
    expect(await verifyLedger(db())).toEqual([]);
  });
});
