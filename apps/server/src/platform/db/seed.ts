import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { seedLog } from './seed-log.tables.ts';

export interface SeedStep {
  /** Unique and never renamed: it is how a database remembers the step ran. */
  name: string;
  run: (db: Db) => Promise<void>;
}

/**
 * Runs each demo-content step that this database has not run yet, each in its own transaction
 * with its record in `seed_log`, so a second start (or a second process) never seeds twice.
 *
 * One read first leaves out the steps already recorded: a start on a seeded database sends that one
 * statement, not a transaction per step (14 steps, 42 round trips, 50–110 ms of a PostgreSQL start;
 * issue 13). A step the read found missing still claims its record inside its transaction, so two
 * processes starting at once still run it once.
 */
export async function runSeedSteps(db: Db, steps: readonly SeedStep[]): Promise<string[]> {
  const recorded = new Set((await db.select({ name: seedLog.name }).from(seedLog)).map((row) => row.name));
  const applied: string[] = [];
  for (const step of steps) {
    if (recorded.has(step.name)) continue;
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedLog)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning({ name: seedLog.name });
      if (claimed.length === 0) return false;
      await step.run(tx);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}

export async function seedStepRan(db: Db, name: string): Promise<boolean> {
  const rows = await db.select().from(seedLog).where(eq(seedLog.name, name));
  return rows.length > 0;
}
