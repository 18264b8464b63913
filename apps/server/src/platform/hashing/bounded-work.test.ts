import { describe, expect, it } from 'vitest';
import { AppError } from '../http/envelope.ts';
import { boundedWork } from './bounded-work.ts';

describe('bounded work', () => {
  it('runs at most `concurrency` at once, the rest in order as places free up', async () => {
    const line = boundedWork({ concurrency: 2, maxWaiting: 10 });
    let most = 0;
    const order: number[] = [];
    const jobs = Array.from({ length: 8 }, (_, index) =>
      line.run(async () => {
        most = Math.max(most, line.running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(index);
        return index;
      }),
    );
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(line.running).toBe(0);
    expect(line.waiting).toBe(0);
  });

  it('refuses at once (503) when the waiting line is full, and frees its place after a failure', async () => {
    const line = boundedWork({ concurrency: 1, maxWaiting: 1 });
    let release: () => void = () => {};
    const first = line.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = line.run(async () => 'second');
    await expect(line.run(async () => 'third')).rejects.toMatchObject(new AppError(503, 'serviceUnavailable'));
    release();
    await first;
    expect(await second).toBe('second');
    await expect(line.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await line.run(async () => 'after')).toBe('after');
  });
});
