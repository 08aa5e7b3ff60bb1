import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, testBrowserPath } from './scripts/lib/chromium'

/**
 * Smoke tests of the development server (`npm start`, `npm run cms`) in a scratch copy of the
 * repository. One worker: each test owns a gatsby develop process, and two would starve a 2-core
 * machine.
 */
export default defineConfig({
  testDir: '__tests__/dev',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_FLAGS },
    trace: 'off',
  },
})
