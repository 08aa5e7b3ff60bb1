// ESLint for the whole repository (run by `npm run lint`, part of `npm test`). Formatting is
// Prettier's job (.prettierrc.json); eslint-config-prettier, last, turns off the rules it owns.
// Not type-aware on purpose: `npm run typecheck` already runs the compiler, and this stays fast.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importPlugin from 'eslint-plugin-import'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('.', import.meta.url))

// Dependency direction inside src/: a lower layer never imports a higher one (files resolved, so
// relative paths of any depth and the @src/ alias count). Tests may import whatever they exercise (docs/architecture.md).
const VIEW_LAYERS = ['./src/view-models', './src/templates', './src/pages']
// Code that runs in the browser (and in the server render), and code that runs only in the build.
const BROWSER_SIDE = ['./src/components', './src/hooks', ...VIEW_LAYERS, './admin']
const BUILD_SIDE = ['./src/node', './src/lib/build']
const layering = [
  {
    target: './src/components',
    from: [...VIEW_LAYERS, './src/node'],
    message: 'Components receive props; they do not import view models, templates, pages or build-time code.',
  },
  {
    target: ['./src/lib', './src/types', './src/content-model', './src/config', './src/host'],
    from: ['./src/components', ...VIEW_LAYERS, './admin', './src/node', './plugins'],
    message: 'lib/, types/, content-model/, host/ and config/ are the lowest layer: they import nothing above them.',
  },
  {
    target: './src/lib/shared',
    from: ['./src/lib/browser', './src/lib/build'],
    message: 'lib/shared runs in the browser and in the build: it imports neither browser-only nor build-only code.',
  },
  {
    target: [...BROWSER_SIDE, './src/lib/browser'],
    from: BUILD_SIDE,
    message: 'Code that runs in the browser does not import build-only code (src/node, src/lib/build).',
  },
  {
    target: BUILD_SIDE,
    from: ['./src/lib/browser', ...BROWSER_SIDE],
    message: 'Build-time code (src/node, src/lib/build) does not import browser-only code, React code or the CMS.',
  },
]

/** Page delivery's modules that run in the browser: its browser hooks, the inline scripts and what they import. */
const DELIVERY_BROWSER_SIDE = [
  'font-choice',
  'gatsby',
  'hydrate',
  'loader',
  'markup',
  'options',
  'prefetch',
  'next-page-face',
  'after-first-page',
]
  .map((name) => `plugins/page-delivery/src/${name}.ts`)
  .concat('plugins/page-delivery/gatsby-browser.tsx', 'plugins/page-delivery/gatsby-ssr.tsx')

/** Node's modules, which code that runs in the browser cannot use. */
const NODE_MODULES = {
  patterns: [
    { group: ['fs', 'path', 'os', 'zlib', 'crypto', 'child_process', 'node:*'], message: 'Node only: this code runs in the browser.' },
  ],
}
/** Browser globals, which code that runs in the build cannot use. */
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'matchMedia', 'requestAnimationFrame'].map(
  (name) => ({
    name,
    message: 'Browser only: this code runs in the build.',
  }),
)

export default defineConfig(
  {
    ignores: [
      'public/',
      '.cache/',
      '.cache-last-good-public/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'static/',
      'content/',
      'src/gatsby-types.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // The compiler reports unused locals and parameters already (tsconfig noUnusedLocals/Parameters);
      // this keeps the same escape hatch for deliberately unused names.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...react.configs.flat.recommended,
    // Classic JSX runtime (tsconfig "jsx": "react", Gatsby's Babel default), so React must be in scope.
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    rules: {
      // Props are typed with TypeScript; runtime propTypes would duplicate them.
      'react/prop-types': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // lucide-react's index re-exports its 1,700 icons, and webpack builds every one of them
      // (9 s of a cold build's JavaScript bundles); each icon's own module is all a page needs.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import each icon from its own module: import Menu from 'lucide-react/icons/menu'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{jsx,tsx,ts}'], ...reactHooks.configs.flat.recommended },
  { files: ['**/*.{jsx,tsx}'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{jsx,tsx}'],
    rules: {
      // The recommended options, plus onClick on <dialog>: a modal dialog closes on a click on its
      // backdrop, a pointer shortcut for the close button and Escape (VideoFacade).
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          ...jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-interactions'][1],
          dialog: ['onClick', 'onKeyUp', 'onKeyDown', 'onKeyPress'],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        './eslint-alias-resolver.js': { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
        node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      },
    },
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: layering }] },
  },
  // The admin (admin/, an npm project of its own) runs React 19: the React rules read its version.
  { files: ['admin/**/*.{jsx,tsx}'], settings: { react: { version: '19' } } },
  // Browser code in src/ and admin/; build-time code, scripts, tests and configuration run in Node.
  {
    files: ['src/**', 'admin/src/**', 'admin/shims/**', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', ...DELIVERY_BROWSER_SIDE],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'src/node/**',
      'src/lib/build/**',
      'scripts/**',
      'tools/**',
      '__tests__/**',
      '__mocks__/**',
      'plugins/**',
      'admin/build.ts',
      'gatsby-*.{ts,tsx}',
      '*.{js,mjs,cjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['**/*.test.{ts,tsx}', '__tests__/**', '__mocks__/**'], languageOptions: { globals: { ...globals.jest } } },
  // src/lib by where it runs (docs/architecture.md): shared and browser code uses no Node module,
  // shared and build code no browser global.
  {
    files: ['src/lib/shared/**', 'src/lib/browser/**', ...DELIVERY_BROWSER_SIDE],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', NODE_MODULES] },
  },
  {
    files: ['src/lib/shared/**', 'src/lib/build/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', ...BROWSER_GLOBALS] },
  },
  {
    // CommonJS: Jest's configuration, mocks and the local Gatsby plugin.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
)
