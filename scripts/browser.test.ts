import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findChromium, findJourneyBrowser, HEADLESS_SHELLS } from './browser.mjs';

vi.mock('node:fs', async (original) => ({ ...(await original<typeof import('node:fs')>()), existsSync: vi.fn() }));

const [SHELL = ''] = HEADLESS_SHELLS;
const FULL = '/usr/bin/chromium';
/** The machine has these browsers, and no other. */
const installed = (...paths: string[]) =>
  vi.mocked(existsSync).mockImplementation((file) => paths.includes(String(file)));

// Decision 0073: the journeys run in the headless shell where it is installed; the bench's Lighthouse
// runs keep the full browser.
describe('the browser of the journeys and of the bench', () => {
  beforeEach(() => vi.stubEnv('CHROME_PATH', ''));
  afterEach(() => vi.unstubAllEnvs());

  it('runs the journeys in the headless shell when both builds are installed', async () => {
    installed(SHELL, FULL);
    expect(await findJourneyBrowser()).toBe(SHELL);
  });

  it('runs the journeys in the full Chromium where the shell is missing', async () => {
    installed(FULL);
    expect(await findJourneyBrowser()).toBe(FULL);
  });

  it('keeps the full Chromium for the bench', async () => {
    installed(SHELL, FULL);
    expect(await findChromium()).toBe(FULL);
  });

  it('takes CHROME_PATH first, for both', async () => {
    vi.stubEnv('CHROME_PATH', '/opt/chrome/chrome');
    installed('/opt/chrome/chrome', SHELL, FULL);
    expect(await findJourneyBrowser()).toBe('/opt/chrome/chrome');
    expect(await findChromium()).toBe('/opt/chrome/chrome');
  });
});

// Issue 64: on a fresh machine of ours (Debian, root, no Chromium) `npm test` installs the headless
// shell itself, as .ci/run does, instead of trying Playwright's download, which has no internet here.
describe('a machine without Chromium', () => {
  const steps = (machine: { apt: boolean; aptWorks?: boolean; browserAfter?: string }) => {
    const calls: string[] = [];
    let browser: string | undefined;
    return {
      calls,
      options: {
        find: async () => browser,
        systemInstallAllowed: () => machine.apt,
        installFromSystem: () => {
          calls.push('apt-get');
          if (machine.aptWorks) browser = machine.browserAfter;
          return Boolean(machine.aptWorks);
        },
        installFromPlaywright: () => {
          calls.push('playwright');
          return false;
        },
        log: (line: string) => calls.push(`log: ${line}`),
      },
    };
  };

  it('installs the headless shell with apt-get where it runs as root on Debian, and says so', async () => {
    const { calls, options } = steps({ apt: true, aptWorks: true, browserAfter: SHELL });
    const { ensureChromium } = await import('./browser.mjs');
    expect(await ensureChromium(options)).toBe(SHELL);
    expect(calls.filter((call) => !call.startsWith('log'))).toEqual(['apt-get']);
    expect(calls.some((call) => call.includes('chromium-headless-shell'))).toBe(true);
  });

  it('answers no browser when apt-get fails, without trying the download', async () => {
    const { calls, options } = steps({ apt: true, aptWorks: false });
    const { ensureChromium } = await import('./browser.mjs');
    expect(await ensureChromium(options)).toBeUndefined();
    expect(calls).not.toContain('playwright');
  });

  it("keeps Playwright's download where it may not use apt-get", async () => {
    const { calls, options } = steps({ apt: false });
    const { ensureChromium } = await import('./browser.mjs');
    expect(await ensureChromium(options)).toBeUndefined();
    expect(calls.filter((call) => !call.startsWith('log'))).toEqual(['playwright']);
  });
});
