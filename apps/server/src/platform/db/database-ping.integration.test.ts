import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { type DatabaseHandle, sharedWhileRunning } from './database.ts';

describe('the health check of the database (issue 13)', () => {
  let test: TestDatabase;
  let database: DatabaseHandle;
  const statements: string[] = [];

  beforeAll(async () => {
    test = await createTestDatabase({ onQuery: (statement) => statements.push(statement) });
    database = test.handle;
  });

  afterAll(() => test.drop());

  it('answers fifty callers at once with one query, and the next caller with a new one', async () => {
    statements.length = 0;
    await Promise.all(Array.from({ length: 50 }, () => database.ping()));
    expect(statements).toEqual(['select 1']);
    await database.ping();
    expect(statements).toEqual(['select 1', 'select 1']);
  });

  it('gives every caller of a failed check its failure, and checks again on the next call', async () => {
    let calls = 0;
    const check = sharedWhileRunning(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (calls === 1) throw new Error('the database does not answer');
    });
    const results = await Promise.allSettled([check(), check(), check()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toBe(1);
    await expect(check()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
