import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { DEMO_CONTENT } from '../../demo-content.ts';
import { products } from '../../modules/content/content.tables.ts';
import { runSeedSteps, seedStepRan } from './seed.ts';

describe('demo content seeding', () => {
  let database: TestDatabase;
  const statements: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ onQuery: (statement) => statements.push(statement) });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('seeds each step once, however often it runs', async () => {
    const { db } = database.handle;
    expect(await runSeedSteps(db, DEMO_CONTENT)).toEqual(DEMO_CONTENT.map((step) => step.name));
    expect(await runSeedSteps(db, DEMO_CONTENT)).toEqual([]);
    expect(await seedStepRan(db, 'content/products')).toBe(true);
    const [row] = await db.select({ total: count() }).from(products);
    expect(row?.total).toBe(3);
  });

  it('checks a seeded database with one statement, and runs only the steps it lacks', async () => {
    const { db } = database.handle;
    await runSeedSteps(db, DEMO_CONTENT);
    statements.length = 0;
    expect(await runSeedSteps(db, DEMO_CONTENT)).toEqual([]);
    expect(statements).toHaveLength(1);

    const added = { name: 'test/added-later', run: async () => {} };
    expect(await runSeedSteps(db, [...DEMO_CONTENT, added])).toEqual([added.name]);
    expect(await seedStepRan(db, added.name)).toBe(true);
  });

  it('runs a step once when two starts seed at the same moment', async () => {
    const { db } = database.handle;
    let runs = 0;
    const step = {
      name: 'test/raced',
      run: async () => {
        runs += 1;
      },
    };
    const both = await Promise.all([runSeedSteps(db, [step]), runSeedSteps(db, [step])]);
    expect(both.flat()).toEqual([step.name]);
    expect(runs).toBe(1);
  });

  it('keeps no trace of a step that failed half-way', async () => {
    const { db } = database.handle;
    const failing = {
      name: 'test/failing',
      run: async (tx: typeof db) => {
        await tx.insert(products).values({ alias: 'half-way', logo: '/x.svg' });
        throw new Error('disk full');
      },
    };
    await expect(runSeedSteps(db, [failing])).rejects.toThrow('disk full');
    expect(await seedStepRan(db, 'test/failing')).toBe(false);
    const [row] = await db.select({ total: count() }).from(products);
    expect(row?.total).toBe(3);
  });

  it('applies migrations again without change', async () => {
    await expect(database.handle.migrate()).resolves.toBeUndefined();
  });
});
