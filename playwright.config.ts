import { defineConfig, devices } from '@playwright/test';
import { portsOf, serverSets } from './e2e/ports.mjs';

/**
 * End-to-end tests on Debian's Chromium (no browser downloads here), against the built brand apps
 * and the sandbox, on a phone (390×844) and a desktop (1366×900).
 */
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // The embedding test frames the app (http on loopback) in a fake https host page: allow the
    // mixed content and the public-to-local frame that Chromium would otherwise refuse.
    '--allow-running-insecure-content',
    '--disable-features=LocalNetworkAccessChecks',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // A test file runs whole in one worker; each worker has its own servers (e2e/ports.mjs), so
  // workers never share a sandbox. Set the count with CLEM_E2E_WORKERS, not --workers.
  fullyParallel: false,
  workers: serverSets,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e',
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
  ],
  use: {
    // No trace for every test (a third of the suite's time on two cores; see docs/architecture.md
    // "Tests"): pass `--trace retain-on-failure` to record one for a failing test.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'mobile',
      // A test written for one layout carries its tag and runs only there (never a skip).
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
        browserName: 'chromium',
      },
    },
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: chromium,
        browserName: 'chromium',
      },
    },
  ],
  webServer: {
    command: 'node e2e/servers.mjs',
    url: `http://127.0.0.1:${portsOf(0).ready}`,
    timeout: 300_000 * serverSets,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
