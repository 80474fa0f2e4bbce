import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts'

const port = Number(process.env.E2E_PORT ?? 4180)
const baseURL = `http://127.0.0.1:${port}`

/** e2e runs against `npm start` (the built app and the sandbox on one origin) with its own database. */
export default defineConfig({
  testDir: 'e2e/tests',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'phone-375',
      use: {
        ...devices['iPhone SE'],
        browserName: 'chromium',
        viewport: { width: 375, height: 667 },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/getSiteConfig`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), SANDBOX_DB: 'data/e2e.db', SANDBOX_FRESH_DB: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
