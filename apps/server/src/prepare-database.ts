// Readying an open database for serving: the start (serve.ts) and the build's demo database
// (demo-database.ts) run the same steps.
import { DEMO_CONTENT } from './demo-content.ts';
import { ensureLogPartitions } from './log-partitions.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { runSeedSteps } from './platform/db/seed.ts';

/**
 * Readies the open database: applies the pending migrations, makes the coming months' log partitions
 * and runs the demo-content seed steps not run yet (when `seedDemo`); answers the steps it ran.
 *
 * A database that began as a copy of this build's demo database is only partitioned: the build made
 * that copy with these very migrations and seed steps (decision 0029), so they would find nothing to
 * do, and asking cost a fresh embedded start about 0.3 s (decision 0074). Its log partitions are
 * made, as the build may be months old.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  { seedDemo, stepDone = () => {} }: { seedDemo: boolean; stepDone?: (step: string) => void },
): Promise<string[]> {
  const madeByThisBuild = database.startedFromCopy === true;
  if (!madeByThisBuild) await database.migrate();
  stepDone('migrate');
  await ensureLogPartitions(database.db);
  stepDone('logPartitions');
  const seeded = seedDemo && !madeByThisBuild ? await runSeedSteps(database.db, DEMO_CONTENT) : [];
  stepDone('seed');
  return seeded;
}
