// Finds a Chromium for the browser journeys: CHROME_PATH, the system's Chromium or Chrome, or
// the one Playwright installs where the internet allows.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export async function findChromium() {
  const candidates = [process.env.CHROME_PATH, ...SYSTEM_BROWSERS].filter(Boolean);
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  try {
    const { chromium } = await import('@playwright/test');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright's own browser is not installed: fall through.
  }
  return undefined;
}

/**
 * findChromium, and when none is there, Playwright's usual install (it needs the internet; on a
 * closed network it fails within its time limit and the caller explains what is missing).
 */
const playwrightCli = fileURLToPath(new URL('../node_modules/@playwright/test/cli.js', import.meta.url));

export async function ensureChromium({ installTimeoutMs = 5 * 60 * 1000 } = {}) {
  const found = await findChromium();
  if (found) return found;
  console.log('No Chromium found: trying `npx playwright install chromium`...');
  const install = spawnSync(process.execPath, [playwrightCli, 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: installTimeoutMs,
  });
  if (install.status !== 0) return undefined;
  return findChromium();
}

export const MISSING_BROWSER_HELP = `No Chromium was found for the browser tests. Any one of these fixes it:
  - install the system's Chromium (Debian/Ubuntu: sudo apt-get install chromium),
  - set CHROME_PATH to a Chromium or Chrome executable,
  - or, where the internet allows, run: npx playwright install chromium`;

// Flags for a headless Chromium on a closed network, as root, in a container.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
