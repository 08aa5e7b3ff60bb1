/**
 * Tests tagged with this also run in the content pipeline (`npm run test:content`,
 * playwright.content.config.ts): the checks a content commit can break on the built pages.
 */
export const CONTENT_PIPELINE = '@content'
