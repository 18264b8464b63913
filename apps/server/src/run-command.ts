import { ConfigError } from './config.ts';

/**
 * Runs a check command (`npm run ledger:verify`, `npm run payments:check`) and exits with its code:
 * 0 sound, 1 problems found, 2 when it could not run, with the reason on stderr.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      // a failed query's own message is the statement; its cause says why (no such database, no tables)
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
      console.error(
        error instanceof ConfigError ? error.message : (cause ?? (error instanceof Error ? error.message : error)),
      );
      process.exit(2);
    },
  );
}
