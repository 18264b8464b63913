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

export const FLUSH_AFTER_MS = 2_000;
export const MAX_QUEUED = 20;

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
  const schedule = options.schedule ?? ((callback, ms) => setTimeout(callback, ms));
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
