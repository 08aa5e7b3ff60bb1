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

/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser for the tests: CHROME_PATH if set, else the headless shell where installed, else
 * chromiumPath(). The shell is the same Blink without the browser around it, Playwright's own
 * choice for headless tests; on a 2-core machine it runs the browser tests in about two thirds of
 * the time. Lighthouse keeps chromiumPath(), so that the benchmark's figures stay comparable.
 */
export function testBrowserPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath()
}
