/**
 * Tests tagged with this also run in the content pipeline (`npm run test:content`,
 * playwright.content.config.ts): the checks a content commit can break on the built pages.
 */
export const CONTENT_PIPELINE = '@content'

/**
 * Tests that set their own window, or check what no window changes, run in one project only: the
 * other project leaves them out by these tags (playwright.config.ts), so they cost it nothing, not
 * even the page a skipped test would open.
 */
export const DESKTOP_ONLY = '@desktop-only'
export const PHONE_ONLY = '@phone-only'
