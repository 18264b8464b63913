import { describe, expect, it } from 'vitest';
import { mainThreadRanShare, type TraceEvent } from './main-thread';

const page = 7;
const main = 1;
const paint: TraceEvent = { name: 'firstContentfulPaint', pid: page, tid: main, ts: 1_000 };
const threads: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: page, tid: main, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: page, tid: 2, ts: 0, args: { name: 'Compositor' } },
];
const task = (ts: number, durMs: number, ranMs: number, tid = main, pid = page): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: ranMs * 1000,
});

describe('mainThreadRanShare (bench/main-thread.ts)', () => {
  it('is the thread time over the wall time of the page’s main thread’s long tasks', () => {
    // one before the paint: Lighthouse's simulation may count it after
    const events = [...threads, paint, task(500, 40, 10), task(50_000, 20, 20)];
    expect(mainThreadRanShare(events)).toBeCloseTo(30 / 60);
  });

  it('leaves out short tasks, other threads and other processes', () => {
    const events = [
      ...threads,
      paint,
      task(2_000, 20, 20),
      task(30_000, 12, 1), // not long: 48 ms on the simulated phone
      task(40_000, 100, 1, 2), // the compositor
      task(60_000, 100, 1, main, 99), // another process
    ];
    expect(mainThreadRanShare(events)).toBe(1);
  });

  it('has no figure without a paint, a main thread or a long task', () => {
    expect(mainThreadRanShare([...threads, task(2_000, 40, 10)])).toBeUndefined();
    expect(mainThreadRanShare([paint, task(2_000, 40, 10)])).toBeUndefined();
    expect(mainThreadRanShare([...threads, paint, task(2_000, 5, 5)])).toBeUndefined();
  });
});
