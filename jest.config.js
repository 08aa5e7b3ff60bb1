/**
 * Jest for components and pure logic; browser tests live in __tests__/e2e (and the development
 * server's in __tests__/dev) and run with Playwright. Tests that run real Gatsby builds
 * (__tests__/build) are slow and have their own configuration, jest.build.config.js
 * (`npm run test:build`, after the main build).
 */
const site = {
  displayName: 'site',
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(m?js|jsx|tsx?)$': ['babel-jest', { configFile: './jest.babel.config.js' }] },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/__tests__/support/style-mock.js',
    // The path aliases of tsconfig.json, for tests that reach across the repository.
    '^@src/(.*)$': '<rootDir>/src/$1',
    '^@support/(.*)$': '<rootDir>/__tests__/support/$1',
    '^@scripts/(.*)$': '<rootDir>/scripts/$1',
  },
  testPathIgnorePatterns: [
    '/node_modules/',
    '/\\.cache/',
    '/public/',
    '/__tests__/e2e/',
    '/__tests__/dev/',
    '/__tests__/support/',
    '/__tests__/build/',
    // The admin's tests run in the project below, with the admin's React.
    '/admin/',
  ],
  // Components import each lucide icon from its own ES module (lucide-react/icons/<name>); htmlparser2 and
  // its DOM packages are ES modules only.
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)',
  ],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  testEnvironmentOptions: { url: 'http://localhost/' },
}

/**
 * The admin's tests (admin/src) with the admin's React 19, also for the site's components its
 * previews draw, and its stand-in for `gatsby`, as admin/build.ts bundles them: one React per test.
 */
const admin = {
  ...site,
  displayName: 'admin',
  roots: ['<rootDir>/admin'],
  testPathIgnorePatterns: ['/node_modules/'],
  // The admin reads Decap's own formats and store from its ES modules (decap-internals.ts), and jsdom takes
  // yaml's browser build, an ES module; a unit test loads a stand-in for Decap's store and entry actions, which start Decap whole.
  transformIgnorePatterns: [
    site.transformIgnorePatterns[0].replace('entities)', 'entities|decap-cms-core|decap-cms-widget-markdown|yaml)'),
  ],
  moduleNameMapper: {
    ...site.moduleNameMapper,
    '^(react|react-dom)(/.*)?$': '<rootDir>/admin/node_modules/$1$2',
    '^gatsby$': '<rootDir>/admin/shims/gatsby.tsx',
    '^decap-cms-core/dist/esm/(redux|actions/entries)$': '<rootDir>/__tests__/support/decap-store-stand-in.ts',
  },
}

module.exports = {
  projects: [site, admin],
  // Jest leaves a core to the runner by default; in npm test the type check and lint finish first and that core would idle.
  maxWorkers: '100%',
}
