/**
 * How loud the machine was for one Lighthouse run (issue 13): of the wall time of the page's long
 * main-thread tasks, the share in which the thread actually ran. Every long task is counted, those
 * before the first paint too: Lighthouse's simulation moves tasks in time, and a twin's blocking
 * time can come from tasks the browser ran before it painted.
 * Lighthouse's simulated phone multiplies each task's wall time by four, so a task that waited for a
 * core (two cores here, shared with the browser's other processes and the bench's server) counts as
 * work. On a quiet machine the share is near 1; at 0.5 half of what Lighthouse counts was waiting.
 */

/** The fields of a Chromium trace event read here. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** wall time, µs */
  dur?: number;
  /** thread time, µs */
  tdur?: number;
  args?: { name?: string };
}

/** Lighthouse's simulated phone: four times slower than the machine it runs on. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;
/** A task that blocks on that phone: over 50 ms there, so over 12.5 ms here. */
export const LONG_TASK_US = (50 / LIGHTHOUSE_CPU_SLOWDOWN) * 1000;

/**
 * The share (0–1) of the long tasks' wall time the page's main thread ran; undefined with no long
 * task. The page's renderer is the one that painted its first content.
 */
export function mainThreadRanShare(events: readonly TraceEvent[]): number | undefined {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const main = events.find(
    (event) => event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
  );
  if (!main) return undefined;
  let wall = 0;
  let ran = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== main.pid || event.tid !== main.tid) continue;
    if (event.dur === undefined || event.tdur === undefined || event.dur <= LONG_TASK_US) continue;
    wall += event.dur;
    ran += event.tdur;
  }
  return wall === 0 ? undefined : Math.min(1, ran / wall);
}
