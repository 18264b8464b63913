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
