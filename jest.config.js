/**
 * Jest for components and pure logic; browser tests live in __tests__/e2e (and the development
 * server's in __tests__/dev) and run with Playwright. Tests that run real Gatsby builds
 * (__tests__/build) are slow and have their own configuration, jest.build.config.js
 * (`npm run test:build`, after the main build).
 */
module.exports = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(m?js|jsx|tsx?)$': ['babel-jest', { configFile: './jest.babel.config.js' }] },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/__tests__/support/style-mock.js',
  },
  testPathIgnorePatterns: [
    '/node_modules/',
    '/\\.cache/',
    '/public/',
    '/__tests__/e2e/',
    '/__tests__/dev/',
    '/__tests__/support/',
    '/__tests__/build/',
  ],
  // Components import each lucide icon from its own ES module (lucide-react/icons/<name>); htmlparser2 and
  // its DOM packages are ES modules only.
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)',
  ],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  testEnvironmentOptions: { url: 'http://localhost/' },
  // Jest leaves a core to the runner by default; in npm test the type check and lint finish first and that core would idle.
  maxWorkers: '100%',
}
