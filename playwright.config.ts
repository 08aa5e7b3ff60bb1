import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/lib/chromium'
import { DESKTOP_ONLY, PHONE_ONLY } from './__tests__/support/tags'

const PORT = Number(process.env.E2E_PORT ?? 9321)

/** Browser tests against the built site in public/, served on 127.0.0.1 as a static host would. */
export default defineConfig({
  testDir: '__tests__/e2e',
  fullyParallel: true,
  // A worker often waits on its page (a smooth scroll, a load): on two cores a third keeps them busy.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
      grepInvert: new RegExp(PHONE_ONLY),
    },
    {
      // Lighthouse's phone (412 × 823 at 1.75 device pixels a CSS pixel): the window where the speed
      // benchmark measures layout shifts, a line the web font wraps differently among them.
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, channel: undefined },
      grepInvert: new RegExp(DESKTOP_ONLY),
      // The admin is a desktop tool, and the built files and links are the same whatever the window.
      testIgnore: /(cms[\w-]*|discoverability|links)\.spec\.ts$/,
    },
  ],
  webServer: {
    // The tests read what pages do, not their bytes (the byte budgets count those from the built files).
    command: `npx tsx scripts/serve.ts --port ${PORT} --compression fast`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
