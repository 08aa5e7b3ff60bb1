import fs from 'fs'

/**
 * Flags for headless Chromium on machines without outside network access: without the
 * background-networking flags Chromium keeps trying to reach Google's services and stalls.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/**
 * The browser to drive: CHROME_PATH if set, else Debian's Chromium where installed; undefined
 * lets Playwright use its own downloaded browser where that exists.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}
