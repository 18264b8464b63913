import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type FetchLike } from './http';
import { createTracker, FLUSH_AFTER_MS, MAX_QUEUED, type VisitContext } from './tracker';

const context: VisitContext = {
  webSiteName: 'm-tallybook-www',
  channelNumber: 'm-tallybook-www.baidu',
  deviceId: 'device-1',
  kdUid: null,
  osVersion: 'Android 15',
  isMobile: true,
};

function setup() {
  const fetch = vi.fn<FetchLike>(async () => new Response('{"code":200,"data":{"accepted":1},"msg":"ok"}'));
  const timers: Array<() => void> = [];
  const tracker = createTracker({
    client: createHttpClient({ language: 'en-US', fetch }),
    context: () => context,
    location: () => 'https://www.example/price',
    schedule: (callback, ms) => {
      expect(ms).toBe(FLUSH_AFTER_MS);
      timers.push(callback);
    },
  });
  const sent = () => fetch.mock.calls.map(([url, init]) => ({ url, init, body: JSON.parse(String(init.body)) }));
  return { tracker, fetch, timers, sent };
}

describe('the visit tracker', () => {
  it('sends page views in one batch once it has waited for more, to the log host without credentials', async () => {
    const { tracker, timers, sent } = setup();
    tracker.pageView('/price');
    tracker.visit({ grade: 1, operName: 'nav.download' });
    tracker.visit({ grade: 2, operName: 'footer.tile.appStore', operNameParent: 'footer.download' });
    expect(sent()).toHaveLength(0);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    const [request] = sent();
    expect(request?.url).toBe('/channel/website/log');
    expect(request?.init.credentials).toBe('omit');
    expect(request?.body).toEqual([
      { ...context, grade: 0, operName: '/price', operNameParent: null, webSiteUrl: 'https://www.example/price' },
      { ...context, grade: 1, operName: 'nav.download', operNameParent: null, webSiteUrl: 'https://www.example/price' },
      {
        ...context,
        grade: 2,
        operName: 'footer.tile.appStore',
        operNameParent: 'footer.download',
        webSiteUrl: 'https://www.example/price',
      },
    ]);
  });

  it('sends at once when the queue is full', async () => {
    const { tracker, sent } = setup();
    for (let i = 0; i < MAX_QUEUED; i += 1) tracker.pageView(`/p${i}`);
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toHaveLength(MAX_QUEUED);
  });

  it('sends what is left as the visitor leaves, in a request that outlives the page', async () => {
    const { tracker, sent } = setup();
    tracker.pageView('/');
    await tracker.flush(true);
    expect(sent()[0]?.init.keepalive).toBe(true);
    await tracker.flush(true);
    expect(sent()).toHaveLength(1);
  });

  it('never throws when the log host is down', async () => {
    const tracker = createTracker({
      client: createHttpClient({
        language: 'en-US',
        fetch: async () => {
          throw new TypeError('offline');
        },
      }),
      context: () => context,
      location: () => '/',
      schedule: () => undefined,
    });
    tracker.pageView('/');
    await expect(tracker.flush()).resolves.toBeUndefined();
  });
});
