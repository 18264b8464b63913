/**
 * Calls `run` at most once per `waitMs`, and once more at the end of a burst, so the last state
 * is never missed (spec §9: scroll checks every 50 ms).
 */
export function throttle(run: () => void, waitMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const elapsed = now() - last;
    if (elapsed >= waitMs) {
      last = now();
      run();
      return;
    }
    if (trailing === undefined) {
      trailing = setTimeout(() => {
        trailing = undefined;
        last = now();
        run();
      }, waitMs - elapsed);
    }
  };
  throttled.cancel = () => {
    clearTimeout(trailing);
    trailing = undefined;
  };
  return throttled;
}
