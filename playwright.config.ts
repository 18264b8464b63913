import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findJourneyBrowser } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 3457);
const baseURL = `http://127.0.0.1:${port}`;
/** The back-office token of the journeys' server (the SMS outbox is read through it). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-for-journeys-only';
const executablePath = await findJourneyBrowser();

// Browser journeys against the built product, in the system's Chromium (its headless shell where it is
// installed, decision 0073), at a desktop and a phone size.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  outputDir: '.tmp/playwright-output',
  use: {
    baseURL,
    // a first visit takes the browser's language (decision 0089): the journeys' browser asks for
    // English, whatever the machine's own locale, and a journey that means another says so
    locale: 'en-US',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // a failure's trace: its DOM snapshots, network and console, without the screencast, which cost
    // a quarter of the journeys' time (decision 0054)
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    // every journey's browser asks for its SMS codes from 127.0.0.1: one address for the whole suite
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      SMS_DAILY_CAP_PER_IP: '1000',
      ACCOUNT_LOOKUPS_PER_IP_PER_HOUR: '1000',
      // one run of the journeys at both sizes asks for more than 120 puzzles an hour
      CAPTCHA_HOURLY_CAP_PER_IP: '10000',
    },
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
