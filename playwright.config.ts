import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.ts'
import { E2E_DATABASE_URL } from '#tests/e2e/orders-support.ts'

// One free port per test run, shared with the workers through the environment.
process.env.TEST_PORT ??= execFileSync(process.execPath, ['scripts/free-port.ts']).toString().trim()
const port = Number(process.env.TEST_PORT)

export default defineConfig({
  testDir: 'tests/e2e',
  // A subfolder: Playwright empties its outputDir, and Vitest's report sits beside it.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The specification's conformance suite: one test per requirement a visitor can observe
    // (tests/spec/COVERAGE.md maps each requirement to its test).
    // Several of its tests walk every page a requirement holds on, hence the longer limit.
    { name: 'spec', testDir: 'tests/spec', timeout: 120_000, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'node server/start.js',
    // Orders paid in the test checkout go to a database and outbox of their own.
    env: {
      PORT: String(port),
      SKIP_BUILD: '1',
      LOG_REQUESTS: '0',
      DATABASE_URL: E2E_DATABASE_URL,
      OUTBOX_DIR: 'test-results/outbox',
      // Parallel browsers on one address ask order-status more than a visitor would; its limit has
      // tests of its own (tests/orders/webhook.test.ts).
      ORDER_STATUS_RATE_LIMIT: '0',
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
