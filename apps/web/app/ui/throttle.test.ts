import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs at most once per 50 ms and once more after a burst', () => {
    vi.useFakeTimers();
    let now = 0;
    const run = vi.fn();
    const throttled = throttle(run, 50, () => now);
    throttled();
    throttled();
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    now = 30;
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    now = 50;
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
