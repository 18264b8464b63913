// Finds a Chromium: for the browser journeys, CHROME_PATH, the system's headless shell, the system's
// Chromium or Chrome, or the one Playwright installs where the internet allows; for the bench's
// Lighthouse runs, the full browser (its figures of record were taken in it).
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
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs
 * headless pages in): the same Blink without the full browser around it. The journeys ran a third
 * faster in it on a 2-core machine, where the browser was three quarters of the CPU (decision 0073).
 */
export const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

/** The full browser: CHROME_PATH, the system's Chromium or Chrome, or Playwright's own. */
export async function findChromium() {
  return firstPresent([process.env.CHROME_PATH, ...SYSTEM_BROWSERS]);
}

/** The browser the journeys run in: CHROME_PATH, else the headless shell, else the full browser. */
export async function findJourneyBrowser() {
  return firstPresent([process.env.CHROME_PATH, ...HEADLESS_SHELLS, ...SYSTEM_BROWSERS]);
}

async function firstPresent(paths) {
  const found = paths.filter(Boolean).find((candidate) => existsSync(candidate));
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

const playwrightCli = fileURLToPath(new URL('../node_modules/@playwright/test/cli.js', import.meta.url));

/** Whether this process may install Debian's packages itself: root, with apt-get on the PATH. */
export function canInstallSystemPackages() {
  if (process.getuid?.() !== 0) return false;
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs Debian's Chromium headless shell, or the full Chromium where a mirror lacks the shell, as
 * `.ci/run` does; true when apt-get succeeded.
 */
export function installSystemChromium({ timeoutMs = 10 * 60 * 1000 } = {}) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env, timeout: timeoutMs }).status === 0;
  if (!apt(['update', '-qq'])) return false;
  const options = ['install', '-y', '-qq', '--no-install-recommends'];
  return apt([...options, 'chromium-headless-shell']) || apt([...options, 'chromium']);
}

/**
 * findJourneyBrowser, and when none is there: on a machine where this process may use apt-get (root
 * on Debian, as our machines and CI are), Debian's headless shell, installed and said so; elsewhere
 * Playwright's usual install (it needs the internet; on a closed network it fails within its time
 * limit and the caller explains what is missing). The steps are arguments so that a test can stand
 * in for the machine.
 */
export async function ensureChromium({
  installTimeoutMs = 5 * 60 * 1000,
  find = findJourneyBrowser,
  systemInstallAllowed = canInstallSystemPackages,
  installFromSystem = installSystemChromium,
  installFromPlaywright = () =>
    spawnSync(process.execPath, [playwrightCli, 'install', 'chromium'], {
      stdio: 'inherit',
      timeout: installTimeoutMs,
    }).status === 0,
  log = console.log,
} = {}) {
  const found = await find();
  if (found) return found;
  if (systemInstallAllowed()) {
    log("No Chromium found: installing Debian's chromium-headless-shell with apt-get (this machine's root)...");
    if (installFromSystem()) {
      const installed = await find();
      if (installed) {
        log(`Installed ${installed}.`);
        return installed;
      }
    }
    log('apt-get could not install a Chromium.');
    return undefined;
  }
  log('No Chromium found: trying `npx playwright install chromium`...');
  if (!installFromPlaywright()) return undefined;
  return find();
}

export const MISSING_BROWSER_HELP = `No Chromium was found for the browser tests. Any one of these fixes it:
  - install the system's Chromium (Debian: sudo apt-get install chromium-headless-shell, or chromium),
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
