// Finds a Chromium for the browser journeys: CHROME_PATH, the system's Chromium or Chrome, or
// the one Playwright installs where the internet allows.
import { existsSync } from 'node:fs';

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
