import { describe, expect, it, vi } from 'vitest';
import { startErrorReporting } from './error-reporting';

const DSN = 'https://public@errors.tallybook.app/3';

function fakeSdk() {
  return { init: vi.fn(), browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })) };
}

describe('error reporting', () => {
  it('starts on www with sample rate 1, 20 breadcrumbs and the ignore rules', async () => {
    const sdk = fakeSdk();
    expect(await startErrorReporting({ dsn: DSN, hostname: 'www.tallybook.app', load: async () => sdk })).toBe(true);
    const options = sdk.init.mock.calls[0]?.[0];
    expect(options).toMatchObject({ dsn: DSN, tracesSampleRate: 1, maxBreadcrumbs: 20 });
    expect(options.ignoreErrors.some((pattern: RegExp) => pattern.test('ResizeObserver loop limit exceeded'))).toBe(
      true,
    );
    expect(options.ignoreErrors.some((pattern: RegExp) => pattern.test('ChunkLoadError: Loading chunk 7 failed'))).toBe(
      true,
    );
  });

  it('drops throws of things that are not errors, and keeps real errors', async () => {
    const sdk = fakeSdk();
    await startErrorReporting({ dsn: DSN, hostname: 'mwww.tallybook.app', load: async () => sdk });
    expect(sdk.init).toHaveBeenCalledTimes(1);
    const [[{ beforeSend }]] = sdk.init.mock.calls as unknown as [
      [{ beforeSend: (e: unknown, h: unknown) => unknown }],
    ];
    const event = { message: 'x' };
    expect(beforeSend(event, { originalException: 'a string' })).toBeNull();
    expect(beforeSend(event, { originalException: { some: 'object' } })).toBeNull();
    expect(beforeSend(event, { originalException: new TypeError('boom') })).toBe(event);
  });

  it('stays off on other hosts and without a DSN, loading nothing', async () => {
    const load = vi.fn(async () => fakeSdk());
    expect(await startErrorReporting({ dsn: DSN, hostname: 'localhost', load })).toBe(false);
    expect(await startErrorReporting({ dsn: undefined, hostname: 'www.tallybook.app', load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
