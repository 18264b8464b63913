import { AppError } from '../http/envelope.ts';

/**
 * Runs CPU-heavy work (argon2) a few at a time, with a short waiting line; past it, a caller is
 * refused at once (503) instead of queueing without end. A burst of logins then costs at most
 * `concurrency` cores and `maxWaiting` waits, and other requests keep being answered (issue 10).
 */
export interface BoundedWork {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Work running now, and waiting (for tests and metrics). */
  readonly running: number;
  readonly waiting: number;
}

export function boundedWork(options: { concurrency: number; maxWaiting: number }): BoundedWork {
  let running = 0;
  const line: Array<() => void> = [];

  const next = () => {
    running -= 1;
    const start = line.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (line.length >= options.maxWaiting) throw new AppError(503, 'serviceUnavailable');
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        next();
      }
    },
  };
}
