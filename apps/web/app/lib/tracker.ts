import { VISIT_GRADES, type VisitGrade, type WebsiteVisitLog } from '@tallybook/domain';
import type { HttpClient } from './http';

export interface VisitContext {
  webSiteName: string;
  channelNumber: string;
  deviceId: string;
  kdUid: string | null;
  osVersion: string;
  isMobile: boolean;
}

export interface Visit {
  grade: VisitGrade;
  operName: string;
  operNameParent?: string;
  webSiteUrl?: string;
}

export interface Tracker {
  visit(visit: Visit): void;
  pageView(path: string): void;
  /** Sends what is queued now; with `leaving`, as a request that outlives the page. */
  flush(leaving?: boolean): Promise<void>;
}

/**
 * How long a batch waits for more visits before it is sent (decision 0065). A page view and the
 * hovers and clicks that follow it go in one request, and that request stays out of the page's
 * start, where a phone's main thread is busiest: the call itself held the main thread 13–21 ms in
 * Lighthouse's runs, four times that on its phone. What is queued when the visitor hides or leaves
 * the page is sent then, in a request that outlives it.
 */
export const FLUSH_AFTER_MS = 10_000;
export const MAX_QUEUED = 20;

/** Runs `callback` after `ms`, in a moment the browser is idle (so never in the middle of an input). */
function whenIdleAfter(callback: () => void, ms: number) {
  return setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1_000 });
    else callback();
  }, ms);
}

/**
 * spec §3: website visit logs, queued and sent in batches to the log host (no credentials), so
 * logging never blocks or slows the page; failures are dropped silently.
 */
export function createTracker(options: {
  client: HttpClient;
  context: () => VisitContext;
  location: () => string;
  schedule?: (callback: () => void, ms: number) => unknown;
}): Tracker {
  const schedule = options.schedule ?? whenIdleAfter;
  let queue: WebsiteVisitLog[] = [];
  let scheduled = false;

  async function flush(leaving = false) {
    scheduled = false;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    await options.client.post('/channel/website/log', batch, { keepalive: leaving });
  }

  function visit(entry: Visit) {
    const context = options.context();
    queue.push({
      ...context,
      grade: entry.grade,
      operName: entry.operName.slice(0, 200),
      operNameParent: entry.operNameParent ?? null,
      webSiteUrl: (entry.webSiteUrl ?? options.location()).slice(0, 2000),
    });
    if (queue.length >= MAX_QUEUED) {
      void flush();
    } else if (!scheduled) {
      scheduled = true;
      schedule(() => void flush(), FLUSH_AFTER_MS);
    }
  }

  return {
    visit,
    pageView: (path) => visit({ grade: VISIT_GRADES.pageView, operName: path }),
    flush,
  };
}
