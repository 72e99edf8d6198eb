import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './e2e/browser';

/**
 * The end-to-end suite and the testers' kit (e2e/README.md) on Playwright's own runner.
 *
 * - The product: every test file gets it started from `server/main.ts` on a free port with an
 *   empty data folder (seeded demo estate, SQLite), serving the built app: `dist/`, or
 *   STATIC_DIR when set. The global setup builds `dist/` when it is missing. See the `server`
 *   fixture in e2e/fixtures.ts.
 * - The browser: Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH); nothing is
 *   downloaded. One worker: the machine has two cores and each file runs a server beside it.
 * - Failures keep a trace and a screenshot in e2e-output/test-results
 *   (`npx playwright show-trace <zip>`).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'e2e-output/test-results',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    serviceWorkers: 'allow',
    viewport: { width: 420, height: 860 },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
