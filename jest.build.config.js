/**
 * Jest for the tests that run real Gatsby builds in scratch copies of the site (`npm run
 * test:build`, after `npm run build`): shared-build.test.ts builds one copy for most of them,
 * failed-build.test.ts stops a cold build at the content check. The modules under
 * __tests__/build/shared/ are parts of the shared build's test, not tests of their own.
 */
const [site] = require('./jest.config.js').projects

module.exports = {
  ...site,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/build/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // One file at a time: each runs builds that use both cores, and side by side they only slow each other.
  maxWorkers: 1,
}
