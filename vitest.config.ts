import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Tests of what a fresh process loads: they run each in a process of its own, never after another file. */
const OWN_PROCESS = ['apps/server/src/platform/http/cold-start-modules.integration.test.ts'];

// Unit tests (`*.test.ts`, no I/O) and integration tests (`*.integration.test.ts`: database, HTTP,
// processes) of every workspace. Browser journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    // One worker per core, not Vitest's default of one fewer: on our 2-core machines that default is
    // a single worker, and most of a database test's time is spent waiting on the database, which a
    // second worker fills. The suite took 332 s on PGlite and 207 s on PostgreSQL with one worker,
    // 220 s and 145 s with two; four gave nothing more (decision 0054).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each worker loads the server's modules once for all its files instead of once per file:
          // the server project ran in 8.6 min isolated and 4.8 min so (2 cores). Its tests keep no
          // state in modules: each builds its own app and database, and none mocks a module or
          // changes process.env (the web project's do, and stay isolated). What a process has loaded
          // is shared, so the checks of a cold start run in the next project.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-own-process',
          include: OWN_PROCESS,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          isolate: true,
        },
      },
      {
        test: {
          name: 'web',
          // scripts/: the checks of the web build (the JavaScript budget); bench/: the bench's own parts
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
