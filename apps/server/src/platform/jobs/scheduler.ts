import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { jobLeases } from './jobs.tables.ts';

export interface Job {
  /** Unique: the lease row's key. */
  name: string;
  everyMs: number;
  run: (db: Database, now: Date) => Promise<unknown>;
}

export interface JobLogger {
  debug(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface RunningJobs {
  stop(): Promise<void>;
}

/**
 * Takes the job's lease for `leaseMs` when nobody holds it: one statement, so of many processes
 * that try at once exactly one gets the row back. True when this holder now has the lease.
 */
export async function takeLease(db: Database, name: string, holder: string, leaseMs: number, now = new Date()) {
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const at = now.toISOString();
  const rows = await queryRows<{ name: string }>(
    db,
    sql`insert into ${jobLeases} (name, locked_until, locked_by, last_started_at)
        values (${name}, ${until}::timestamptz, ${holder}, ${at}::timestamptz)
        on conflict (name) do update
          set locked_until = excluded.locked_until, locked_by = excluded.locked_by,
              last_started_at = excluded.last_started_at
          where ${jobLeases.lockedUntil} < ${at}::timestamptz
        returning name`,
  );
  return rows.length === 1;
}

/** Gives the lease back early (the run finished), so the next tick of any process may take it. */
export async function releaseLease(db: Database, name: string, holder: string, now = new Date()) {
  const at = now.toISOString();
  await db.execute(
    sql`update ${jobLeases} set locked_until = ${at}::timestamptz, last_finished_at = ${at}::timestamptz
        where ${jobLeases.name} = ${name} and ${jobLeases.lockedBy} = ${holder}`,
  );
}

/**
 * Runs each job every `everyMs` in this process, but only while holding the job's lease row,
 * so of many processes one runs a job at a time. Timers are unref'd; `stop()` waits for runs.
 */
export function startJobs(db: Database, jobs: readonly Job[], logger: JobLogger): RunningJobs {
  const holder = `${process.pid}-${randomUUID()}`;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  const tick = (job: Job) => {
    if (stopped) return;
    const run = (async () => {
      try {
        // The lease outlives a slow run by a margin, and is released when the run ends.
        if (!(await takeLease(db, job.name, holder, Math.max(job.everyMs, 60_000)))) return;
        try {
          const result = await job.run(db, new Date());
          logger.debug({ job: job.name, result }, 'job ran');
        } finally {
          await releaseLease(db, job.name, holder);
        }
      } catch (error) {
        if (!stopped) logger.error({ job: job.name, err: error }, 'job failed');
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  for (const job of jobs) {
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
