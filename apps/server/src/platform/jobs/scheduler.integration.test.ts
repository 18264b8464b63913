import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { releaseLease, startJobs, takeLease } from './scheduler.ts';

const quiet = { debug: () => {}, error: () => {} };

describe('leased jobs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('gives a lease to one holder at a time, and again once it ends or is released', async () => {
    const db = database.handle.db;
    const now = new Date();
    const attempts = await Promise.all(
      ['a', 'b', 'c', 'd'].map((holder) => takeLease(db, 'lease-test', holder, 60_000, now)),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    const winner = ['a', 'b', 'c', 'd'][attempts.indexOf(true)] as string;
    expect(await takeLease(db, 'lease-test', 'e', 60_000, new Date(now.getTime() + 59_000))).toBe(false);
    await releaseLease(db, 'lease-test', 'someone-else', new Date(now.getTime() + 1000));
    expect(await takeLease(db, 'lease-test', 'e', 60_000, new Date(now.getTime() + 2000))).toBe(false);
    await releaseLease(db, 'lease-test', winner, new Date(now.getTime() + 1000));
    expect(await takeLease(db, 'lease-test', 'e', 60_000, new Date(now.getTime() + 2000))).toBe(true);
  });

  it('runs a job in one of two schedulers at a time, and stops on request', async () => {
    const db = database.handle.db;
    let running = 0;
    let overlap = false;
    let runs = 0;
    const job = {
      name: 'overlap-test',
      everyMs: 10,
      run: async () => {
        running += 1;
        if (running > 1) overlap = true;
        runs += 1;
        await sleep(30);
        running -= 1;
      },
    };
    const first = startJobs(db, [job], quiet);
    const second = startJobs(db, [job], quiet);
    await sleep(400);
    await Promise.all([first.stop(), second.stop()]);
    expect(overlap).toBe(false);
    expect(runs).toBeGreaterThan(1);
    const after = runs;
    await sleep(50);
    expect(runs).toBe(after);
  });
});
