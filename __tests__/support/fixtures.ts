import { test as base, expect } from '@playwright/test'

/**
 * Every browser test runs with this guard: the site is served with the production headers
 * (public/_headers, see scripts/lib/static-server.ts), and any Content-Security-Policy violation
 * the page reports fails the test that caused it.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/content security policy/i.test(message.text())) violations.push(message.text())
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
        })
      })
      await use()
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
