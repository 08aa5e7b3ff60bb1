import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { CONTENT_PIPELINE } from './__tests__/support/tags'

/**
 * The content pipeline's browser checks (`npm run test:content`): the tests of `npm test` tagged
 * CONTENT_PIPELINE (axe and the no-JavaScript check on every built page, the link and asset crawl),
 * on the same built site and the same two viewports.
 */
export default defineConfig({
  ...base,
  grep: new RegExp(CONTENT_PIPELINE),
})
